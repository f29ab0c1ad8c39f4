/**
 * order: a buyer's order of goods, from the confirmation to paid (issue 23; spec §2
 * /confirmOrder, §4 buy now's order number; docs/api.md "Orders").
 *
 *   loggedOut ──session.changed uid > 0──▶ checking (is this number an order on the server already?)
 *   checking ┬ none, with the draft kept in this browser ─▶ confirm ──提交订单──▶ submitting
 *            ├ none, no draft ─▶ noDraft (订单不存在)
 *            ├ pending ─▶ awaitingPayment · paid ─▶ paid · cancelled ─▶ cancelled · expired ─▶ expired
 *            └ error ─▶ loadFailed ──重试──▶ checking
 *   submitting ┬ made (or made before: the number is the server's idempotency key) ─▶ by its state
 *              ├ 409, prices changed only ─▶ priceChanged (old and new) ──按新价格提交──▶ submitting
 *              ├ 409, lines short or gone ─▶ refused (each line) ──提交其余商品 [some left]──▶ submitting
 *              └ other error ─▶ submitFailed ──重试──▶ submitting
 *   awaitingPayment ┬ idle ──去支付──▶ startingPayment ─▶ paying · error ─▶ payFailed (重试) · 409 ─▶ checking
 *                   ├ paying ┬ waiting ──after statusPoll, or the payment tab's word, or 刷新状态──▶ polling
 *                   │        └ polling ─pending─▶ waiting · paid/cancelled/expired ─▶ that state · error ─▶ waiting
 *                   └ any ──取消订单──▶ cancelling ─▶ cancelled · error ─▶ cancelFailed (重试) · 409 ─▶ checking
 *   any state ──session.changed uid 0──▶ loggedOut; another buyer ──▶ checking
 *
 * Why so:
 * - The server decides everything that matters (prices, stock, paid, expired): this chart only
 *   asks and shows. It starts by asking whether the number is already an order (a reload, a second
 *   tab, an order paid elsewhere), so a buyer never submits twice by going back.
 * - A refusal loses nothing: the draft stays as the buyer chose it; accepting new prices or
 *   submitting the rest changes only the copy this chart sends.
 * - Paid is only what the server says after the provider's signed notification: the payment
 *   tab's broadcast (watchPayment) only makes the chart ask sooner.
 */
import { assign, enqueueActions, fromPromise, type SnapshotFrom, setup } from 'xstate';
import type { OrderLine } from '@/domain/cart';
import type { GoodsOrder, OrderProblem, OrderStatus } from '@/domain/order';
import { failureMessage, failureStatus } from './api-failure';
import { notProvided } from './not-provided';

export interface OrderInput {
  /** the session's uid at start: 0 for a visitor */
  uid: number;
  /** spec §4's order number: where the draft is kept, and the order's key on the server */
  orderNo: string;
  /** the lines kept in this browser (null: none, or unreadable) */
  draft: OrderLine[] | null;
  /** the draft came from the cart (结算): the ordered lines leave the cart */
  fromCart: boolean;
}

export interface OrderContext extends OrderInput {
  /** what the next submit sends: the draft, with new prices accepted or short lines trimmed */
  sending: OrderLine[] | null;
  /** the order as the server last answered it */
  order: GoodsOrder | null;
  /** the lines of the last refusal */
  problems: OrderProblem[];
  /** the payment page's address once asked for, and whether its tab opened */
  payUrl: string | null;
  tabOpened: boolean;
  /** the Chinese message of the last failure */
  error: string | null;
}

export interface SubmitOrderInput {
  orderNo: string;
  lines: OrderLine[];
  fromCart: boolean;
}

/** The cart's count after an order made from it (the session's header count follows). */
export interface CartChangedEvent {
  type: 'cartChanged';
  count: number;
}

export type OrderEvent =
  | { type: 'session.changed'; uid: number }
  | { type: 'user.submit' }
  | { type: 'user.acceptPrices' }
  | { type: 'user.submitRest' }
  | { type: 'user.pay' }
  | { type: 'user.cancelOrder' }
  | { type: 'user.recheck' }
  | { type: 'user.retry' };

/** The refusal's lines, read by shape (machines do not import services: order-api OrderRefusedError). */
export function refusalProblems(error: unknown): OrderProblem[] {
  if (typeof error === 'object' && error !== null && 'problems' in error && Array.isArray(error.problems))
    return error.problems as OrderProblem[];
  return [];
}

/** The lines the buyer may still submit after a refusal: short ones cut to the stock, gone ones dropped. */
function restOfLines(lines: readonly OrderLine[], problems: readonly OrderProblem[]): OrderLine[] {
  return lines.flatMap((line) => {
    const problem = problems.find((p) => p.sku_id === line.id && p.goods_id === line.goods_id);
    if (!problem || problem.kind === 'priceChanged') return [line];
    if (problem.kind === 'gone' || problem.stock < 1) return [];
    const n = Math.min(line.goods_num, problem.stock);
    return [{ ...line, goods_num: n, num: n }];
  });
}

/** The lines with the prices the server answered in place of those the buyer saw. */
export function withNewPrices(lines: readonly OrderLine[], problems: readonly OrderProblem[]): OrderLine[] {
  return lines.map((line) => {
    const problem = problems.find((p) => p.sku_id === line.id && p.kind === 'priceChanged');
    return problem?.kind === 'priceChanged' ? { ...line, price: problem.new_price } : line;
  });
}

const outputOrder = (event: unknown): GoodsOrder | null =>
  typeof event === 'object' && event !== null && 'output' in event
    ? (event.output as GoodsOrder | null)
    : null;
const statusIs =
  (status: OrderStatus) =>
  ({ event }: { event: unknown }) =>
    outputOrder(event)?.status === status;
const errorOf = (event: unknown) => (event as { error?: unknown }).error;

export const orderMachine = setup({
  types: {} as {
    context: OrderContext;
    input: OrderInput;
    events: OrderEvent;
    emitted: CartChangedEvent;
    children: {
      loadOrder: 'loadOrder';
      submitOrder: 'submitOrder';
      startPayment: 'startPayment';
      watchPayment: 'watchPayment';
      cancelOrder: 'cancelOrder';
    };
  },
  actors: {
    // Provided by the route: services/order-api fetchOrder (null for none), submitOrder,
    // startOrderPayment (opens the tab in the click), cancelOrder; qualification-payment
    // watchPaymentResult (the payment tab's broadcast).
    loadOrder: fromPromise<GoodsOrder | null, { orderNo: string }>(notProvided('order', 'loadOrder')),
    submitOrder: fromPromise<GoodsOrder, SubmitOrderInput>(notProvided('order', 'submitOrder')),
    startPayment: fromPromise<{ payUrl: string; opened: boolean }, { orderNo: string }>(
      notProvided('order', 'startPayment'),
    ),
    watchPayment: fromPromise<string, { payNo: string }>(notProvided('order', 'watchPayment')),
    cancelOrder: fromPromise<GoodsOrder, { orderNo: string }>(notProvided('order', 'cancelOrder')),
  },
  delays: {
    /** between two looks at the order while the buyer pays in the other tab */
    statusPoll: 3_000,
  },
  guards: {
    loggedIn: ({ event }) => event.type === 'session.changed' && event.uid > 0,
    loggedOut: ({ event }) => event.type === 'session.changed' && event.uid === 0,
    otherBuyer: ({ context, event }) =>
      event.type === 'session.changed' && event.uid > 0 && event.uid !== context.uid,
    startsLoggedIn: ({ context }) => context.uid > 0,
    noOrderWithDraft: ({ context, event }) => outputOrder(event) === null && context.draft !== null,
    noOrder: ({ event }) => outputOrder(event) === null,
    isPending: statusIs('pending'),
    isPaid: statusIs('paid'),
    isCancelled: statusIs('cancelled'),
    isExpired: statusIs('expired'),
    pricesChangedOnly: ({ event }) => {
      const problems = refusalProblems(errorOf(event));
      return problems.length > 0 && problems.every((p) => p.kind === 'priceChanged');
    },
    linesRefused: ({ event }) => refusalProblems(errorOf(event)).length > 0,
    restLeft: ({ context }) => restOfLines(context.sending ?? [], context.problems).length > 0,
    /** the order moved on meanwhile (paid, cancelled, expired): look again */
    orderMovedOn: ({ event }) => failureStatus(errorOf(event)) === 409,
    /** the payment page was opened: a pending order keeps the page waiting for its result */
    payingBefore: ({ context, event }) => outputOrder(event)?.status === 'pending' && context.payUrl !== null,
  },
  actions: {
    assignUid: assign({ uid: ({ event }) => (event.type === 'session.changed' ? event.uid : 0) }),
    // an answer without the order (a poll that found none) keeps what was shown rather than blanking the page
    assignOrder: assign({ order: ({ context, event }) => outputOrder(event) ?? context.order, error: null }),
    assignError: assign({ error: ({ event }) => failureMessage(errorOf(event), '') || null }),
    assignProblems: assign({ problems: ({ event }) => refusalProblems(errorOf(event)), error: null }),
    acceptPrices: assign({
      sending: ({ context }) => withNewPrices(context.sending ?? [], context.problems),
      problems: [],
    }),
    keepRest: assign({
      sending: ({ context }) => restOfLines(context.sending ?? [], context.problems),
      problems: [],
    }),
    assignPayment: assign({
      payUrl: ({ event }) => (event as unknown as { output: { payUrl: string } }).output.payUrl,
      tabOpened: ({ event }) => (event as unknown as { output: { opened: boolean } }).output.opened,
      error: null,
    }),
    // an order from the cart took its lines out of it: the header's count follows
    announceCart: enqueueActions(({ event, enqueue }) => {
      const count = outputOrder(event)?.cart_count;
      if (typeof count === 'number') enqueue.emit({ type: 'cartChanged', count });
    }),
    forget: assign({ order: null, problems: [], payUrl: null, tabOpened: false, error: null }),
  },
}).createMachine({
  id: 'order',
  meta: { title: '订单', spec: '§4' },
  context: ({ input }) => ({
    ...input,
    sending: input.draft,
    order: null,
    problems: [],
    payUrl: null,
    tabOpened: false,
    error: null,
  }),
  initial: 'loggedOut',
  on: {
    'session.changed': [
      { guard: 'loggedOut', target: '.loggedOut', actions: ['assignUid', 'forget'], description: '退出登录' },
      {
        guard: 'otherBuyer',
        target: '.checking',
        actions: ['assignUid', 'forget'],
        description: '换了买家：重新查询订单',
      },
    ],
  },
  states: {
    loggedOut: {
      meta: { title: '请先登录', spec: '§6' },
      always: { guard: 'startsLoggedIn', target: 'checking', description: '已登录：查询订单' },
      on: {
        'session.changed': {
          guard: 'loggedIn',
          target: 'checking',
          actions: 'assignUid',
          description: '登录后查询订单',
        },
      },
    },
    checking: {
      meta: { title: '正在查询订单', spec: '§4' },
      invoke: {
        id: 'loadOrder',
        src: 'loadOrder',
        input: ({ context }) => ({ orderNo: context.orderNo }),
        onDone: [
          { guard: 'noOrderWithDraft', target: 'confirm', description: '尚未提交：核对订单' },
          { guard: 'noOrder', target: 'noDraft', description: '没有这个订单' },
          { guard: 'isPaid', target: 'paid', actions: 'assignOrder', description: '已支付' },
          { guard: 'isCancelled', target: 'cancelled', actions: 'assignOrder', description: '已取消' },
          { guard: 'isExpired', target: 'expired', actions: 'assignOrder', description: '已过期' },
          {
            guard: 'payingBefore',
            target: 'awaitingPayment.paying',
            actions: 'assignOrder',
            description: '仍待付款：继续等待支付结果',
          },
          { target: 'awaitingPayment', actions: 'assignOrder', description: '待付款' },
        ],
        onError: { target: 'loadFailed', actions: 'assignError', description: '查询失败' },
      },
    },
    loadFailed: {
      meta: { title: '订单查询失败', spec: '§8' },
      on: { 'user.retry': { target: 'checking', description: '重试' } },
    },
    noDraft: { meta: { title: '订单不存在', spec: '§4' } },
    confirm: {
      meta: { title: '核对订单', spec: '§4' },
      on: { 'user.submit': { target: 'submitting', description: '提交订单' } },
    },
    submitting: {
      meta: { title: '正在提交订单', spec: '§4' },
      invoke: {
        id: 'submitOrder',
        src: 'submitOrder',
        input: ({ context }) => ({
          orderNo: context.orderNo,
          lines: context.sending ?? [],
          fromCart: context.fromCart,
        }),
        onDone: [
          {
            guard: 'isPending',
            target: 'awaitingPayment',
            actions: ['assignOrder', 'announceCart'],
            description: '订单已提交：待付款（从购物车结算的，购物车件数随之更新）',
          },
          // made before and already paid, cancelled or expired (another tab): shown as it is now
          { target: 'checking', description: '此前已提交：查询订单' },
        ],
        onError: [
          {
            guard: 'pricesChangedOnly',
            target: 'priceChanged',
            actions: 'assignProblems',
            description: '价格已变动：显示原价和现价',
          },
          {
            guard: 'linesRefused',
            target: 'refused',
            actions: 'assignProblems',
            description: '库存不足或已下架：逐行说明',
          },
          { target: 'submitFailed', actions: 'assignError', description: '提交失败' },
        ],
      },
    },
    submitFailed: {
      meta: { title: '提交失败', spec: '§8' },
      on: { 'user.retry': { target: 'submitting', description: '重试' } },
    },
    priceChanged: {
      meta: { title: '价格已变动', spec: '§4' },
      on: {
        'user.acceptPrices': { target: 'submitting', actions: 'acceptPrices', description: '按新价格提交' },
      },
    },
    refused: {
      meta: { title: '库存不足', spec: '§4' },
      on: {
        'user.submitRest': {
          guard: 'restLeft',
          target: 'submitting',
          actions: 'keepRest',
          description: '提交其余商品',
        },
      },
    },
    awaitingPayment: {
      meta: { title: '待付款', spec: '§4' },
      initial: 'idle',
      states: {
        idle: {
          meta: { title: '等待去支付', spec: '§4' },
          on: {
            'user.pay': { target: 'startingPayment', description: '去支付' },
            'user.cancelOrder': { target: 'cancelling', description: '取消订单' },
          },
        },
        startingPayment: {
          meta: { title: '正在打开支付页', spec: '§4' },
          invoke: {
            id: 'startPayment',
            src: 'startPayment',
            input: ({ context }) => ({ orderNo: context.orderNo }),
            onDone: { target: 'paying', actions: 'assignPayment', description: '支付页已打开（或给出链接）' },
            onError: [
              { guard: 'orderMovedOn', target: '#order.checking', description: '订单状态已变：重新查询' },
              { target: 'payFailed', actions: 'assignError', description: '打开支付失败' },
            ],
          },
        },
        payFailed: {
          meta: { title: '打开支付失败', spec: '§8' },
          on: {
            'user.retry': { target: 'startingPayment', description: '重试' },
            'user.pay': { target: 'startingPayment', description: '去支付' },
            'user.cancelOrder': { target: 'cancelling', description: '取消订单' },
          },
        },
        paying: {
          meta: { title: '等待支付结果', spec: '§4' },
          on: {
            'user.cancelOrder': { target: 'cancelling', description: '取消订单' },
            'user.recheck': { target: '#order.checking', description: '我已支付，刷新状态' },
          },
          after: { statusPoll: { target: '#order.checking', description: '每 3 秒查询订单' } },
          invoke: {
            id: 'watchPayment',
            src: 'watchPayment',
            input: ({ context }) => ({ payNo: context.order?.pay_no ?? '' }),
            onDone: { target: '#order.checking', description: '支付页通知：立即查询' },
          },
        },
        cancelling: {
          meta: { title: '正在取消订单', spec: '§4' },
          invoke: {
            id: 'cancelOrder',
            src: 'cancelOrder',
            input: ({ context }) => ({ orderNo: context.orderNo }),
            onDone: {
              target: '#order.cancelled',
              actions: 'assignOrder',
              description: '订单已取消，库存已释放',
            },
            onError: [
              { guard: 'orderMovedOn', target: '#order.checking', description: '订单状态已变：重新查询' },
              { target: 'cancelFailed', actions: 'assignError', description: '取消失败' },
            ],
          },
        },
        cancelFailed: {
          meta: { title: '取消失败', spec: '§8' },
          on: {
            'user.retry': { target: 'cancelling', description: '重试' },
          },
        },
      },
    },
    paid: { meta: { title: '已支付', spec: '§4' } },
    cancelled: { meta: { title: '已取消', spec: '§4' } },
    expired: { meta: { title: '已过期', spec: '§4' } },
  },
});

export type OrderSnapshot = SnapshotFrom<typeof orderMachine>;

/**
 * qualification: 查看资质, paying 100 yuan to see a supplier's qualification (spec §2 the
 * qualification dialog, §3 extend, §4, §6, §7 POST /api/mini/supply/info and the payment page,
 * §8 已取消支付, §9 100 yuan).
 *
 *   idle ┬ quiet      ──user.viewQualification {uid}──▶ checking ──paid before──────────────▶ shown
 *        ├ cancelled  (已取消支付)                          ├ unpaid ──▶ confirming ──取消──▶ idle.cancelled
 *        └ failed ──重试──▶ checking                        └ error ──▶ idle.failed    └─确定─▶ startingPayment
 *   startingPayment (the tab opens in the click, the order is created) ┬ tab opened ─▶ paying.awaiting
 *                                                                     ├ tab blocked ▶ paying.blocked
 *                                                                     └ error ──────▶ idle.failed
 *   paying (watchPayment: the payment tab says paid / cancelled) ─paid─▶ fetching ─▶ shown
 *     ├ blocked ──user.openPaymentPage (the link)──▶ awaiting          └ cancelled ─▶ idle.cancelled
 *     ├ awaiting (paymentWindow) ┬ waiting ──statusPoll──▶ polling ──pending──▶ waiting
 *     │                          └ checkFailed ─statusPoll─▶ polling ─error─▶ checkFailed
 *     │        └──paymentWindow──▶ unconfirmed
 *     └ unconfirmed ┬ quiet | stillPending | checkFailed ──我已支付，再次检查──▶ rechecking
 *                   └ rechecking ─paid─▶ fetching · cancelled ─▶ idle.cancelled · pending/error ─▶ back
 *     any paying state ──取消 (user.stopWaiting)──▶ idle.quiet
 *   fetching ──▶ shown (each field 点击查看 until revealed) ──close──▶ idle.quiet
 *                └─error─▶ idle.failed
 *   any state ──session.ended (the page: the buyer logged out or changed)──▶ idle.quiet
 *
 * Why so:
 * - `checking` asks the server first: a buyer who paid for this supplier before (another day,
 *   another tab) sees the qualification without paying twice; only the server's refusal (code 0,
 *   unpaid) leads to the 100 yuan confirmation.
 * - The payment page must open in the click's user activation, or a popup blocker stops it: the
 *   startPayment actor (provided by the route) opens a blank tab synchronously, before its first
 *   await, then creates the order and sends the tab there. A blocked tab is said so, with a link.
 * - The payment tab is another page: the page hears of the result from it (watchPayment, a
 *   BroadcastChannel the sandbox's result page posts on) or by polling the order's status, for a
 *   bounded time (paymentWindow); after that the buyer checks again by hand (我已支付，再次检查).
 *   A failed status check is not a failed payment: the page keeps waiting and says why.
 * - 重试 and 查看资质 after a failure go through `checking` again, so whatever happened before
 *   (an order paid but not fetched) never makes the buyer pay twice.
 * - The qualification's values stay in context: the view gets a field's value only once the
 *   buyer has clicked its 点击查看 (spec §2), and closing the dialog forgets them.
 * - The login gate is the page's: this chart hears user.viewQualification only from a buyer.
 *   Busy states take no user.viewQualification: a second click does nothing.
 * - So is the session: when the buyer who asked is gone, the page says session.ended and the flow
 *   ends wherever it is; the revealed values, the order and the polling (its states are left) go
 *   with it, so the next buyer at this screen sees none of them.
 *
 * Over 300 lines, and still the chart alone (its view-model is qualification.view.ts): the rest is this
 * comment, the context and event types, the helpers its guards and actions read, and the Chinese
 * description every transition carries for /flows.
 */
import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { qualificationFields } from '@/copy/copy';
import type { PaymentStatus } from '@/domain/payment';
import type { Qualification } from '@/domain/supplier';
import { failureMessage } from './api-failure';
import { notProvided } from './not-provided';

export type QualificationField = keyof typeof qualificationFields;
export const FIELDS = Object.keys(qualificationFields) as QualificationField[];

export interface QualificationInput {
  supplierId: number;
}

/** The payment order the buyer is paying: its number and the payment page's URL. */
export interface PaymentOrder {
  orderNo: string;
  payUrl: string;
}

/** What startPayment answers: the order, and whether its tab opened (false when blocked). */
export interface StartedPayment extends PaymentOrder {
  opened: boolean;
}

export interface QualificationContext extends QualificationInput {
  order: PaymentOrder | null;
  /** the fetched qualification, kept here: the view sees only revealed fields */
  qualification: Qualification | null;
  /** the fields the buyer has clicked 点击查看 on */
  revealed: QualificationField[];
  /** the Chinese message of the last failure (a call, or a status check) */
  error: string | null;
}

export type QualificationEvent =
  /**
   * The page's hand-over carries the buyer's uid; this chart does not keep it (nothing here reads
   * it: the page ends the flow with session.ended when the buyer changes).
   */
  | { type: 'user.viewQualification'; uid: number }
  | { type: 'user.confirmPayment' }
  | { type: 'user.cancelPayment' }
  | { type: 'user.openPaymentPage' }
  | { type: 'user.recheckPayment' }
  | { type: 'user.stopWaiting' }
  | { type: 'user.revealField'; field: QualificationField }
  | { type: 'user.revealAll' }
  | { type: 'user.closeQualification' }
  | { type: 'user.retry' }
  | { type: 'user.dismissNotice' }
  /** the buyer who asked is gone (logged out, token revoked, another buyer): sent by the page */
  | { type: 'session.ended' };

/** The payment as the payment tab reports it: only a settled one is reported. */
export type SettledPayment = Exclude<PaymentStatus, 'pending'>;

/**
 * The server's refusal for want of payment: an answer (HTTP 200) with code 0 (server/routes/
 * supplier.ts MSG_QUALIFICATION_UNPAID). Machines do not import services, so the error's shape
 * is read (services/api-error.ts: kind 'rejected', code).
 */
function isUnpaidRefusal(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'kind' in error &&
    error.kind === 'rejected' &&
    'code' in error &&
    error.code === 0
  );
}

const outputIs = (event: unknown, status: PaymentStatus) =>
  typeof event === 'object' && event !== null && 'output' in event && event.output === status;

/** 我已支付，再次检查, the same from every step of the unconfirmed payment that shows it. */
const recheckPayment = { target: 'rechecking', description: '点“我已支付，再次检查”' };

/** What a check of the order (polled, or asked for again) does once the order is settled. */
const paymentSettled = [
  { guard: 'paid' as const, target: '#qualification.fetching', description: '已支付：获取资质' },
  {
    guard: 'cancelled' as const,
    target: '#qualification.idle.cancelled',
    description: '订单已取消：提示“已取消支付”',
  },
];

/** Asking for the papers, before a payment (already paid?) and after one: shown once they come. */
function qualificationCall(done: string) {
  return {
    id: 'loadQualification' as const,
    src: 'loadQualification' as const,
    input: ({ context }: { context: QualificationContext }) => ({ supplierId: context.supplierId }),
    onDone: { target: 'shown', actions: 'assignQualification' as const, description: done },
  };
}

/** The payment order the watch and the checks follow. */
const orderOf = ({ context }: { context: QualificationContext }) => ({
  orderNo: context.order?.orderNo ?? '',
});

export const qualificationMachine = setup({
  types: {} as {
    context: QualificationContext;
    input: QualificationInput;
    events: QualificationEvent;
    children: {
      loadQualification: 'loadQualification';
      startPayment: 'startPayment';
      watchPayment: 'watchPayment';
      checkPayment: 'checkPayment';
    };
  },
  actors: {
    // Provided by the route: services/supplier-api fetchQualification; services/qualification-
    // payment startQualificationPayment (opens the tab synchronously), watchPaymentResult,
    // services/payment-api fetchPaymentStatus.
    loadQualification: fromPromise<Qualification, { supplierId: number }>(
      notProvided('qualification', 'loadQualification'),
    ),
    startPayment: fromPromise<StartedPayment, { supplierId: number }>(
      notProvided('qualification', 'startPayment'),
    ),
    watchPayment: fromPromise<SettledPayment, { orderNo: string }>(
      notProvided('qualification', 'watchPayment'),
    ),
    checkPayment: fromPromise<PaymentStatus, { orderNo: string }>(
      notProvided('qualification', 'checkPayment'),
    ),
  },
  delays: {
    /** between two status checks while the buyer pays */
    statusPoll: 3_000,
    /** how long the page polls before it asks the buyer to check by hand (2 minutes) */
    paymentWindow: 120_000,
  },
  guards: {
    unpaid: ({ event }) => 'error' in event && isUnpaidRefusal(event.error),
    tabOpened: ({ event }) => 'output' in event && (event.output as StartedPayment).opened,
    paid: ({ event }) => outputIs(event, 'paid'),
    cancelled: ({ event }) => outputIs(event, 'cancelled'),
  },
  actions: {
    assignOrder: assign({
      order: ({ event }) => {
        const { orderNo, payUrl } = (event as unknown as { output: StartedPayment }).output;
        return { orderNo, payUrl };
      },
    }),
    assignQualification: assign({
      qualification: ({ event }) => (event as unknown as { output: Qualification }).output,
      revealed: [],
      error: null,
    }),
    assignError: assign({
      error: ({ event }) => failureMessage((event as unknown as { error: unknown }).error, '') || null,
    }),
    forget: assign({ order: null, qualification: null, revealed: [], error: null }),
    revealField: assign({
      revealed: ({ context, event }) =>
        event.type === 'user.revealField' && !context.revealed.includes(event.field)
          ? [...context.revealed, event.field]
          : context.revealed,
    }),
    revealAll: assign({ revealed: () => [...FIELDS] }),
  },
}).createMachine({
  id: 'qualification',
  meta: { title: '查看资质', spec: '§4 §6' },
  context: ({ input }) => ({
    ...input,
    order: null,
    qualification: null,
    revealed: [],
    error: null,
  }),
  initial: 'idle',
  on: {
    'session.ended': {
      target: '.idle.quiet',
      actions: 'forget',
      description: '买家退出登录或换了账号：流程结束，对话框关闭，资质与支付订单都不留在页面上',
    },
  },
  states: {
    idle: {
      meta: { title: '未查看', spec: '§2' },
      initial: 'quiet',
      on: {
        'user.viewQualification': {
          target: 'checking',
          actions: 'forget',
          description: '买家点“查看资质”：先问服务器是否已付过款',
        },
      },
      states: {
        quiet: { meta: { title: '无提示', spec: '§2' } },
        cancelled: {
          meta: { title: '已取消支付', spec: '§8' },
          on: { 'user.dismissNotice': { target: 'quiet', description: '关闭提示' } },
        },
        failed: {
          meta: { title: '查看资质失败', spec: '§7' },
          on: {
            'user.retry': {
              target: '#qualification.checking',
              description: '重试：重新查询（已付款则直接显示）',
            },
            'user.dismissNotice': { target: 'quiet', actions: 'forget', description: '关闭提示' },
          },
        },
      },
    },
    checking: {
      meta: { title: '查询是否已付款', spec: '§7' },
      invoke: {
        ...qualificationCall('已为该供应商付过款（code 1）：直接显示资质，不再付款'),
        onError: [
          {
            guard: 'unpaid',
            target: 'confirming',
            description: '尚未付款（code 0）：询问是否支付100元',
          },
          {
            target: 'idle.failed',
            actions: 'assignError',
            description: '查询失败（网络、登录失效、服务器）：说明原因，可重试',
          },
        ],
      },
    },
    confirming: {
      meta: { title: '确认支付100元', spec: '§4 §9' },
      on: {
        'user.confirmPayment': {
          target: 'startingPayment',
          description: '点“确定”：在这次点击中打开新标签页，并创建支付订单',
        },
        'user.cancelPayment': {
          target: 'idle.cancelled',
          description: '点“取消”：提示“已取消支付”',
        },
      },
    },
    startingPayment: {
      meta: { title: '正在创建支付订单', spec: '§4 §7' },
      invoke: {
        id: 'startPayment',
        src: 'startPayment',
        input: ({ context }) => ({ supplierId: context.supplierId }),
        onDone: [
          {
            guard: 'tabOpened',
            target: 'paying.awaiting',
            actions: 'assignOrder',
            description: '订单已创建，支付页已在新标签页打开：等待支付结果',
          },
          {
            target: 'paying.blocked',
            actions: 'assignOrder',
            description: '订单已创建，但浏览器拦截了新标签页：给出支付页链接',
          },
        ],
        onError: {
          target: 'idle.failed',
          actions: 'assignError',
          description: '订单创建失败：说明原因（已打开的空白标签页随之关闭）',
        },
      },
    },
    paying: {
      meta: { title: '等待支付', spec: '§4 §7' },
      initial: 'awaiting',
      invoke: {
        id: 'watchPayment',
        src: 'watchPayment',
        input: orderOf,
        onDone: [
          {
            guard: 'paid',
            target: 'fetching',
            description: '支付页通知：已支付，获取资质',
          },
          {
            target: 'idle.cancelled',
            description: '支付页通知：已在支付页取消，提示“已取消支付”',
          },
        ],
        onError: {
          description: '无法监听支付页（浏览器不支持）：只靠查询订单状态',
        },
      },
      on: {
        'user.stopWaiting': {
          target: 'idle.quiet',
          actions: 'forget',
          description: '点“取消”：不再等待（已付款的话，再点“查看资质”即可直接显示）',
        },
      },
      states: {
        blocked: {
          meta: { title: '支付页被拦截', spec: '§4' },
          on: {
            'user.openPaymentPage': {
              target: 'awaiting',
              description: '点链接打开了支付页：开始等待支付结果',
            },
          },
        },
        awaiting: {
          meta: { title: '等待支付结果', spec: '§4' },
          initial: 'waiting',
          after: {
            paymentWindow: {
              target: 'unconfirmed',
              description: '等了2分钟仍未确认：请买家支付后手动再次检查',
            },
          },
          states: {
            waiting: {
              meta: { title: '稍后查询', spec: '§4' },
              after: { statusPoll: { target: 'polling', description: '隔几秒查询一次订单状态' } },
            },
            polling: {
              meta: { title: '查询订单状态', spec: '§7' },
              invoke: {
                id: 'checkPayment',
                src: 'checkPayment',
                input: orderOf,
                onDone: [...paymentSettled, { target: 'waiting', description: '尚未支付：稍后再查' }],
                onError: {
                  target: 'checkFailed',
                  actions: 'assignError',
                  description: '查询失败（网络）：说明原因，稍后自动再查',
                },
              },
            },
            checkFailed: {
              meta: { title: '暂时无法查询', spec: '§7' },
              after: { statusPoll: { target: 'polling', description: '稍后自动再查' } },
            },
          },
        },
        unconfirmed: {
          meta: { title: '未确认支付', spec: '§4' },
          initial: 'quiet',
          states: {
            quiet: {
              meta: { title: '请再次检查', spec: '§4' },
              on: { 'user.recheckPayment': recheckPayment },
            },
            stillPending: {
              meta: { title: '尚未支付', spec: '§4' },
              on: { 'user.recheckPayment': recheckPayment },
            },
            checkFailed: {
              meta: { title: '检查失败', spec: '§7' },
              on: { 'user.recheckPayment': recheckPayment },
            },
            rechecking: {
              meta: { title: '正在检查', spec: '§7' },
              invoke: {
                id: 'checkPayment',
                src: 'checkPayment',
                input: orderOf,
                onDone: [
                  ...paymentSettled,
                  { target: 'stillPending', description: '仍未支付：请在支付页完成支付' },
                ],
                onError: {
                  target: 'checkFailed',
                  actions: 'assignError',
                  description: '检查失败（网络）：说明原因，可再次检查',
                },
              },
            },
          },
        },
      },
    },
    fetching: {
      meta: { title: '正在获取资质', spec: '§7' },
      invoke: {
        ...qualificationCall('资质已返回（code 1，data.extend）'),
        onError: {
          target: 'idle.failed',
          actions: 'assignError',
          description: '获取失败：说明原因；重试不会再次付款',
        },
      },
    },
    shown: {
      meta: { title: '资质对话框', spec: '§2 §3' },
      on: {
        'user.revealField': { actions: 'revealField', description: '点某一项的“点击查看”：显示这一项' },
        'user.revealAll': { actions: 'revealAll', description: '点“全部显示”' },
        'user.closeQualification': {
          target: 'idle.quiet',
          actions: 'forget',
          description: '关闭对话框：资质不留在页面上',
        },
      },
    },
  },
});

export type QualificationSnapshot = SnapshotFrom<typeof qualificationMachine>;

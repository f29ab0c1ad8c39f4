/**
 * cartPage: the buyer's cart (spec §2 /shoppingCart; docs/api.md the cart list, update and remove
 * calls; §6 a cart needs a logged-in buyer).
 *
 *   loggedOut ──[uid > 0]──▶ loading ──done, lines──▶ loaded
 *                               │ ──done, none───▶ empty
 *                               └ ──error──────▶ failed ──user.retry──▶ loading
 *
 *   loaded:  idle ──user.changeQuantity [changes it]──▶ updating ──done / error──▶ idle
 *                 ──user.stepQuantity   [1..stock]────▶ updating
 *                 ──user.removeLine────────────────────▶ removed ──after undoWindow──▶ removing
 *                 ──user.changeQuantity [nothing]: ↻ the field shows the saved quantity
 *            removed ──user.undoRemove──▶ idle (the line back, nothing sent)
 *            removed, the page left (another page of the app, a closed tab): removed on the server;
 *            removed, the tab hidden (pagehide) ──removed on leaving──▶ loading (shown again: read anew)
 *            removing ──done / error──▶ idle; ──done, it was the last line──▶ empty
 *
 *   any state ──session.changed uid 0──▶ loggedOut
 *             ──session.changed another uid > 0──▶ loading
 *
 * The session is the root route's (views/session-context.tsx); the page route tells this chart
 * whenever the session's uid changes (session.changed), and does not start it at all while the
 * session is still restoring, so a reload never flashes the login prompt. The input uid is the
 * one known at start: uid > 0 goes straight on to loading.
 *
 * One line is edited at a time: while a line saves or is removed, every edit is refused (no
 * transition), so two calls never race and the count the server answers is the cart's. Line
 * totals and 合计 change only once the server agreed (the field alone shows the quantity being
 * saved); a failure leaves the saved quantities as they were, with the server's Chinese reason. A
 * committed text is read by the one reader of typed quantities (judgeCartQuantity: '3.5' → 3,
 * above the stock → the stock); a text that means nothing (empty, 0, a minus, letters) or the
 * saved quantity again sends nothing and puts the field back (`revision`, which the view keys
 * the field by), and what a commit changed is said beside the field (`fieldHint`: 0 says
 * 数量至少为1件，不需要请删除, issue 19 item 4) until the next edit: removal is the explicit 删除
 * button only.
 *
 * A line removed and then the page left within its 撤销 window is removed on the server all the
 * same (the buyer saw it go and did not undo): `removed` invokes removeOnLeave, which removes the
 * line when the tab is hidden for good (pagehide: a closed tab, another site; a keepalive call
 * outlives the page) or when it is stopped because the chart itself stopped (the route unmounts:
 * another page of the app). Stopped by a transition out of `removed` instead, it sends nothing:
 * 撤销 keeps the line, and the window's end leaves the call to `removing`.
 *
 * Over 300 lines, and still the chart alone (its view-model is cart-page.view.ts): the rest is this
 * comment, the context and event types, the helpers its guards and actions read, and the Chinese
 * description every transition carries for /flows.
 */
import { assertEvent, assign, emit, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { appText } from '@/copy/copy';
import type { CartLine } from '@/domain/cart';
import { judgeCartQuantity, MIN_CART_QUANTITY, steppedCartQuantity } from '@/rules/cart-quantity';
import type { QuantityHint } from '@/rules/typed-quantity';
import { failureMessage } from './api-failure';
import { notProvided } from './not-provided';

export interface CartPageInput {
  /** the session's uid when the page starts: 0 for a visitor */
  uid: number;
}

/** What loading the cart answers (GET /api/rbh/cart/list's data). */
export interface CartContents {
  lines: CartLine[];
  count: number;
}

export interface CartLoadInput {
  uid: number;
}
export interface LineUpdateInput {
  uid: number;
  lineId: number;
  goodsNum: number;
}
export interface LineRemoveInput {
  uid: number;
  lineId: number;
}
/** What an update or a remove answers: the cart's item count afterwards. */
export interface CartCount {
  count: number;
}

/** The edit waiting for the server: which line, and the quantity it is set to (its own for a removal). */
interface PendingEdit {
  lineId: number;
  goodsNum: number;
}

/** A hint beside one line's quantity field: what the commit changed, and the quantity it set (or the least). */
interface FieldHint {
  lineId: number;
  hint: QuantityHint;
  n: number;
}

/** The last edit the server refused: shown until the next edit starts. */
export interface EditFailure {
  action: 'update' | 'remove';
  lineId: number;
  /** the goods title, colour and size, so the message names the line even after it changes */
  name: string;
  message: string;
}

export interface CartPageContext {
  uid: number;
  /** the saved lines, in the order they were first added */
  lines: CartLine[];
  /** the cart's item count as the server last answered it; null before the first answer */
  count: number | null;
  pending: PendingEdit | null;
  failure: EditFailure | null;
  /** what the last committed quantity changed ('0' kept: 数量至少为1件…), beside its field, until the next edit */
  fieldHint: FieldHint | null;
  /** the load's Chinese failure message, shown in `failed` */
  error: string | null;
  /**
   * Flipped (0 ⇄ 1) whenever a quantity field must show the saved quantity again: only its change
   * matters (the view keys the field by it), and flipping keeps the chart's states finite, so the
   * model test can walk them all.
   */
  revision: number;
  /** the lines the buyer unticked (issue 23): every line is ticked for 结算 until unticked */
  unticked: number[];
}

/** 结算 (issue 23): the ticked lines, which the page keeps as an order draft and opens /confirmOrder with. */
export interface CheckoutEvent {
  type: 'checkout';
  lines: CartLine[];
}

/**
 * 删除 takes the line out of view at once and offers 撤销 this long before the server is asked
 * (issue 19 item 4): a slip of the finger costs nothing, and nothing is sent that must be undone.
 */
export const UNDO_REMOVE_MS = 5_000;

export type CartPageEvent =
  | { type: 'session.changed'; uid: number }
  | { type: 'user.retry' }
  | { type: 'user.changeQuantity'; lineId: number; text: string }
  | { type: 'user.stepQuantity'; lineId: number; delta: 1 | -1 }
  | { type: 'user.removeLine'; lineId: number }
  /** 撤销 while the removed line waits (removed): it comes back, nothing is sent */
  | { type: 'user.undoRemove' }
  /** a line's tick for 结算 (issue 23) */
  | { type: 'user.toggleLine'; lineId: number }
  /** 结算: the ticked lines go on to /confirmOrder */
  | { type: 'user.checkout' };

const emptyCart = (): Omit<CartPageContext, 'uid' | 'revision'> => ({
  lines: [],
  count: null,
  pending: null,
  failure: null,
  fieldHint: null,
  error: null,
  unticked: [],
});

/** The lines 结算 takes: the saved lines the buyer did not untick. */
export const tickedLines = (context: Pick<CartPageContext, 'lines' | 'unticked'>) =>
  context.lines.filter((line) => !context.unticked.includes(line.id));

const flip = (revision: number) => 1 - revision;

export const lineOf = (context: CartPageContext, lineId: number) =>
  context.lines.find((l) => l.id === lineId);

export const lineName = (line: CartLine | undefined) =>
  line ? `${line.PName} ${line.color} ${line.size}` : '';

/** The quantity an edit event asks for, by the cart's rules; null when it changes nothing. */
function requestedQuantity(context: CartPageContext, event: CartPageEvent): number | null {
  if (event.type !== 'user.changeQuantity' && event.type !== 'user.stepQuantity') return null;
  const line = lineOf(context, event.lineId);
  if (!line) return null;
  const next =
    event.type === 'user.changeQuantity'
      ? judgeCartQuantity(event.text, line.stock, line.goods_num).quantity
      : steppedCartQuantity(line.goods_num, event.delta, line.stock);
  return next !== null && next !== line.goods_num ? next : null;
}

/** What a committed text changed, for the hint beside its field; null when it was taken as typed. */
function fieldHintOf(context: CartPageContext, event: CartPageEvent): FieldHint | null {
  if (event.type !== 'user.changeQuantity') return null;
  const line = lineOf(context, event.lineId);
  if (!line) return null;
  const { quantity, hint } = judgeCartQuantity(event.text, line.stock, line.goods_num);
  if (!hint) return null;
  return { lineId: line.id, hint, n: hint === 'min' ? MIN_CART_QUANTITY : quantity };
}

/** What removeOnLeave is given: the line, and the page's own chart (to tell its stop from a transition). */
export interface LeaveInput {
  line: LineRemoveInput;
  page: { getSnapshot(): { status: string } };
}

/**
 * removeOnLeave's logic around the call that removes (the route's keepalive call): once, when the
 * page is hidden for good (pagehide) or when it is stopped because the page's chart stopped (the
 * route unmounted), not when `removed` is left (撤销, the window's end, a logout). A promise that
 * never settles by itself: fromCallback would put ~180 B more of xstate into the first load.
 */
export function removalOnLeaving(remove: (input: LineRemoveInput) => void) {
  return fromPromise<void, LeaveInput>(
    ({ input, signal }) =>
      new Promise<void>((resolve) => {
        let done = false;
        const leave = () => {
          if (done) return;
          done = true;
          removeEventListener('pagehide', leave);
          if (!signal.aborted || input.page.getSnapshot().status === 'stopped') remove(input.line);
          resolve();
        };
        addEventListener('pagehide', leave);
        signal.addEventListener('abort', leave);
      }),
  );
}

export const cartPageMachine = setup({
  types: {} as {
    context: CartPageContext;
    input: CartPageInput;
    events: CartPageEvent;
    emitted: CheckoutEvent;
  },
  actors: {
    // Provided by the route (services/cart-api.ts) or by a test.
    loadCart: fromPromise<CartContents, CartLoadInput>(notProvided('cartPage', 'loadCart')),
    updateLine: fromPromise<CartCount, LineUpdateInput>(notProvided('cartPage', 'updateLine')),
    removeLine: fromPromise<CartCount, LineRemoveInput>(notProvided('cartPage', 'removeLine')),
    // Provided by the route: removalOnLeaving with services/cart-api's keepalive call.
    removeOnLeave: removalOnLeaving(() => {}),
  },
  delays: { undoWindow: UNDO_REMOVE_MS },
  guards: {
    hasUser: ({ context }) => context.uid > 0,
    loggedOutNow: ({ context, event }) =>
      event.type === 'session.changed' && event.uid === 0 && context.uid !== 0,
    anotherUser: ({ context, event }) =>
      event.type === 'session.changed' && event.uid > 0 && event.uid !== context.uid,
    hasLines: ({ event }) => 'output' in event && (event.output as CartContents).lines.length > 0,
    changesQuantity: ({ context, event }) => requestedQuantity(context, event) !== null,
    knownLine: ({ context, event }) =>
      (event.type === 'user.removeLine' || event.type === 'user.toggleLine') &&
      lineOf(context, event.lineId) !== undefined,
    someTicked: ({ context }) => tickedLines(context).length > 0,
    lastLineRemoved: ({ context }) => context.lines.every((l) => l.id === context.pending?.lineId),
  },
  actions: {
    forgetCart: assign(() => ({ ...emptyCart(), uid: 0 })),
    toggleLine: assign({
      unticked: ({ context, event }) => {
        assertEvent(event, 'user.toggleLine');
        return context.unticked.includes(event.lineId)
          ? context.unticked.filter((id) => id !== event.lineId)
          : [...context.unticked, event.lineId];
      },
    }),
    announceCheckout: emit(({ context }) => ({ type: 'checkout' as const, lines: tickedLines(context) })),
    takeUser: assign(({ event }) => {
      assertEvent(event, 'session.changed');
      return { ...emptyCart(), uid: event.uid };
    }),
    startQuantity: assign(({ context, event }) => {
      assertEvent(event, ['user.changeQuantity', 'user.stepQuantity']);
      return {
        pending: { lineId: event.lineId, goodsNum: requestedQuantity(context, event) ?? 0 },
        failure: null,
        fieldHint: fieldHintOf(context, event),
      };
    }),
    startRemove: assign(({ context, event }) => {
      assertEvent(event, 'user.removeLine');
      return {
        pending: { lineId: event.lineId, goodsNum: lineOf(context, event.lineId)?.goods_num ?? 0 },
        failure: null,
        fieldHint: null,
      };
    }),
    restoreField: assign({
      revision: ({ context }) => flip(context.revision),
      fieldHint: ({ context, event }) => fieldHintOf(context, event),
    }),
  },
}).createMachine({
  id: 'cartPage',
  meta: { title: '购物车页', spec: '§2' },
  context: ({ input }) => ({ ...emptyCart(), uid: input.uid, revision: 0 }),
  initial: 'loggedOut',
  on: {
    'session.changed': [
      {
        guard: 'loggedOutNow',
        target: '.loggedOut',
        actions: 'forgetCart',
        description: '买家退出登录：不再显示购物车内容，改为提示登录',
      },
      {
        guard: 'anotherUser',
        target: '.loading',
        actions: 'takeUser',
        description: '买家登录了（或换了账号）：加载这个买家的购物车',
      },
    ],
  },
  states: {
    loggedOut: {
      meta: { title: '未登录', spec: '§6' },
      always: {
        guard: 'hasUser',
        target: 'loading',
        description: '打开页面时已经登录：直接加载购物车',
      },
    },
    loading: {
      meta: { title: '加载中', spec: '§2' },
      invoke: {
        id: 'loadCart',
        src: 'loadCart',
        input: ({ context }) => ({ uid: context.uid }),
        onDone: [
          {
            guard: 'hasLines',
            target: 'loaded',
            actions: assign({
              lines: ({ event }) => event.output.lines,
              count: ({ event }) => event.output.count,
            }),
            description: '购物车里有商品：逐行显示商品、单价、数量和小计，以及合计',
          },
          {
            target: 'empty',
            actions: assign({ lines: [], count: ({ event }) => event.output.count }),
            description: '购物车是空的：提示去挑选商品',
          },
        ],
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => failureMessage(event.error, '') || null }),
          description: '网络、超时、登录失效或服务器出错：显示原因和重试',
        },
      },
    },
    loaded: {
      meta: { title: '已加载', spec: '§2' },
      initial: 'idle',
      states: {
        idle: {
          meta: { title: '可以修改', spec: '§2' },
          on: {
            'user.changeQuantity': [
              {
                guard: 'changesQuantity',
                target: 'updating',
                actions: 'startQuantity',
                description:
                  '输入新的数量（回车或离开输入框）：取整数部分，限制在 1 到库存之间，保存到服务器；数量被改动时在输入框旁说明',
              },
              {
                actions: 'restoreField',
                description:
                  '输入为空、为 0、负数、不是数字或与原数量相同：不保存，输入框恢复为已保存的数量；为 0 或负数时提示“数量至少为1件，不需要请删除”',
              },
            ],
            'user.stepQuantity': {
              guard: 'changesQuantity',
              target: 'updating',
              actions: 'startQuantity',
              description: '点击 + 或 −：数量加减 1（不低于 1，不超过库存），保存到服务器',
            },
            'user.toggleLine': {
              guard: 'knownLine',
              actions: 'toggleLine',
              description: '勾选或取消勾选一行（默认全部勾选），结算时只带走勾选的商品',
            },
            'user.checkout': {
              guard: 'someTicked',
              actions: 'announceCheckout',
              description: '结算：勾选的商品带到确认订单页（与立即购买同一页面）',
            },
            'user.removeLine': {
              guard: 'knownLine',
              target: 'removed',
              actions: 'startRemove',
              description: '点击删除：这一行立即从列表中消失，几秒内可以撤销',
            },
          },
        },
        updating: {
          meta: { title: '正在保存数量', spec: '§7' },
          invoke: {
            id: 'updateLine',
            src: 'updateLine',
            input: ({ context }) => ({
              uid: context.uid,
              lineId: context.pending?.lineId ?? 0,
              goodsNum: context.pending?.goodsNum ?? 0,
            }),
            onDone: {
              target: 'idle',
              actions: assign(({ context, event }) => ({
                lines: context.lines.map((line) =>
                  line.id === context.pending?.lineId
                    ? { ...line, goods_num: context.pending.goodsNum }
                    : line,
                ),
                count: event.output.count,
                pending: null,
                revision: flip(context.revision),
              })),
              description: '保存成功：这一行显示新的数量和小计，合计与购物车件数随之更新',
            },
            onError: {
              target: 'idle',
              actions: assign(({ context, event }) => ({
                failure: {
                  action: 'update' as const,
                  lineId: context.pending?.lineId ?? 0,
                  name: lineName(lineOf(context, context.pending?.lineId ?? 0)),
                  message: failureMessage(event.error, appText.serverError),
                },
                pending: null,
                revision: flip(context.revision),
              })),
              description: '保存失败（如超出库存）：显示原因，数量仍是上次保存的',
            },
          },
        },
        removed: {
          meta: { title: '已删除，可撤销', spec: '§2' },
          invoke: {
            id: 'removeOnLeave',
            src: 'removeOnLeave',
            input: ({ context, self }) => ({
              line: { uid: context.uid, lineId: context.pending?.lineId ?? 0 },
              page: self,
            }),
            // The tab was hidden with the line removed on the server; shown again (Back, from the
            // browser's page cache), the chart must not remove it a second time (删除失败): the
            // cart is read again.
            onDone: {
              target: '#cartPage.loading',
              actions: assign({ pending: null }),
              description: '离开页面时已向服务器删除这一行；页面再次显示（如返回）时重新读取购物车',
            },
          },
          after: {
            undoWindow: {
              target: 'removing',
              description: '几秒内没有撤销：向服务器删除这一行',
            },
          },
          on: {
            'user.undoRemove': {
              target: 'idle',
              actions: assign({ pending: null }),
              description: '点击撤销：这一行回到列表，不向服务器发送删除',
            },
          },
        },
        removing: {
          meta: { title: '正在删除', spec: '§7' },
          invoke: {
            id: 'removeLine',
            src: 'removeLine',
            input: ({ context }) => ({ uid: context.uid, lineId: context.pending?.lineId ?? 0 }),
            onDone: [
              {
                guard: 'lastLineRemoved',
                target: '#cartPage.empty',
                actions: assign({ lines: [], count: ({ event }) => event.output.count, pending: null }),
                description: '删除了最后一行：购物车变空',
              },
              {
                target: 'idle',
                actions: assign(({ context, event }) => ({
                  lines: context.lines.filter((line) => line.id !== context.pending?.lineId),
                  count: event.output.count,
                  pending: null,
                })),
                description: '删除成功：这一行消失，合计与购物车件数随之更新',
              },
            ],
            onError: {
              target: 'idle',
              actions: assign(({ context, event }) => ({
                failure: {
                  action: 'remove' as const,
                  lineId: context.pending?.lineId ?? 0,
                  name: lineName(lineOf(context, context.pending?.lineId ?? 0)),
                  message: failureMessage(event.error, appText.serverError),
                },
                pending: null,
              })),
              description: '删除失败：显示原因，这一行保留',
            },
          },
        },
      },
    },
    empty: { meta: { title: '购物车是空的', spec: '§2' } },
    failed: {
      meta: { title: '加载失败', spec: '§2' },
      on: {
        'user.retry': { target: 'loading', actions: assign({ error: null }), description: '重试' },
      },
    },
  },
});

export type CartPageSnapshot = SnapshotFrom<typeof cartPageMachine>;

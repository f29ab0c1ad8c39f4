/**
 * purchase: 加入购物车, 立即购买 and 1688直发 (spec §4 cart and buy now, §5, §7 cart save, §8).
 *
 *   idle ┬ quiet             ──user.addToCart [offered, lines]──▶ saving ──done──▶ added ──close──▶ idle
 *        ├ nothingSelected   ◀─user.addToCart / user.buyNow [no lines]     └─error─▶ idle.saveFailed
 *        ├ saveFailed        ──user.buyNow [offered, lines]──▶ ordering ┬ stored, tab opened ▶ idle.orderOpened
 *        ├ orderOpened                                                  ├ stored, tab blocked ▶ idle.popupBlocked
 *        ├ popupBlocked                                                 └ not stored ─────────▶ idle.orderFailed
 *        └ orderFailed
 *   anywhere: supplier.known → which buttons are offered (rules/purchase-buttons.ts)
 *
 * The login gate is not here: the page lets these events through only for a logged-in buyer
 * and sends them with the uid and the selected lines (read from the selection), so this chart
 * is the same for every buyer and testable alone. Each notice is a state of `idle`, so a test
 * sees it and the view shows it; the next action replaces it.
 *
 * `saving` and `ordering` take no purchase event: a double click, or a click while a save is
 * on its way, sends nothing (issue #4). A failed save keeps the selection: the selection lives
 * in its own machine, and nothing here clears it.
 *
 * 1688直发 is a link (ali_url, checked to be http(s)), not an event: a link opens in a new tab
 * without a popup blocker and works with middle-click; the rule decides whether it is offered.
 */
import { and, assign, emit, fromPromise, type SnapshotFrom, setup } from 'xstate';
import type { CartSpecLine, OrderLine } from '@/domain/cart';
import type { AlsoBought } from '@/domain/supplier';
import { purchaseButtons, type ShippingKnowledge, type ShippingType } from '@/rules/purchase-buttons';
import { cartSpecLines, type OrderGoods, orderLines } from '@/rules/purchase-lines';
import type { SelectedLine } from '@/rules/selected-lines';
import { selectionTotals } from '@/rules/selected-lines';
import { failureMessage } from './api-failure';
import { lazyMachine } from './lazy-machine';
import { notProvided } from './not-provided';

export interface PurchaseInput extends OrderGoods {
  /** the goods' direct-ship link ('' when none) */
  aliUrl: string;
  /** the supplier, when the page already has it (our server renders it in, issue #17) */
  supplier?: { shippingType: ShippingType; alsoBought: AlsoBought[] };
}

export interface PurchaseContext extends PurchaseInput {
  shipping: ShippingKnowledge;
  /** the supplier's goods, for the success dialog's 购买此商品的用户还购买了 */
  alsoBought: AlsoBought[];
  /** the cart's item count after the last save (购物车共N件商品) */
  cartCount: number;
  /** the last order number stored by 立即购买 */
  orderNo: string | null;
  /** the Chinese message of the last failure */
  error: string | null;
}

export interface SaveCartInput {
  uid: number;
  goodsId: number;
  lines: CartSpecLine[];
}

/** What 立即购买 opens: stored under `orderNo`; `opened` false when the browser blocked the tab. */
export interface PlacedOrder {
  orderNo: string;
  opened: boolean;
}

export type PurchaseEvent =
  | { type: 'user.addToCart'; uid: number; lines: SelectedLine[] }
  | { type: 'user.buyNow'; uid: number; lines: SelectedLine[] }
  | { type: 'user.closeAdded' }
  | { type: 'user.dismissNotice' }
  | { type: 'supplier.known'; shippingType: ShippingType; alsoBought: AlsoBought[] }
  | { type: 'supplier.unknown' };

/** Emitted after a save: the route tells the session, so the header's cart count follows. */
export interface CartSavedEvent {
  type: 'cart.saved';
  count: number;
}

type PurchaseRequest = Extract<PurchaseEvent, { lines: SelectedLine[] }>;

export const offered = (context: PurchaseContext) => purchaseButtons(context.shipping, context.aliUrl);

export const purchaseMachine = lazyMachine(() =>
  setup({
    types: {} as {
      context: PurchaseContext;
      input: PurchaseInput;
      events: PurchaseEvent;
      emitted: CartSavedEvent;
      children: { saveCart: 'saveCart'; placeOrder: 'placeOrder' };
    },
    actors: {
      // Provided by the route: services/cart-api saveToCart; services/order-store + a new tab.
      saveCart: fromPromise<{ count: number }, SaveCartInput>(notProvided('purchase', 'saveCart')),
      placeOrder: fromPromise<PlacedOrder, OrderLine[]>(notProvided('purchase', 'placeOrder')),
    },
    guards: {
      cartOffered: ({ context }) => offered(context).addToCart,
      buyOffered: ({ context }) => offered(context).buyNow,
      // Spec §5: nothing selected → 请选择商品.
      nothingSelected: ({ event }) => 'lines' in event && selectionTotals(event.lines).count === 0,
      tabOpened: ({ event }) => 'output' in event && (event.output as PlacedOrder).opened,
    },
    actions: {
      knowSupplier: assign(({ event }) =>
        event.type === 'supplier.known'
          ? { shipping: event.shippingType, alsoBought: event.alsoBought }
          : { shipping: 'unknown' as const, alsoBought: [] },
      ),
      forgetFailure: assign({ error: null }),
      announceCartSaved: emit(
        ({ context }): CartSavedEvent => ({ type: 'cart.saved', count: context.cartCount }),
      ),
    },
  }).createMachine({
    id: 'purchase',
    meta: { title: '购买', spec: '§4' },
    context: ({ input }) => ({
      ...input,
      shipping: input.supplier?.shippingType ?? 'pending',
      alsoBought: input.supplier?.alsoBought ?? [],
      cartCount: 0,
      orderNo: null,
      error: null,
    }),
    initial: 'idle',
    on: {
      'supplier.known': {
        actions: 'knowSupplier',
        description: '供应商资料已返回：按发货方式（shipping_type）决定显示哪些购买按钮',
      },
      'supplier.unknown': {
        actions: 'knowSupplier',
        description: '供应商资料加载失败：按商品本身显示购买按钮（服务器仍会拒绝仅直发商品加入购物车）',
      },
    },
    states: {
      idle: {
        meta: { title: '可购买', spec: '§4' },
        initial: 'quiet',
        on: {
          'user.addToCart': [
            {
              guard: and(['cartOffered', 'nothingSelected']),
              target: '.nothingSelected',
              description: '加入购物车，但没有选择任何数量：提示“请选择商品”',
            },
            {
              guard: 'cartOffered',
              target: 'saving',
              actions: 'forgetFailure',
              description: '加入购物车（已登录、已选择）：保存到购物车',
            },
          ],
          'user.buyNow': [
            {
              guard: and(['buyOffered', 'nothingSelected']),
              target: '.nothingSelected',
              description: '立即购买，但没有选择任何数量：提示“请选择商品”',
            },
            {
              guard: 'buyOffered',
              target: 'ordering',
              actions: 'forgetFailure',
              description: '立即购买（已登录、已选择）：生成订单号并保存所选商品',
            },
          ],
        },
        states: {
          quiet: { meta: { title: '无提示', spec: '§4' } },
          nothingSelected: {
            meta: { title: '请选择商品', spec: '§5 §8' },
            on: { 'user.dismissNotice': { target: 'quiet', description: '关闭提示' } },
          },
          saveFailed: {
            meta: { title: '加入购物车失败', spec: '§7' },
            on: { 'user.dismissNotice': { target: 'quiet', description: '关闭提示' } },
          },
          orderOpened: {
            meta: { title: '订单确认页已打开', spec: '§4' },
            on: { 'user.dismissNotice': { target: 'quiet', description: '关闭提示' } },
          },
          popupBlocked: {
            meta: { title: '新标签页被拦截', spec: '§4' },
            on: { 'user.dismissNotice': { target: 'quiet', description: '关闭提示' } },
          },
          orderFailed: {
            meta: { title: '订单无法保存', spec: '§4' },
            on: { 'user.dismissNotice': { target: 'quiet', description: '关闭提示' } },
          },
        },
      },
      saving: {
        meta: { title: '正在加入购物车', spec: '§7' },
        invoke: {
          id: 'saveCart',
          src: 'saveCart',
          input: ({ context, event }) => {
            const request = event as PurchaseRequest;
            return { uid: request.uid, goodsId: context.goodsId, lines: cartSpecLines(request.lines) };
          },
          onDone: {
            target: 'added',
            actions: [assign({ cartCount: ({ event }) => event.output.count }), 'announceCartSaved'],
            description: '保存成功（code 200）：打开成功对话框，页头购物车数量随之更新',
          },
          onError: {
            target: 'idle.saveFailed',
            actions: assign({ error: ({ event }) => failureMessage(event.error, '') || null }),
            description: '保存失败：说明原因，已选的数量保留',
          },
        },
      },
      added: {
        meta: { title: '已加入购物车', spec: '§2 §4' },
        on: { 'user.closeAdded': { target: 'idle.quiet', description: '关闭成功对话框，继续选购' } },
      },
      ordering: {
        meta: { title: '正在生成订单', spec: '§4' },
        invoke: {
          id: 'placeOrder',
          src: 'placeOrder',
          input: ({ context, event }) => orderLines((event as PurchaseRequest).lines, context),
          onDone: [
            {
              guard: 'tabOpened',
              target: 'idle.orderOpened',
              actions: assign({ orderNo: ({ event }) => event.output.orderNo }),
              description: '订单已保存，订单确认页已在新标签页打开',
            },
            {
              target: 'idle.popupBlocked',
              actions: assign({ orderNo: ({ event }) => event.output.orderNo }),
              description: '订单已保存，但浏览器拦截了新标签页：给出打开链接',
            },
          ],
          onError: {
            target: 'idle.orderFailed',
            actions: assign({ error: ({ event }) => failureMessage(event.error, '') || null }),
            description: '浏览器无法保存订单：告诉买家，不打开任何页面',
          },
        },
      },
    },
  }),
);

export type PurchaseSnapshot = SnapshotFrom<typeof purchaseMachine>;

/**
 * orderList: 我的订单 (/orders, issue 23 item 4): the logged-in buyer's orders, newest first, each
 * with its lines, total, state and time (docs/api.md GET /api/order/list).
 *
 *   loggedOut ──session.changed uid > 0──▶ loading ┬ some ─▶ loaded
 *                                                  ├ none ─▶ empty
 *                                                  └ error ─▶ failed ──重试──▶ loading
 *   any state ──session.changed uid 0──▶ loggedOut; another buyer ──▶ loading
 *
 * The orders are the server's (states change there: paid by the provider's notification, expired
 * after 30 minutes), so the list is read when the page opens and when the buyer changes.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { GoodsOrder } from '@/domain/order';
import { failureMessage } from './api-failure';
import { notProvided } from './not-provided';

export interface OrderListInput {
  /** the session's uid at start: 0 for a visitor */
  uid: number;
}

export interface OrderListContext extends OrderListInput {
  orders: GoodsOrder[];
  error: string | null;
}

export type OrderListEvent = { type: 'session.changed'; uid: number } | { type: 'user.retry' };

export const orderListMachine = setup({
  types: {} as {
    context: OrderListContext;
    input: OrderListInput;
    events: OrderListEvent;
    children: { loadOrders: 'loadOrders' };
  },
  actors: {
    // Provided by the route: services/order-api fetchOrders.
    loadOrders: fromPromise<GoodsOrder[], { uid: number }>(notProvided('orderList', 'loadOrders')),
  },
  guards: {
    startsLoggedIn: ({ context }) => context.uid > 0,
    loggedIn: ({ event }) => event.type === 'session.changed' && event.uid > 0,
    loggedOut: ({ event }) => event.type === 'session.changed' && event.uid === 0,
    otherBuyer: ({ context, event }) =>
      event.type === 'session.changed' && event.uid > 0 && event.uid !== context.uid,
    someOrders: ({ event }) => 'output' in event && (event.output as GoodsOrder[]).length > 0,
  },
  actions: {
    assignUid: assign({ uid: ({ event }) => (event.type === 'session.changed' ? event.uid : 0) }),
    forget: assign({ orders: [], error: null }),
  },
}).createMachine({
  id: 'orderList',
  meta: { title: '我的订单', spec: '§2' },
  context: ({ input }) => ({ ...input, orders: [], error: null }),
  initial: 'loggedOut',
  on: {
    'session.changed': [
      { guard: 'loggedOut', target: '.loggedOut', actions: ['assignUid', 'forget'], description: '退出登录' },
      { guard: 'otherBuyer', target: '.loading', actions: ['assignUid', 'forget'], description: '换了买家' },
    ],
  },
  states: {
    loggedOut: {
      meta: { title: '请先登录', spec: '§6' },
      always: { guard: 'startsLoggedIn', target: 'loading', description: '已登录：加载订单' },
      on: {
        'session.changed': {
          guard: 'loggedIn',
          target: 'loading',
          actions: 'assignUid',
          description: '登录后加载',
        },
      },
    },
    loading: {
      meta: { title: '正在加载订单', spec: '§2' },
      invoke: {
        id: 'loadOrders',
        src: 'loadOrders',
        input: ({ context }) => ({ uid: context.uid }),
        onDone: [
          {
            guard: 'someOrders',
            target: 'loaded',
            actions: assign({ orders: ({ event }) => event.output, error: null }),
            description: '有订单',
          },
          { target: 'empty', description: '还没有订单' },
        ],
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => failureMessage(event.error, '') || null }),
          description: '加载失败',
        },
      },
    },
    loaded: { meta: { title: '订单列表', spec: '§2' } },
    empty: { meta: { title: '还没有订单', spec: '§2' } },
    failed: {
      meta: { title: '加载失败', spec: '§8' },
      on: { 'user.retry': { target: 'loading', description: '重试' } },
    },
  },
});

/**
 * /flows' entry for orderList (src/machines/order-list.machine.ts), 我的订单. What an entry holds is
 * `Flow` in ../flow.ts; ../registry.tsx lists the entries.
 */
import { flowsText } from '@/copy/flows-text';
import { orderListMachine } from '@/machines/order-list.machine';
import { toOrderListView } from '@/machines/order-list.view';
import { OrderListView } from '@/views/order-list-view';
import { serverError, sessionSamples, succeeded } from '../demo-answers';
import { demoOrder } from '../demo-order';
import { defineFlow } from '../flow';

export const orderListFlow = defineFlow({
  id: 'orderList',
  name: '我的订单',
  summary:
    '我的订单 /orders：未登录时提示登录；登录后加载买家的订单（每个订单的商品、合计、状态和下单时间），没有订单时提示去逛逛；失败时可重试。',
  machine: orderListMachine,
  demo: (_env, calls) => ({
    logic: orderListMachine.provide({ actors: { loadOrders: calls.waiting() } }),
    input: { uid: 0 },
  }),
  outcomes: {
    loadOrders: [
      succeeded([demoOrder('paid'), demoOrder('pending')], flowsText.demoSucceededWithGoods),
      succeeded([], flowsText.demoSucceededEmpty),
      serverError,
    ],
  },
  samples: (snapshot) => sessionSamples(snapshot.context.uid),
  View: ({ snapshot, send }) => <OrderListView view={toOrderListView(snapshot)} send={send} />,
});

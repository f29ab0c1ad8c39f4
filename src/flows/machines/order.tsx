/**
 * /flows' entry for order (src/machines/order.machine.ts): its Chinese name and summary, its live
 * demo copy and the answers its waiting calls can be given, its sample events, its real view.
 * What an entry holds is `Flow` in ../flow.ts; ../registry.tsx lists the entries.
 */
import { flowsText } from '@/copy/flows-text';
import type { OrderProblem } from '@/domain/order';
import { orderMachine } from '@/machines/order.machine';
import { toOrderView } from '@/machines/order.view';
import { ApiError, defaultMessage } from '@/services/api-error';
import { OrderView } from '@/views/order-view';
import { DEMO_UID, networkError, serverError, sessionSamples, succeeded } from '../demo-answers';
import { demoOrder, demoOrderInput, demoPriceChanged, demoShort } from '../demo-order';
import { defineFlow } from '../flow';

const httpError = (status: number) => new ApiError('http', defaultMessage('http', status), status);
/** The server's 409 of an order it would not make, as services/order-api throws it (with its lines). */
const orderRefusal = (problems: OrderProblem[]) =>
  Object.assign(new ApiError('http', problems.map((p) => p.text).join('；'), 409), { problems });

export const orderFlow = defineFlow({
  id: 'order',
  name: '订单',
  summary:
    '确认订单页和订单页：先查服务器是否已有此订单；核对后提交订单（价格和库存以服务器为准，价格变动时显示原价和现价，库存不足时逐行说明，可提交其余商品），待付款时去支付（支付页在新标签页打开，等待支付结果）或取消订单，直到已支付、已取消或已过期；每个调用失败都可重试。',
  machine: orderMachine,
  demo: (_env, calls) => ({
    logic: orderMachine.provide({
      actors: {
        loadOrder: calls.waiting(),
        submitOrder: calls.waiting(),
        startPayment: calls.waiting(),
        watchPayment: calls.waiting(),
        cancelOrder: calls.waiting(),
      },
    }),
    input: demoOrderInput(DEMO_UID),
  }),
  outcomes: {
    loadOrder: [
      succeeded(null, flowsText.demoNoOrderYet),
      succeeded(demoOrder('pending'), flowsText.demoOrderPending),
      succeeded(demoOrder('paid'), flowsText.demoOrderPaid),
      succeeded(demoOrder('cancelled'), flowsText.demoOrderCancelled),
      succeeded(demoOrder('expired'), flowsText.demoOrderExpired),
      serverError,
    ],
    submitOrder: [
      succeeded(demoOrder('pending')),
      succeeded(demoOrder('paid'), flowsText.demoOrderPaid),
      succeeded(demoOrder('cancelled'), flowsText.demoOrderCancelled),
      succeeded(demoOrder('expired'), flowsText.demoOrderExpired),
      { label: flowsText.demoPriceChanged, ok: false, error: orderRefusal(demoPriceChanged) },
      { label: flowsText.demoLineShort, ok: false, error: orderRefusal(demoShort) },
      serverError,
      networkError,
    ],
    startPayment: [
      succeeded({ payUrl: '/pay?order_no=GO1N1764230400042', opened: true }, flowsText.demoPaymentOpened),
      succeeded({ payUrl: '/pay?order_no=GO1N1764230400042', opened: false }, flowsText.demoPaymentBlocked),
      { label: flowsText.demoOrderMovedOn, ok: false, error: httpError(409) },
      serverError,
    ],
    watchPayment: [succeeded('paid', flowsText.demoPaymentTabSaid)],
    cancelOrder: [
      succeeded(demoOrder('cancelled')),
      { label: flowsText.demoOrderMovedOn, ok: false, error: httpError(409) },
      serverError,
    ],
  },
  samples: (snapshot) => sessionSamples(snapshot.context.uid),
  View: ({ snapshot, send }) => <OrderView view={toOrderView(snapshot)} send={send} />,
});

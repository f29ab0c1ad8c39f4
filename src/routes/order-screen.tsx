/**
 * The order chart on a page (/confirmOrder and /order): provides the real order calls and bridges
 * the session of the root route, as the cart page does (shopping-cart-page.tsx):
 * - while the session is still restoring, the chart is not started (no login prompt flashes);
 * - the session's uid → `session.changed` whenever it changes;
 * - 登录后提交订单 → the session's login dialog, with the reason 提交订单.
 */
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { orderText } from '@/copy/order-text';
import { type OrderInput, orderMachine } from '@/machines/order.machine';
import { toOrderView } from '@/machines/order.view';
import { cancelOrder, fetchOrder, startOrderPayment, submitOrder } from '@/services/order-api';
import { watchPaymentResult } from '@/services/qualification-payment';
import { OrderView } from '@/views/order-view';
import { useSession } from '@/views/session-context';
import { useEmitted } from './use-emitted';

export const orderLogic = orderMachine.provide({
  actors: {
    loadOrder: fromPromise(({ input, signal }) => fetchOrder(input.orderNo, signal)),
    submitOrder: fromPromise(({ input, signal }) => submitOrder(input, signal)),
    // opens the payment tab before its first await: inside the 去支付 click
    startPayment: fromPromise(({ input, signal }) => startOrderPayment(input.orderNo, signal)),
    watchPayment: fromPromise(({ input, signal }) => watchPaymentResult(input.payNo, signal)),
    cancelOrder: fromPromise(({ input, signal }) => cancelOrder(input.orderNo, signal)),
  },
});

export function OrderScreen({
  orderNo,
  draft,
  fromCart,
  noDraft,
  logic = orderLogic,
}: Omit<OrderInput, 'uid'> & {
  noDraft?: { title: string; hint: string };
  logic?: typeof orderMachine;
}) {
  const session = useSession();
  if (session?.view.status === 'restoring')
    return (
      <p role="status" className="rounded-lg bg-white p-8 text-center text-neutral-500 shadow-sm">
        {orderText.sessionChecking}
      </p>
    );
  return <Started orderNo={orderNo} draft={draft} fromCart={fromCart} noDraft={noDraft} logic={logic} />;
}

function Started({
  logic,
  noDraft,
  ...order
}: Omit<OrderInput, 'uid'> & { noDraft?: { title: string; hint: string }; logic: typeof orderMachine }) {
  const session = useSession();
  const uid = session?.view.uid ?? 0;
  const [snapshot, send, actor] = useMachine(logic, { input: { ...order, uid } });
  const sendToSession = session?.send;
  useEmitted(actor, 'cartChanged', ({ count }) => sendToSession?.({ type: 'cart.changed', count }));
  useEffect(() => {
    send({ type: 'session.changed', uid });
  }, [uid, send]);
  const onLogin = sendToSession
    ? () => sendToSession({ type: 'user.openLogin', reason: orderText.orderLoginReason })
    : undefined;
  return <OrderView view={toOrderView(snapshot)} send={send} onLogin={onLogin} noDraft={noDraft} />;
}

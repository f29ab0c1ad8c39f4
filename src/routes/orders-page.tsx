/**
 * /orders (我的订单) and /order?order_no= (one order, order-screen.tsx without a draft): one lazy
 * chunk for both (order-routes.tsx).
 *
 * /orders: 我的订单. Provides the list call to the orderList chart and bridges the session as the
 * cart page does: not started while the session restores, session.changed on every change of uid,
 * 登录 through the session's dialog.
 */
import { getRouteApi } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { labels } from '@/copy/copy';
import { orderText } from '@/copy/order-text';
import { orderListMachine } from '@/machines/order-list.machine';
import { toOrderListView } from '@/machines/order-list.view';
import { fetchOrders } from '@/services/order-api';
import { useInBrowser } from '@/views/in-browser';
import { MessagePanel } from '@/views/message-panel';
import { OrderListView } from '@/views/order-list-view';
import { type Crumb, PageFrame } from '@/views/page-frame';
import { useSession } from '@/views/session-context';
import { OrderScreen } from './order-screen';

const orderListLogic = orderListMachine.provide({
  actors: { loadOrders: fromPromise(({ signal }) => fetchOrders(signal)) },
});

const crumbs: Crumb[] = [{ label: labels.home, to: '/' }, { label: orderText.myOrders }];

export function OrderList({ logic = orderListLogic }: { logic?: typeof orderListMachine }) {
  const session = useSession();
  if (session?.view.status === 'restoring')
    return (
      <p role="status" className="rounded-lg bg-white p-8 text-center text-neutral-500 shadow-sm">
        {orderText.sessionChecking}
      </p>
    );
  return <Started logic={logic} />;
}

function Started({ logic }: { logic: typeof orderListMachine }) {
  const session = useSession();
  const uid = session?.view.uid ?? 0;
  const [snapshot, send] = useMachine(logic, { input: { uid } });
  useEffect(() => {
    send({ type: 'session.changed', uid });
  }, [uid, send]);
  const sendToSession = session?.send;
  const onLogin = sendToSession
    ? () => sendToSession({ type: 'user.openLogin', reason: orderText.myOrders })
    : undefined;
  return <OrderListView view={toOrderListView(snapshot)} send={send} onLogin={onLogin} />;
}

export function OrdersPage() {
  return (
    <PageFrame breadcrumb={crumbs}>
      <OrderList />
    </PageFrame>
  );
}

const orderCrumbs: Crumb[] = [
  { label: labels.home, to: '/' },
  { label: orderText.myOrders, to: '/orders' },
  { label: orderText.orderTitle },
];
const orderRoute = getRouteApi('/order');

export function OrderPage() {
  const { order_no: orderNo } = orderRoute.useSearch();
  // the order is the logged-in buyer's: the server's page says it is being looked for
  const inBrowser = useInBrowser();
  return (
    <PageFrame breadcrumb={orderCrumbs}>
      {!inBrowser ? (
        <MessagePanel title={orderText.orderTitle}>{orderText.checkingOrder}</MessagePanel>
      ) : orderNo === undefined ? (
        <MessagePanel tone="error" title={orderText.orderTitle}>
          {orderText.orderNotFoundHint}
        </MessagePanel>
      ) : (
        <OrderScreen orderNo={orderNo} draft={null} fromCart={false} />
      )}
    </PageFrame>
  );
}

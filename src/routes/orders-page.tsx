/**
 * /orders: 我的订单. Provides the list call to the orderList chart and bridges the session as the
 * cart page does: not started while the session restores, session.changed on every change of uid,
 * 登录 through the session's dialog.
 */
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { labels } from '@/copy/copy';
import { orderText } from '@/copy/order-text';
import { orderListMachine } from '@/machines/order-list.machine';
import { toOrderListView } from '@/machines/order-list.view';
import { fetchOrders } from '@/services/order-api';
import { OrderListView } from '@/views/order-list-view';
import { type Crumb, PageFrame } from '@/views/page-frame';
import { useSession } from '@/views/session-context';

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

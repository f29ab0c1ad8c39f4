/**
 * /confirmOrder?order_no= (spec §2, §4; issue 23): the order buy now (or the cart's 结算) kept in
 * this browser under its number, read by the route's loader (confirm-order-route.tsx), becomes an
 * order through the order chart (order-screen.tsx): 提交订单, 去支付, until paid. A visitor whose
 * browser holds no such order is told so at once; a buyer's is first looked for on the server
 * (it may have been submitted from here before the browser forgot it).
 */
import { getRouteApi } from '@tanstack/react-router';
import { labels } from '@/copy/copy';
import { orderText } from '@/copy/order-text';
import { ConfirmOrderView } from '@/views/confirm-order-view';
import { useInBrowser } from '@/views/in-browser';
import { MessagePanel } from '@/views/message-panel';
import { type Crumb, PageFrame } from '@/views/page-frame';
import { useSession } from '@/views/session-context';
import { OrderScreen } from './order-screen';

const crumbs: Crumb[] = [{ label: labels.home, to: '/' }, { label: orderText.confirmOrder }];
const route = getRouteApi('/confirmOrder');

export function ConfirmOrderPage() {
  const order = route.useLoaderData();
  // from=cart (the cart's 结算): its lines leave the cart once submitted. Read here, not validated
  // in the route: the route's validator is in every page's first load (its budget), and anything
  // but 'cart' simply means buy now.
  const fromCart = (route.useSearch() as { from?: unknown }).from === 'cart';
  const session = useSession();
  // The order is kept in this browser: the server's page (and its hydration) says it is being read.
  const inBrowser = useInBrowser();
  const visitor = !session || session.view.status === 'loggedOut';
  return (
    <PageFrame breadcrumb={crumbs}>
      {!inBrowser ? (
        <MessagePanel title={orderText.confirmOrder}>{orderText.readingOrder}</MessagePanel>
      ) : order === null ? (
        <MessagePanel tone="error" title={orderText.confirmOrder}>
          {orderText.badOrderNo}
        </MessagePanel>
      ) : order.status !== 'found' && visitor ? (
        <ConfirmOrderView order={{ status: order.status, orderNo: order.orderNo }} />
      ) : (
        <OrderScreen
          orderNo={order.orderNo}
          draft={order.draft}
          fromCart={fromCart}
          noDraft={
            order.status === 'unreadable'
              ? { title: orderText.orderUnreadable, hint: orderText.orderUnreadableHint }
              : { title: orderText.orderMissing, hint: orderText.orderMissingHint }
          }
        />
      )}
    </PageFrame>
  );
}

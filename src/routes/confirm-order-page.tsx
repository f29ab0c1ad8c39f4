/** /confirmOrder: the order read by the route's loader (confirm-order-route.tsx), or why it could not be. */
import { getRouteApi } from '@tanstack/react-router';
import { labels } from '@/copy/copy';
import { orderText } from '@/copy/order-text';
import { ConfirmOrderView } from '@/views/confirm-order-view';
import { useInBrowser } from '@/views/in-browser';
import { MessagePanel } from '@/views/message-panel';
import { type Crumb, PageFrame } from '@/views/page-frame';

const crumbs: Crumb[] = [{ label: labels.home, to: '/' }, { label: orderText.confirmOrder }];
const route = getRouteApi('/confirmOrder');

export function ConfirmOrderPage() {
  const order = route.useLoaderData();
  // The order is kept in this browser: the server's page (and its hydration) says it is being read.
  const inBrowser = useInBrowser();
  return (
    <PageFrame breadcrumb={crumbs}>
      {!inBrowser ? (
        <MessagePanel title={orderText.confirmOrder}>{orderText.readingOrder}</MessagePanel>
      ) : order === null ? (
        <MessagePanel tone="error" title={orderText.confirmOrder}>
          {orderText.badOrderNo}
        </MessagePanel>
      ) : (
        <ConfirmOrderView order={order} />
      )}
    </PageFrame>
  );
}

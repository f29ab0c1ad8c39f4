/** /order?order_no=: the buyer's order as the server has it (order-screen.tsx, without a draft). */
import { getRouteApi } from '@tanstack/react-router';
import { labels } from '@/copy/copy';
import { orderText } from '@/copy/order-text';
import { useInBrowser } from '@/views/in-browser';
import { MessagePanel } from '@/views/message-panel';
import { type Crumb, PageFrame } from '@/views/page-frame';
import { OrderScreen } from './order-screen';

const crumbs: Crumb[] = [
  { label: labels.home, to: '/' },
  { label: orderText.myOrders, to: '/orders' },
  { label: orderText.orderTitle },
];
const route = getRouteApi('/order');

export function OrderPage() {
  const { order_no: orderNo } = route.useSearch();
  // the order is the logged-in buyer's: the server's page says it is being looked for
  const inBrowser = useInBrowser();
  return (
    <PageFrame breadcrumb={crumbs}>
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

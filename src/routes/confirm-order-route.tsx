/**
 * /confirmOrder?order_no= (spec §2, §4): buy now stored the order's lines in this browser under
 * the order number and opened this page in a new tab. The route reads the order back in its
 * loader (services/order-store.ts readOrder validates what it finds) and renders it; a malformed
 * number is refused before anything is read. No machine: reading localStorage is synchronous and
 * nothing on the page changes afterwards.
 */
import { createRoute } from '@tanstack/react-router';
import { appText, labels } from '@/copy/copy';
import { orderSummary } from '@/rules/order-summary';
import { readOrder } from '@/services/order-store';
import { ConfirmOrderView, type ConfirmOrderViewData } from '@/views/confirm-order-view';
import { MessagePanel } from '@/views/message-panel';
import { type Crumb, PageFrame } from '@/views/page-frame';
import { rootRoute } from './root-route';
import { validateConfirmOrderSearch } from './search-params';

const crumbs: Crumb[] = [{ label: labels.home, to: '/' }, { label: appText.confirmOrder }];

/** The order as the page shows it, or null for a malformed number (nothing is read then). */
export function loadConfirmOrder(orderNo: string | undefined): ConfirmOrderViewData | null {
  if (orderNo === undefined) return null;
  const found = readOrder(orderNo);
  return found.status === 'found'
    ? { status: 'found', orderNo, summary: orderSummary(found.lines) }
    : { status: found.status, orderNo };
}

export const confirmOrderRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/confirmOrder',
  validateSearch: validateConfirmOrderSearch,
  loaderDeps: ({ search }) => ({ orderNo: search.order_no }),
  // Another tab may store or clear the order at any time: read it on every visit.
  staleTime: 0,
  loader: ({ deps }) => loadConfirmOrder(deps.orderNo),
  component: function ConfirmOrderRoute() {
    const order = confirmOrderRoute.useLoaderData();
    return (
      <PageFrame breadcrumb={crumbs}>
        {order === null ? (
          <MessagePanel tone="error" title={appText.confirmOrder}>
            {appText.badOrderNo}
          </MessagePanel>
        ) : (
          <ConfirmOrderView order={order} />
        )}
      </PageFrame>
    );
  },
});

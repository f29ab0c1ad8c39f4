/**
 * /confirmOrder?order_no= (spec §2, §4): buy now stored the order's lines in this browser under
 * the order number and opened this page in a new tab. The route reads the order back in its
 * loader (services/order-store.ts readOrder validates what it finds) and renders it; a malformed
 * number is refused before anything is read. No machine: reading localStorage is synchronous and
 * nothing on the page changes afterwards. The page (confirm-order-page.tsx) loads when visited.
 */
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { orderSummary } from '@/rules/order-summary';
import { readOrder } from '@/services/order-store';
import type { ConfirmOrderViewData } from '@/views/confirm-order-view';
import { rootRoute } from './root-route';
import { orderNoOf, validateConfirmOrderSearch } from './search-params';

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
  loaderDeps: ({ search }) => ({ orderNo: orderNoOf(search) }),
  // Another tab may store or clear the order at any time: read it on every visit.
  staleTime: 0,
  loader: ({ deps }) => loadConfirmOrder(deps.orderNo),
  component: lazyRouteComponent(() => import('./confirm-order-page'), 'ConfirmOrderPage'),
});

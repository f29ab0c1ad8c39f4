/**
 * /confirmOrder?order_no= (spec §2, §4): buy now stored the order's lines in this browser under
 * the order number and opened this page in a new tab. The route reads the order back in its
 * loader (services/order-store.ts readOrder validates what it finds) and renders it; a malformed
 * number is refused before anything is read. No machine: reading localStorage is synchronous and
 * nothing on the page changes afterwards. The page (confirm-order-page.tsx) loads when visited.
 */
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './root-route';
import { validateConfirmOrderSearch } from './search-params';

export const confirmOrderRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/confirmOrder',
  validateSearch: validateConfirmOrderSearch,
  loaderDeps: ({ search }) => ({ orderNo: search.order_no }),
  // Another tab may store or clear the order at any time: read it on every visit.
  staleTime: 0,
  // its reading and summing code loads with the page, not with every page's first load
  loader: async ({ deps }) => (await import('./confirm-order-data')).loadConfirmOrder(deps.orderNo),
  component: lazyRouteComponent(() => import('./confirm-order-page'), 'ConfirmOrderPage'),
});

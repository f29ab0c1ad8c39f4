/** /orders (issue 23): 我的订单, the buyer's orders; its page (orders-page.tsx) loads when visited. */
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './root-route';

export const ordersRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/orders',
  component: lazyRouteComponent(() => import('./orders-page'), 'OrdersPage'),
});

/**
 * /order?order_no= and /orders (issue 23): one of the buyer's orders, and 我的订单. Both pages are
 * one lazy chunk (orders-page.tsx), loaded when either is visited: the route tree is in every
 * page's first load, so these two definitions are all they add to it.
 */
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './root-route';
import { validateConfirmOrderSearch } from './search-params';

export const orderRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/order',
  // the confirm page's reader of order_no: one function in the first load
  validateSearch: validateConfirmOrderSearch,
  component: lazyRouteComponent(() => import('./orders-page'), 'OrderPage'),
});

export const ordersRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/orders',
  component: lazyRouteComponent(() => import('./orders-page'), 'OrdersPage'),
});

/**
 * /order?order_no= (issue 23): one of the buyer's orders, from the server, with its lines, total,
 * state and time; 去支付 and 取消订单 while it waits for payment. The page (order-page.tsx) is a
 * lazy chunk, loaded when visited.
 */
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './root-route';
import { validateConfirmOrderSearch } from './search-params';

export const orderRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/order',
  // the confirm page's reader of order_no (its `from` means nothing here): one function in the first load
  validateSearch: validateConfirmOrderSearch,
  component: lazyRouteComponent(() => import('./order-page'), 'OrderPage'),
});

/**
 * /flows (its page, flows-page.tsx, is loaded when visited). The catalogue pages live in
 * home-route, goods-route, shop-route and search-route; the cart and the order confirmation in
 * shopping-cart-route and confirm-order-route; each page's code loads when it is visited.
 */
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './root-route';
import { validateFlowsSearch } from './search-params';

/** The statecharts for product owners: its code (ELK, the registry) loads only when visited. */
export const flowsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/flows',
  validateSearch: validateFlowsSearch,
  component: lazyRouteComponent(() => import('./flows-page'), 'FlowsPage'),
});

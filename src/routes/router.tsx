/** The route tree of spec §2 and the router the app runs. */
import { createRouter } from '@tanstack/react-router';
import { confirmOrderRoute } from './confirm-order-route';
import { detailRoute } from './detail-route';
import { goodsRoute } from './goods-route';
import { homeRoute } from './home-route';
import { flowsRoute } from './page-routes';
import { rootRoute } from './root-route';
import { parseSearch, stringifySearch } from './search-params';
import { searchRoute } from './search-route';
import { shopRoute } from './shop-route';
import { shoppingCartRoute } from './shopping-cart-route';

export const routeTree = rootRoute.addChildren([
  homeRoute,
  goodsRoute,
  detailRoute,
  shoppingCartRoute,
  shopRoute,
  searchRoute,
  confirmOrderRoute,
  flowsRoute,
]);

export function createAppRouter() {
  return createRouter({ routeTree, scrollRestoration: true, parseSearch, stringifySearch });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

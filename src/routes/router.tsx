/** The route tree of spec §2 and the router the app runs. */
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { confirmOrderRoute } from './confirm-order-route';
import { detailRoute } from './detail-route';
import { goodsRoute } from './goods-route';
import { homeRoute } from './home-route';
import { orderRoute, ordersRoute } from './order-routes';
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
  orderRoute,
  ordersRoute,
  flowsRoute,
]);

/**
 * The browser's router, or (with `history`, a memory history at the request's URL) the server's:
 * the server's has no scroll restoration, whose script it would otherwise write into the page.
 */
export function createAppRouter(history?: RouterHistory) {
  // The first page is the server's HTML, which a buyer on a slow line scrolls before the app has
  // run (a reload's is scrolled by the browser): the router's first render must leave it there,
  // not reset it to the top under the buyer's finger (issue #17). From the first navigation on,
  // the router restores and resets the scroll as usual.
  let first = true;
  const restoreScroll = () => {
    const restore = !first;
    first = false;
    return restore;
  };
  return createRouter({
    routeTree,
    scrollRestoration: history === undefined && restoreScroll,
    parseSearch,
    stringifySearch,
    ...(history ? { history, isServer: true } : {}),
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

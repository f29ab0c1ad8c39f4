/**
 * The routes of spec §2 whose content comes in later issues (#4 cart and order), and /flows (its
 * page, flows-page.tsx, is loaded when visited):
 * each validates its search params and shows its frame; a bad param shows what is wrong, in
 * Chinese. The catalogue pages live in home-route, goods-route, shop-route and search-route.
 */
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { appText } from '@/copy/copy';
import { FramePage } from '@/views/frame-page';
import { rootRoute } from './root-route';
import { validateConfirmOrderSearch, validateFlowsSearch } from './search-params';

const soon = appText.comingSoon;

export const shoppingCartRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/shoppingCart',
  component: () => <FramePage title={appText.cart} message={soon} />,
});

export const confirmOrderRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/confirmOrder',
  validateSearch: validateConfirmOrderSearch,
  component: function ConfirmOrderRoute() {
    const { order_no } = confirmOrderRoute.useSearch();
    return order_no === undefined ? (
      <FramePage title={appText.confirmOrder} tone="error" message={appText.badOrderNo} />
    ) : (
      <FramePage title={`${appText.confirmOrder}：${order_no}`} message={soon} />
    );
  },
});

/** The statecharts for product owners: its code (ELK, the registry) loads only when visited. */
export const flowsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/flows',
  validateSearch: validateFlowsSearch,
  component: lazyRouteComponent(() => import('./flows-page'), 'FlowsPage'),
});

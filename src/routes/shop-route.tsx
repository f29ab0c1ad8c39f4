/** /shop?SID=&page= (spec §2: the supplier's products): its search is checked here; its page (shop-page.tsx) loads when visited. */
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './root-route';
import { validateShopSearch } from './search-params';

export const shopRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/shop',
  validateSearch: validateShopSearch,
  component: lazyRouteComponent(() => import('./shop-page'), 'ShopPage'),
});

/** /goods?page= (spec §2): its search is checked here; its page (goods-page.tsx) loads when visited. */
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './root-route';
import { validateGoodsListSearch } from './search-params';

export const goodsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/goods',
  validateSearch: validateGoodsListSearch,
  component: lazyRouteComponent(() => import('./goods-page'), 'GoodsPage'),
});

/**
 * /search?keyword=&page= (spec §2: search by title) and /search?data= (similar goods, spec §2,
 * §7): the search is checked here; the page (search-page.tsx) loads when visited.
 */
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './root-route';
import { validateSearchPageSearch } from './search-params';

export const searchRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/search',
  validateSearch: validateSearchPageSearch,
  component: lazyRouteComponent(() => import('./search-page'), 'SearchPage'),
});

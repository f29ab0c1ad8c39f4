/** / (spec §2 home, the breadcrumb's first link): its page (home-page.tsx) loads when visited. */
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './root-route';

export const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  component: lazyRouteComponent(() => import('./home-page'), 'HomePage'),
});

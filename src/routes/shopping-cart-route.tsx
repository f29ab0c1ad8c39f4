/** /shoppingCart (spec §2): the buyer's cart; its page (shopping-cart-page.tsx) loads when visited. */
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './root-route';

export const shoppingCartRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/shoppingCart',
  component: lazyRouteComponent(() => import('./shopping-cart-page'), 'ShoppingCartPage'),
});

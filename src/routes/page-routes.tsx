/**
 * The routes of spec §2 besides /detail, and /flows. Each validates its search params and shows
 * its frame; a bad param shows what is wrong, in Chinese. Their content comes in later issues
 * (#3 catalogue pages, #4 cart and order, #5 similar goods, #6 flows).
 */
import { createRoute } from '@tanstack/react-router';
import { appText, labels } from '@/copy/copy';
import { FramePage } from '@/views/frame-page';
import { type Crumb, plushCrumbs } from '@/views/page-frame';
import { rootRoute } from './root-route';
import {
  validateConfirmOrderSearch,
  validateGoodsListSearch,
  validateSearchPageSearch,
  validateShopSearch,
} from './search-params';

const homeCrumb: Crumb[] = [{ label: labels.home }];
const soon = appText.comingSoon;

export const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  component: () => <FramePage title={appText.siteName} breadcrumb={homeCrumb} message={soon} />,
});

export const goodsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/goods',
  validateSearch: validateGoodsListSearch,
  component: () => (
    <FramePage
      title={appText.goodsList}
      breadcrumb={[plushCrumbs[0] as Crumb, { label: labels.plushToys }]}
      message={soon}
    />
  ),
});

export const shoppingCartRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/shoppingCart',
  component: () => <FramePage title={appText.cart} message={soon} />,
});

export const shopRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/shop',
  validateSearch: validateShopSearch,
  component: function ShopRoute() {
    const { SID } = shopRoute.useSearch();
    return SID === undefined ? (
      <FramePage title={appText.shop} tone="error" message={appText.badShopId} />
    ) : (
      <FramePage title={appText.shop} message={soon} />
    );
  },
});

export const searchRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/search',
  validateSearch: validateSearchPageSearch,
  component: function SearchRoute() {
    const { keyword, data } = searchRoute.useSearch();
    if (data !== undefined)
      return <FramePage title={appText.similarResults} breadcrumb={plushCrumbs} message={soon} />;
    return keyword === undefined ? (
      <FramePage
        title={appText.searchResults}
        breadcrumb={plushCrumbs}
        tone="error"
        message={appText.badSearch}
      />
    ) : (
      <FramePage title={`${appText.searchResults}：${keyword}`} breadcrumb={plushCrumbs} message={soon} />
    );
  },
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

export const flowsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/flows',
  component: () => <FramePage title={appText.flows} message={soon} />,
});

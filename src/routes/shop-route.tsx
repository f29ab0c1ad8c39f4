/** /shop?SID=&page= (spec §2: the supplier's products): its supplier card and its goods, paged. */
import { createRoute } from '@tanstack/react-router';
import { appText } from '@/copy/copy';
import type { GoodsListQuery } from '@/machines/goods-list.machine';
import { FramePage } from '@/views/frame-page';
import { type Crumb, PageFrame, plushCrumbs } from '@/views/page-frame';
import { GoodsListScreen, queryKey } from './goods-list-screen';
import { rootRoute } from './root-route';
import { validateShopSearch } from './search-params';

const crumbs: Crumb[] = [...plushCrumbs, { label: appText.shop }];

function ShopRoute() {
  const { SID, page = 1 } = shopRoute.useSearch();
  if (SID === undefined) return <FramePage title={appText.shop} tone="error" message={appText.badShopId} />;
  const query: GoodsListQuery = { kind: 'shop', supplierId: SID, page };
  return (
    <PageFrame breadcrumb={crumbs}>
      <GoodsListScreen key={queryKey(query)} query={query} />
    </PageFrame>
  );
}

export const shopRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/shop',
  validateSearch: validateShopSearch,
  component: ShopRoute,
});

/** /goods?page= (spec §2: the breadcrumb's 毛绒玩具 link): the whole catalogue, paged. */
import { createRoute } from '@tanstack/react-router';
import { labels } from '@/copy/copy';
import type { GoodsListQuery } from '@/machines/goods-list.machine';
import { type Crumb, PageFrame, plushCrumbs } from '@/views/page-frame';
import { GoodsListScreen, queryKey } from './goods-list-screen';
import { rootRoute } from './root-route';
import { validateGoodsListSearch } from './search-params';

const crumbs: Crumb[] = [plushCrumbs[0] as Crumb, { label: labels.plushToys }];

function GoodsRoute() {
  const { page = 1 } = goodsRoute.useSearch();
  const query: GoodsListQuery = { kind: 'all', page };
  return (
    <PageFrame breadcrumb={crumbs}>
      <GoodsListScreen key={queryKey(query)} query={query} />
    </PageFrame>
  );
}

export const goodsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/goods',
  validateSearch: validateGoodsListSearch,
  component: GoodsRoute,
});

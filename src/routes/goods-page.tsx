/** /goods?page= (spec §2: the breadcrumb's 毛绒玩具 link): the whole catalogue, paged. */
import { getRouteApi } from '@tanstack/react-router';
import { labels } from '@/copy/copy';
import type { GoodsListQuery } from '@/domain/goods-list';
import { type Crumb, PageFrame, plushCrumbs } from '@/views/page-frame';
import { GoodsListScreen, queryKey } from './goods-list-screen';

const crumbs: Crumb[] = [plushCrumbs[0] as Crumb, { label: labels.plushToys }];
const route = getRouteApi('/goods');

export function GoodsPage() {
  const { page = 1 } = route.useSearch();
  const query: GoodsListQuery = { kind: 'all', page };
  return (
    <PageFrame breadcrumb={crumbs}>
      <GoodsListScreen key={queryKey(query)} query={query} />
    </PageFrame>
  );
}

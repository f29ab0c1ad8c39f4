/** /shop?SID=&page= (spec §2: the supplier's products): its supplier card and its goods, paged. */
import { getRouteApi } from '@tanstack/react-router';
import { catalogueText } from '@/copy/catalogue-text';
import type { GoodsListQuery } from '@/domain/goods-list';
import { FramePage } from '@/views/frame-page';
import { type Crumb, PageFrame, plushCrumbs } from '@/views/page-frame';
import { GoodsListScreen, queryKey } from './goods-list-screen';

const crumbs: Crumb[] = [...plushCrumbs, { label: catalogueText.shop }];
const route = getRouteApi('/shop');

export function ShopPage() {
  const { SID, page = 1 } = route.useSearch();
  if (SID === undefined)
    return <FramePage title={catalogueText.shop} tone="error" message={catalogueText.badShopId} />;
  const query: GoodsListQuery = { kind: 'shop', supplierId: SID, page };
  return (
    <PageFrame breadcrumb={crumbs} title={false}>
      <GoodsListScreen key={queryKey(query)} query={query} />
    </PageFrame>
  );
}

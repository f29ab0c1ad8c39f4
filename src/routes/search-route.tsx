/**
 * /search?keyword=&page= (spec §2: search by title) and /search?data= (similar goods, issue #5:
 * still a frame). A keyword search lists the matching goods, paged.
 */
import { createRoute } from '@tanstack/react-router';
import { appText } from '@/copy/copy';
import type { GoodsListQuery } from '@/machines/goods-list.machine';
import { FramePage } from '@/views/frame-page';
import { type Crumb, PageFrame, plushCrumbs } from '@/views/page-frame';
import { GoodsListScreen, queryKey } from './goods-list-screen';
import { rootRoute } from './root-route';
import { validateSearchPageSearch } from './search-params';

const crumbs: Crumb[] = [...plushCrumbs, { label: appText.searchResults }];

function SearchRoute() {
  const { keyword, data, page = 1 } = searchRoute.useSearch();
  if (data !== undefined)
    return <FramePage title={appText.similarResults} breadcrumb={plushCrumbs} message={appText.comingSoon} />;
  if (keyword === undefined)
    return (
      <FramePage
        title={appText.searchResults}
        breadcrumb={plushCrumbs}
        tone="error"
        message={appText.badSearch}
      />
    );
  const query: GoodsListQuery = { kind: 'search', keyword, page };
  return (
    <PageFrame breadcrumb={crumbs}>
      <GoodsListScreen key={queryKey(query)} query={query} />
    </PageFrame>
  );
}

export const searchRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/search',
  validateSearch: validateSearchPageSearch,
  component: SearchRoute,
});

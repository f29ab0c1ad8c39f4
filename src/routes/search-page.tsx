/**
 * /search?keyword=&page= (spec §2: search by title) and /search?data= (similar goods, spec §2,
 * §7). A keyword search lists the matching goods, paged; ?data= carries the find-similar answer
 * itself, read and checked here (parseSimilarData), so the results need no call.
 */
import { getRouteApi } from '@tanstack/react-router';
import { catalogueText } from '@/copy/catalogue-text';
import { fill } from '@/copy/copy';
import type { GoodsListQuery } from '@/domain/goods-list';
import { spacedKeyword } from '@/rules/keyword-text';
import { bases } from '@/services/config';
import { FramePage } from '@/views/frame-page';
import { type Crumb, PageFrame, plushCrumbs } from '@/views/page-frame';
import { SimilarResults, type SimilarResultsData } from '@/views/similar-results';
import { GoodsListScreen, queryKey } from './goods-list-screen';
import { MAX_KEYWORD_CHARS, parseKeyword } from './search-params';
import { MAX_SIMILAR_DATA_CHARS, parseSimilarData } from './similar-data';

const crumbs: Crumb[] = [...plushCrumbs, { label: catalogueText.searchResults }];
const similarCrumbs: Crumb[] = [...plushCrumbs, { label: catalogueText.similarResults }];
const route = getRouteApi('/search');

/** ?data= as the results page shows it. */
function similarResultsOf(data: unknown): SimilarResultsData {
  const read = parseSimilarData(data);
  switch (read.status) {
    case 'ok':
      return { kind: 'results', cards: read.data.list, totalCount: read.data.totalCount };
    case 'tooLarge':
      return { kind: 'tooLarge', maxKb: MAX_SIMILAR_DATA_CHARS / 1024 };
    default:
      return { kind: 'broken' };
  }
}

export function SearchPage() {
  const { keyword: asked, data, page = 1 } = route.useSearch();
  // nothing left once the control characters are spaces: no keyword, as for an empty one
  const keyword = asked === undefined ? undefined : spacedKeyword(asked) || undefined;
  if (data !== undefined)
    return (
      <PageFrame breadcrumb={similarCrumbs} title={catalogueText.similarResults}>
        <SimilarResults data={similarResultsOf(data)} imageHost={bases.imageHost} />
      </PageFrame>
    );
  if (keyword === undefined)
    return (
      <FramePage
        title={catalogueText.searchResults}
        breadcrumb={plushCrumbs}
        tone="error"
        message={catalogueText.badSearch}
      />
    );
  if (parseKeyword(keyword) === undefined)
    return (
      <FramePage
        title={catalogueText.searchResults}
        breadcrumb={plushCrumbs}
        tone="error"
        message={fill(catalogueText.keywordTooLong, { n: MAX_KEYWORD_CHARS })}
      />
    );
  const query: GoodsListQuery = { kind: 'search', keyword, page };
  return (
    <PageFrame breadcrumb={crumbs} title={fill(catalogueText.searchTitle, { keyword })}>
      <GoodsListScreen key={queryKey(query)} query={query} />
    </PageFrame>
  );
}

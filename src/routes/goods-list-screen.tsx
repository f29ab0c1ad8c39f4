/**
 * The catalogue lists' composition, shared by /, /goods, /search?keyword= and /shop?SID=: the
 * real loadPage actor (the catalogue call that fits the query), the goodsList machine and its
 * view. Each route keys this screen by its query, so a new ?page= or ?keyword= (a page link,
 * back/forward) starts a fresh actor.
 */
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import type { GoodsListQuery, GoodsListResult } from '@/domain/goods-list';
import { goodsListMachine } from '@/machines/goods-list.machine';
import { toGoodsListView } from '@/machines/goods-list.view';
import { calendarDay } from '@/rules/calendar-day';
import {
  FEATURED_SIZE,
  fetchFeaturedGoods,
  fetchGoodsPage,
  fetchShop,
  PAGE_SIZE,
  searchGoods,
} from '@/services/catalogue-api';
import { bases } from '@/services/config';
import { firstListOf, takeEmbeddedList } from '@/services/embedded-list';
import { GoodsListView } from '@/views/goods-list-view';
import { pageOrigin, useServedPage } from './served-page';

async function loadGoodsList(query: GoodsListQuery, signal: AbortSignal): Promise<GoodsListResult> {
  switch (query.kind) {
    case 'featured':
      return { page: await fetchFeaturedGoods(FEATURED_SIZE, signal), supplier: null };
    case 'all':
      return { page: await fetchGoodsPage(query.page, PAGE_SIZE, signal), supplier: null };
    case 'search':
      return { page: await searchGoods(query.keyword, query.page, PAGE_SIZE, signal), supplier: null };
    case 'shop':
      return fetchShop(query.supplierId, query.page, PAGE_SIZE, signal);
  }
}

const goodsListLogic = goodsListMachine.provide({
  actors: { loadPage: fromPromise(({ input, signal }) => loadGoodsList(input, signal)) },
});

/** A stable key for a query: a new key is a new actor. */
export const queryKey = (query: GoodsListQuery) => JSON.stringify(query);

export function GoodsListScreen({ query }: { query: GoodsListQuery }) {
  const served = useServedPage();
  // The list as the server rendered the page (issue #17): while rendering on the server, the
  // answer it got; in the browser, the same answer it embedded in the page, read before the
  // first render. Either way the list starts where the server's HTML is, with no call.
  const [first] = useState(() => (served ? firstListOf(query, served.list) : takeEmbeddedList(query)));
  const [snapshot, send] = useMachine(goodsListLogic, {
    input: { query, imageHost: bases.imageHost, preloaded: first.result, missing: first.missing },
  });
  // The QR code holds an absolute address (a phone scans it), made from where the app runs.
  const shopUrl =
    query.kind === 'shop' ? new URL(`/shop?SID=${query.supplierId}`, pageOrigin(served)).href : undefined;
  return (
    <GoodsListView
      view={toGoodsListView(snapshot)}
      send={send}
      shopUrl={shopUrl}
      // the day the server rendered the shop's card for, while the page shows that card
      today={first.day ?? calendarDay(new Date())}
    />
  );
}

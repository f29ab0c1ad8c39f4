/**
 * goods-list's view-model: the pure selectors from the machine's snapshot to what its view shows
 * (the chart is goods-list.machine.ts beside it). Nothing here changes state.
 */

import type { GoodsCard } from '@/domain/goods';
import type { GoodsListQuery } from '@/domain/goods-list';
import type { Supplier } from '@/domain/supplier';
import { pageCount } from '@/rules/paging';
import type { GoodsListSnapshot } from './goods-list.machine';

export type GoodsListStatus = 'loading' | 'ready' | 'empty' | 'notFound' | 'failed';

export interface GoodsListViewData {
  status: GoodsListStatus;
  query: GoodsListQuery;
  imageHost: string;
  cards: GoodsCard[];
  /** the shop's supplier once loaded; null on the other lists */
  supplier: Supplier | null;
  /** the page shown (1 for the featured list) */
  page: number;
  /** pages of the whole list: 0 when it is empty, 1 when the pager has nothing to offer */
  pageCount: number;
  /** goods in the whole list (all pages) */
  totalCount: number;
  error: string | null;
  canRetry: boolean;
}

const statuses = ['loading', 'ready', 'empty', 'notFound', 'failed'] as const;

/** What the view shows, derived from the snapshot only. */
export function toGoodsListView(snapshot: GoodsListSnapshot): GoodsListViewData {
  const { query, imageHost, result, error } = snapshot.context;
  const loaded = snapshot.matches('ready') || snapshot.matches('empty') ? result : null;
  return {
    status: statuses.find((s) => snapshot.matches(s)) ?? 'loading',
    query,
    imageHost,
    cards: loaded?.page.list ?? [],
    supplier: loaded?.supplier ?? null,
    page: loaded?.page.page ?? ('page' in query ? query.page : 1),
    pageCount: loaded ? pageCount(loaded.page.totalCount, loaded.page.size) : 0,
    totalCount: loaded?.page.totalCount ?? 0,
    error,
    canRetry: snapshot.can({ type: 'user.retry' }),
  };
}

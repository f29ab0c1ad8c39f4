/**
 * The catalogue lists' headless view (/ home, /goods, /search?keyword=, /shop?SID=): renders one
 * goodsList snapshot (via toGoodsListView) and sends its events. The list's kind picks the
 * heading and the messages; the loading skeleton keeps the ready layout's boxes.
 */
import { Link } from '@tanstack/react-router';
import { type ReactNode, useId } from 'react';
import { catalogueText } from '@/copy/catalogue-text';
import { appText, fill } from '@/copy/copy';
import type { GoodsListQuery } from '@/domain/goods-list';
import type { GoodsListEvent } from '@/machines/goods-list.machine';
import type { GoodsListViewData } from '@/machines/goods-list.view';
import { readableNumber } from '@/rules/readable-number';
import { GoodsGrid, GoodsGridSkeleton } from './goods-grid';
import { FailurePanel, MessagePanel, primaryButton } from './message-panel';
import { PageTitle } from './page-frame';
import { PageLink, Pager } from './pager';
import { SupplierCard } from './supplier-card';
import { SupplierCardSkeleton } from './supplier-card-placeholders';

/** Cards the skeleton shows: two rows of the widest grid for home, a page's worth elsewhere. */
const SKELETON_CARDS = { featured: 10, list: 20 } as const;

function headingOf(query: GoodsListQuery): string {
  switch (query.kind) {
    case 'featured':
      return catalogueText.featuredGoods;
    case 'all':
      return catalogueText.allGoods;
    case 'search':
      return `${catalogueText.searchResults}：${query.keyword}`;
    case 'shop':
      return catalogueText.shopGoods;
  }
}

function summaryOf(query: GoodsListQuery, totalCount: number): string | null {
  switch (query.kind) {
    case 'featured':
      return null;
    case 'search':
      return fill(catalogueText.searchSummary, { n: readableNumber(totalCount), keyword: query.keyword });
    default:
      return fill(catalogueText.goodsTotal, { n: readableNumber(totalCount) });
  }
}

export function GoodsListView({
  view,
  send,
  shopUrl = '',
  today = '',
}: {
  view: GoodsListViewData;
  send: (event: GoodsListEvent) => void;
  /** the shop's absolute URL for the supplier card's QR code (shop pages only) */
  shopUrl?: string;
  /** the buyer's day 'YYYY-MM-DD' for the supplier card's 最近上新 (shop pages only) */
  today?: string;
}) {
  const headingId = useId();
  const { query } = view;
  const isShop = query.kind === 'shop';
  // Home is a band under the welcome heading; the other lists are the page itself.
  const Heading = query.kind === 'featured' || isShop ? 'h2' : 'h1';
  const summary = view.status === 'ready' ? summaryOf(query, view.totalCount) : null;

  // The shop's name once it has arrived (ShopPage leaves the <title> to this view).
  const shopTitle = isShop && <PageTitle what={view.supplier?.CName ?? catalogueText.shop} />;
  if (view.status === 'notFound') {
    return (
      <>
        {shopTitle}
        <MessagePanel title={isShop ? catalogueText.shopNotFound : appText.notFoundTitle} />
      </>
    );
  }
  if (view.status === 'failed') {
    return (
      <>
        {shopTitle}
        <FailurePanel
          title={catalogueText.listLoadFailed}
          error={view.error}
          onRetry={() => send({ type: 'user.retry' })}
        />
      </>
    );
  }

  return (
    <div className="space-y-4">
      {shopTitle}
      {isShop &&
        (view.supplier ? (
          <SupplierCard supplier={view.supplier} shopUrl={shopUrl} today={today} headingLevel={1} />
        ) : (
          view.status === 'loading' && <SupplierCardSkeleton />
        ))}
      <section aria-labelledby={headingId}>
        <div className="mb-3 flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <Heading id={headingId} className="text-lg font-semibold">
            {headingOf(query)}
          </Heading>
          {summary && <p className="text-neutral-500">{summary}</p>}
          {query.kind === 'featured' && (
            <Link to="/goods" className="ml-auto text-brand-600 hover:underline">
              {catalogueText.viewAll} ›
            </Link>
          )}
        </div>
        <ListBody view={view} />
        {view.status === 'ready' && <Pager page={view.page} pageCount={view.pageCount} />}
      </section>
    </div>
  );
}

function ListBody({ view }: { view: GoodsListViewData }) {
  const { query } = view;
  if (view.status === 'loading') {
    return (
      <GoodsGridSkeleton count={query.kind === 'featured' ? SKELETON_CARDS.featured : SKELETON_CARDS.list} />
    );
  }
  if (view.status === 'ready') return <GoodsGrid cards={view.cards} imageHost={view.imageHost} />;
  // empty: past the last page of a list that has goods, or a list with none at all
  if (view.totalCount > 0) {
    return (
      <EmptyPanel
        message={fill(catalogueText.pageBeyondEnd, { page: view.page, pages: view.pageCount })}
        action={
          <PageLink page={view.pageCount} className={primaryButton}>
            {catalogueText.goToLastPage}
          </PageLink>
        }
      />
    );
  }
  if (query.kind === 'search') {
    return (
      <EmptyPanel
        message={fill(catalogueText.searchEmpty, { keyword: query.keyword })}
        hint={catalogueText.searchEmptyHint}
        action={
          <Link to="/goods" className={primaryButton}>
            {catalogueText.browseAll}
          </Link>
        }
      />
    );
  }
  return <EmptyPanel message={query.kind === 'shop' ? catalogueText.shopEmpty : catalogueText.listEmpty} />;
}

function EmptyPanel({ message, hint, action }: { message: string; hint?: string; action?: ReactNode }) {
  return (
    <div role="status" className="rounded-lg bg-white px-6 py-12 text-center shadow-sm">
      <p className="text-base font-medium text-neutral-700">{message}</p>
      {hint && <p className="mt-1 text-neutral-500">{hint}</p>}
      {action && <div className="mt-5 flex justify-center">{action}</div>}
    </div>
  );
}

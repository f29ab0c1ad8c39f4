/**
 * The goods information column (spec §2): name and 代发 badge, the three actions, every field
 * with dates cut to 10 characters, the price text of §4, the service reminder and the product
 * notice. The colour buttons and size rows come in as children (their own machine's view).
 */
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { appText, fill, labels } from '@/copy/copy';
import { cutDate, priceText, showsDaifaBadge, titleBeforePlus } from '@/rules/goods-text';
import type { NoticeNode } from '@/rules/notice-html';
import { readableNumber } from '@/rules/readable-number';
import type { Goods } from '@/services/schemas';
import { NoticeContent } from './notice-content';

export const actionClass =
  'inline-flex items-center gap-1 rounded border border-neutral-300 px-2.5 py-1 text-sm text-neutral-700 hover:border-brand-500 hover:text-brand-600 aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:hover:border-neutral-300 aria-disabled:hover:text-neutral-700';

/** An action whose flow lands in a later issue: visible where buyers expect it, plainly not yet usable. */
function SoonAction({ label }: { label: string }) {
  return (
    <button type="button" aria-disabled="true" title={appText.actionSoon} className={actionClass}>
      {label}
    </button>
  );
}

function Field({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex gap-2">
      <dt className="w-[6.5em] shrink-0 whitespace-nowrap text-neutral-600">{term}</dt>
      <dd className="min-w-0 tabular-nums">{children}</dd>
    </div>
  );
}

export function GoodsInfo({
  goods,
  notice,
  favourite,
  findSimilar,
  children,
}: {
  goods: Goods;
  notice: NoticeNode[];
  /** the 收藏商品 action with its notice (the favourite machine's view) */
  favourite?: ReactNode;
  /** the 找相似 action with its notice (the findSimilar machine's view) */
  findSimilar?: ReactNode;
  children?: ReactNode;
}) {
  const price = priceText(goods.price, goods.ali_url);
  return (
    <div className="min-w-0 space-y-3">
      {/* The heading's name is the title alone; 代发 is read after it, apart (issue #18). */}
      <div className="flex items-start gap-2">
        <h1 className="text-xl font-semibold leading-snug text-neutral-900">{goods.PName}</h1>
        {showsDaifaBadge(goods.skuFlag) && (
          <span className="mt-1 shrink-0 rounded bg-brand-500 px-1.5 py-0.5 text-xs font-medium text-white">
            {labels.daifa}
          </span>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        {favourite ?? <SoonAction label={labels.favourite} />}
        {findSimilar ?? <SoonAction label={labels.findSimilar} />}
        <Link to="/search" search={{ keyword: titleBeforePlus(goods.PName) }} className={actionClass}>
          {labels.searchByTitle}
        </Link>
      </div>
      <dl className="rounded bg-brand-50 px-3 py-2.5">
        <Field term={labels.wholesalePrice}>
          <span className="text-2xl font-bold text-brand-600">{price.price}</span>
          {price.hint && <span className="ml-2 text-sm text-brand-700">{price.hint}</span>}
        </Field>
      </dl>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1.5 px-3 text-sm sm:grid-cols-2">
        <Field term={labels.itemNumber}>{goods.ToySn}</Field>
        <Field term={labels.minWeight}>{fill(appText.grams, { n: readableNumber(goods.min_weight) })}</Field>
        <Field term={labels.publishDate}>{cutDate(goods.ITime)}</Field>
        <Field term={labels.updateDate}>{cutDate(goods.CTime)}</Field>
        <Field term={labels.totalSales}>{readableNumber(goods.sale_num)}</Field>
        <Field term={labels.displayCount}>{readableNumber(goods.PHotNum)}</Field>
        <Field term={labels.transferCount}>{readableNumber(goods.BuyNum)}</Field>
      </dl>
      <dl className="space-y-1.5 border-y border-neutral-100 px-3 py-2.5 text-sm">
        <Field term={labels.serviceReminder}>{appText.serviceReminderText}</Field>
        {notice.length > 0 && (
          <Field term={labels.productNotice}>
            <div className="text-neutral-800">
              <NoticeContent nodes={notice} />
            </div>
          </Field>
        )}
      </dl>
      {children}
    </div>
  );
}

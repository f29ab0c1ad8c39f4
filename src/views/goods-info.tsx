/**
 * The goods information column (spec §2): name and 代发 badge, the three actions, every field
 * with dates cut to 10 characters, the price text of §4, the service reminder and the product
 * notice. What each shows is the view-model's (toGoodsInfoView: the spec's rules); this file lays
 * it out. The colour buttons and size rows come in as children (their own machine's view).
 */
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { appText, labels } from '@/copy/copy';
import type { Goods } from '@/domain/goods';
import { toGoodsInfoView } from '@/machines/detail-page.view';
import type { NoticeNode } from '@/rules/notice-html';
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
  const { title, daifa, searchKeyword, price, fields } = toGoodsInfoView(goods);
  return (
    <div className="min-w-0 space-y-3">
      {/* The heading's name is the title alone; 代发 is read after it, apart (issue #18). */}
      <div className="flex items-start gap-2">
        <h1 className="text-xl font-semibold leading-snug text-neutral-900">{title}</h1>
        {daifa && (
          <span className="mt-1 shrink-0 rounded bg-brand-500 px-1.5 py-0.5 text-xs font-medium text-white">
            {labels.daifa}
          </span>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        {favourite ?? <SoonAction label={labels.favourite} />}
        {findSimilar ?? <SoonAction label={labels.findSimilar} />}
        <Link to="/search" search={{ keyword: searchKeyword }} className={actionClass}>
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
        {fields.map(({ term, text }) => (
          <Field key={term} term={term}>
            {text}
          </Field>
        ))}
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

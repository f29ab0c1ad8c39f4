/**
 * Page links of a catalogue list: each one changes ?page= in the URL (page 1 drops it), keeping
 * the other search params (?keyword=, ?SID=), so back/forward walk the pages.
 */
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { catalogueText } from '@/copy/catalogue-text';
import { fill } from '@/copy/copy';
import { pagerItems } from '@/rules/paging';

const cell = 'inline-flex h-8 min-w-8 items-center justify-center rounded border px-2';

/** A link to page `page` of the current list; the URL is all that changes. */
export function PageLink({
  page,
  className,
  children,
  label,
}: {
  page: number;
  className?: string;
  children: ReactNode;
  label?: string;
}) {
  return (
    <Link
      to="."
      search={(previous: Record<string, unknown>) => ({ ...previous, page: page === 1 ? undefined : page })}
      // By default the router calls a link active (aria-current="page") when its search is a
      // subset of the current one: page 1 (no ?page=) would claim to be the page shown.
      activeOptions={{ exact: true }}
      className={className}
      aria-label={label}
    >
      {children}
    </Link>
  );
}

export function Pager({ page, pageCount }: { page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  const link = `${cell} border-neutral-200 bg-white text-neutral-700 hover:border-brand-500 hover:text-brand-600`;
  const off = `${cell} border-neutral-200 bg-neutral-50 text-neutral-300`;
  return (
    <nav aria-label={catalogueText.pagination} className="mt-6 flex justify-center">
      <ul className="flex flex-wrap items-center gap-1.5">
        <li>
          {page > 1 ? (
            <PageLink page={page - 1} className={link}>
              {catalogueText.previousPage}
            </PageLink>
          ) : (
            <span className={off} aria-disabled="true">
              {catalogueText.previousPage}
            </span>
          )}
        </li>
        {pagerItems(page, pageCount).map((item) =>
          item.kind === 'gap' ? (
            <li key={item.key} aria-hidden="true" className="px-1 text-neutral-400">
              …
            </li>
          ) : (
            <li key={item.page}>
              {item.page === page ? (
                <span
                  aria-current="page"
                  className={`${cell} border-brand-500 bg-brand-500 font-medium text-white`}
                >
                  <span className="sr-only">{fill(catalogueText.pageNumber, { n: item.page })}</span>
                  <span aria-hidden="true">{item.page}</span>
                </span>
              ) : (
                <PageLink
                  page={item.page}
                  className={link}
                  label={fill(catalogueText.pageNumber, { n: item.page })}
                >
                  {item.page}
                </PageLink>
              )}
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <PageLink page={page + 1} className={link}>
              {catalogueText.nextPage}
            </PageLink>
          ) : (
            <span className={off} aria-disabled="true">
              {catalogueText.nextPage}
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}

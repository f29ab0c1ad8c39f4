/**
 * The frame every page shares: the site header with search, an optional breadcrumb, the page's
 * content and a footer. Presentational only: the search box is a plain form whose submit the
 * router turns into /search?keyword=.
 */
import { Link, useNavigate } from '@tanstack/react-router';
import type { FormEvent, ReactNode } from 'react';
import { appText, labels } from '@/copy/copy';

export interface Crumb {
  label: string;
  /** omitted for the current page */
  to?: '/' | '/goods';
}

/** Spec §2: home, then 'plush toys'. */
export const plushCrumbs: Crumb[] = [
  { label: labels.home, to: '/' },
  { label: labels.plushToys, to: '/goods' },
];

export function PageFrame({
  breadcrumb,
  wide = false,
  children,
}: {
  breadcrumb?: Crumb[];
  /** a working page (/flows: a diagram beside its controls) takes up to 1600 px instead of 1200 */
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <main className={`mx-auto w-full flex-1 px-3 py-3 ${wide ? 'max-w-[1600px]' : 'max-w-[1200px]'}`}>
        {breadcrumb && <Breadcrumb crumbs={breadcrumb} />}
        {children}
      </main>
      <footer className="border-t border-neutral-200 bg-white py-4 text-center text-xs text-neutral-500">
        {appText.siteName} · {appText.siteTagline}
      </footer>
    </div>
  );
}

function SiteHeader() {
  const navigate = useNavigate();
  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const keyword = String(new FormData(event.currentTarget).get('keyword') ?? '').trim();
    if (keyword) void navigate({ to: '/search', search: { keyword } });
  };
  return (
    <header className="border-b border-neutral-200 bg-white">
      <div className="mx-auto flex max-w-[1200px] flex-wrap items-center gap-x-6 gap-y-2 px-3 py-3">
        <Link to="/" className="text-xl font-bold text-brand-600">
          {appText.siteName}
        </Link>
        <search className="flex min-w-0 flex-1 basis-64">
          <form onSubmit={onSearch} className="flex min-w-0 flex-1">
            <input
              name="keyword"
              type="search"
              aria-label={appText.searchPlaceholder}
              placeholder={appText.searchPlaceholder}
              className="min-w-0 flex-1 rounded-l border-2 border-brand-500 px-3 py-1.5 outline-none"
            />
            <button type="submit" className="rounded-r bg-brand-500 px-4 text-white hover:bg-brand-600">
              {appText.search}
            </button>
          </form>
        </search>
        <nav aria-label="站点导航" className="flex gap-4 text-neutral-600">
          <Link to="/goods" className="hover:text-brand-600">
            {appText.goodsList}
          </Link>
          <Link to="/shoppingCart" className="hover:text-brand-600">
            {appText.cart}
          </Link>
        </nav>
      </div>
    </header>
  );
}

export function Breadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav aria-label="面包屑" className="mb-3 text-neutral-500">
      <ol className="flex flex-wrap items-center gap-1">
        {crumbs.map((crumb, i) => (
          <li key={crumb.label} className="flex items-center gap-1">
            {i > 0 && <span aria-hidden="true">›</span>}
            {crumb.to ? (
              <Link to={crumb.to} className="hover:text-brand-600">
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page" className="max-w-[40ch] truncate text-neutral-700">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

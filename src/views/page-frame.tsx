/**
 * The frame every page shares: the site header with search and the buyer's account area, an
 * optional breadcrumb, the page's content and a footer. Presentational only: the search box is a
 * plain form whose submit the router turns into /search?keyword=, and the account area renders
 * the session's view (src/views/session-context.tsx) and sends its events. Outside a session
 * provider (a view alone in a test, the root error page) the header has no account area.
 */
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import type { FormEvent, ReactNode } from 'react';
import { appText, fill, labels } from '@/copy/copy';
import { phoneText } from '@/copy/phone-text';
import { readableNumber } from '@/rules/readable-number';
import { AfterHydration } from './after-hydration';
import { lazyPart } from './lazy-part';
import { type SessionHandle, useSession } from './session-context';

// A logged-in buyer's nickname button: known only after the session is restored in the browser
// (the server renders a visitor's header), so its code waits for it rather than the first load.
const AccountMenuButton = lazyPart(
  'accountMenu',
  () => import('./account-menu'),
  (m) => m.AccountMenuButton,
);

export interface Crumb {
  label: string;
  /** omitted for the current page */
  to?: '/' | '/goods' | '/orders';
}

/** Spec §2: home, then 'plush toys'. */
export const plushCrumbs: Crumb[] = [
  { label: labels.home, to: '/' },
  { label: labels.plushToys, to: '/goods' },
];

/**
 * The document's <title>: what the page shows, then the site (issue #18). React 19 puts it in
 * <head>, on the server as in the browser; a page renders exactly one.
 */
export function PageTitle({ what }: { what?: string }) {
  return <title>{what ? fill(phoneText.pageTitle, { what }) : appText.siteName}</title>;
}

/** Where the skip link leads: the element with this id (focusable, tabIndex -1). */
export interface SkipTarget {
  id: string;
  label: string;
}

export function PageFrame({
  breadcrumb,
  wide = false,
  title,
  skipTo,
  children,
}: {
  breadcrumb?: Crumb[];
  /** a working page (/flows: a diagram beside its controls) takes up to 1600 px instead of 1200 */
  wide?: boolean;
  /**
   * what the <title> names (the site's name alone when omitted); false when the page renders its
   * own PageTitle once what it shows has arrived (the goods' name, the shop's)
   */
  title?: string | false;
  /** the skip link's target, first in the tab order (WCAG 2.4.1) */
  skipTo?: SkipTarget;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-screen flex-col">
      {title !== false && <PageTitle what={title} />}
      {skipTo && (
        <a
          href={`#${skipTo.id}`}
          className="sr-only z-50 rounded bg-brand-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:inline-flex focus:items-center"
        >
          {skipTo.label}
        </a>
      )}
      <SiteHeader />
      <main className={`mx-auto w-full flex-1 px-3 py-3 ${wide ? 'max-w-[1600px]' : 'max-w-[1200px]'}`}>
        {breadcrumb && <Breadcrumb crumbs={breadcrumb} />}
        {children}
      </main>
      <footer className="border-t border-neutral-200 bg-white py-4 text-center text-xs text-neutral-500">
        {appText.siteName} · {appText.siteTagline}
      </footer>
      <AfterHydration />
    </div>
  );
}

/** The site header, and under it the session's passing notice (登录已失效，请重新登录) when there is one. */
export function SiteHeader() {
  const navigate = useNavigate();
  const session = useSession();
  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const keyword = String(new FormData(event.currentTarget).get('keyword') ?? '').trim();
    if (keyword) void navigate({ to: '/search', search: { keyword } });
  };
  const cartCount = session?.view.status === 'loggedIn' ? session.view.cartCount : null;
  // The keyword searched for stays in the box (/search?keyword=, issue 19 item 5), to refine or
  // shorten; keyed by it, so a new search (or another page: none) replaces what the box holds.
  const keyword = useSearch({ strict: false, select: (search) => search.keyword ?? '' });
  return (
    <>
      <header className="border-b border-neutral-200 bg-white">
        {/* One row on a phone (issue #18): the logo shrinks, the search takes what is left. */}
        <div className="mx-auto flex max-w-[1200px] items-center gap-x-2 px-2 py-1.5 md:gap-x-6 md:px-3 md:py-3">
          <Link
            to="/"
            className="inline-flex shrink-0 items-center text-base leading-tight font-bold text-brand-600 max-md:w-[4.5em] md:text-xl"
          >
            {appText.siteName}
          </Link>
          <search className="flex min-w-0 flex-1 md:basis-64">
            {/* action: submitted before the app has hydrated (or without JavaScript), the browser
                asks our server for /search?keyword=, which renders the results (issue #17) */}
            <form action="/search" onSubmit={onSearch} className="flex min-w-0 flex-1">
              <input
                key={keyword}
                defaultValue={keyword}
                name="keyword"
                type="search"
                aria-label={appText.searchPlaceholder}
                placeholder={appText.searchPlaceholder}
                className="min-w-0 flex-1 rounded-l border-2 border-brand-500 px-2 py-1.5 text-base md:px-3 md:text-sm"
              />
              <button
                type="submit"
                className="shrink-0 rounded-r bg-brand-500 px-3 text-white hover:bg-brand-600 md:px-4"
              >
                {appText.search}
              </button>
            </form>
          </search>
          <nav
            aria-label="站点导航"
            className="flex shrink-0 items-center gap-4 text-neutral-600 max-md:gap-0"
          >
            <Link to="/goods" className="inline-flex items-center hover:text-brand-600 max-md:hidden">
              {appText.goodsList}
            </Link>
            <Link
              to="/shoppingCart"
              className="inline-flex items-center justify-center gap-1 hover:text-brand-600"
              aria-label={
                cartCount === null ? undefined : fill(appText.cartWithCount, { n: readableNumber(cartCount) })
              }
            >
              {appText.cart}
              {/* The badge's box is there before the count (a visitor's, a session being restored,
                  the server's page): the buyer's count then appears without moving the header. */}
              <span
                aria-hidden="true"
                className={`min-w-5 rounded-full bg-brand-500 px-1.5 text-center text-xs leading-5 text-white ${cartCount === null ? 'invisible' : ''}`}
              >
                {readableNumber(cartCount ?? 0)}
              </span>
            </Link>
          </nav>
          {session && <AccountArea session={session} />}
        </div>
      </header>
      {session?.view.notice && (
        <div role="status" className="border-b border-amber-200 bg-amber-50">
          <div className="mx-auto flex max-w-[1200px] items-center justify-between gap-3 px-3 py-2 text-sm text-amber-900">
            <span className="flex-1">{session.view.notice}</span>
            {session.view.canRetryRestore && (
              <button
                type="button"
                onClick={() => session.send({ type: 'user.retryRestore' })}
                className="rounded border border-amber-300 bg-white px-3 py-0.5 text-amber-900 hover:bg-amber-100"
              >
                {appText.retry}
              </button>
            )}
            <button
              type="button"
              aria-label={appText.closeNotice}
              onClick={() => session.send({ type: 'user.dismissSessionNotice' })}
              className="rounded px-2 text-lg leading-none text-amber-700 hover:bg-amber-100"
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
        </div>
      )}
    </>
  );
}

const headerButton =
  'rounded border border-neutral-300 px-3 py-1 text-sm text-neutral-700 hover:border-brand-500 hover:text-brand-600 disabled:cursor-wait disabled:opacity-60';

/**
 * 登录 for a visitor; for a buyer the nickname (it opens the account menu: 退出其他设备) and 退出. Its
 * width is kept while the stored session is being checked, so the header does not jump when the
 * answer comes: the server's page arrives in that state (issue #17). 11rem holds a 12ch nickname,
 * its ▾ and 退出; on a phone 3.5rem holds 登录 (a buyer's nickname and 退出 are wider there: his
 * header makes room for them once his session is known).
 */
function AccountArea({ session: { view, send } }: { session: SessionHandle }) {
  const restoring = view.status === 'restoring';
  return (
    <div
      aria-busy={restoring}
      className="flex min-h-8 min-w-14 shrink-0 items-center justify-end gap-2 md:min-w-44 md:gap-3"
    >
      {view.status === 'loggedOut' && (
        <button
          type="button"
          onClick={() => send({ type: 'user.openLogin' })}
          className="rounded bg-brand-500 px-3 py-1 text-sm text-white hover:bg-brand-600 md:px-4"
        >
          {labels.login}
        </button>
      )}
      {view.status === 'loggedIn' && view.user && (
        <>
          <AccountMenuButton session={{ view, send }} />
          <button
            type="button"
            disabled={view.loggingOut}
            aria-busy={view.loggingOut}
            onClick={() => send({ type: 'user.logout' })}
            // on a phone it sits in the account menu: the header keeps one row (issue 18)
            className={`${headerButton} max-md:hidden`}
          >
            {view.loggingOut ? appText.loggingOut : appText.logout}
          </button>
        </>
      )}
    </div>
  );
}

export function Breadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav aria-label="面包屑" className="mb-3 text-neutral-600">
      <ol className="flex flex-wrap items-center gap-x-1">
        {crumbs.map((crumb, i) => (
          <li key={crumb.label} className="flex items-center gap-1">
            {i > 0 && <span aria-hidden="true">›</span>}
            {crumb.to ? (
              <Link to={crumb.to} className="inline-flex items-center justify-center hover:text-brand-600">
                {crumb.label}
              </Link>
            ) : (
              <span
                aria-current="page"
                className="max-w-[40ch] truncate text-neutral-700 max-md:max-w-[20ch]"
              >
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * The server's render of every page (issue #17): the same route tree, views and statecharts as
 * the browser's (src/main.tsx), at the request's URL, as a visitor (the session is the browser's:
 * it starts `restoring` on both sides). The machines start from what the page will carry: on
 * /detail?id=N the goods our server looked up, which it also embeds in the page for the browser's
 * first render, so that the hydration finds the same markup.
 *
 * Built by `vite build --ssr` into dist/server (server/pages/app-render.ts loads it); in
 * `npm run dev` Vite loads it from source. The whole tree is awaited (lazy parts included) before
 * the page is sent: it must be complete without JavaScript, and a complete render has no inline
 * script of React's that the page's CSP would have to allow. Not streamed: the page's first
 * bytes wait for its render, which takes a few milliseconds (the detail page is kept rendered
 * per goods, server/routes/spa.ts), less than streaming would save.
 */
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import type { Goods } from '@/domain/goods';
import type { Supplier } from '@/domain/supplier';
import { listQueryAt } from '@/routes/list-query';
import { createAppRouter } from '@/routes/router';
import { type ServedPage, ServedPageContext } from '@/routes/served-page';
import { setBodyParser } from '@/rules/notice-html';
import { listCallUrl } from '@/services/catalogue-api';
import type { EmbeddedList } from '@/services/embedded-list';
import { LazyPartsRendered, preloadLazyParts } from '@/views/lazy-part';
import { parseBodyWithParse5 } from './server/parse5-body';

// the product notice is parsed as the browser's DOMParser would (the server has none)
setBodyParser(parseBodyWithParse5);

export interface PageRequest {
  /** the path and query, e.g. /detail?id=1001 */
  url: string;
  /** e.g. http://localhost:3000 */
  origin: string;
  /**
   * /detail?id=N: what the server found for N (null: no such goods) and its supplier's card (null
   * when it could not be read: the browser asks); absent when the server could not look
   */
  detail?: { goodsId: number; goods: Goods | null; supplier?: Supplier | null };
  /** the server's calendar day 'YYYY-MM-DD', for the supplier card (embedded with it) */
  today: string;
  /**
   * One of our API's GET calls (path and query) answered in this process: a list page's call,
   * made as the browser would make it. Absent: the list pages render their loading state.
   */
  api?: (pathAndQuery: string) => Promise<{ status: number; body: unknown }>;
}

export interface RenderedPage {
  /** 200; 404 for an unknown path or goods; 400 for a /detail whose id is not an id */
  status: number;
  /** the markup of #root */
  html: string;
  /** the lazy parts the markup holds (views/lazy-part.tsx): the browser loads them before hydrating */
  lazyParts: string[];
  /** a list page's call and its answer, which the page carries for the browser's first render */
  list?: EmbeddedList;
}

type AppRouter = ReturnType<typeof createAppRouter>;

function statusOf(router: AppRouter, request: PageRequest, list: EmbeddedList | undefined): number {
  const matches = router.state.matches;
  if (list?.status === 404) return 404;
  if (matches.some((match) => match.status === 'notFound' || (match as { _notFound?: boolean })._notFound))
    return 404;
  const detail = matches.find((match) => match.routeId === '/detail');
  if (detail) {
    const { id } = detail.search as { id?: number };
    if (id === undefined) return 400;
    if (request.detail?.goodsId === id && request.detail.goods === null) return 404;
  }
  return 200;
}

/** The router's answer when the URL is not in its canonical form (e.g. /detail?id=abc is /detail). */
function canonicalHref(router: AppRouter): string | undefined {
  const result = (
    router as {
      _serverResult?: { type: string; redirect?: { headers: Headers; options: { href?: string } } };
    }
  )._serverResult;
  if (result?.type !== 'redirect' || !result.redirect) return undefined;
  const href = result.redirect.headers.get('Location') ?? result.redirect.options.href;
  return href?.startsWith('/') && !href.startsWith('//') ? href : undefined;
}

/** A router at `url` with its matches loaded (their code, their loaders). */
async function loadedRouter(url: string): Promise<AppRouter> {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [url] }));
  await router.load();
  // The browser renders such a URL as its canonical form (and then shows that URL): so does the
  // server, at the URL asked for, rather than answer with a redirect.
  const canonical = canonicalHref(router);
  if (canonical === undefined) return router;
  const again = createAppRouter(createMemoryHistory({ initialEntries: [canonical] }));
  await again.load();
  return again;
}

/** The list the page at the router's URL shows, asked for as the browser would; undefined when none, or no answer. */
async function listOf(router: AppRouter, request: PageRequest): Promise<EmbeddedList | undefined> {
  const match = router.state.matches.at(-1);
  const query = match
    ? listQueryAt(match.routeId, match.search as Parameters<typeof listQueryAt>[1])
    : undefined;
  if (!query || !request.api) return undefined;
  // a call that fails leaves the page to ask, as it would without the server's render
  const answer = await request.api(listCallUrl(query)).catch(() => undefined);
  if (!answer || (answer.status !== 200 && answer.status !== 404)) return undefined;
  return { query, status: answer.status, body: answer.body, day: request.today };
}

export async function renderPage(request: PageRequest): Promise<RenderedPage> {
  // Every lazy part's code is here before the render (once per process): none suspends, so each is
  // written in place, and React adds no script to reveal it later (which the page's CSP would refuse).
  await preloadLazyParts();
  const router = await loadedRouter(request.url);
  const list = await listOf(router, request);
  const served: ServedPage = { origin: request.origin, detail: request.detail, today: request.today, list };
  const lazyParts = new Set<string>();
  let failure: unknown;
  // prerender waits for every part: the page is whole, nothing to fill in after it arrives.
  const { prelude } = await prerender(
    <StrictMode>
      <ServedPageContext.Provider value={served}>
        <LazyPartsRendered.Provider value={lazyParts}>
          <RouterProvider router={router} />
        </LazyPartsRendered.Provider>
      </ServedPageContext.Provider>
    </StrictMode>,
    {
      // React writes a large finished part after the rest, moved in place by an inline script
      // (the page's CSP allows none of React's): every part is written where it stands.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        failure ??= error;
      },
    },
  );
  const html = await new Response(prelude).text();
  if (failure) throw failure;
  return { status: statusOf(router, request, list), html, lazyParts: [...lazyParts], ...(list && { list }) };
}

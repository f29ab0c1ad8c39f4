/**
 * The built app (dist/) in production: its files, and index.html for every other page path so
 * that the client router can answer /detail, /search, /shop…. Hashed files under /assets/ never
 * change and are cached for a year; everything else is revalidated.
 *
 * /detail?id=N of a goods we have is index.html with the goods' detail and a preload of its cover
 * put in (server/pages/detail-html.ts), so the page's data does not wait for the bundle; any other
 * id, or a build made for another API, gets the plain file and the app asks for itself.
 */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import type { Goods } from '../../src/domain/goods';
import type { Supplier } from '../../src/domain/supplier';
import { calendarDay } from '../../src/rules/calendar-day';
import { EARLY_TAPS_CODE } from '../../src/services/early-taps';
import { GoodsDetailResponse } from '../../src/services/schemas';
import type { CachedDetail } from '../cache/detail-cache';
import { type CompressedText, compressText, sendText } from '../http/compression';
import { rawPath } from '../http/raw-path';
import { APP_SCRIPT_HASHES, contentSecurityPolicy } from '../http/security-headers';
import { serveFile } from '../http/static-file';
import { builtRenderer, type Renderer, SERVER_BUILD_DIR } from '../pages/app-render';
import {
  type AppShell,
  callsThisServer,
  detailPageHtml,
  parseShell,
  renderedPageHtml,
} from '../pages/detail-html';

const SERVER_PATHS = /^\/(api|pay|UpLoad|EnPic)(\/|$)/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** The detail call's answer for a goods id (routes/goods-detail.ts detailAnswer), null when unknown. */
export type DetailSource = (id: number) => Promise<CachedDetail | null>;

/** Ids as the app accepts them (src/routes/search-params.ts parsePositiveId): 1..2^31-1, plain digits. */
function goodsIdOf(value: string | undefined): number | undefined {
  if (value === undefined || !/^[1-9]\d{0,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : undefined;
}

/**
 * A file of the build (the request's path below dist/, or `path`), as its brotli or gzip copy when
 * the request accepts it: the build wrote foo.js.br and foo.js.gz beside foo.js
 * (vite/precompress-plugin.ts). Vary on every one: a copy exists, or might after the next build.
 */
const sendBuilt = (c: Context, where: { root: string } | { path: string }, cacheControl: string) =>
  serveFile(c, { ...where, precompressed: true }, { cacheControl, vary: 'Accept-Encoding' });

// A /detail page is kept compressed as long as its answer and the build's index.html are.
const pageShell = new WeakMap<CachedDetail, AppShell>();
const pageCompressedFor = new WeakMap<CachedDetail, CompressedText>();
function remember(answer: CachedDetail, html: string): CompressedText {
  const compressed = compressText(html);
  pageCompressedFor.set(answer, compressed);
  return compressed;
}

/** index.html cut into its pieces, read again only when the file changes (a new build). */
function shellReader(file: string) {
  let current: { version: string; shell: AppShell | null } | undefined;
  return async (): Promise<AppShell | null> => {
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    const version = `${info.size}-${info.mtimeMs}`;
    if (current?.version !== version) current = { version, shell: parseShell(await readFile(file, 'utf8')) };
    return current.shell;
  };
}

const EARLY_TAPS_TAG = `<script>${EARLY_TAPS_CODE}</script>`;

/** React's preloads of the high-priority images it rendered, written first in its markup. */
const REACT_IMAGE_PRELOADS = /^(?:<link rel="preload" as="image"[^>]*\/>)+/;

/** The goods of a kept detail answer, parsed once (1,000 SKUs are ~200 KB of JSON). */
const goodsOfAnswer = new WeakMap<CachedDetail, Goods | null>();
function goodsOf(answer: CachedDetail): Goods | null {
  let goods = goodsOfAnswer.get(answer);
  if (goods === undefined) {
    const parsed = v.safeParse(GoodsDetailResponse, JSON.parse(answer.body));
    goods = parsed.success ? parsed.output.data : null;
    goodsOfAnswer.set(answer, goods);
  }
  return goods;
}

/** A rendered page, kept with the answer it shows until the goods, the build or the origin changes. */
interface KeptPage {
  /** the build's template, the server entry's build, the origin and the URL it was rendered for */
  shell: AppShell;
  key: string;
  status: 200 | 400 | 404;
  html: string;
  compressed?: CompressedText;
}
const keptPages = new WeakMap<CachedDetail, KeptPage>();

const asStatus = (status: number): 200 | 400 | 404 => (status === 400 || status === 404 ? status : 200);

/** The supplier card of the detail page (routes/supplier.ts supplierCard), null when unknown. */
export type SupplierSource = (supplierId: number) => Promise<Supplier | null>;

export interface SpaOptions {
  /** the goods' supplier, rendered into /detail with the goods (issue #17: the card and the purchase buttons) */
  supplierOf?: SupplierSource;
  /** the server's render of a page (issue #17); by default dist/server's entry, when built */
  renderer?: () => Promise<Renderer | null>;
  /** the page template; by default dist/index.html */
  shell?: () => Promise<AppShell | null>;
  /** one of our API's GET calls answered in this process: the list pages' call (issue #17) */
  api?: (pathAndQuery: string) => Promise<{ status: number; body: unknown }>;
}

export function spaRoutes(distDir: string, detailOf?: DetailSource, options: SpaOptions = {}) {
  const indexFile = join(distDir, 'index.html');
  const readShell = options.shell ?? shellReader(indexFile);
  const readRenderer = options.renderer ?? builtRenderer(distDir);

  /** The page with goods id's detail in it, or null for the plain index.html. */
  async function detailPage(c: Context): Promise<Response | null> {
    const id = goodsIdOf(c.req.query('id'));
    if (id === undefined || !detailOf) return null;
    const shell = await readShell();
    if (!shell || !callsThisServer(shell, new URL(c.req.url).origin)) return null;
    // the page must come whatever the database does: the app asks again and shows its own error
    const answer = await detailOf(id).catch(() => null);
    if (!answer) return null;
    const html = detailPageHtml(shell, answer);
    // a new build (another shell) makes the kept page stale: compress afresh for it
    if (pageShell.get(answer) !== shell) {
      pageShell.set(answer, shell);
      pageCompressedFor.delete(answer);
    }
    return sendText(c, html, () => pageCompressedFor.get(answer) ?? remember(answer, html), {
      'Content-Type': 'text/html; charset=utf-8',
      // the goods may change at any time (its download count): never reused without asking
      'Cache-Control': REVALIDATE,
      'X-Content-Type-Options': 'nosniff',
    });
  }

  const htmlHeaders = {
    'Content-Type': 'text/html; charset=utf-8',
    // the goods may change at any time (its download count): never reused without asking
    'Cache-Control': REVALIDATE,
    'X-Content-Type-Options': 'nosniff',
  };

  /**
   * Any page of the app rendered by the server (issue #17), with its status: 404 for an unknown
   * path or goods, 400 for a /detail?id= that is not an id. null when there is no server entry
   * (the browser renders the page from index.html, as before) or the render failed.
   */
  async function renderedPage(c: Context, path: string): Promise<Response | null> {
    const [shell, renderer] = await Promise.all([readShell(), readRenderer()]);
    const url = new URL(c.req.url);
    if (!shell || !renderer || !callsThisServer(shell, url.origin)) return null;
    const id = path === '/detail' ? goodsIdOf(c.req.query('id')) : undefined;
    // a database that does not answer leaves the page to load the goods itself, as the browser would
    const answer = id !== undefined && detailOf ? await detailOf(id).catch(() => undefined) : undefined;
    const goods = answer ? goodsOf(answer) : answer;
    // the card as the browser would ask for it; without it the browser asks, as before
    const supplier =
      goods && options.supplierOf ? await options.supplierOf(goods.SID).catch(() => null) : null;
    const today = calendarDay(new Date());
    const key = `${renderer.version}|${url.origin}|${url.pathname}${url.search}|${today}|${JSON.stringify(supplier)}`;
    const kept = answer ? keptPages.get(answer) : undefined;
    if (kept?.shell === shell && kept.key === key) return sendKept(c, kept);
    const rendered = await renderer
      .render({
        url: `${url.pathname}${url.search}`,
        origin: url.origin,
        detail: id !== undefined && goods !== undefined ? { goodsId: id, goods, supplier } : undefined,
        today,
        ...(options.api && { api: options.api }),
      })
      .catch((error: unknown) => {
        console.error(`服务器渲染失败（${path}）：`, error);
        return null;
      });
    if (!rendered) return null;
    const html = renderedPageHtml(shell, EARLY_TAPS_TAG, {
      // the cover's preload is in the head already, earlier than React's at the start of #root
      rootHtml: answer && goods ? rendered.html.replace(REACT_IMAGE_PRELOADS, '') : rendered.html,
      answer: answer && goods ? answer : undefined,
      goodsId: id,
      missingId: id !== undefined && answer === null ? id : undefined,
      supplier: supplier ? { day: today, supplier } : undefined,
      lazyParts: rendered.lazyParts,
      list: rendered.list,
    });
    const page: KeptPage = { shell, key, status: asStatus(rendered.status), html };
    if (answer) keptPages.set(answer, page);
    return sendKept(c, page);
  }

  function sendKept(c: Context, page: KeptPage): Response {
    return sendText(
      c,
      page.html,
      () => {
        page.compressed ??= compressText(page.html);
        return page.compressed;
      },
      htmlHeaders,
      page.status,
    );
  }

  /**
   * The app's Content-Security-Policy: its inline scripts (the early taps, the early detail call)
   * by hash, and the build's API base and image host (read from that script's data-*) as
   * connect/image sources.
   */
  async function withAppPolicy(res: Response | null): Promise<Response | null> {
    if (!res?.headers.get('Content-Type')?.startsWith('text/html')) return res;
    const shell = await readShell();
    res.headers.set(
      'Content-Security-Policy',
      contentSecurityPolicy({
        scriptHashes: APP_SCRIPT_HASHES,
        apiBase: shell?.apiBase ?? '',
        imageHost: shell?.imageHost ?? '',
      }),
    );
    return res;
  }

  return new Hono().get('*', async (c, next) => (await withAppPolicy(await builtApp(c))) ?? next());

  async function builtApp(c: Context): Promise<Response | null> {
    const path = rawPath(c);
    if (SERVER_PATHS.test(path)) return null;
    const isAsset = path.startsWith('/assets/');
    if (path !== '/' && path !== '/detail') {
      // the server's own entry is not the browser's business
      if (path === `/${SERVER_BUILD_DIR}` || path.startsWith(`/${SERVER_BUILD_DIR}/`)) return null;
      const sent = await sendBuilt(c, { root: distDir }, isAsset ? IMMUTABLE : REVALIDATE);
      if (sent) return sent;
      // a missing script must fail as a 404, not as a page served with the wrong type
      if (isAsset) return null;
      // what a browser asks for beside a page without an icon of its own (a JSON answer such as
      // /healthz): our icon, rather than the app's 404 page (issue #17) and its console error
      if (path === '/favicon.ico') return c.redirect('/favicon.svg', 301);
    }
    const rendered = await renderedPage(c, path);
    if (rendered) return rendered;
    const index = () => sendBuilt(c, { path: indexFile }, REVALIDATE);
    if (path === '/detail') return (await detailPage(c)) ?? (await index());
    return index();
  }
}

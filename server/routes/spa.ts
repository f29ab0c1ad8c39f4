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
import type { CachedDetail } from '../cache/detail-cache';
import { acceptedEncoding, type CompressedText, compressText, sendText } from '../http/compression';
import { APP_SCRIPT_HASHES, contentSecurityPolicy } from '../http/security-headers';
import { contentTypeOf, rawPath, resolveInside, sendFile } from '../http/send-file';
import { type AppShell, callsThisServer, detailPageHtml, parseShell } from '../pages/detail-html';

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

const COMPRESSED_COPY = /\.(js|mjs|css|html|svg|json)$/;

/**
 * A file of the build, compressed when the request accepts it: the build wrote foo.js.br and
 * foo.js.gz beside foo.js (vite/precompress-plugin.ts). A range request gets the file as is.
 */
async function sendBuilt(c: Context, file: string, cacheControl: string): Promise<Response | null> {
  if (!COMPRESSED_COPY.test(file)) return sendFile(c, file, cacheControl);
  const encoding = c.req.header('range') ? null : acceptedEncoding(c.req.header('Accept-Encoding'));
  const contentType = contentTypeOf(file);
  if (encoding) {
    const copy = `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
    const sent = await sendFile(c, copy, cacheControl, { contentType, encoding, vary: true });
    if (sent) return sent;
  }
  return sendFile(c, file, cacheControl, { contentType, vary: true });
}

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

export function spaRoutes(distDir: string, detailOf?: DetailSource) {
  const indexFile = join(distDir, 'index.html');
  const readShell = shellReader(indexFile);

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

  /**
   * The app's Content-Security-Policy: its one inline script (the early detail call) by hash, and
   * the build's API base and image host (read from that script's data-*) as connect/image sources.
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
    if (path === '/detail') return (await detailPage(c)) ?? (await sendBuilt(c, indexFile, REVALIDATE));
    const isAsset = path.startsWith('/assets/');
    if (path !== '/') {
      const resolved = resolveInside(distDir, path.slice(1));
      if (resolved.ok) {
        const sent = await sendBuilt(c, resolved.file, isAsset ? IMMUTABLE : REVALIDATE);
        if (sent) return sent;
      }
      // a missing script must fail as a 404, not as index.html served with the wrong type
      if (isAsset) return null;
    }
    return sendBuilt(c, indexFile, REVALIDATE);
  }
}

/**
 * Files from disk (the media store, the built app) through @hono/node-server's serveStatic: the
 * type, the length, HEAD, byte ranges (Chromium's <video> will not seek without them), the
 * build's precompressed .br / .gz copies and the refusal of dot segments and encoded separators
 * are its. Ours, because serveStatic (2.1) does not do them:
 * - validators: it sends Last-Modified but no ETag, and answers neither If-None-Match nor
 *   If-Modified-Since; media are cached for a year and a reload revalidates them, so a 304 saves
 *   the whole image (hono/etag would hash every body, the video's included, to make its tag);
 * - Cache-Control and Vary, which depend on the file (hashed assets, media, their copies);
 * - Accept-Ranges on every file, not only on an answer to a range request.
 */
import { extname } from 'node:path';
import { type ServeStaticOptions, serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';

export interface FilePolicy {
  cacheControl: string;
  /** the request header the answer depends on besides the URL (Accept-Encoding, Accept) */
  vary?: string;
}

/**
 * Whether the browser's copy is still good (RFC 9110 §13.1): If-None-Match, a list of tags or *,
 * compared weakly; only without it, If-Modified-Since against the file's time (Last-Modified's
 * whole seconds).
 */
function notModified(c: Context, etag: string, mtime: number): boolean {
  const tags = c.req.header('if-none-match');
  if (tags !== undefined) {
    const weak = (tag: string) => tag.trim().replace(/^W\//, '');
    return tags.trim() === '*' || tags.split(',').some((tag) => weak(tag) === weak(etag));
  }
  const since = Date.parse(c.req.header('if-modified-since') ?? '');
  return !Number.isNaN(since) && mtime <= since;
}

export type StaticOptions = Omit<ServeStaticOptions, 'onFound' | 'onNotFound'>;

/** The file serveStatic sent for a request (a compressed copy, when it chose one). */
const sentFor = new WeakMap<Context, string>();
const made = new Map<string, MiddlewareHandler>();
/**
 * serveStatic for the options, saying what it sent. One per root (made, it checks its root on
 * disk); one per call for a single file (`path`: a media file), which costs nothing to make.
 */
function serverFor(options: StaticOptions): MiddlewareHandler {
  const make = () => serveStatic({ ...options, onFound: (path, c) => void sentFor.set(c, path) });
  if (options.path !== undefined) return make();
  const key = JSON.stringify(options);
  const serve = made.get(key) ?? make();
  made.set(key, serve);
  return serve;
}

/** serveStatic's answer with our validators and caching, or null when it found no file. */
export async function serveFile(
  c: Context,
  options: StaticOptions,
  policy: FilePolicy,
): Promise<Response | null> {
  sentFor.delete(c);
  const res = await serverFor(options)(c, async () => {});
  const sent = sentFor.get(c);
  if (!(res instanceof Response) || sent === undefined) return null;
  const headers = res.headers;
  // The tag is made of what serveStatic read from the file (as nginx makes its own: size and time
  // in seconds), so the file is not looked at twice; the extension tells the copies sent for one
  // URL apart: foo.js, .br, .gz; an image's .avif, .webp.
  const size = headers.get('Content-Range')?.split('/')[1] ?? headers.get('Content-Length') ?? '';
  const mtime = Date.parse(headers.get('Last-Modified') ?? '');
  const etag = `W/"${Number(size).toString(16)}-${(mtime / 1000).toString(16)}-${extname(sent).slice(1)}"`;
  headers.set('ETag', etag);
  headers.set('Cache-Control', policy.cacheControl);
  headers.set('Accept-Ranges', 'bytes');
  if (policy.vary) headers.set('Vary', policy.vary);
  if (!notModified(c, etag, mtime)) return res;
  // the file was opened for the body; closing the stream closes it
  await res.body?.cancel();
  headers.delete('Content-Range');
  headers.delete('Content-Length');
  return new Response(null, { status: 304, headers });
}

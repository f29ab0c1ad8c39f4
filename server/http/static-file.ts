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
import { stat } from 'node:fs/promises';
import { extname } from 'node:path';
import { type ServeStaticOptions, serveStatic } from '@hono/node-server/serve-static';
import type { Context } from 'hono';

export interface FilePolicy {
  cacheControl: string;
  /** the request header the answer depends on besides the URL (Accept-Encoding, Accept) */
  vary?: string;
}

/**
 * Whether the browser's copy is still good (RFC 9110 §13.1): If-None-Match, a list of tags or *,
 * compared weakly; only without it, If-Modified-Since against the file's time (whole seconds).
 */
function notModified(c: Context, etag: string, mtime: Date): boolean {
  const tags = c.req.header('if-none-match');
  if (tags !== undefined) {
    const weak = (tag: string) => tag.trim().replace(/^W\//, '');
    return tags.trim() === '*' || tags.split(',').some((tag) => weak(tag) === weak(etag));
  }
  const since = Date.parse(c.req.header('if-modified-since') ?? '');
  return !Number.isNaN(since) && Math.floor(mtime.getTime() / 1000) * 1000 <= since;
}

/** serveStatic's answer with our validators and caching, or null when it found no file. */
export async function serveFile(
  c: Context,
  options: Omit<ServeStaticOptions, 'onFound' | 'onNotFound'>,
  policy: FilePolicy,
): Promise<Response | null> {
  let sent: string | undefined;
  const serve = serveStatic({
    ...options,
    onFound: (path) => {
      sent = path;
    },
  });
  const res = await serve(c, async () => {});
  if (!(res instanceof Response) || sent === undefined) return null;
  const info = await stat(sent);
  // the extension tells the copies sent for one URL apart: foo.js, .br, .gz; an image's .avif, .webp
  const etag = `W/"${info.size.toString(16)}-${Math.trunc(info.mtimeMs).toString(16)}-${extname(sent).slice(1)}"`;
  const headers = res.headers;
  headers.set('ETag', etag);
  headers.set('Cache-Control', policy.cacheControl);
  headers.set('Accept-Ranges', 'bytes');
  if (policy.vary) headers.set('Vary', policy.vary);
  if (!notModified(c, etag, info.mtime)) return res;
  // the file was opened for the body; closing the stream closes it
  await res.body?.cancel();
  headers.delete('Content-Range');
  headers.delete('Content-Length');
  return new Response(null, { status: 304, headers });
}

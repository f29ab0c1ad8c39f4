/**
 * Compressed answers (issue #7: Lighthouse's "enable text compression"; bytes on a phone's
 * network): which encoding a request accepts, and compressing text the server builds itself
 * (a cached detail answer, a /detail page) once, kept beside it. The built app's files are
 * compressed at build time (vite/precompress-plugin.ts) and other API answers on the fly (hono's
 * compress middleware in app.ts).
 */

import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { parseAccept } from 'hono/utils/accept';

export type Encoding = 'br' | 'gzip';

/** Below this, compressing costs more than the bytes it saves. */
export const MIN_COMPRESSED_BYTES = 1024;

/** The best encoding Accept-Encoding allows (brotli, then gzip; q=0 refuses one), or null. */
export function acceptedEncoding(header: string | undefined): Encoding | null {
  const weights = new Map(parseAccept(header ?? '').map(({ type, q }) => [type.toLowerCase(), q]));
  const wildcard = weights.get('*') ?? 0;
  for (const encoding of ['br', 'gzip'] as const)
    if ((weights.get(encoding) ?? wildcard) > 0) return encoding;
  return null;
}

export interface CompressedText {
  br: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer>;
}

// Node's Buffers may share a pooled ArrayBufferLike; the Response body wants a plain ArrayBuffer view.
const own = (bytes: Buffer): Uint8Array<ArrayBuffer> => new Uint8Array(bytes);

/** Quick settings: this runs at request time, once per kept answer. */
export function compressText(text: string): CompressedText {
  const bytes = Buffer.from(text);
  return {
    br: own(
      brotliCompressSync(bytes, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
      }),
    ),
    gzip: own(gzipSync(bytes, { level: 6 })),
  };
}

/**
 * `text` as the request accepts it: compressed (with `compressed()`, which the caller memoises)
 * when it is large enough and an encoding is accepted, else as is. Vary tells caches both exist.
 */
export function sendText(
  c: Context,
  text: string,
  compressed: () => CompressedText,
  headers: Record<string, string>,
  status: 200 | 400 | 404 = 200,
): Response {
  const encoding =
    text.length >= MIN_COMPRESSED_BYTES ? acceptedEncoding(c.req.header('Accept-Encoding')) : null;
  const vary = { ...headers, Vary: 'Accept-Encoding' };
  if (!encoding) return c.body(text, status, vary);
  return c.body(compressed()[encoding], status, { ...vary, 'Content-Encoding': encoding });
}

/** compressText memoised per kept object (a cached answer lives until its goods change). */
export function compressedPer<K extends object>() {
  const kept = new WeakMap<K, CompressedText>();
  return (key: K, text: () => string): CompressedText => {
    let found = kept.get(key);
    if (!found) {
      found = compressText(text());
      kept.set(key, found);
    }
    return found;
  };
}

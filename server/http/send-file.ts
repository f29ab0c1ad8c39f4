/**
 * Sending files from a root folder: media (/UpLoad, /EnPic) and the built app (dist/).
 *
 * A path is resolved from the RAW url path, segment by segment, so that encoded separators and
 * dot segments (`..%2F`, `%2e%2e`, `%5c`) are refused before they can name a file outside the root.
 * Byte ranges are honoured because Chromium's <video> asks for ranges and will not seek without them.
 */
import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { Context } from 'hono';

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

export const contentTypeOf = (file: string) =>
  CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';

export type Resolved = { ok: true; file: string } | { ok: false; reason: 'bad' };

/**
 * Maps the raw (still percent-encoded) remainder of a url path to a file below root.
 * Refused: empty segments (a leading '/' would make it absolute), '.', '..', any separator or NUL
 * inside a decoded segment, undecodable escapes.
 */
export function resolveInside(root: string, rawRest: string): Resolved {
  const base = resolve(root);
  const segments: string[] = [];
  for (const raw of rawRest.split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return { ok: false, reason: 'bad' };
    }
    if (segment === '' || segment === '.' || segment === '..' || /[/\\\0]/.test(segment)) {
      return { ok: false, reason: 'bad' };
    }
    segments.push(segment);
  }
  const file = resolve(base, ...segments);
  if (!file.startsWith(base + sep)) return { ok: false, reason: 'bad' };
  return { ok: true, file };
}

/**
 * True when `file` (from resolveInside) is still below `root` once symbolic links are followed:
 * a link inside the store that points elsewhere (planted, or left by a careless copy) serves
 * nothing. False as well when the file does not exist.
 */
export async function staysInside(root: string, file: string): Promise<boolean> {
  try {
    const [realRoot, realFile] = await Promise.all([realpath(root), realpath(file)]);
    return realFile.startsWith(realRoot + sep);
  } catch {
    return false;
  }
}

/** The raw path of the request, before any decoding the router did. */
export const rawPath = (c: Context) => new URL(c.req.url).pathname;

type ByteRange = { start: number; end: number } | 'unsatisfiable' | null;

/** One `bytes=a-b` range; several ranges are answered with the whole file, which HTTP allows. */
function parseRange(header: string | undefined, size: number): ByteRange {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return null;
  if (from === '') {
    const length = Number(to);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(size - length, 0), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

/** A file sent for another: its compressed copy (foo.js.br for foo.js), with foo.js's type. */
export interface SentAs {
  contentType: string;
  encoding?: 'br' | 'gzip';
  /**
   * the answer depends on a request header: true for Accept-Encoding (a compressed copy exists or
   * might), or the header's name (Accept, for an image's AVIF / WebP copy)
   */
  vary?: boolean | string;
  /** added to the ETag: copies of one image in two formats must never validate each other */
  tagSuffix?: string;
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

/** Sends `file`, or returns null when it is not a regular file (the caller answers 404). */
export async function sendFile(
  c: Context,
  file: string,
  cacheControl: string,
  as?: SentAs,
): Promise<Response | null> {
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return null;

  const suffix = as?.tagSuffix ? `-${as.tagSuffix}` : '';
  const etag = `W/"${info.size.toString(16)}-${Math.trunc(info.mtimeMs).toString(16)}${suffix}"`;
  const headers = new Headers({
    'Content-Type': as?.contentType ?? contentTypeOf(file),
    'Cache-Control': cacheControl,
    'Accept-Ranges': 'bytes',
    ETag: etag,
    'Last-Modified': info.mtime.toUTCString(),
    'X-Content-Type-Options': 'nosniff',
  });
  if (as?.encoding) headers.set('Content-Encoding', as.encoding);
  if (as?.vary) headers.set('Vary', as.vary === true ? 'Accept-Encoding' : as.vary);
  if (notModified(c, etag, info.mtime)) return new Response(null, { status: 304, headers });

  const range = parseRange(c.req.header('range'), info.size);
  if (range === 'unsatisfiable') {
    headers.set('Content-Range', `bytes */${info.size}`);
    return new Response(null, { status: 416, headers });
  }
  const { start, end } = range ?? { start: 0, end: info.size - 1 };
  const length = info.size === 0 ? 0 : end - start + 1;
  headers.set('Content-Length', String(length));
  if (range) headers.set('Content-Range', `bytes ${start}-${end}/${info.size}`);
  const status = range ? 206 : 200;

  // A HEAD must not open the file: nobody would read the stream, and its descriptor would leak.
  if (c.req.method === 'HEAD' || length === 0) return new Response(null, { status, headers });
  const stream = Readable.toWeb(createReadStream(file, { start, end })) as ReadableStream<Uint8Array>;
  return new Response(stream, { status, headers });
}

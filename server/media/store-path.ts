/**
 * From a media URL to a file of the store (/UpLoad, /EnPic). Ours rather than serveStatic's: the
 * media route needs the file before anything is sent (its symbolic-link check and its ?w= copy are
 * made from it), and a traversal is refused with 400 where serveStatic would only find nothing.
 *
 * A path is resolved from the RAW url path, segment by segment, so that encoded separators and
 * dot segments (`..%2F`, `%2e%2e`, `%5c`) are refused before they can name a file outside the root.
 */
import { realpath } from 'node:fs/promises';
import { resolve, sep } from 'node:path';

export type Resolved = { ok: true; file: string } | { ok: false; reason: 'bad' };

/**
 * The decoded segments of a raw (still percent-encoded) url path, or null when one is refused:
 * an empty segment (a leading '/' would make the path absolute), '.', '..', a separator or NUL
 * inside a decoded segment, an undecodable escape. The media route and find-similar's check of
 * its own media URLs (server/similarity/own-media-url.ts) read paths with this one function.
 */
export function decodeSegments(raw: string): string[] | null {
  const segments: string[] = [];
  for (const part of raw.split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(part);
    } catch {
      return null;
    }
    if (segment === '' || segment === '.' || segment === '..' || /[/\\\0]/.test(segment)) return null;
    segments.push(segment);
  }
  return segments;
}

/** Maps the raw remainder of a url path to a file below root (decodeSegments' refusals, then root's). */
export function resolveInside(root: string, rawRest: string): Resolved {
  const base = resolve(root);
  const segments = decodeSegments(rawRest);
  if (segments === null) return { ok: false, reason: 'bad' };
  const file = resolve(base, ...segments);
  if (!file.startsWith(base + sep)) return { ok: false, reason: 'bad' };
  return { ok: true, file };
}

/**
 * True when `file` (from resolveInside) is still below `root` once symbolic links are followed:
 * a link inside the store that points elsewhere (planted, or left by a careless copy) serves
 * nothing. False as well when the file does not exist. serveStatic follows links wherever they go.
 */
export async function staysInside(root: string, file: string): Promise<boolean> {
  try {
    const [realRoot, realFile] = await Promise.all([realpath(root), realpath(file)]);
    return realFile.startsWith(realRoot + sep);
  } catch {
    return false;
  }
}

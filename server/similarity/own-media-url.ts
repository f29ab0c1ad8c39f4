/**
 * Which of our media files a find-similar url names, if any.
 *
 * The server never fetches an image: it only compares images it already holds, so the url must
 * name one of our media files (spec §7: /UpLoad/{Path}/{FName}, or /EnPic/… when encrypted).
 * Accepted: a path ('/UpLoad/goods/1001/c1.jpg'), or an http(s) URL (also protocol-relative)
 * whose host is the host the request was sent to (the page shows our media from its own origin).
 * Refused: any other host, user info in the authority, other schemes (data:, javascript:, file:,
 * ftp:), backslashes or control characters, and a path whose segments, once percent-decoded, are
 * empty, '.' or '..' or contain a separator or NUL (so '..', '%2e%2e' and '%2F' never climb).
 * The path is read from the raw text, never through the URL parser, which would quietly resolve
 * '/UpLoad/a/../b' to '/UpLoad/b'. A query or fragment is ignored.
 *
 * Pure: text in, { isEncry, path, fname } or null out; the caller then looks the file up in the
 * media table.
 */
import { decodeSegments } from '../media/store-path';

export interface MediaRef {
  isEncry: boolean;
  /** folder below UpLoad/EnPic, e.g. 'goods/1001' */
  path: string;
  fname: string;
}

const ABSOLUTE = /^(?:(https?):)?\/\/([^/?#]*)(.*)$/i;
const ROOTED = /^\/(UpLoad|EnPic)\/(.*)$/;

/** 'host[:port]' as the URL parser normalises it (lower case, default port dropped), or null. */
function normalHost(scheme: string, authority: string): string | null {
  if (authority === '' || authority.includes('@')) return null;
  try {
    return new URL(`${scheme}://${authority}`).host;
  } catch {
    return null;
  }
}

function sameHost(scheme: string, authority: string, requestHost: string | undefined): boolean {
  if (!requestHost) return false;
  const wanted = normalHost(scheme, authority);
  if (wanted === null) return false;
  // the Host header carries no scheme; its default port depends on how the request came in
  return wanted === normalHost('http', requestHost) || wanted === normalHost('https', requestHost);
}

/**
 * The media file `url` names, or null when it is not a plain path to our media. `requestHost` is
 * the request's Host header: an absolute URL must name that host.
 */
export function ownMediaRef(url: string, requestHost: string | undefined): MediaRef | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\u0000-\u001f\u007f\\\s]/.test(url)) return null;
  let pathAndMore: string;
  if (url.startsWith('/') && !url.startsWith('//')) {
    pathAndMore = url;
  } else {
    const absolute = ABSOLUTE.exec(url);
    if (!absolute) return null;
    const [, scheme = 'http', authority = '', rest = ''] = absolute;
    if (!sameHost(scheme.toLowerCase(), authority, requestHost)) return null;
    pathAndMore = rest;
  }
  const pathOnly = pathAndMore.replace(/[?#].*$/s, '');
  const rooted = ROOTED.exec(pathOnly);
  if (!rooted) return null;
  const [, root, rest = ''] = rooted;
  const segments = decodeSegments(rest);
  if (!segments || segments.length < 2) return null;
  const fname = segments.pop() ?? '';
  return { isEncry: root === 'EnPic', path: segments.join('/'), fname };
}

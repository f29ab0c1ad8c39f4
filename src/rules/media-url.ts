/**
 * Media URLs of spec §7: files are fetched from the image host under /UpLoad/{Path}/{FName},
 * or under /EnPic/ when IsEncry is set. Paths the API sends whole (pics, thumbnails, pictures)
 * already start with one of the two. Pure: the host is given (services/config.ts bases.imageHost,
 * '' for this origin).
 */
import type { MediaItem } from '@/services/schemas';

/**
 * True when every segment of a media path stays where it is, as the server resolves it
 * (server/http/send-file.ts resolveInside): no empty, '.' or '..' segment once decoded, no
 * separator, backslash or NUL inside one, no undecodable escape. Issue 24 item 5: a crafted
 * /search?data= card whose Picture is `/UpLoad/../api/…` must not make the browser ask for it.
 */
export function staysInMediaRoot(path: string): boolean {
  const segments = path.replace(/^\/+/, '').split('/');
  return segments.every((raw) => {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return false;
    }
    return segment !== '' && segment !== '.' && segment !== '..' && !/[\\/\0]/.test(segment);
  });
}

export function mediaFileUrl(host: string, item: Pick<MediaItem, 'IsEncry' | 'Path' | 'FName'>): string {
  const root = item.IsEncry ? 'EnPic' : 'UpLoad';
  const path = item.Path.replace(/^\/+|\/+$/g, '');
  return `${host}/${root}/${path}/${item.FName}`;
}

/** A media path of the API ('/UpLoad/…' or '/EnPic/…') as a URL on the image host. */
export function mediaPathUrl(host: string, path: string): string {
  return `${host}${path}`;
}

/**
 * Media URLs of spec §7: files are fetched from the image host under /UpLoad/{Path}/{FName},
 * or under /EnPic/ when IsEncry is set. Paths the API sends whole (pics, thumbnails, pictures)
 * already start with one of the two. Pure: the host is given (services/config.ts bases.imageHost,
 * '' for this origin).
 */
import type { MediaItem } from '@/services/schemas';

export function mediaFileUrl(host: string, item: Pick<MediaItem, 'IsEncry' | 'Path' | 'FName'>): string {
  const root = item.IsEncry ? 'EnPic' : 'UpLoad';
  const path = item.Path.replace(/^\/+|\/+$/g, '');
  return `${host}/${root}/${path}/${item.FName}`;
}

/** A media path of the API ('/UpLoad/…' or '/EnPic/…') as a URL on the image host. */
export function mediaPathUrl(host: string, path: string): string {
  return `${host}${path}`;
}

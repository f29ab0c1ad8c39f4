/**
 * Where a catalogue media file lives: on disk below the media directory, and as a URL path on the
 * image host (spec §7: /UpLoad/{Path}/{FName}, or /EnPic/ when IsEncry is set).
 *
 * Kept apart from generate.ts so that the seed can compute URLs without loading sharp.
 */
import path from 'node:path';
import { mediaRoot as rootOf, mediaUrlPath as storedMediaUrlPath } from '../http/format';
import type { Catalogue, GoodsSeed, MediaFile } from '../seed/catalogue-types';

/** Where a file lives, without what it shows: enough for its URL and its place on disk. */
export type MediaLocation = Pick<MediaFile, 'encrypted' | 'path' | 'fname'>;

export const mediaRoot = (file: MediaLocation) => rootOf(file.encrypted);

/** '/UpLoad/goods/1001/g1.jpg' or '/EnPic/goods/1004/g1.jpg': the server's one rule, for a seed file. */
export const mediaUrlPath = (file: MediaLocation): string =>
  storedMediaUrlPath({ isEncry: file.encrypted, path: file.path, fname: file.fname });

/** The file's place below mediaDir; refuses paths that would climb out of it. */
export function mediaDiskPath(mediaDir: string, file: MediaLocation): string {
  const parts = [...file.path.split('/'), file.fname];
  if (parts.some((part) => part === '' || part === '.' || part === '..' || part.includes('\\'))) {
    throw new Error(`media path escapes the media directory: ${mediaUrlPath(file)}`);
  }
  return path.join(mediaDir, mediaRoot(file), ...parts);
}

/** Every media file of a goods, in page order: main (video, poster), gallery, details, colour thumbnails. */
export function goodsMediaFiles(goods: GoodsSeed): MediaFile[] {
  const main = 'video' in goods.main ? [goods.main.video, goods.main.poster] : [goods.main.image];
  return [...main, ...goods.gallery, ...goods.details, ...goods.colours.map((c) => c.thumbnail)];
}

/** Every distinct media file of the catalogue (by URL path; a file listed twice is written once). */
export function catalogueMediaFiles(catalogue: Catalogue): MediaFile[] {
  const byUrl = new Map<string, MediaFile>();
  for (const goods of catalogue.goods) {
    for (const file of goodsMediaFiles(goods)) {
      const url = mediaUrlPath(file);
      const seen = byUrl.get(url);
      if (seen && JSON.stringify(seen.spec) !== JSON.stringify(file.spec)) {
        throw new Error(`two different media share ${url}`);
      }
      byUrl.set(url, file);
    }
  }
  return [...byUrl.values()];
}

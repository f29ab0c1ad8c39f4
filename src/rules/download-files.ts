/**
 * What a download saves (spec §9, §5): the zip's entries named 1, 2, … in gallery order with .jpg
 * for images and .mp4 for videos, the zip named after the goods title, and the video alone when
 * the goods has one. Pure: the host is given (services/config.ts bases.imageHost).
 *
 * A title is a merchant's free text ('泰迪熊 30/40cm', '"爆款"…'), and a file name must be valid on
 * every buyer's disk: Windows refuses \ / : * ? " < > | and control characters, trailing dots and
 * spaces, and the device names (CON, NUL, …); most file systems cap a name at 255 bytes, and a
 * Chinese character takes 3 of them in UTF-8.
 */
import { appText } from '@/copy/copy';
import type { Goods } from '@/domain/goods';
import type { MediaItem } from '@/domain/media-path';
import { mediaFileUrl, mediaPathUrl } from './media-url';

/** One file a download fetches: where from, and the name it is saved (or zipped) under. */
export interface DownloadFile {
  name: string;
  url: string;
}

/** Where a download is: fetching the media, then zipping them (a video alone only fetches). */
export type DownloadPhase = 'fetching' | 'zipping';

/** One combined progress of a download, 0–100, never going back. */
export interface DownloadProgress {
  phase: DownloadPhase;
  percent: number;
}

/** 80 characters: 240 bytes of Chinese, and '.zip' still fits in 255. */
export const FILE_NAME_MAX_CHARS = 80;

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
const UNSAFE = /[\\/:*?"<>|\u0000-\u001f\u007f-\u009f]/g;
const WINDOWS_DEVICE = /^(con|prn|aux|nul|com\d|lpt\d)$/i;

/** The goods title as a file name (without extension): unsafe characters removed, capped, never empty. */
export function safeFileName(title: string, fallback: string = appText.downloadNameFallback): string {
  // Line breaks and tabs are spaces to a reader: they become one, before the rest is removed.
  const cleaned = title.replace(/\s/g, ' ').replace(UNSAFE, '').replace(/ +/g, ' ').trim();
  // Cut by code points, so a character outside the BMP is never split in half.
  const capped = Array.from(cleaned).slice(0, FILE_NAME_MAX_CHARS).join('');
  // Leading dots hide a file on Unix; trailing dots and spaces are dropped by Windows.
  const name = capped.replace(/^[.\s]+|[.\s]+$/g, '');
  if (name === '') return fallback;
  return WINDOWS_DEVICE.test(name) ? `${name}_` : name;
}

export const zipFileName = (title: string) => `${safeFileName(title)}.zip`;

/** Spec §9: the n-th entry (from 1) is n.mp4 for a video, n.jpg for an image. */
export function zipEntryName(position: number, item: Pick<MediaItem, 'IsVideo'>): string {
  return `${position}.${item.IsVideo ? 'mp4' : 'jpg'}`;
}

/** The zip's files: the goods' imageList in its order (the main media first, then the gallery). */
export function zipFiles(host: string, imageList: readonly MediaItem[]): DownloadFile[] {
  return imageList.map((item, index) => ({
    name: zipEntryName(index + 1, item),
    url: mediaFileUrl(host, item),
  }));
}

/**
 * The video 下载视频 saves, or null when the goods has none (spec §5: 当前商品没有可下载的视频！).
 * The main media is the video when pics[0].type is 2; a video elsewhere in imageList counts too.
 */
export function videoFile(
  host: string,
  goods: Pick<Goods, 'PName' | 'pics' | 'imageList'>,
): DownloadFile | null {
  const main = goods.pics[0];
  const name = `${safeFileName(goods.PName)}.mp4`;
  if (main?.type === 2) return { name, url: mediaPathUrl(host, main.file) };
  const listed = goods.imageList.find((item) => item.IsVideo === 1);
  return listed ? { name, url: mediaFileUrl(host, listed) } : null;
}

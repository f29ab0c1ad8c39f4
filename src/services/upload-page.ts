/**
 * 上传到平台 (spec §7 browser navigations): open the platform's upload page
 * /api/mini/goods/upload/view/{goodsId}/{platform name} in a new tab. Synchronous, so that it
 * runs inside the click that chose the platform (a popup blocker allows only that).
 */
import type { UploadPlatform } from '@/rules/upload-platforms';
import { bases } from './config';
import { openInNewTab } from './new-tab';

/** The page's URL, and whether its tab opened (false when a popup blocker stopped it). */
export function openUploadPage(goodsId: number, platform: UploadPlatform): { url: string; opened: boolean } {
  const url = uploadPageUrl(goodsId, platform);
  return { url, opened: openInNewTab(url) };
}

/** The upload page of a short-video platform, opened in a new tab (spec §7). */
export function uploadPageUrl(goodsId: number, platform: string, host = bases.site): string {
  return `${host}/api/mini/goods/upload/view/${goodsId}/${encodeURIComponent(platform)}`;
}

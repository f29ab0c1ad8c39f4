/**
 * Spec §9: the short-video platforms an upload page exists for — 抖音, 快手, 视频号, 小红书, in
 * the chooser's order. The upload page's URL names a platform by the same Chinese name the
 * chooser shows (server/routes/transfer.ts accepts exactly these), so the labels are the values.
 */
import { labels } from '@/copy/copy';

export const UPLOAD_PLATFORMS = [
  labels.douyin,
  labels.kuaishou,
  labels.channels,
  labels.xiaohongshu,
] as const;

export type UploadPlatform = (typeof UPLOAD_PLATFORMS)[number];

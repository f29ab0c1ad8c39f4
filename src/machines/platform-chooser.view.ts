/**
 * platform-chooser's view-model: the pure selectors from the machine's snapshot to what its view shows
 * (the chart is platform-chooser.machine.ts beside it). Nothing here changes state.
 */
import type { UploadPlatform } from '@/rules/upload-platforms';
import { UPLOAD_PLATFORMS } from '@/rules/upload-platforms';
import type { PlatformChooserSnapshot } from './platform-chooser.machine';

export type PlatformChooserNotice =
  | { kind: 'opened'; platform: UploadPlatform; url: string }
  | { kind: 'blocked'; platform: UploadPlatform; url: string }
  | { kind: 'failed'; platform: UploadPlatform };

export interface PlatformChooserViewData {
  /** the dialog 请选择要上传的平台 */
  open: boolean;
  platforms: readonly UploadPlatform[];
  notice: PlatformChooserNotice | null;
}

/** What the 上传到平台 button, its dialog and its notice show, derived from the snapshot only. */
export function toPlatformChooserView(snapshot: PlatformChooserSnapshot): PlatformChooserViewData {
  return { open: snapshot.matches('open'), platforms: UPLOAD_PLATFORMS, notice: noticeOf(snapshot) };
}

function noticeOf(snapshot: PlatformChooserSnapshot): PlatformChooserNotice | null {
  const { platform, url } = snapshot.context;
  if (!platform) return null;
  if (url && snapshot.matches({ closed: 'opened' })) return { kind: 'opened', platform, url };
  if (url && snapshot.matches({ closed: 'blocked' })) return { kind: 'blocked', platform, url };
  if (snapshot.matches({ closed: 'failed' })) return { kind: 'failed', platform };
  return null;
}

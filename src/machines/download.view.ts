/**
 * download's view-model: the pure selectors from the machine's snapshot to what its view shows
 * (the chart is download.machine.ts beside it). Nothing here changes state.
 */
import type { DownloadProgress } from '@/rules/download-files';
import type { DownloadSnapshot } from './download.machine';

export type DownloadNotice =
  | { kind: 'zipSaved' }
  | { kind: 'videoSaved' }
  | { kind: 'noVideo' }
  | { kind: 'failed'; message: string | null };

export interface DownloadViewData {
  /** which download runs: its button shows it, and neither takes a click */
  busy: 'zip' | 'video' | null;
  /** the ring (spec §2, §4): shown until the file is saved or the download fails */
  progress: DownloadProgress | null;
  notice: DownloadNotice | null;
}

function noticeOf(snapshot: DownloadSnapshot): DownloadNotice | null {
  if (snapshot.matches({ idle: 'zipSaved' })) return { kind: 'zipSaved' };
  if (snapshot.matches({ idle: 'videoSaved' })) return { kind: 'videoSaved' };
  if (snapshot.matches({ idle: 'noVideo' })) return { kind: 'noVideo' };
  if (snapshot.matches({ idle: 'failed' })) return { kind: 'failed', message: snapshot.context.error };
  return null;
}

/** What the download buttons, the ring and the notice show, derived from the snapshot only. */
export function toDownloadView(snapshot: DownloadSnapshot): DownloadViewData {
  const zipping = snapshot.matches('collecting') || snapshot.matches('saving');
  const busy =
    zipping || snapshot.matches('reporting') ? 'zip' : snapshot.matches('fetchingVideo') ? 'video' : null;
  const progress = snapshot.matches('saving')
    ? { phase: 'zipping' as const, percent: 100 }
    : snapshot.matches('collecting') || snapshot.matches('fetchingVideo')
      ? snapshot.context.progress
      : null;
  return { busy, progress, notice: noticeOf(snapshot) };
}

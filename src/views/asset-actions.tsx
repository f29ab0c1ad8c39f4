/**
 * The goods' assets under the gallery (spec §2, §4, §7): 下载图片视频 (the zip), 下载视频 (the video
 * alone) and 上传到平台 (the platform chooser), the download's progress ring, and each action's
 * notice on its own line below the buttons.
 *
 * Two machines answer here, each through its own view: `DownloadActions` renders the download
 * machine, `UploadAction` the platform chooser. `AssetActions` lays them out in one row;
 * `AssetParts` subscribes each to its child of the detail page.
 *
 * The detail page loads this module as a lazy part (detail-page-view.tsx): the buttons are only
 * used once the buyer acts, so their code is not in the page's first load (issue #17's 150 kB
 * budget). The server's HTML holds them whole, and the browser hydrates them once their code is
 * here (a tap before that is replayed by React).
 */
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { appText, fill, labels, notices } from '@/copy/copy';
import { laterText } from '@/copy/later-text';
import type { DownloadRef, PlatformChooserRef } from '@/machines/detail-page.machine';
import type { DownloadEvent } from '@/machines/download.machine';
import { type DownloadNotice, type DownloadViewData, toDownloadView } from '@/machines/download.view';
import type { PlatformChooserEvent } from '@/machines/platform-chooser.machine';
import {
  type PlatformChooserNotice,
  type PlatformChooserViewData,
  toPlatformChooserView,
} from '@/machines/platform-chooser.view';
import { InlineNotice } from './inline-notice';
import { lazyDialog, lazyPart } from './lazy-part';

// Shown only while a download runs, after a click: its code loads with the other lazy parts at
// the buyer's first interaction, not with the page (issue #7's first-load budget).
const DownloadProgress = lazyPart(
  'downloadProgress',
  () => import('./download-progress'),
  (module) => module.DownloadProgress,
);

// Loads when first opened (lazy-part.tsx), not with the page.
const PlatformChooserDialog = lazyDialog(
  'platformChooserDialog',
  () => import('./platform-chooser-dialog'),
  (m) => m.PlatformChooserDialog,
);

const buttonClass =
  'inline-flex h-9 items-center justify-center rounded border border-neutral-300 bg-white px-3 text-sm text-neutral-700 hover:border-brand-500 hover:text-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 aria-busy:cursor-progress aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

/** One row of asset buttons; each notice wraps onto its own line below them. */
export function AssetActions({ children }: { children: ReactNode }) {
  return (
    // min-h-12: the ring is taller than the buttons; its coming and going moves nothing below.
    <section aria-label={appText.assetActions} className="mt-3 flex min-h-12 flex-wrap items-center gap-2">
      {children}
    </section>
  );
}

function NoticeLine({ children }: { children: ReactNode }) {
  return <div className="order-last basis-full">{children}</div>;
}

function downloadNoticeText(notice: DownloadNotice): string {
  switch (notice.kind) {
    case 'zipSaved':
    case 'videoSaved':
      return notices.downloadOk;
    case 'noVideo':
      return notices.noVideo;
    case 'failed':
      return notice.message ?? laterText.downloadFailed;
  }
}

/** 下载图片视频 and 下载视频, the ring while a download runs, and the download's notice. */
export function DownloadActions({
  view,
  send,
}: {
  view: DownloadViewData;
  send: (event: DownloadEvent) => void;
}) {
  const { busy, progress, notice } = view;
  return (
    <>
      <button
        type="button"
        className={buttonClass}
        aria-busy={busy === 'zip'}
        // Clicks while a download runs are ignored by the machine; the button says so too.
        aria-disabled={busy !== null}
        onClick={() => send({ type: 'user.downloadZip' })}
      >
        {busy === 'zip' ? laterText.downloadingZip : labels.downloadAll}
      </button>
      <button
        type="button"
        className={buttonClass}
        aria-busy={busy === 'video'}
        aria-disabled={busy !== null}
        onClick={() => send({ type: 'user.downloadVideo' })}
      >
        {busy === 'video' ? laterText.downloadingVideo : labels.downloadVideo}
      </button>
      {progress && (
        // After 上传到平台, so the ring's coming and going moves no button.
        <div className="order-1">
          <DownloadProgress progress={progress} />
        </div>
      )}
      {notice && (
        <NoticeLine>
          <InlineNotice
            tone={notice.kind === 'zipSaved' || notice.kind === 'videoSaved' ? 'success' : 'error'}
            onDismiss={() => send({ type: 'user.dismissNotice' })}
          >
            {downloadNoticeText(notice)}
          </InlineNotice>
        </NoticeLine>
      )}
    </>
  );
}

function uploadPageLink(notice: Extract<PlatformChooserNotice, { url: string }>) {
  return (
    <a
      href={notice.url}
      target="_blank"
      rel="noopener"
      className="ml-1 font-medium underline underline-offset-2"
    >
      {fill(laterText.openUploadPage, { platform: notice.platform })}
    </a>
  );
}

function UploadNoticeText({ notice }: { notice: PlatformChooserNotice }) {
  switch (notice.kind) {
    case 'opened':
      return (
        <>
          {fill(laterText.uploadPageOpened, { platform: notice.platform })}
          {uploadPageLink(notice)}
        </>
      );
    case 'blocked':
      return (
        <>
          {laterText.uploadPageBlocked}
          {uploadPageLink(notice)}
        </>
      );
    case 'failed':
      return <>{fill(laterText.uploadPageFailed, { platform: notice.platform })}</>;
  }
}

/** 上传到平台, its dialog 请选择要上传的平台, and the notice of the page it opened. */
export function UploadAction({
  view,
  send,
}: {
  view: PlatformChooserViewData;
  send: (event: PlatformChooserEvent) => void;
}) {
  return (
    <>
      <button
        type="button"
        className={buttonClass}
        aria-haspopup="dialog"
        onClick={() => send({ type: 'user.openChooser' })}
      >
        {labels.uploadToPlatform}
      </button>
      {view.notice && (
        <NoticeLine>
          <InlineNotice
            tone={view.notice.kind === 'opened' ? 'success' : 'error'}
            onDismiss={() => send({ type: 'user.dismissNotice' })}
          >
            <UploadNoticeText notice={view.notice} />
          </InlineNotice>
        </NoticeLine>
      )}
      <PlatformChooserDialog open={view.open} view={view} send={send} />
    </>
  );
}

/** 下载图片视频, 下载视频, the progress ring and their notice, subscribed to the download child. */
function Download({ actor }: { actor: DownloadRef }) {
  const download = useSelector(actor, toDownloadView);
  return <DownloadActions view={download} send={actor.send} />;
}

/** 上传到平台 with its dialog and notice, subscribed to the platformChooser child. */
function PlatformChooser({ actor }: { actor: PlatformChooserRef }) {
  const chooser = useSelector(actor, toPlatformChooserView);
  return <UploadAction view={chooser} send={actor.send} />;
}

/** The row of the detail page's asset actions, each following its own child actor. */
export function AssetParts({
  download,
  platformChooser,
}: {
  download: DownloadRef | undefined;
  platformChooser: PlatformChooserRef | undefined;
}) {
  return (
    <AssetActions>
      {download && <Download actor={download} />}
      {platformChooser && <PlatformChooser actor={platformChooser} />}
    </AssetActions>
  );
}

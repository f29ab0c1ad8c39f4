/**
 * download: 下载图片视频 (the zip) and 下载视频 (the video alone), spec §2, §4, §5, §7, §8, §9.
 *
 *   idle ┬ quiet       ──user.downloadZip──▶ collecting ──done──▶ saving ──done──▶ reporting ┬ done ─▶ idle.zipSaved
 *        ├ zipSaved         (download.progress: %)   └─error─┐       └─error─┐             └ error ▶ idle.zipSaved
 *        ├ videoSaved                                        ▼               ▼
 *        ├ noVideo     ◀─user.downloadVideo [no video]     idle.failed ◀─────┘
 *        └ failed      ──user.downloadVideo [video]──▶ fetchingVideo ──done──▶ idle.videoSaved
 *                                                     (download.progress: %) └─error─▶ idle.failed
 *   idle.* ──user.dismissNotice──▶ idle.quiet
 *
 * Each notice is a state of `idle` (as in purchase and favourite), so a test sees it and the view
 * shows it; the next download replaces it. The busy states take no download event: a second
 * click while a download runs does nothing.
 *
 * The zip is three steps because each can fail on its own and the buyer should know which: the
 * media are fetched and zipped (collecting: the progress ring, spec §4), the zip is saved
 * (saving), then the download is counted (reporting, spec §7 download/update). The count is ours,
 * not the buyer's: once the zip is saved a failed count is still 下载成功！. The spec leaves a
 * failed zip silent (§8); we say it failed, and the ring goes.
 *
 * Progress reaches the chart as download.progress events: the collect and video actors are
 * given a callback (in their input) that sends them to this actor; they arrive only while a
 * download runs, and any other state ignores a late one.
 */
import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import type { Goods } from '@/domain/goods';
import {
  type DownloadFile,
  type DownloadPhase,
  type DownloadProgress,
  videoFile,
  zipFileName,
  zipFiles,
} from '@/rules/download-files';
import { failureMessage } from './api-failure';
import { lazyMachine } from './lazy-machine';
import { notProvided } from './not-provided';

export interface DownloadInput {
  goodsId: number;
  /** the goods title made safe, + '.zip' (spec §9) */
  zipName: string;
  /** the zip's entries: 1.mp4, 2.jpg, … in gallery order (spec §9) */
  files: DownloadFile[];
  /** the video 下载视频 saves; null when the goods has none (spec §5) */
  video: DownloadFile | null;
}

export interface DownloadContext extends DownloadInput {
  /** the running download's progress; what the ring shows */
  progress: DownloadProgress;
  /** why the last download failed, in Chinese */
  error: string | null;
}

/** What the collect and video actors are given: the files and where to report progress. */
export interface CollectZipInput {
  files: DownloadFile[];
  onProgress: (progress: DownloadProgress) => void;
}
export interface SaveZipInput {
  blob: Blob;
  fileName: string;
}
export interface SaveVideoInput {
  video: DownloadFile;
  onProgress: (progress: DownloadProgress) => void;
}

export type DownloadEvent =
  | { type: 'user.downloadZip' }
  | { type: 'user.downloadVideo' }
  | { type: 'user.dismissNotice' }
  | { type: 'download.progress'; phase: DownloadPhase; percent: number };

/** What the detail page gives this chart for its goods (none yet: nothing to download). */
export function downloadInput(goodsId: number, goods: Goods | null, imageHost: string): DownloadInput {
  return {
    goodsId,
    zipName: zipFileName(goods?.PName ?? ''),
    files: goods ? zipFiles(imageHost, goods.imageList) : [],
    video: goods ? videoFile(imageHost, goods) : null,
  };
}

const starting: DownloadProgress = { phase: 'fetching', percent: 0 };

export const downloadMachine = lazyMachine(() =>
  setup({
    types: {} as {
      context: DownloadContext;
      input: DownloadInput;
      events: DownloadEvent;
      children: {
        collectZip: 'collectZip';
        saveZip: 'saveZip';
        reportDownload: 'reportDownload';
        saveVideo: 'saveVideo';
      };
    },
    actors: {
      // Provided by the route: services/zip-download collectZip, saveFile, downloadVideo, and
      // services/goods-api reportDownload.
      collectZip: fromPromise<Blob, CollectZipInput>(notProvided('download', 'collectZip')),
      saveZip: fromPromise<void, SaveZipInput>(notProvided('download', 'saveZip')),
      reportDownload: fromPromise<unknown, { goodsId: number }>(notProvided('download', 'reportDownload')),
      saveVideo: fromPromise<void, SaveVideoInput>(notProvided('download', 'saveVideo')),
    },
    guards: {
      hasVideo: ({ context }) => context.video !== null,
    },
    actions: {
      startProgress: assign({ progress: starting, error: null }),
      trackProgress: assign({
        progress: ({ context, event }) =>
          event.type === 'download.progress'
            ? // Never backwards, whatever order the reports come in.
              {
                phase: event.phase,
                percent: Math.max(context.progress.percent, Math.min(100, event.percent)),
              }
            : context.progress,
      }),
      rememberFailure: assign({
        error: ({ event }) => ('error' in event ? failureMessage(event.error, '') || null : null),
      }),
    },
  }).createMachine({
    id: 'download',
    meta: { title: '素材下载', spec: '§4 §9' },
    context: ({ input }) => ({ ...input, progress: starting, error: null }),
    initial: 'idle',
    states: {
      idle: {
        meta: { title: '可下载', spec: '§2' },
        initial: 'quiet',
        on: {
          'user.downloadZip': {
            target: 'collecting',
            actions: 'startProgress',
            description: '点“下载图片视频”：按图集顺序下载全部图片和视频并打包',
          },
          'user.downloadVideo': [
            {
              guard: 'hasVideo',
              target: 'fetchingVideo',
              actions: 'startProgress',
              description: '点“下载视频”（商品有视频）：下载视频文件',
            },
            {
              target: '.noVideo',
              description: '点“下载视频”，但商品没有视频：提示“当前商品没有可下载的视频！”',
            },
          ],
        },
        states: {
          quiet: { meta: { title: '无提示', spec: '§2' } },
          zipSaved: {
            meta: { title: '压缩包已保存', spec: '§8 §9' },
            on: { 'user.dismissNotice': { target: 'quiet', description: '关闭提示' } },
          },
          videoSaved: {
            meta: { title: '视频已保存', spec: '§8' },
            on: { 'user.dismissNotice': { target: 'quiet', description: '关闭提示' } },
          },
          noVideo: {
            meta: { title: '没有可下载的视频', spec: '§5 §8' },
            on: { 'user.dismissNotice': { target: 'quiet', description: '关闭提示' } },
          },
          failed: {
            meta: { title: '下载失败', spec: '§8' },
            on: { 'user.dismissNotice': { target: 'quiet', description: '关闭提示' } },
          },
        },
      },
      collecting: {
        meta: { title: '正在下载并打包', spec: '§4 §9' },
        on: {
          'download.progress': { actions: 'trackProgress', description: '进度更新：环形进度条显示百分比' },
        },
        invoke: {
          id: 'collectZip',
          src: 'collectZip',
          input: ({ context, self }) => ({
            files: context.files,
            onProgress: (progress: DownloadProgress) => self.send({ type: 'download.progress', ...progress }),
          }),
          onDone: { target: 'saving', description: '全部素材已下载并打包' },
          onError: {
            target: 'idle.failed',
            actions: 'rememberFailure',
            description: '有素材下载失败：进度条消失，提示下载失败',
          },
        },
      },
      saving: {
        meta: { title: '正在保存压缩包', spec: '§9' },
        invoke: {
          id: 'saveZip',
          src: 'saveZip',
          // The zip comes with the event that entered this state (collectZip's done: nothing else
          // enters it), and is not kept in context, so it is let go once saved.
          input: ({ context, event }) => ({
            blob: (event as unknown as { output: Blob }).output,
            fileName: context.zipName,
          }),
          onDone: { target: 'reporting', description: '压缩包已交给浏览器保存（以商品标题命名）' },
          onError: {
            target: 'idle.failed',
            actions: 'rememberFailure',
            description: '浏览器无法保存文件：提示下载失败',
          },
        },
      },
      reporting: {
        meta: { title: '正在记录下载次数', spec: '§7' },
        invoke: {
          id: 'reportDownload',
          src: 'reportDownload',
          input: ({ context }) => ({ goodsId: context.goodsId }),
          onDone: { target: 'idle.zipSaved', description: '下载次数已记录：提示“下载成功！”' },
          onError: {
            target: 'idle.zipSaved',
            description: '下载次数没记上：文件已保存，仍提示“下载成功！”',
          },
        },
      },
      fetchingVideo: {
        meta: { title: '正在下载视频', spec: '§8' },
        on: {
          'download.progress': { actions: 'trackProgress', description: '进度更新：环形进度条显示百分比' },
        },
        invoke: {
          id: 'saveVideo',
          src: 'saveVideo',
          input: ({ context, self }) => ({
            // The guard let us in only with a video.
            video: context.video as DownloadFile,
            onProgress: (progress: DownloadProgress) => self.send({ type: 'download.progress', ...progress }),
          }),
          onDone: { target: 'idle.videoSaved', description: '视频已保存：提示“下载成功！”' },
          onError: {
            target: 'idle.failed',
            actions: 'rememberFailure',
            description: '视频下载失败：进度条消失，提示下载失败',
          },
        },
      },
    },
  }),
);

export type DownloadSnapshot = SnapshotFrom<typeof downloadMachine>;

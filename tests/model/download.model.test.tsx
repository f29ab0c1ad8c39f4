/**
 * download, model-based: every path generated from the machine runs against the real asset
 * buttons (下载图片视频, 下载视频), the progress ring and the notice. The buyer clicks; the collect,
 * save, report and video actors are deferred actors settled by the path's done/error steps, and
 * a download.progress step is the running actor calling the progress callback it was given, as
 * services/zip-download does. The machine is run for a goods with a video and one without
 * (spec §5: 当前商品没有可下载的视频！), and the two sets of paths cover it together.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMachine } from '@xstate/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import type { EventFrom } from 'xstate';
import { appText, labels, notices } from '@/copy/copy';
import { laterText } from '@/copy/later-text';
import {
  type CollectZipInput,
  type DownloadInput,
  downloadInput,
  downloadMachine,
  type SaveVideoInput,
  type SaveZipInput,
} from '@/machines/download.machine';
import { toDownloadView } from '@/machines/download.view';
import { ApiError } from '@/services/api-error';
import { AssetActions, DownloadActions } from '@/views/asset-actions';
import { goodsFixture } from '../support/goods-fixture';
import { expectFullCoverage } from './support/coverage-record';
import { deferredActor } from './support/deferred-actor';
import { leafStateIds } from './support/graph-coverage';
import { inspectLive, resetLive } from './support/live-actor';
import { pathName } from './support/path-name';
import { modelOf, runPath } from './support/run-path';

const media = (FName: string, IsVideo: 0 | 1 = 0) => ({
  IsVideo,
  IsEncry: 0 as const,
  Path: 'goods/1001',
  FName,
});
/** A goods whose main media is a video, then two gallery images (the zip: 1.mp4, 2.jpg, 3.jpg). */
const withVideo: DownloadInput = downloadInput(
  1001,
  goodsFixture({ imageList: [media('main.mp4', 1), media('g1.jpg'), media('g2.jpg')] }),
  '',
);
/** Images only (goods 1002 of the demo): 下载视频 has nothing to save. */
const withoutVideo: DownloadInput = downloadInput(
  1002,
  goodsFixture({
    ID: 1002,
    PName: '长耳朵垂耳兔公仔',
    pics: [{ type: 1, file: '/UpLoad/goods/1002/main.jpg' }],
    imageList: [media('main.jpg'), media('g1.jpg')],
  }),
  '',
);

const zip = new Blob(['PK'], { type: 'application/zip' });
const fileFailed = new Error('2.jpg 下载失败（404），请稍后重试');
const saveRefused = new Error('浏览器无法保存文件');
const reportFailed = new ApiError('http', appText.serverError, 503);
const videoFailed = new Error('视频 下载失败，请检查网络后重试');

type ModelEvent =
  | EventFrom<typeof downloadMachine>
  | { type: 'xstate.done.actor.collectZip'; output: Blob }
  | { type: 'xstate.error.actor.collectZip'; error: Error }
  | { type: 'xstate.done.actor.saveZip'; output: undefined }
  | { type: 'xstate.error.actor.saveZip'; error: Error }
  | { type: 'xstate.done.actor.reportDownload'; output: { BuyNum: number } }
  | { type: 'xstate.error.actor.reportDownload'; error: ApiError }
  | { type: 'xstate.done.actor.saveVideo'; output: undefined }
  | { type: 'xstate.error.actor.saveVideo'; error: Error };

const events = [
  { type: 'user.downloadZip' },
  { type: 'user.downloadVideo' },
  { type: 'user.dismissNotice' },
  { type: 'download.progress', phase: 'fetching', percent: 40 },
  { type: 'download.progress', phase: 'zipping', percent: 95 },
  { type: 'xstate.done.actor.collectZip', output: zip },
  { type: 'xstate.error.actor.collectZip', error: fileFailed },
  { type: 'xstate.done.actor.saveZip', output: undefined },
  { type: 'xstate.error.actor.saveZip', error: saveRefused },
  { type: 'xstate.done.actor.reportDownload', output: { BuyNum: 1295 } },
  { type: 'xstate.error.actor.reportDownload', error: reportFailed },
  { type: 'xstate.done.actor.saveVideo', output: undefined },
  { type: 'xstate.error.actor.saveVideo', error: videoFailed },
] satisfies ModelEvent[];

// The percent lives in context and changes along a path; which state the chart is in is what matters.
const byState = { serializeState: (snapshot: { value: unknown }) => JSON.stringify(snapshot.value) };
const videoModel = modelOf(downloadMachine, events, withVideo, byState);
const imagesModel = modelOf(downloadMachine, events, withoutVideo, byState);

/** What the path has done so far: the ring's percent and phase, the failure the notice must name. */
let percent = 0;
let phase: 'fetching' | 'zipping' = 'fetching';
let failure = '';

const button = (name: string) => screen.getByRole('button', { name });
const ring = () => screen.queryByRole('progressbar');

function expectRing(value: number) {
  const bar = screen.getByRole('progressbar');
  expect(bar).toHaveAttribute('aria-valuenow', String(value));
  expect(bar).toHaveTextContent(`${value}%`);
}

function expectIdleButtons() {
  for (const name of [labels.downloadAll, labels.downloadVideo]) {
    expect(button(name)).toHaveAttribute('aria-busy', 'false');
    expect(button(name)).toHaveAttribute('aria-disabled', 'false');
  }
  // The ring goes when the download is over, whichever way it ended (spec §4).
  expect(ring()).toBeNull();
}

const stateAssertions: Record<string, () => void> = {
  'download.idle.quiet': () => {
    expectIdleButtons();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  },
  'download.idle.zipSaved': () => {
    expectIdleButtons();
    expect(screen.getByRole('status')).toHaveTextContent(notices.downloadOk);
  },
  'download.idle.videoSaved': () => {
    expectIdleButtons();
    expect(screen.getByRole('status')).toHaveTextContent(notices.downloadOk);
  },
  'download.idle.noVideo': () => {
    expectIdleButtons();
    expect(screen.getByRole('alert')).toHaveTextContent(notices.noVideo);
  },
  'download.idle.failed': () => {
    // The spec's zip failure is silent (§8); ours names what failed.
    expectIdleButtons();
    expect(screen.getByRole('alert')).toHaveTextContent(failure);
    expect(screen.queryByRole('status')).toBeNull();
  },
  'download.collecting': () => {
    expect(button(laterText.downloadingZip)).toHaveAttribute('aria-busy', 'true');
    expect(button(labels.downloadVideo)).toHaveAttribute('aria-disabled', 'true');
    expectRing(percent);
    expect(screen.getByRole('progressbar')).toHaveAccessibleName(
      phase === 'zipping' ? laterText.zipping : laterText.downloading,
    );
  },
  'download.saving': () => {
    expect(button(laterText.downloadingZip)).toHaveAttribute('aria-busy', 'true');
    expectRing(100);
  },
  'download.reporting': () => {
    // Saved: the ring is done; the button stays busy until the count is sent.
    expect(button(laterText.downloadingZip)).toHaveAttribute('aria-busy', 'true');
    expect(ring()).toBeNull();
  },
  'download.fetchingVideo': () => {
    expect(button(laterText.downloadingVideo)).toHaveAttribute('aria-busy', 'true');
    expect(button(labels.downloadAll)).toHaveAttribute('aria-disabled', 'true');
    expectRing(percent);
  },
};

function harness(input: DownloadInput) {
  return {
    input,
    collect: deferredActor<Blob, CollectZipInput>(),
    saveZip: deferredActor<void, SaveZipInput>(),
    report: deferredActor<unknown, { goodsId: number }>(),
    video: deferredActor<void, SaveVideoInput>(),
  };
}
type Harness = ReturnType<typeof harness>;
type Executor = (event: ModelEvent, h: Harness) => Promise<void>;

const errorOf = (event: ModelEvent) => (event as { error: Error }).error;

const gestures = {
  'user.downloadZip': async (_event, h) => {
    percent = 0;
    phase = 'fetching';
    // A double click, then 下载视频 while the zip runs: one download only.
    await userEvent.dblClick(button(labels.downloadAll));
    await userEvent.click(button(labels.downloadVideo));
    expect(h.collect.waiting).toBe(1);
    expect(h.video.waiting).toBe(0);
    // Spec §9: the entries in gallery order, n.mp4 / n.jpg.
    expect(h.collect.nextInput?.files.map((file) => file.name)).toEqual(h.input.files.map((f) => f.name));
  },
  'user.downloadVideo': async (_event, h) => {
    percent = 0;
    phase = 'fetching';
    await userEvent.dblClick(button(labels.downloadVideo));
    if (h.input.video) {
      await userEvent.click(button(labels.downloadAll));
      expect(h.video.waiting).toBe(1);
      expect(h.video.nextInput?.video).toEqual(h.input.video);
      expect(h.collect.waiting).toBe(0);
    } else expect(h.video.waiting).toBe(0);
  },
  'user.dismissNotice': async () => {
    await userEvent.click(button(appText.closeNotice));
  },
  'download.progress': async (event, h) => {
    const reported = event as Extract<ModelEvent, { type: 'download.progress' }>;
    percent = Math.max(percent, reported.percent);
    phase = reported.phase;
    const running = h.collect.waiting > 0 ? h.collect.nextInput : h.video.nextInput;
    await act(async () => running?.onProgress({ phase: reported.phase, percent: reported.percent }));
  },
  'xstate.done.actor.collectZip': async (_event, h) => {
    await act(async () => h.collect.resolve(zip));
    // The zip goes to the save under the goods title (spec §9).
    expect(h.saveZip.nextInput).toEqual({ blob: zip, fileName: h.input.zipName });
  },
  'xstate.error.actor.collectZip': async (event, h) => {
    failure = errorOf(event).message;
    await act(async () => h.collect.reject(errorOf(event)));
  },
  'xstate.done.actor.saveZip': async (_event, h) => {
    await act(async () => h.saveZip.resolve());
    // Spec §7: POST download/update {goods_id} after a zip download.
    expect(h.report.nextInput).toEqual({ goodsId: h.input.goodsId });
  },
  'xstate.error.actor.saveZip': async (event, h) => {
    failure = errorOf(event).message;
    await act(async () => h.saveZip.reject(errorOf(event)));
  },
  'xstate.done.actor.reportDownload': async (_event, h) => {
    await act(async () => h.report.resolve({ BuyNum: 1295 }));
  },
  'xstate.error.actor.reportDownload': async (event, h) => {
    await act(async () => h.report.reject(errorOf(event)));
  },
  'xstate.done.actor.saveVideo': async (_event, h) => {
    await act(async () => h.video.resolve());
  },
  'xstate.error.actor.saveVideo': async (event, h) => {
    failure = errorOf(event).message;
    await act(async () => h.video.reject(errorOf(event)));
  },
} satisfies Record<ModelEvent['type'], Executor>;

/** The transition cover of each input: with a video, 下载视频 fetches it; without, it says there is none. */
const sets = [
  { label: 'with a video', input: withVideo, paths: videoModel.transitionCover() },
  { label: 'images only', input: withoutVideo, paths: imagesModel.transitionCover() },
];

function Screen({ h }: { h: Harness }) {
  const logic = downloadMachine.provide({
    actors: {
      collectZip: h.collect.logic,
      saveZip: h.saveZip.logic,
      reportDownload: h.report.logic,
      saveVideo: h.video.logic,
    },
  });
  const [snapshot, send] = useMachine(logic, { input: h.input, inspect: inspectLive });
  return (
    <AssetActions>
      <DownloadActions view={toDownloadView(snapshot)} send={send} />
    </AssetActions>
  );
}

describe('download model', () => {
  it('covers every state and transition of the machine, with a video and without', () => {
    expectFullCoverage(
      downloadMachine,
      sets.flatMap((set) => set.paths),
    );
  });

  it('has an assertion for every leaf state, and no assertion for a state that does not exist', () => {
    expect(Object.keys(stateAssertions).sort()).toEqual(leafStateIds(downloadMachine).sort());
  });

  it('shows the asset buttons as one labelled group', async () => {
    render(<Screen h={harness(withVideo)} />);
    const group = screen.getByRole('region', { name: appText.assetActions });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([labels.downloadAll, labels.downloadVideo]);
  });

  // Written out, not generated: the paths are told apart by state only, so none starts a second
  // download after a first one's progress, and every failure they play has a reason
  // (docs/MUTATION.md).
  it('starts the ring of each download at 0, whatever the last one reached, and names no reason it was not given', async () => {
    const h = harness(withVideo);
    render(<Screen h={h} />);
    await userEvent.click(button(labels.downloadAll));
    await act(async () => h.collect.nextInput?.onProgress({ phase: 'zipping', percent: 95 }));
    expectRing(95);
    await act(async () => h.collect.reject(new Error('')));
    expect(screen.getByRole('alert')).toHaveTextContent(laterText.downloadFailed);
    await userEvent.click(button(labels.downloadVideo));
    expectRing(0);
    await act(async () => h.video.nextInput?.onProgress({ phase: 'fetching', percent: 30 }));
    expectRing(30);
    await act(async () => h.video.resolve());
    await userEvent.click(button(labels.downloadAll));
    expectRing(0);
  });

  for (const set of sets) {
    describe(set.label, () => {
      for (const path of set.paths) {
        it(pathName(path), async () => {
          percent = 0;
          phase = 'fetching';
          failure = '';
          resetLive();
          const h = harness(set.input);
          render(<Screen h={h} />);
          await runPath(path as never, stateAssertions, gestures as never, h);
        });
      }
    });
  }
});

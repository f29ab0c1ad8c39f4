/**
 * platformChooser, model-based: every path generated from the machine runs against the real
 * 上传到平台 button, its dialog 请选择要上传的平台 and the notice. The buyer clicks the button, a
 * platform, 取消 (or presses Esc); opening the upload page is a deferred actor settled by the
 * path's done/error steps: a tab that opened, a tab a popup blocker stopped, or a failure.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMachine } from '@xstate/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { createActor, type EventFrom } from 'xstate';
import { appText, fill, labels } from '@/copy/copy';
import { laterText } from '@/copy/later-text';
import {
  type OpenedUploadPage,
  type OpenUploadPageInput,
  platformChooserMachine,
} from '@/machines/platform-chooser.machine';
import { toPlatformChooserView } from '@/machines/platform-chooser.view';
import type { UploadPlatform } from '@/rules/upload-platforms';
import { uploadPageUrl } from '@/services/payment-api';
import { AssetActions, UploadAction } from '@/views/asset-actions';
import { expectFullCoverage } from './support/coverage-record';
import { deferredActor } from './support/deferred-actor';
import { leafStateIds } from './support/graph-coverage';
import { inspectLive, resetLive } from './support/live-actor';
import { pathName } from './support/path-name';
import { modelOf, runPath } from './support/run-path';

const GOODS_ID = 1001;
const windowFailed = new Error('window.open is not allowed here');
/** A platform the dialog does not offer: choosing it is refused (the guard knownPlatform). */
const NOT_OFFERED = '微博' as UploadPlatform;

type ModelEvent =
  | EventFrom<typeof platformChooserMachine>
  | { type: 'xstate.done.actor.openUploadPage'; output: OpenedUploadPage }
  | { type: 'xstate.error.actor.openUploadPage'; error: Error };

const page = (platform: UploadPlatform, opened: boolean): ModelEvent => ({
  type: 'xstate.done.actor.openUploadPage',
  output: { url: uploadPageUrl(GOODS_ID, platform), opened },
});

const model = modelOf(
  platformChooserMachine,
  [
    { type: 'user.openChooser' },
    { type: 'user.choosePlatform', platform: labels.douyin },
    { type: 'user.choosePlatform', platform: labels.xiaohongshu },
    // fails knownPlatform: a platform the dialog does not offer (spec §9 names four)
    { type: 'user.choosePlatform', platform: NOT_OFFERED },
    { type: 'user.cancel' },
    { type: 'user.dismissNotice' },
    page(labels.douyin, true),
    page(labels.douyin, false),
    { type: 'xstate.error.actor.openUploadPage', error: windowFailed },
  ] satisfies ModelEvent[],
  { goodsId: GOODS_ID },
  // Which platform was chosen shows in the notice, not in the path's shape.
  { serializeState: (snapshot) => JSON.stringify(snapshot.value), refusals: true },
);

/** The platform the path chose last: its name is in the notice and in the page's URL. */
let chosen: UploadPlatform = labels.douyin;
/** How the path closes the dialog: 取消 and Esc take turns. */
let cancels = 0;

const uploadButton = () => screen.getByRole('button', { name: labels.uploadToPlatform });

function expectClosed() {
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(uploadButton()).toHaveAttribute('aria-haspopup', 'dialog');
}

function expectPageLink(container: HTMLElement) {
  const link = within(container).getByRole('link', {
    name: fill(laterText.openUploadPage, { platform: chosen }),
  });
  // Spec §7: /api/mini/goods/upload/view/{goodsId}/{platform name}, in a new tab.
  expect(link).toHaveAttribute(
    'href',
    `/api/mini/goods/upload/view/${GOODS_ID}/${encodeURIComponent(chosen)}`,
  );
  expect(link).toHaveAttribute('target', '_blank');
}

const stateAssertions: Record<string, () => void> = {
  'platformChooser.closed.quiet': () => {
    expectClosed();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  },
  'platformChooser.closed.opened': () => {
    expectClosed();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(fill(laterText.uploadPageOpened, { platform: chosen }));
    expectPageLink(status);
  },
  'platformChooser.closed.blocked': () => {
    expectClosed();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(laterText.uploadPageBlocked);
    expectPageLink(alert);
  },
  'platformChooser.closed.failed': () => {
    expectClosed();
    expect(screen.getByRole('alert')).toHaveTextContent(
      fill(laterText.uploadPageFailed, { platform: chosen }),
    );
  },
  'platformChooser.open': () => {
    const dialog = screen.getByRole('dialog', { name: labels.choosePlatform });
    // Spec §2, §9: the four platforms, then 取消.
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([labels.douyin, labels.kuaishou, labels.channels, labels.xiaohongshu, labels.cancel]);
  },
  'platformChooser.opening': () => {
    // The dialog is gone at once; the tab opens within the click.
    expectClosed();
    expect(screen.queryByRole('status')).toBeNull();
  },
};

function harness() {
  return { open: deferredActor<OpenedUploadPage, OpenUploadPageInput>() };
}
type Harness = ReturnType<typeof harness>;
type Executor = (event: ModelEvent, h: Harness) => Promise<void>;

const gestures = {
  'user.openChooser': async () => {
    await userEvent.click(uploadButton());
  },
  'user.choosePlatform': async (event, h) => {
    const { platform } = event as Extract<ModelEvent, { type: 'user.choosePlatform' }>;
    const dialog = screen.getByRole('dialog', { name: labels.choosePlatform });
    if (platform === NOT_OFFERED) {
      // The refusal as the buyer meets it: the dialog has no such button to press, and nothing opens.
      expect(within(dialog).queryByRole('button', { name: platform })).toBeNull();
      expect(h.open.waiting).toBe(0);
      return;
    }
    chosen = platform;
    await userEvent.click(within(dialog).getByRole('button', { name: chosen }));
    expect(h.open.waiting).toBe(1);
    expect(h.open.nextInput).toEqual({ goodsId: GOODS_ID, platform: chosen });
  },
  'user.cancel': async () => {
    cancels += 1;
    if (cancels % 2 === 1) {
      const dialog = screen.getByRole('dialog', { name: labels.choosePlatform });
      await userEvent.click(within(dialog).getByRole('button', { name: labels.cancel }));
    } else await userEvent.keyboard('{Escape}');
  },
  'user.dismissNotice': async () => {
    await userEvent.click(screen.getByRole('button', { name: appText.closeNotice }));
  },
  'xstate.done.actor.openUploadPage': async (event, h) => {
    const { opened } = (event as { output: OpenedUploadPage }).output;
    // The route's actor answers with the URL of the platform that was chosen.
    const input = h.open.nextInput as OpenUploadPageInput;
    await act(async () => h.open.resolve({ url: uploadPageUrl(input.goodsId, input.platform), opened }));
  },
  'xstate.error.actor.openUploadPage': async (event, h) => {
    await act(async () => h.open.reject((event as { error: Error }).error));
  },
} satisfies Record<ModelEvent['type'], Executor>;

const paths = model.transitionCover();

function Screen({ h }: { h: Harness }) {
  const logic = platformChooserMachine.provide({ actors: { openUploadPage: h.open.logic } });
  const [snapshot, send] = useMachine(logic, { input: { goodsId: GOODS_ID }, inspect: inspectLive });
  return (
    <AssetActions>
      <UploadAction view={toPlatformChooserView(snapshot)} send={send} />
    </AssetActions>
  );
}

describe('platformChooser model', () => {
  it('covers every state and transition of the machine', () => {
    expectFullCoverage(platformChooserMachine, paths);
  });

  it('has an assertion for every leaf state, and no assertion for a state that does not exist', () => {
    expect(Object.keys(stateAssertions).sort()).toEqual(leafStateIds(platformChooserMachine).sort());
  });

  // Written out, not generated: the paths play only the platforms the dialog offers, and follow
  // whatever guard the machine has (docs/MUTATION.md).
  it('opens the upload page of the four platforms the dialog offers, and of no other', () => {
    const open = createActor(platformChooserMachine, { input: { goodsId: GOODS_ID } }).start();
    open.send({ type: 'user.openChooser' });
    for (const platform of [labels.douyin, labels.kuaishou, labels.channels, labels.xiaohongshu])
      expect(open.getSnapshot().can({ type: 'user.choosePlatform', platform })).toBe(true);
    expect(open.getSnapshot().can({ type: 'user.choosePlatform', platform: '微博' as UploadPlatform })).toBe(
      false,
    );
    open.stop();
  });

  for (const path of paths) {
    it(pathName(path), async () => {
      chosen = labels.douyin;
      cancels = 0;
      resetLive();
      const h = harness();
      render(<Screen h={h} />);
      await runPath(path as never, stateAssertions, gestures as never, h);
    });
  }
});

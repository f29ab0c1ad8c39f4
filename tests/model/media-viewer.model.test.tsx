/**
 * mediaViewer, model-based: the gallery's full-screen viewer (issue #18). Every generated path
 * runs against the real gallery box (GalleryView, whose image opens the viewer) and the real
 * dialog (MediaViewerDialog); the buyer taps the image, double-taps and pinches in the viewer,
 * swipes (here: ←/→ and the buttons, which send the same event), and closes by × or Escape. Each
 * state is asserted by what the buyer sees: the dialog or not, the position, 放大 / 还原, the
 * magnified image's width, and where the focus is after closing.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMachine, useSelector } from '@xstate/react';
import { describe, expect, it } from 'vitest';
import { type Actor, createActor, type EventFrom, type SnapshotFrom } from 'xstate';
import { fill } from '@/copy/copy';
import { dialogText } from '@/copy/dialog-text';
import { phoneText } from '@/copy/phone-text';
import { galleryMachine } from '@/machines/gallery.machine';
import { toGalleryView } from '@/machines/gallery.view';
import { clampScale, DOUBLE_TAP_SCALE, MAX_SCALE, mediaViewerMachine } from '@/machines/media-viewer.machine';
import { toMediaViewerView } from '@/machines/media-viewer.view';
import type { GalleryItem } from '@/rules/gallery-items';
import { GalleryView } from '@/views/gallery-view';
import { MediaViewerDialog } from '@/views/media-viewer-dialog';
import { expectFullCoverage } from './support/coverage-record';
import { leafStateIds } from './support/graph-coverage';
import { inspectLive, live, resetLive } from './support/live-actor';
import { pathName } from './support/path-name';
import { refusedNow } from './support/refusal';
import { modelOf, runPath } from './support/run-path';

const items: GalleryItem[] = ['白色', '粉色', '棕色'].map((label, i) => ({
  kind: 'image',
  src: `/UpLoad/goods/1005/c${i}.jpg`,
  thumb: `/UpLoad/goods/1005/c${i}.jpg`,
  label,
}));
const input = { items };
type ModelEvent = EventFrom<typeof mediaViewerMachine>;
type Snapshot = SnapshotFrom<typeof mediaViewerMachine>;

const model = modelOf(
  mediaViewerMachine,
  [
    { type: 'user.openViewer', index: 0 },
    { type: 'user.showItem', index: 1 },
    { type: 'user.doubleTap' },
    { type: 'user.pinch', scale: 3 },
    { type: 'user.pinch', scale: 0.5 },
    { type: 'user.closeViewer' },
    // fails isItem: there is no fourth picture to open (the gallery offers no such button)
    { type: 'user.openViewer', index: items.length },
    // fails isOtherItem: ← on the first picture asks for the one before it, which is none
    { type: 'user.showItem', index: -1 },
  ] satisfies ModelEvent[],
  input,
  {
    // ← and → reach the neighbours only (a swipe that settles back on the same picture needs
    // embla's measured layout, which jsdom has not)
    offered: (snapshot, event) =>
      event.type !== 'user.showItem' || Math.abs(event.index - snapshot.context.index) === 1,
    // and the refusals: the two above, and fingers pinching in on a picture already at fit
    refusals: true,
  },
);

const viewer = () => screen.getByRole('dialog', { name: new RegExp(dialogText.viewerTitle) });
const opener = (label: string) => screen.getByRole('button', { name: fill(phoneText.openViewer, { label }) });
const shownImage = (snapshot: Snapshot) => {
  const { index } = snapshot.context;
  const name = `${items[index]?.label} ${fill(dialogText.imageOfTotal, { n: index + 1, total: items.length })}`;
  return within(viewer()).getByRole('img', { name });
};

function assertOpen(snapshot: Snapshot) {
  const { index } = snapshot.context;
  expect(within(viewer()).getByRole('heading')).toHaveTextContent(
    fill(phoneText.galleryPosition, { n: index + 1, total: items.length }),
  );
  // The item's image, at a width that fits (src/rules/media-url.ts adds ?w= since feat/media).
  expect(shownImage(snapshot).getAttribute('src')?.split('?')[0]).toBe(items[index]?.src);
  expect(within(viewer()).getByRole('button', { name: dialogText.previousImage })).toHaveAttribute(
    'aria-disabled',
    String(index === 0),
  );
  expect(within(viewer()).getByRole('button', { name: dialogText.nextImage })).toHaveAttribute(
    'aria-disabled',
    String(index === items.length - 1),
  );
}

const stateAssertions: Record<string, (snapshot: Snapshot) => Promise<void> | void> = {
  'mediaViewer.closed': async () => {
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // the image that opened it is offered again (and, once opened before, has the focus back)
    expect(opener(items[0]?.label ?? '')).toBeVisible();
  },
  'mediaViewer.open.fit': (snapshot) => {
    assertOpen(snapshot);
    expect(within(viewer()).getByRole('button', { name: dialogText.viewerZoomIn })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(shownImage(snapshot).style.width).toBe('');
  },
  'mediaViewer.open.zoomed': (snapshot) => {
    assertOpen(snapshot);
    expect(within(viewer()).getByRole('button', { name: dialogText.viewerZoomOut })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(shownImage(snapshot).style.width).toBe(`${snapshot.context.scale * 100}%`);
  },
};

/** Two fingers on the image, `ratio` times as far apart at the end as at the start. */
function pinchBy(target: HTMLElement, ratio: number) {
  const finger = (id: number, x: number) => ({ identifier: id, clientX: x, clientY: 100, target });
  fireEvent.touchStart(target, { touches: [finger(1, 100), finger(2, 200)] });
  fireEvent.touchMove(target, { touches: [finger(1, 150 - 50 * ratio), finger(2, 150 + 50 * ratio)] });
  fireEvent.touchEnd(target, { touches: [], changedTouches: [finger(1, 100), finger(2, 200)] });
}

const gestures = {
  'user.openViewer': async (event) => {
    if (event.type !== 'user.openViewer') return;
    if (refusedNow(mediaViewerMachine, event)) {
      // not a picture of the list: every 查看大图 button the gallery offers names one that is
      const offered = screen
        .getAllByRole('button', { name: new RegExp(`^${fill(phoneText.openViewer, { label: '' })}`) })
        .map((button) => button.getAttribute('aria-label'));
      const pictures = items.map(({ label }) => fill(phoneText.openViewer, { label }));
      expect(offered.filter((name) => !pictures.includes(name ?? ''))).toEqual([]);
      return;
    }
    await userEvent.click(opener(items[event.index]?.label ?? ''));
    await waitFor(() => expect(viewer()).toBeVisible());
  },
  // A swipe in the viewer sends the item it lands on; the keyboard's → and ← do the same (and ←
  // on the first picture asks for none, which changes nothing).
  'user.showItem': async (event) => {
    if (event.type !== 'user.showItem') return;
    await waitFor(() => expect(viewer()).toContainElement(document.activeElement as HTMLElement));
    const shown = live.snapshots.get(mediaViewerMachine.id)?.context.index as number;
    await userEvent.keyboard(event.index > shown ? '{ArrowRight}' : '{ArrowLeft}');
  },
  'user.doubleTap': async () => {
    const box = within(viewer()).getByRole('img').parentElement as HTMLElement;
    // two taps at about the same place, a moment apart (the dialog's own timing)
    fireEvent.pointerUp(box, { clientX: 50, clientY: 50, timeStamp: 1000 });
    fireEvent.pointerUp(box, { clientX: 52, clientY: 51, timeStamp: 1100 });
  },
  'user.pinch': async (event) => {
    if (event.type !== 'user.pinch') return;
    const box = within(viewer()).getByRole('img').parentElement as HTMLElement;
    // the fingers ask for `scale`: a pinch is relative to the magnification shown before it
    pinchBy(box, event.scale / currentScale);
  },
  'user.closeViewer': async () => {
    await userEvent.click(within(viewer()).getByRole('button', { name: dialogText.close }));
  },
} satisfies Record<ModelEvent['type'], (event: ModelEvent) => Promise<void>>;

/** The magnification before a gesture: a pinch is relative to it. */
let currentScale = 1;

// The transition cover (support/transition-cover.ts): back to fit from zoomed and a pinch within
// zoomed are transitions like any other, so no hand-written journey is needed.
const paths = model.transitionCover();

function ViewerScreen({ viewer: actor }: { viewer: Actor<typeof mediaViewerMachine> }) {
  const [gallery, sendGallery] = useMachine(galleryMachine, { input });
  const view = useSelector(actor, toMediaViewerView);
  currentScale = view.scale;
  return (
    <>
      <GalleryView
        view={toGalleryView(gallery)}
        send={sendGallery}
        onOpenViewer={(index) => actor.send({ type: 'user.openViewer', index })}
      />
      <MediaViewerDialog view={view} send={actor.send} />
    </>
  );
}

describe('mediaViewer model', () => {
  it('covers every state and transition of the machine', () => {
    expectFullCoverage(mediaViewerMachine, paths);
  });

  it('has an assertion for every leaf state, and no assertion for a state that does not exist', () => {
    expect(Object.keys(stateAssertions).sort()).toEqual(leafStateIds(mediaViewerMachine).sort());
  });

  it('keeps a pinch between fit and MAX_SCALE, and opens no item outside the list', () => {
    expect(clampScale(Number.NaN)).toBe(1);
    expect(clampScale(0.2)).toBe(1);
    expect(clampScale(9)).toBe(MAX_SCALE);
    const closed = createActor(mediaViewerMachine, { input }).getSnapshot();
    expect(closed.can({ type: 'user.openViewer', index: items.length })).toBe(false);
    expect(closed.can({ type: 'user.openViewer', index: -1 })).toBe(false);
    const open = createActor(mediaViewerMachine, { input }).start();
    open.send({ type: 'user.openViewer', index: 2 });
    open.send({ type: 'user.doubleTap' });
    expect(open.getSnapshot().context.scale).toBe(DOUBLE_TAP_SCALE);
    open.send({ type: 'user.showItem', index: 3 });
    expect(open.getSnapshot().context.index).toBe(2);
    open.send({ type: 'user.showItem', index: 1 });
    // another picture starts at fit
    expect(open.getSnapshot().matches({ open: 'fit' })).toBe(true);
    expect(open.getSnapshot().context.scale).toBe(1);
    open.stop();
  });

  it('gives the focus back to the image that opened it', async () => {
    const actor = createActor(mediaViewerMachine, { input }).start();
    render(<ViewerScreen viewer={actor} />);
    act(() => fireEvent.load(screen.getByRole('img', { name: items[0]?.label })));
    const button = opener(items[0]?.label ?? '');
    await userEvent.click(button);
    await waitFor(() => expect(viewer()).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
    actor.stop();
  });

  // Written out, not generated: the zoomed state's assertion reads the width from the path's own
  // snapshot, which a mutated machine computes too (docs/MUTATION.md). Here the widths are the
  // fingers' and the double tap's, stated by hand.
  it('magnifies as the fingers spread from what is shown, and fits again after a pinch back, a double tap or a close', async () => {
    const actor = createActor(mediaViewerMachine, { input }).start();
    render(<ViewerScreen viewer={actor} />);
    act(() => fireEvent.load(screen.getByRole('img', { name: items[0]?.label })));
    const width = () => within(viewer()).getByRole('img').style.width;
    /** fingers spread `ratio` times apart: the magnification shown is multiplied by it */
    const spread = (ratio: number) =>
      pinchBy(within(viewer()).getByRole('img').parentElement as HTMLElement, ratio);
    const play = (event: ModelEvent) => gestures[event.type](event);
    await play({ type: 'user.openViewer', index: 0 });
    expect(width()).toBe('');
    spread(0.8);
    expect(within(viewer()).getByRole('button', { name: dialogText.viewerZoomIn })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    spread(3);
    await waitFor(() => expect(width()).toBe('300%'));
    spread(0.5);
    await waitFor(() => expect(width()).toBe('150%'));
    spread(0.5);
    await waitFor(() => expect(width()).toBe(''));
    // fitted again: the next spread starts from 1, not from the last magnification
    spread(2);
    await waitFor(() => expect(width()).toBe('200%'));
    // a swipe that lands back on the same picture (the carousel names it again) keeps the zoom
    act(() => actor.send({ type: 'user.showItem', index: 0 }));
    expect(width()).toBe('200%');
    await play({ type: 'user.doubleTap' });
    await waitFor(() => expect(width()).toBe(''));
    spread(1.5);
    await waitFor(() => expect(width()).toBe('150%'));
    await play({ type: 'user.closeViewer' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await play({ type: 'user.openViewer', index: 0 });
    expect(width()).toBe('');
    spread(2);
    await waitFor(() => expect(width()).toBe('200%'));
    await play({ type: 'user.doubleTap' });
    await play({ type: 'user.doubleTap' });
    await waitFor(() => expect(width()).toBe(`${DOUBLE_TAP_SCALE * 100}%`));
    actor.stop();
  });

  for (const path of paths) {
    it(pathName(path), async () => {
      resetLive();
      const actor = createActor(mediaViewerMachine, { input, inspect: inspectLive }).start();
      render(<ViewerScreen viewer={actor} />);
      // the first image has arrived: the box offers the viewer
      act(() => fireEvent.load(screen.getByRole('img', { name: items[0]?.label })));
      await runPath(path as never, stateAssertions, gestures as never);
      expect(actor.getSnapshot().value).toEqual(path.state.value);
      actor.stop();
    });
  }
});

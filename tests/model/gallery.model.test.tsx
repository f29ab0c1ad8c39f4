/**
 * gallery, model-based: paths generated from the machine are executed against the real view
 * (GalleryView, with embla and the lazily loaded media-chrome player) rendered with Testing
 * Library; each event is done as the buyer, the browser or the page does it, and each state is
 * asserted by what the buyer sees.
 *
 * The media (image / video, loading, zoom…) and the strip window are orthogonal: simple paths
 * over their product run to thousands, so the paths are the chart's transition cover (one path per
 * transition not yet crossed); the coverage test checks that they go through every state and
 * transition, and each step is checked on the live actor as well as on the screen.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSelector } from '@xstate/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, createActor, type EventFrom, type SnapshotFrom } from 'xstate';
import { appText, fill, notices } from '@/copy/copy';
import { galleryLayout, galleryMachine } from '@/machines/gallery.machine';
import { toGalleryView } from '@/machines/gallery.view';
import type { GalleryItem } from '@/rules/gallery-items';
import { posterUrl, responsiveImage } from '@/rules/media-url';
import { GalleryView } from '@/views/gallery-view';
import { expectFullCoverage } from './support/coverage-record';
import { leafStateIds } from './support/graph-coverage';
import { inspectLive, resetLive } from './support/live-actor';
import { pathName } from './support/path-name';
import { refusedNow } from './support/refusal';
import { modelOf, runPath } from './support/run-path';

const title = '软萌泰迪熊公仔';
const colours = ['白色', '粉色', '棕色', '灰色', '米色', '蓝色', '红色'];
/** A video first and 7 colours: 8 thumbnails, so the 5-wide window can move both ways. */
const items: GalleryItem[] = [
  {
    kind: 'video',
    src: '/UpLoad/goods/1001/main.mp4',
    poster: '/UpLoad/goods/1001/poster.jpg',
    thumb: '/UpLoad/goods/1001/poster.jpg',
    label: title,
  },
  ...colours.map(
    (colour, i): GalleryItem => ({
      kind: 'image',
      src: `/UpLoad/goods/1001/c${i + 1}.jpg`,
      thumb: `/UpLoad/goods/1001/c${i + 1}.jpg`,
      label: colour,
    }),
  ),
];
const input = { items };

type ModelEvent = EventFrom<typeof galleryMachine>;
type Snapshot = SnapshotFrom<typeof galleryMachine>;

const modelEvents: ModelEvent[] = [
  { type: 'user.selectThumbnail', index: 0 },
  { type: 'user.selectThumbnail', index: 1 },
  { type: 'colour.chosen', index: 6 },
  { type: 'user.previous' },
  { type: 'user.next' },
  { type: 'strip.scrolled', first: 2 },
  { type: 'media.loaded' },
  { type: 'media.failed' },
  { type: 'video.play' },
  { type: 'video.failed' },
  { type: 'pointer.enter', x: 0.5, y: 0.5 },
  { type: 'pointer.move', x: 0.25, y: 0.75 },
  { type: 'pointer.leave' },
];

/** A thumbnail can be clicked only when it is in the visible window. */
const offered = (snapshot: Snapshot, event: ModelEvent) =>
  event.type !== 'user.selectThumbnail' ||
  (event.index >= snapshot.context.first && event.index < snapshot.context.first + galleryLayout.stripSize);

/**
 * refusals: the listed events where every guard says no: the thumbnail already shown clicked
 * again, ‹ at the strip's start and › at its end, the strip scrolled to the window it shows.
 */
const model = modelOf(galleryMachine, modelEvents, input, { offered, refusals: true });

// ── what the buyer sees ──────────────────────────────────────────────────────────────────────

const gallery = () => screen.getByRole('region', { name: appText.gallery });
const thumbnail = (label: string) =>
  within(within(gallery()).getByRole('list', { name: appText.thumbnails })).getByRole('button', {
    name: label,
  });
const mainImage = (label: string) => within(gallery()).getByRole('img', { name: label });
const labelOf = (snapshot: Snapshot) => items[snapshot.context.selected]?.label ?? '';

/** True on every step: the current thumbnail and the window's buttons. */
function assertStrip(snapshot: Snapshot) {
  const current = within(gallery()).getByRole('button', { current: true });
  expect(current).toHaveAccessibleName(labelOf(snapshot));
  const { first } = snapshot.context;
  const previous = within(gallery()).getByRole('button', { name: appText.thumbsPrevious });
  const next = within(gallery()).getByRole('button', { name: appText.thumbsNext });
  if (first > 0) expect(previous).toBeEnabled();
  else expect(previous).toBeDisabled();
  if (first < items.length - galleryLayout.stripSize) expect(next).toBeEnabled();
  else expect(next).toBeDisabled();
}

function assertImage(snapshot: Snapshot) {
  const item = items[snapshot.context.selected];
  const image = mainImage(labelOf(snapshot));
  expect(image).toBeVisible();
  // the box's width of the item's image (issue #17 item 2), the 400, 800 and 1200 px copies offered
  expect(image).toHaveAttribute(
    'src',
    item?.kind === 'image' ? responsiveImage(item.src, 'galleryMain').src : '',
  );
  expect(image.getAttribute('srcset')).toContain(item?.kind === 'image' ? `${item.src}?w=800 800w` : '');
  expect(image).toHaveAttribute('width', String(galleryLayout.boxPx));
  expect(image).toHaveAttribute('height', String(galleryLayout.boxPx));
  expect(within(gallery()).queryByText(notices.imageLoadFailed)).toBeNull();
  return image;
}

const stateAssertions: Record<string, (snapshot: Snapshot) => Promise<void> | void> = {
  'gallery.image.loading': (snapshot) => {
    assertStrip(snapshot);
    assertImage(snapshot);
    expect(within(gallery()).getByRole('status')).toHaveTextContent(appText.loading);
  },
  'gallery.image.shown.still': (snapshot) => {
    assertStrip(snapshot);
    expect(assertImage(snapshot).style.transform).toBe('');
    expect(within(gallery()).queryByRole('status')).toBeNull();
  },
  'gallery.image.shown.zoomed': (snapshot) => {
    assertStrip(snapshot);
    const { x, y } = snapshot.context.lens;
    expect(assertImage(snapshot)).toHaveStyle({
      transform: `scale(${galleryLayout.zoom})`,
      transformOrigin: `${x * 100}% ${y * 100}%`,
    });
  },
  'gallery.image.failed': (snapshot) => {
    assertStrip(snapshot);
    expect(within(gallery()).getByText(notices.imageLoadFailed)).toBeVisible();
    expect(within(gallery()).queryByRole('img', { name: labelOf(snapshot) })).toBeNull();
  },
  'gallery.video.poster': (snapshot) => {
    assertStrip(snapshot);
    // the poster and its play button; no player (nor its code) until the buyer taps it
    expect(within(gallery()).getByRole('img', { name: title })).toHaveAttribute(
      'src',
      items[0]?.kind === 'video' ? responsiveImage(items[0].poster, 'galleryMain').src : '',
    );
    expect(
      within(gallery()).getByRole('button', { name: fill(appText.playVideo, { label: title }) }),
    ).toBeVisible();
    expect(gallery().querySelector('video')).toBeNull();
  },
  'gallery.video.playable': async (snapshot) => {
    assertStrip(snapshot);
    // The player's code arrives by dynamic import; until then the poster holds the box.
    const video = await within(gallery()).findByLabelText(title, { selector: 'video' });
    expect(video).toHaveAttribute('src', items[0]?.kind === 'video' ? items[0].src : '');
    expect(video).toHaveAttribute('poster', items[0]?.kind === 'video' ? posterUrl(items[0].poster) : '');
    // the tap that asked for the player starts the video
    expect(video).toHaveAttribute('autoplay');
    expect(
      within(gallery()).queryByRole('button', { name: fill(appText.playVideo, { label: title }) }),
    ).toBeNull();
    expect(within(gallery()).queryByText(notices.videoUnplayable)).toBeNull();
  },
  'gallery.video.unplayable': (snapshot) => {
    assertStrip(snapshot);
    expect(within(gallery()).getByText(notices.videoUnplayable)).toBeVisible();
    expect(within(gallery()).getByRole('img', { name: title })).toHaveAttribute(
      'src',
      items[0]?.kind === 'video' ? responsiveImage(items[0].poster, 'galleryMain').src : '',
    );
    expect(gallery().querySelector('video')).toBeNull();
  },
};

// ── how each event happens ───────────────────────────────────────────────────────────────────

interface Harness {
  actor: Actor<typeof galleryMachine>;
  user: ReturnType<typeof userEvent.setup>;
}
type Executor = (event: ModelEvent, harness: Harness) => Promise<void>;

const { boxPx } = galleryLayout;
/** The pointer at fractions of the box, in the coordinates the stubbed box measures. */
const pointerAt = (x: number, y: number) => ({ clientX: x * boxPx, clientY: y * boxPx });
const shownImage = ({ actor }: Harness) => mainImage(labelOf(actor.getSnapshot()));

/** Every event the model can take, as the buyer, the browser or the page does it. */
const gestures = {
  'user.selectThumbnail': async (event, { user }) => {
    if (event.type !== 'user.selectThumbnail') return;
    await user.click(thumbnail(items[event.index]?.label ?? ''));
  },
  'user.previous': async (event, { user }) => {
    const previous = within(gallery()).getByRole('button', { name: appText.thumbsPrevious });
    // at the strip's start (guard canMoveBack) the button is disabled: nothing to press
    if (refusedNow(galleryMachine, event)) {
      expect(previous).toBeDisabled();
      return;
    }
    await user.click(previous);
  },
  'user.next': async (event, { user }) => {
    const next = within(gallery()).getByRole('button', { name: appText.thumbsNext });
    // at the strip's end (guard canMoveOn) the button is disabled: nothing to press
    if (refusedNow(galleryMachine, event)) {
      expect(next).toBeDisabled();
      return;
    }
    await user.click(next);
  },
  // The detail page sends it when the buyer chooses a colour.
  'colour.chosen': async (event, { actor }) => {
    act(() => actor.send(event));
  },
  'media.loaded': async (_, harness) => {
    fireEvent.load(shownImage(harness));
  },
  'media.failed': async (_, harness) => {
    fireEvent.error(shownImage(harness));
  },
  'video.play': async (_, { user }) => {
    await user.click(
      within(gallery()).getByRole('button', { name: fill(appText.playVideo, { label: title }) }),
    );
  },
  'video.failed': async () => {
    fireEvent.error(await within(gallery()).findByLabelText(title, { selector: 'video' }));
  },
  'pointer.enter': async (event, harness) => {
    if (event.type !== 'pointer.enter') return;
    fireEvent.pointerEnter(shownImage(harness), pointerAt(event.x, event.y));
  },
  'pointer.move': async (event, harness) => {
    if (event.type !== 'pointer.move') return;
    fireEvent.pointerMove(shownImage(harness), pointerAt(event.x, event.y));
  },
  'pointer.leave': async (_, harness) => {
    fireEvent.pointerLeave(shownImage(harness));
  },
  // A keyboard user tabs onto a thumbnail: embla scrolls the strip so that it leads the window.
  'strip.scrolled': async (event) => {
    if (event.type !== 'strip.scrolled') return;
    const target = thumbnail(items[event.first]?.label ?? '');
    // Focus arrives from elsewhere (it may still be on this thumbnail from an earlier scroll).
    act(() => (document.activeElement instanceof HTMLElement ? document.activeElement.blur() : undefined));
    fireEvent.keyDown(document.body, { key: 'Tab', code: 'Tab' });
    act(() => target.focus());
  },
} satisfies Record<ModelEvent['type'], Executor>;

// ── the paths ────────────────────────────────────────────────────────────────────────────────

/**
 * The transition cover of the whole chart (support/transition-cover.ts): one path per transition
 * not yet crossed, so the media × window product does not multiply the paths.
 */
const paths = model.transitionCover();

// ── the screen ───────────────────────────────────────────────────────────────────────────────

/** The gallery as the detail page composes it: an actor, its snapshot, the view. */
function GalleryScreen({ actor }: { actor: Actor<typeof galleryMachine> }) {
  const snapshot = useSelector(actor, (s) => s);
  return <GalleryView view={toGalleryView(snapshot)} send={actor.send} />;
}

/**
 * jsdom lays nothing out. For embla to have a strip to scroll (and the pointer a box to be in),
 * the test gives the thumbnails and the box the sizes a browser would: 70 px thumbnails 3 px
 * apart in a 362 px viewport, and a 400 px box.
 */
const THUMB = 70;
const GAP = galleryLayout.thumbGapPx;
const saved = new Map<string, PropertyDescriptor | undefined>();

function slideIndex(element: HTMLElement): number {
  const list = element.parentElement;
  if (element.tagName !== 'LI' || list?.getAttribute('aria-label') !== appText.thumbnails) return -1;
  return Array.prototype.indexOf.call(list.children, element);
}
const isTrack = (element: HTMLElement) =>
  element.tagName === 'UL' && element.getAttribute('aria-label') === appText.thumbnails;

function layOut(name: string, get: (element: HTMLElement) => number) {
  saved.set(name, Object.getOwnPropertyDescriptor(HTMLElement.prototype, name));
  Object.defineProperty(HTMLElement.prototype, name, {
    configurable: true,
    get(this: HTMLElement) {
      return get(this);
    },
  });
}

beforeAll(async () => {
  // The player's code (media-chrome) arrives by dynamic import: fetched here once, so no path's
  // first video waits on a busy machine's module loading (it raced findBy's wait under load).
  await import('@/views/video-player');
  const view = galleryLayout.stripSize * THUMB + (galleryLayout.stripSize - 1) * GAP;
  layOut('offsetWidth', (el) => (isTrack(el) ? view : slideIndex(el) >= 0 ? THUMB : 0));
  layOut('offsetHeight', (el) => (isTrack(el) || slideIndex(el) >= 0 ? THUMB : 0));
  layOut('offsetLeft', (el) => Math.max(0, slideIndex(el)) * (THUMB + GAP));
  layOut('offsetTop', () => 0);
  const rect = Element.prototype.getBoundingClientRect;
  saved.set('getBoundingClientRect', { value: rect, configurable: true, writable: true });
  Element.prototype.getBoundingClientRect = function (this: Element) {
    return this.hasAttribute('data-media') ? new DOMRect(0, 0, boxPx, boxPx) : rect.call(this);
  };
});

afterAll(() => {
  for (const [name, descriptor] of saved) {
    const target = name === 'getBoundingClientRect' ? Element.prototype : HTMLElement.prototype;
    if (descriptor) Object.defineProperty(target, name, descriptor);
    else Reflect.deleteProperty(target, name);
  }
});

describe('gallery model', () => {
  it('covers every state and transition of the machine', () => {
    expectFullCoverage(galleryMachine, paths, {
      unmetRefusals: {
        'gallery ▸ colour.chosen ✗':
          'every colour has its gallery item (rules/gallery-items.ts), and the page sends only the colours its picker shows: showsSelected or showsOtherImage always holds',
      },
    });
  });

  it('has an assertion for every leaf state, and no assertion for a state that does not exist', () => {
    expect(Object.keys(stateAssertions).sort()).toEqual(leafStateIds(galleryMachine).sort());
  });

  it('asserts every step: each snapshot matches exactly one state assertion', () => {
    for (const path of paths)
      for (const step of [...path.steps.map((s) => s.state), path.state])
        expect(
          Object.keys(stateAssertions).filter((id) => model.options.stateMatcher(step, id)),
        ).toHaveLength(1);
  });

  // Written out, not generated: the generated assertions read the window and the lens from the
  // path's own snapshot, which a mutated machine computes too (docs/MUTATION.md).
  it('moves the window one thumbnail per click, follows the strip, and zooms where the pointer is', async () => {
    const actor = createActor(galleryMachine, { input }).start();
    const user = userEvent.setup();
    const h = { actor, user };
    const play = (event: ModelEvent) => (gestures[event.type] as Executor)(event, h);
    await act(async () => {
      render(<GalleryScreen actor={actor} />);
    });
    const previous = () => within(gallery()).getByRole('button', { name: appText.thumbsPrevious });
    const next = () => within(gallery()).getByRole('button', { name: appText.thumbsNext });
    expect(items).toHaveLength(8);
    expect(previous()).toBeDisabled();
    // 8 thumbnails, 5 in view: three clicks reach the end
    for (const _ of [1, 2, 3]) {
      expect(next()).toBeEnabled();
      await play({ type: 'user.next' });
    }
    expect(next()).toBeDisabled();
    await play({ type: 'user.previous' });
    expect(next()).toBeEnabled();
    await play({ type: 'user.previous' });
    await play({ type: 'user.previous' });
    expect(previous()).toBeDisabled();
    await play({ type: 'strip.scrolled', first: 3 });
    await waitFor(() => expect(next()).toBeDisabled());
    expect(previous()).toBeEnabled();

    await play({ type: 'colour.chosen', index: 1 });
    await play({ type: 'media.loaded' });
    await play({ type: 'pointer.enter', x: 0.25, y: 0.75 });
    expect(shownImage(h)).toHaveStyle({ transformOrigin: '25% 75%' });
    await play({ type: 'pointer.move', x: 0.5, y: 0.2 });
    expect(shownImage(h)).toHaveStyle({ transformOrigin: '50% 20%' });
    actor.stop();
  });

  for (const path of paths) {
    it(pathName(path), async () => {
      resetLive();
      const actor = createActor(galleryMachine, { input, inspect: inspectLive }).start();
      const user = userEvent.setup();
      await act(async () => {
        render(<GalleryScreen actor={actor} />);
      });
      await runPath(path as never, stateAssertions, gestures as never, { actor, user });
      // The view did what the path says: the live actor is where the model's path ends.
      expect(actor.getSnapshot().value).toEqual(path.state.value);
      expect(actor.getSnapshot().context).toEqual(path.state.context);
      actor.stop();
    });
  }
});

/**
 * A browser may settle a medium before React commits its element (a cached image; a fast 404 while
 * React 19 holds a Suspense reveal back): the event then reaches no handler. The view asks the
 * element at commit. jsdom never settles media, so these tests say what the browser would.
 */
describe('media that settled before the view was committed', () => {
  function settle<T extends object>(proto: T, name: string, value: (element: HTMLElement) => unknown) {
    const saved = Object.getOwnPropertyDescriptor(proto, name);
    Object.defineProperty(proto, name, {
      configurable: true,
      get(this: HTMLElement) {
        return value(this);
      },
    });
    return () => (saved ? Object.defineProperty(proto, name, saved) : Reflect.deleteProperty(proto, name));
  }

  async function showColour(index: number) {
    const actor = createActor(galleryMachine, { input }).start();
    await act(async () => {
      render(<GalleryScreen actor={actor} />);
    });
    act(() => actor.send({ type: 'colour.chosen', index }));
    return actor;
  }

  it('shows 加载失败 for an image that had already failed', async () => {
    const restore = [
      settle(HTMLImageElement.prototype, 'complete', () => true),
      settle(HTMLImageElement.prototype, 'naturalWidth', () => 0),
    ];
    try {
      await showColour(2);
      expect(within(gallery()).getByText(notices.imageLoadFailed)).toBeVisible();
    } finally {
      for (const undo of restore) undo();
    }
  });

  it('shows an image that had already loaded, ready to zoom', async () => {
    const restore = [
      settle(HTMLImageElement.prototype, 'complete', () => true),
      settle(HTMLImageElement.prototype, 'naturalWidth', () => 800),
    ];
    try {
      await showColour(2);
      const image = mainImage(colours[2] ?? '');
      expect(within(gallery()).queryByRole('status')).toBeNull();
      fireEvent.pointerEnter(image, pointerAt(0.5, 0.5));
      expect(image).toHaveStyle({ transform: `scale(${galleryLayout.zoom})` });
    } finally {
      for (const undo of restore) undo();
    }
  });

  it('says the video cannot play when it had already failed', async () => {
    const restore = settle(HTMLMediaElement.prototype, 'error', () => ({ code: 4 }));
    try {
      const actor = createActor(galleryMachine, { input }).start();
      await act(async () => {
        render(<GalleryScreen actor={actor} />);
      });
      await userEvent.click(
        within(gallery()).getByRole('button', { name: fill(appText.playVideo, { label: title }) }),
      );
      expect(await within(gallery()).findByText(notices.videoUnplayable)).toBeVisible();
    } finally {
      restore();
    }
  });
});

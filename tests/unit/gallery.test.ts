// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  clampFirst,
  clampFraction,
  galleryLayout,
  galleryMachine,
  lastFirst,
  revealFirst,
} from '@/machines/gallery.machine';
import { coverStillOf, toGalleryView } from '@/machines/gallery.view';
import type { GalleryItem } from '@/rules/gallery-items';

const image = (n: number): GalleryItem => ({
  kind: 'image',
  src: `/i${n}.jpg`,
  thumb: `/i${n}.jpg`,
  label: `图${n}`,
});
const video: GalleryItem = { kind: 'video', src: '/v.mp4', poster: '/p.jpg', thumb: '/p.jpg', label: '视频' };

function start(items: GalleryItem[]) {
  return createActor(galleryMachine, { input: { items } }).start();
}

describe('the strip window (spec §9: 5 at a time)', () => {
  it('shows five, so its first index goes from 0 to items − 5, and stays 0 for five or fewer', () => {
    expect(galleryLayout.stripSize).toBe(5);
    expect(lastFirst(8)).toBe(3);
    expect(lastFirst(5)).toBe(0);
    expect(lastFirst(2)).toBe(0);
    expect(lastFirst(0)).toBe(0);
  });

  it('clamps a first index into the window range, as a whole number', () => {
    expect(clampFirst(-2, 8)).toBe(0);
    expect(clampFirst(2, 8)).toBe(2);
    expect(clampFirst(9, 8)).toBe(3);
    expect(clampFirst(1.6, 8)).toBe(2);
    expect(clampFirst(Number.NaN, 8)).toBe(0);
    expect(clampFirst(4, 3)).toBe(0);
  });

  it('moves as little as it can to make an item visible', () => {
    expect(revealFirst(0, 3, 8)).toBe(0);
    expect(revealFirst(0, 6, 8)).toBe(2);
    expect(revealFirst(0, 7, 8)).toBe(3);
    expect(revealFirst(3, 1, 8)).toBe(1);
    expect(revealFirst(2, 6, 8)).toBe(2);
  });
});

describe('the zoom lens', () => {
  it('keeps a pointer fraction in 0 … 1, and looks at the centre when the box cannot be measured', () => {
    expect(clampFraction(0.25)).toBe(0.25);
    expect(clampFraction(-0.1)).toBe(0);
    expect(clampFraction(1.3)).toBe(1);
    expect(clampFraction(Number.NaN)).toBe(0.5);
    expect(clampFraction(Number.POSITIVE_INFINITY)).toBe(0.5);
  });
});

describe('gallery machine and toGalleryView', () => {
  it('opens on the main image, loading, when item 0 is an image', () => {
    const actor = start([image(0), image(1)]);
    expect(actor.getSnapshot().matches({ image: 'loading' })).toBe(true);
    expect(toGalleryView(actor.getSnapshot())).toMatchObject({
      media: 'loading',
      cover: '/i0.jpg',
      selectedIndex: 0,
      firstVisible: 0,
      canPrevious: false,
      canNext: false,
      zoomed: false,
    });
  });

  it('opens on the poster when item 0 is a video, with the poster as the cover; a tap on play brings the player', () => {
    const actor = start([video, image(1)]);
    expect(actor.getSnapshot().matches({ video: 'poster' })).toBe(true);
    expect(toGalleryView(actor.getSnapshot())).toMatchObject({ media: 'poster', cover: '/p.jpg' });
    actor.send({ type: 'video.play' });
    expect(toGalleryView(actor.getSnapshot())).toMatchObject({ media: 'playable', cover: '/p.jpg' });
  });

  it('keeps a loaded or failed image as it is when its own thumbnail is chosen again', () => {
    const actor = start([image(0), image(1)]);
    actor.send({ type: 'media.loaded' });
    expect(actor.getSnapshot().can({ type: 'user.selectThumbnail', index: 0 })).toBe(false);
    actor.send({ type: 'user.selectThumbnail', index: 0 });
    expect(toGalleryView(actor.getSnapshot()).media).toBe('shown');
    actor.send({ type: 'user.selectThumbnail', index: 1 });
    actor.send({ type: 'media.failed' });
    actor.send({ type: 'user.selectThumbnail', index: 1 });
    expect(toGalleryView(actor.getSnapshot()).media).toBe('failed');
  });

  it('loads again an item chosen anew, even one that had failed', () => {
    const actor = start([image(0), image(1)]);
    actor.send({ type: 'media.failed' });
    actor.send({ type: 'user.selectThumbnail', index: 1 });
    actor.send({ type: 'user.selectThumbnail', index: 0 });
    expect(toGalleryView(actor.getSnapshot())).toMatchObject({ media: 'loading', selectedIndex: 0 });
  });

  it('shows colour i as item i + 1 and brings it into the window (spec §4)', () => {
    const items = [video, ...Array.from({ length: 7 }, (_, i) => image(i + 1))];
    const actor = start(items);
    actor.send({ type: 'colour.chosen', index: 6 });
    expect(toGalleryView(actor.getSnapshot())).toMatchObject({
      media: 'loading',
      selectedIndex: 7,
      cover: '/i7.jpg',
      firstVisible: 3,
      canPrevious: true,
      canNext: false,
    });
    actor.send({ type: 'user.previous' });
    actor.send({ type: 'user.previous' });
    actor.send({ type: 'user.previous' });
    actor.send({ type: 'colour.chosen', index: 6 });
    expect(toGalleryView(actor.getSnapshot()).firstVisible).toBe(3);
  });

  it('ignores a colour that has no item, and a scroll to where the window already is', () => {
    const actor = start([image(0), image(1)]);
    expect(actor.getSnapshot().can({ type: 'colour.chosen', index: 5 })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'strip.scrolled', first: 0 })).toBe(false);
  });

  it('zooms only a shown image, and keeps the lens inside the box', () => {
    const actor = start([image(0), image(1)]);
    actor.send({ type: 'pointer.enter', x: 0.2, y: 0.3 });
    expect(toGalleryView(actor.getSnapshot()).zoomed).toBe(false);
    actor.send({ type: 'media.loaded' });
    actor.send({ type: 'pointer.move', x: 1.4, y: -1 });
    expect(toGalleryView(actor.getSnapshot())).toMatchObject({ zoomed: true, lens: { x: 1, y: 0 } });
    actor.send({ type: 'pointer.leave' });
    expect(toGalleryView(actor.getSnapshot()).zoomed).toBe(false);
  });
});

describe('coverStillOf (spec §4, §5: find similar uses the current cover)', () => {
  it("is the main video's poster as the page opens", () => {
    expect(coverStillOf(start([video, image(1), image(2)]).getSnapshot())).toBe('/p.jpg');
  });

  it('is the main image when the first media is an image', () => {
    expect(coverStillOf(start([image(0), image(1)]).getSnapshot())).toBe('/i0.jpg');
  });

  it("is colour i's thumbnail (item i + 1) after choosing colour i, and follows a thumbnail click", () => {
    const actor = start([video, image(1), image(2), image(3)]);
    actor.send({ type: 'colour.chosen', index: 1 });
    expect(coverStillOf(actor.getSnapshot())).toBe('/i2.jpg');
    actor.send({ type: 'user.selectThumbnail', index: 0 });
    expect(coverStillOf(actor.getSnapshot())).toBe('/p.jpg');
    actor.send({ type: 'user.selectThumbnail', index: 3 });
    expect(coverStillOf(actor.getSnapshot())).toBe('/i3.jpg');
  });

  it('is the still shown even when the image failed to load, and empty for an empty gallery', () => {
    const actor = start([image(0), image(1)]);
    actor.send({ type: 'media.failed' });
    expect(coverStillOf(actor.getSnapshot())).toBe('/i0.jpg');
    expect(coverStillOf(start([]).getSnapshot())).toBe('');
  });
});

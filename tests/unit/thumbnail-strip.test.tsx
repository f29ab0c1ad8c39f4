/**
 * The thumbnail strip's arrows (issue 19 item 12): shown only when the strip holds more
 * thumbnails than it shows at a time (spec §9: 5), i.e. when there is something to scroll. And
 * its images (issue #17): only the visible window and the next one ask for theirs.
 */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appText } from '@/copy/copy';
import { galleryLayout } from '@/machines/gallery.machine';
import type { GalleryItem } from '@/rules/gallery-items';
import { ThumbnailStrip } from '@/views/thumbnail-strip';

const itemsOf = (n: number): GalleryItem[] =>
  Array.from({ length: n }, (_, i) => ({
    kind: 'image',
    src: `/UpLoad/goods/1/c${i}.jpg`,
    thumb: `/UpLoad/goods/1/c${i}.jpg`,
    label: `颜色${i}`,
  }));

function strip(n: number, window: { canPrevious: boolean; canNext: boolean }) {
  render(
    <ThumbnailStrip items={itemsOf(n)} selectedIndex={0} firstVisible={0} send={() => {}} {...window} />,
  );
  return within(screen.getByRole('list', { name: appText.thumbnails })).getAllByRole('button');
}

describe('the thumbnail strip', () => {
  it.each([1, galleryLayout.stripSize])('with %i thumbnails offers no arrows (nothing to scroll)', (n) => {
    expect(strip(n, { canPrevious: false, canNext: false })).toHaveLength(n);
    expect(screen.queryByRole('button', { name: appText.thumbsPrevious })).toBeNull();
    expect(screen.queryByRole('button', { name: appText.thumbsNext })).toBeNull();
  });

  it('asks for the images of the visible 5 and the 5 after them only; moving the window brings the next', () => {
    const items = itemsOf(41);
    const props = { items, selectedIndex: 0, send: () => {}, canPrevious: false, canNext: true };
    const { container, rerender } = render(<ThumbnailStrip {...props} firstVisible={0} />);
    const sources = () => [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(sources()).toEqual(items.slice(0, 10).map((item) => `${item.thumb}?w=80`));
    // every thumbnail is still there as a button, named by its colour
    expect(
      within(screen.getByRole('list', { name: appText.thumbnails })).getAllByRole('button'),
    ).toHaveLength(41);
    rerender(<ThumbnailStrip {...props} firstVisible={3} canPrevious />);
    expect(sources()).toEqual(items.slice(0, 13).map((item) => `${item.thumb}?w=80`));
  });

  it('with more than it shows offers both arrows, each usable while it has somewhere to go', () => {
    strip(galleryLayout.stripSize + 1, { canPrevious: false, canNext: true });
    expect(screen.getByRole('button', { name: appText.thumbsPrevious })).toBeDisabled();
    expect(screen.getByRole('button', { name: appText.thumbsNext })).toBeEnabled();
  });
});

/**
 * The gallery's thumbnail strip (spec §2, §9): 5 thumbnails at a time, 3 px apart, on an embla
 * carousel, with buttons that move the window by one.
 *
 * The gallery machine owns the window (`firstVisible`); embla only draws it. So the strip scrolls
 * embla to the machine's window, and reports embla's own moves (a drag, or tabbing onto a hidden
 * thumbnail) as `strip.scrolled`. Where embla cannot measure (jsdom, a hidden tab) it stays put, and
 * every thumbnail is still a button that works.
 *
 * Only the thumbnails up to a window past the visible one have their image (`near`): the others are
 * grey squares until the window comes near them. Goods 1005 has 41 thumbnails and a phone shows 5;
 * asking for all 41 at once (the browser's lazy loading looks 1250 px and more to the side) cost a
 * buyer on 4G their bytes and the phone's main thread a paint per image (issue #17: TBT).
 *
 * embla (strip-carousel.tsx) is loaded only for a strip with more thumbnails than it shows, after
 * the first render: until then the same viewport shows the first five, which is where the window
 * starts, so nothing moves when it arrives.
 */
import { memo } from 'react';
import { appText } from '@/copy/copy';
import { type GalleryEvent, galleryLayout } from '@/machines/gallery.machine';
import type { GalleryItem } from '@/rules/gallery-items';
import { responsiveImage } from '@/rules/media-url';
import { stripScrolls } from '@/rules/thumbnail-window';
import { lazyPart } from './lazy-part';

export interface ThumbnailStripProps {
  items: readonly GalleryItem[];
  selectedIndex: number;
  firstVisible: number;
  canPrevious: boolean;
  canNext: boolean;
  send: (event: GalleryEvent) => void;
}

const { stripSize, thumbGapPx } = galleryLayout;
/** Each slide takes a fifth of the viewport less the gaps; the last has no gap so the snaps end flush. */
const slideBasis = `0 0 calc((100% - ${(stripSize - 1) * thumbGapPx}px) / ${stripSize})`;
const THUMB_PX = 80;
/** a thumbnail has its image while it is before the end of the window after the visible one */
export const thumbnailNear = (index: number, firstVisible: number) => index < firstVisible + 2 * stripSize;
const viewportClass = 'min-w-0 flex-1 select-none overflow-hidden';

const StripCarousel = lazyPart(
  'stripCarousel',
  () => import('./strip-carousel'),
  (m) => m.StripCarousel,
);

const arrowButton =
  'flex h-full w-5 shrink-0 items-center justify-center rounded text-neutral-500 hover:bg-brand-50 ' +
  'hover:text-brand-600 disabled:cursor-not-allowed disabled:text-neutral-300 disabled:hover:bg-transparent';

function Chevron({ direction, title }: { direction: 'left' | 'right'; title: string }) {
  return (
    <svg viewBox="0 0 12 20" className="h-5 w-3" fill="none" stroke="currentColor" strokeWidth={2}>
      <title>{title}</title>
      <path d={direction === 'left' ? 'M10 2 2 10l8 8' : 'M2 2l8 8-8 8'} />
    </svg>
  );
}

function PlayMark() {
  return (
    <span className="pointer-events-none absolute inset-0 flex items-center justify-center">
      <svg viewBox="0 0 24 24" className="h-6 w-6 drop-shadow">
        <title>{appText.videoMark}</title>
        <circle cx="12" cy="12" r="11" fill="rgb(0 0 0 / 0.55)" />
        <path d="M9.5 7.5v9l7-4.5z" fill="white" />
      </svg>
    </span>
  );
}

/** Memoized: a colour switch on goods 1005 (41 thumbnails) changes two, the one selected before and now. */
const Thumbnail = memo(function Thumbnail({
  item,
  index,
  selected,
  near,
  send,
}: {
  item: GalleryItem;
  index: number;
  selected: boolean;
  near: boolean;
  send: ThumbnailStripProps['send'];
}) {
  return (
    <button
      type="button"
      aria-label={item.label}
      title={item.label}
      aria-current={selected ? 'true' : undefined}
      data-selected={selected ? '' : undefined}
      onClick={() => send({ type: 'user.selectThumbnail', index })}
      className="thumbnail"
    >
      {near ? (
        <img
          {...responsiveImage(item.thumb, 'thumbnail')}
          alt=""
          width={THUMB_PX}
          height={THUMB_PX}
          loading="lazy"
          draggable={false}
          className="h-full w-full object-cover"
        />
      ) : (
        <span aria-hidden="true" className="block aspect-square w-full bg-neutral-100" />
      )}
      {item.kind === 'video' && <PlayMark />}
    </button>
  );
});

export const ThumbnailStrip = memo(function ThumbnailStrip({
  items,
  selectedIndex,
  firstVisible,
  canPrevious,
  canNext,
  send,
}: ThumbnailStripProps) {
  const list = (
    <ul aria-label={appText.thumbnails} className="flex touch-pan-y">
      {items.map((item, index) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: items never reorder; the index is the item's identity
          key={index}
          className="min-w-0"
          style={{ flex: slideBasis, marginRight: index === items.length - 1 ? 0 : thumbGapPx }}
        >
          <Thumbnail
            item={item}
            index={index}
            selected={index === selectedIndex}
            near={thumbnailNear(index, firstVisible)}
            send={send}
          />
        </li>
      ))}
    </ul>
  );
  // Arrows only where there is something to scroll (issue 19 item 12): more thumbnails than the
  // strip shows; at either end of such a strip the arrow that has nowhere to go is disabled.
  if (!stripScrolls(items.length))
    return (
      <div className="mt-2 flex">
        <div className={viewportClass}>{list}</div>
      </div>
    );
  return (
    <div className="mt-2 flex items-stretch gap-1">
      <button
        type="button"
        className={arrowButton}
        aria-label={appText.thumbsPrevious}
        disabled={!canPrevious}
        onClick={() => send({ type: 'user.previous' })}
      >
        <Chevron direction="left" title={appText.thumbsPrevious} />
      </button>
      <StripCarousel
        className={viewportClass}
        firstVisible={firstVisible}
        send={send}
        fallback={<div className={viewportClass}>{list}</div>}
      >
        {list}
      </StripCarousel>
      <button
        type="button"
        className={arrowButton}
        aria-label={appText.thumbsNext}
        disabled={!canNext}
        onClick={() => send({ type: 'user.next' })}
      >
        <Chevron direction="right" title={appText.thumbsNext} />
      </button>
    </div>
  );
});

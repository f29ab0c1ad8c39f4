/**
 * gallery's view-model: the pure selectors from the machine's snapshot to what its view shows
 * (the chart is gallery.machine.ts beside it). Nothing here changes state.
 */
import { type GalleryItem, itemStill } from '@/rules/gallery-items';
import type { GallerySnapshot, Lens } from './gallery.machine';
import { STRIP_SIZE } from './gallery.machine';

/** What the box shows: the image's or the video's state. */
export type GalleryMedia = 'loading' | 'shown' | 'failed' | 'poster' | 'playable' | 'unplayable';

export interface GalleryViewData {
  items: readonly GalleryItem[];
  selectedIndex: number;
  /** the item in the box (null only for an empty list, which the detail contract rules out) */
  selected: GalleryItem | null;
  media: GalleryMedia;
  /** the image is shown at 2x, looking at `lens` */
  zoomed: boolean;
  lens: Lens;
  /** the still currently shown: the selected image, or the video's poster (find-similar uses it) */
  cover: string | null;
  firstVisible: number;
  visibleCount: number;
  canPrevious: boolean;
  canNext: boolean;
}

/**
 * The cover image at this moment (spec §4, §5: find similar uses it): the still of the item in
 * the box, i.e. colour i's thumbnail (item i + 1) after a colour choice, or the main video's
 * poster; '' only for an empty gallery, which the detail contract rules out.
 */
export function coverStillOf(snapshot: GallerySnapshot): string {
  const item = snapshot.context.items[snapshot.context.selected];
  return item ? itemStill(item) : '';
}

const mediaStates = [
  [{ image: 'loading' }, 'loading'],
  [{ image: 'shown' }, 'shown'],
  [{ image: 'failed' }, 'failed'],
  [{ video: 'poster' }, 'poster'],
  [{ video: 'playable' }, 'playable'],
  [{ video: 'unplayable' }, 'unplayable'],
] as const;

/** What the view shows, derived from the snapshot only. */
export function toGalleryView(snapshot: GallerySnapshot): GalleryViewData {
  const { items, selected, first, lens } = snapshot.context;
  const item = items[selected] ?? null;
  const media = mediaStates.find(([state]) => snapshot.matches(state))?.[1] ?? 'loading';
  return {
    items,
    selectedIndex: selected,
    selected: item,
    media,
    zoomed: snapshot.matches({ image: { shown: 'zoomed' } }),
    lens,
    cover: item ? itemStill(item) : null,
    firstVisible: first,
    visibleCount: STRIP_SIZE,
    canPrevious: snapshot.can({ type: 'user.previous' }),
    canNext: snapshot.can({ type: 'user.next' }),
  };
}

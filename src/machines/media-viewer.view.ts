/**
 * media-viewer's view-model: the pure selectors from the machine's snapshot to what its view shows
 * (the chart itself is media-viewer.machine.ts; issue 22 item 1). Nothing here changes state.
 */
import type { SnapshotFrom } from 'xstate';
import type { GalleryItem } from '@/rules/gallery-items';
import type { mediaViewerMachine } from './media-viewer.machine';

export interface MediaViewerViewData {
  items: readonly GalleryItem[];
  open: boolean;
  index: number;
  current: GalleryItem | null;
  zoomed: boolean;
  scale: number;
  canPrevious: boolean;
  canNext: boolean;
}

/** What the view shows, derived from the snapshot only. */
export function toMediaViewerView(snapshot: SnapshotFrom<typeof mediaViewerMachine>): MediaViewerViewData {
  const { items, index, scale } = snapshot.context;
  const open = snapshot.matches('open');
  return {
    items,
    open,
    index,
    current: open ? (items[index] ?? null) : null,
    zoomed: snapshot.matches({ open: 'zoomed' }),
    scale,
    canPrevious: snapshot.can({ type: 'user.showItem', index: index - 1 }),
    canNext: snapshot.can({ type: 'user.showItem', index: index + 1 }),
  };
}

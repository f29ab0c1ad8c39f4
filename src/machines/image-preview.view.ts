/**
 * image-preview's view-model: the pure selectors from the machine's snapshot to what its view shows
 * (the chart itself is image-preview.machine.ts; issue 22 item 1). Nothing here changes state.
 */
import type { SnapshotFrom } from 'xstate';
import type { imagePreviewMachine } from './image-preview.machine';

export interface ImagePreviewViewData {
  images: string[];
  open: boolean;
  index: number;
  current: string | null;
  canNext: boolean;
  canPrevious: boolean;
}

export function toImagePreviewView(snapshot: SnapshotFrom<typeof imagePreviewMachine>): ImagePreviewViewData {
  const { images, index } = snapshot.context;
  const open = snapshot.matches('open');
  return {
    images,
    open,
    index,
    current: open ? (images[index] ?? null) : null,
    canNext: snapshot.can({ type: 'user.nextImage' }),
    canPrevious: snapshot.can({ type: 'user.previousImage' }),
  };
}

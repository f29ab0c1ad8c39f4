/**
 * The gallery's full-screen viewer (issue #18): a Headless UI dialog that renders one mediaViewer
 * snapshot. The items are slides of an embla carousel that a finger swipes (or ←/→, or the
 * buttons); a double tap (or 放大/还原) and two fingers zoom the image, which then pans by the
 * browser's own scrolling; × and Escape close it, and Headless UI gives the focus back to the
 * control that opened it. A video item shows its poster: the video plays in the page's box.
 *
 * The gestures are recognised here (two taps close in time and place, the distance between two
 * fingers) and sent as the machine's events; what they do is the machine's.
 */
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import useEmblaCarousel from 'embla-carousel-react';
import { type KeyboardEvent, type PointerEvent, type TouchEvent, useEffect, useRef } from 'react';
import { fill } from '@/copy/copy';
import { dialogText } from '@/copy/dialog-text';
import { phoneText } from '@/copy/phone-text';
import type { MediaViewerEvent } from '@/machines/media-viewer.machine';
import type { MediaViewerViewData } from '@/machines/media-viewer.view';
import { type GalleryItem, itemStill } from '@/rules/gallery-items';
import { responsiveImage } from '@/rules/media-url';

/** Two taps at most this far apart in time (ms) and place (px) are a double tap. */
const DOUBLE_TAP_MS = 300;
const DOUBLE_TAP_PX = 30;

const barButton =
  'inline-flex h-11 min-w-11 items-center justify-center rounded-full bg-white/15 px-3 text-sm text-white hover:bg-white/25 aria-disabled:opacity-40 focus-visible:outline-white';

export function MediaViewerDialog({
  view,
  send,
}: {
  view: MediaViewerViewData;
  send: (event: MediaViewerEvent) => void;
}) {
  const count = view.items.length;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') send({ type: 'user.showItem', index: view.index + 1 });
    if (event.key === 'ArrowLeft') send({ type: 'user.showItem', index: view.index - 1 });
  };
  return (
    <Dialog
      open={view.open}
      onClose={() => send({ type: 'user.closeViewer' })}
      onKeyDown={onKeyDown}
      className="fixed inset-0 z-50"
    >
      <DialogPanel className="flex h-full w-full flex-col bg-black text-white">
        <div className="flex items-center justify-between gap-2 px-2 pt-[max(0.5rem,env(safe-area-inset-top))] pb-2">
          <DialogTitle className="min-w-0 truncate px-2 text-sm">
            {dialogText.viewerTitle}{' '}
            <span className="tabular-nums">
              {fill(phoneText.galleryPosition, { n: view.index + 1, total: count })}
            </span>
          </DialogTitle>
          <div className="flex shrink-0 gap-2">
            <button
              type="button"
              className={barButton}
              aria-pressed={view.zoomed}
              onClick={() => send({ type: 'user.doubleTap' })}
            >
              {view.zoomed ? dialogText.viewerZoomOut : dialogText.viewerZoomIn}
            </button>
            <button
              type="button"
              className={`${barButton} text-2xl leading-none`}
              aria-label={dialogText.close}
              onClick={() => send({ type: 'user.closeViewer' })}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
        </div>
        <Slides view={view} send={send} />
        <div className="flex items-center justify-center gap-3 px-2 pt-2 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
          <button
            type="button"
            className={barButton}
            // aria-disabled, not disabled: a disabled button drops the focus, and with it the arrow keys.
            aria-disabled={!view.canPrevious}
            onClick={() => send({ type: 'user.showItem', index: view.index - 1 })}
          >
            {dialogText.previousImage}
          </button>
          <p className="text-center text-xs text-white/80">{dialogText.viewerHint}</p>
          <button
            type="button"
            className={barButton}
            aria-disabled={!view.canNext}
            onClick={() => send({ type: 'user.showItem', index: view.index + 1 })}
          >
            {dialogText.nextImage}
          </button>
        </div>
      </DialogPanel>
    </Dialog>
  );
}

/** Module constants: embla compares a new options object deeply after every render. */
const emblaPlugins: [] = [];

function Slides({ view, send }: { view: MediaViewerViewData; send: (event: MediaViewerEvent) => void }) {
  const zoomed = useRef(view.zoomed);
  zoomed.current = view.zoomed;
  // A magnified image pans under the finger: embla drags only at fit.
  const [viewportRef, embla] = useEmblaCarousel(
    { startIndex: view.index, watchDrag: () => !zoomed.current, duration: 20 },
    emblaPlugins,
  );

  useEffect(() => {
    if (!embla) return;
    const report = () => send({ type: 'user.showItem', index: embla.selectedScrollSnap() });
    embla.on('select', report);
    return () => {
      embla.off('select', report);
    };
  }, [embla, send]);

  useEffect(() => {
    if (embla && embla.selectedScrollSnap() !== view.index) embla.scrollTo(view.index);
  }, [embla, view.index]);

  return (
    <div ref={viewportRef} className="min-h-0 flex-1 overflow-hidden">
      <ul className="flex h-full">
        {view.items.map((item, index) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: items never reorder; the index is the item's identity
            key={index}
            aria-hidden={index === view.index ? undefined : true}
            className="h-full min-w-0 shrink-0 grow-0 basis-full"
          >
            {index === view.index ? (
              <ZoomableImage item={item} view={view} send={send} />
            ) : (
              <img
                {...responsiveImage(itemStill(item), 'detailImage')}
                alt=""
                loading="lazy"
                draggable={false}
                className="h-full w-full object-contain"
              />
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

const distance = (touches: TouchEvent['touches']) => {
  const [a, b] = [touches[0], touches[1]];
  return a && b ? Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY) : 0;
};

/**
 * The image shown: fitted to the screen, or magnified `scale` times inside a box the browser
 * scrolls (so a finger pans it). Two fingers send the scale they ask for; two quick taps toggle.
 */
function ZoomableImage({
  item,
  view,
  send,
}: {
  item: GalleryItem;
  view: MediaViewerViewData;
  send: (event: MediaViewerEvent) => void;
}) {
  const lastTap = useRef<{ at: number; x: number; y: number } | null>(null);
  const pinch = useRef<{ distance: number; scale: number } | null>(null);
  const onPointerUp = (event: PointerEvent) => {
    if (pinch.current) return;
    const tap = { at: event.timeStamp, x: event.clientX, y: event.clientY };
    const last = lastTap.current;
    if (
      last &&
      tap.at - last.at < DOUBLE_TAP_MS &&
      Math.hypot(tap.x - last.x, tap.y - last.y) < DOUBLE_TAP_PX
    ) {
      lastTap.current = null;
      send({ type: 'user.doubleTap' });
    } else lastTap.current = tap;
  };
  const onTouchStart = (event: TouchEvent) => {
    if (event.touches.length === 2) pinch.current = { distance: distance(event.touches), scale: view.scale };
  };
  const onTouchMove = (event: TouchEvent) => {
    const start = pinch.current;
    if (!start || event.touches.length !== 2 || start.distance === 0) return;
    send({ type: 'user.pinch', scale: (start.scale * distance(event.touches)) / start.distance });
  };
  const onTouchEnd = (event: TouchEvent) => {
    if (event.touches.length < 2) pinch.current = null;
  };
  const label = `${item.label} ${fill(dialogText.imageOfTotal, { n: view.index + 1, total: view.items.length })}`;
  return (
    <div
      data-zoomed={view.zoomed ? '' : undefined}
      // pan-y at fit: the browser scrolls nothing sideways (embla swipes) and zooms no page;
      // when magnified the browser pans the picture. Two fingers are ours either way.
      className="h-full w-full touch-pan-y overflow-hidden data-zoomed:touch-pan-x data-zoomed:touch-pan-y data-zoomed:overflow-auto"
      onPointerUp={onPointerUp}
      onTouchStart={onTouchStart}
      onTouchMove={onTouchMove}
      onTouchEnd={onTouchEnd}
    >
      <img
        {...responsiveImage(itemStill(item), 'detailImage')}
        // magnified, the picture is that many screens wide: the browser picks its width from this
        sizes={view.zoomed ? `${Math.round(view.scale * 100)}vw` : '100vw'}
        alt={label}
        draggable={false}
        style={view.zoomed ? { width: `${view.scale * 100}%`, maxWidth: 'none', height: 'auto' } : undefined}
        className="h-full w-full object-contain select-none"
      />
    </div>
  );
}

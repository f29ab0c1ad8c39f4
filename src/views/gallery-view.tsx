/**
 * The gallery's headless view (spec §2): renders one gallery snapshot (via toGalleryView) and
 * sends the gallery machine's events.
 *
 * The 400×400 box (spec §9) shows the selected image, zoomed 2x under the pointer as on wholesale
 * sites: scale(2) with the transform origin at the pointer, so the part of the image under the
 * pointer stays under it and the visible half follows it. A video shows its poster and a play
 * button; its tap brings media-chrome's player, whose code is loaded only then. Pointer moves
 * re-render the box alone: the strip is memoised on props that a move does not change.
 *
 * On a touch screen (issue #18) the box is a row of slides, one per item, that a finger swipes
 * (embla, gallery-swipe.tsx, loaded after the first render: until then only the selected slide is
 * shown, so nothing moves when it arrives); a swipe chooses the item as its thumbnail would. A
 * counter says where the buyer is (2/6), and a tap on an image opens the full-screen viewer (the
 * mediaViewer machine). The magnifier stays for a mouse or a pen; a drag by mouse does not swipe.
 */
import { lazy, type PointerEvent, Suspense, useCallback, useState } from 'react';
import { appText, fill, notices } from '@/copy/copy';
import { phoneText } from '@/copy/phone-text';
import { type GalleryEvent, galleryLayout } from '@/machines/gallery.machine';
import type { GalleryViewData } from '@/machines/gallery.view';
import { type GalleryItem, itemStill } from '@/rules/gallery-items';
import { responsiveImage } from '@/rules/media-url';
import { lazyPart } from './lazy-part';
import { ThumbnailStrip } from './thumbnail-strip';

const GallerySwipe = lazyPart(
  'gallerySwipe',
  () => import('./gallery-swipe'),
  (m) => m.GallerySwipe,
);
// On a touch screen the first touch of the box may well be a swipe: the swipe's code is asked for
// once the page is idle, not at that touch (lazy-part.tsx's rule), which would lose the swipe.
if (typeof window !== 'undefined' && window.matchMedia?.('(pointer: coarse)').matches) {
  const whenIdle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
  whenIdle(() => void GallerySwipe.preload());
}

/** The player's code: asked for when the finger or the mouse goes down on the play button, before its click. */
const playerCode = () => import('./video-player');
const VideoPlayer = lazy(() => playerCode().then((module) => ({ default: module.VideoPlayer })));

const { boxPx, zoom } = galleryLayout;

type Send = (event: GalleryEvent) => void;

export function GalleryView({
  view,
  send,
  onOpenViewer,
}: {
  view: GalleryViewData;
  send: Send;
  /** a tap or click on the image in the box opens the full-screen viewer at it (absent: no viewer) */
  onOpenViewer?: (index: number) => void;
}) {
  // The swipe's viewport element (for embla, once its code is here) and whether embla has it.
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [swiping, setSwiping] = useState(false);
  const count = view.items.length;
  const position = view.selectedIndex + 1;
  return (
    <section aria-label={appText.gallery} className="w-[400px] max-w-full">
      <div className="relative">
        <div
          ref={setViewport}
          className="aspect-square w-full touch-pan-y overflow-hidden rounded border border-neutral-200 bg-neutral-50"
        >
          <ul className="flex h-full">
            {view.items.map((item, index) => {
              const shown = index === view.selectedIndex;
              // Until the swipe holds them, only the selected slide is in the page (keyed by index,
              // so it is the same element once the others join it).
              if (!shown && !swiping) return null;
              return (
                <li
                  // biome-ignore lint/suspicious/noArrayIndexKey: items never reorder; the index is the item's identity
                  key={index}
                  aria-hidden={shown ? undefined : true}
                  inert={!shown}
                  className="h-full min-w-0 shrink-0 grow-0 basis-full"
                >
                  {shown ? (
                    <MediaBox view={view} send={send} onOpenViewer={onOpenViewer} />
                  ) : (
                    <Still item={item} />
                  )}
                </li>
              );
            })}
          </ul>
        </div>
        {count > 1 && (
          <p className="pointer-events-none absolute top-2 right-2 z-10 rounded-full bg-black/60 px-2 py-0.5 text-xs text-white tabular-nums">
            <span aria-hidden="true">{fill(phoneText.galleryPosition, { n: position, total: count })}</span>
            <span className="sr-only">
              {fill(phoneText.galleryPositionName, { n: position, total: count })}
            </span>
          </p>
        )}
        {viewport && count > 1 && (
          <GallerySwipe
            viewport={viewport}
            selectedIndex={view.selectedIndex}
            send={send}
            ready={swiping}
            onReady={setSwiping}
          />
        )}
      </div>
      <ThumbnailStrip
        items={view.items}
        selectedIndex={view.selectedIndex}
        firstVisible={view.firstVisible}
        canPrevious={view.canPrevious}
        canNext={view.canNext}
        send={send}
      />
    </section>
  );
}

/** The pointer as fractions of the box; the machine keeps them in 0 … 1. */
function pointerAt(event: PointerEvent<HTMLElement>) {
  const rect = event.currentTarget.getBoundingClientRect();
  return { x: (event.clientX - rect.left) / rect.width, y: (event.clientY - rect.top) / rect.height };
}

// A finger has no hover: zooming under it would hide what it taps, so only a mouse or pen zooms.
function forward(send: Send, toEvent: (event: PointerEvent<HTMLElement>) => GalleryEvent) {
  return (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType !== 'touch') send(toEvent(event));
  };
}

/** A slide the buyer has not swiped to: its still, loaded when the browser thinks it near. */
function Still({ item }: { item: GalleryItem }) {
  return (
    <img
      {...responsiveImage(itemStill(item), 'galleryMain')}
      alt=""
      width={boxPx}
      height={boxPx}
      loading="lazy"
      draggable={false}
      className="h-full w-full object-contain"
    />
  );
}

function MediaBox({
  view,
  send,
  onOpenViewer,
}: {
  view: GalleryViewData;
  send: Send;
  onOpenViewer?: (index: number) => void;
}) {
  const item = view.selected;
  const isImage = item?.kind === 'image';
  return (
    <div
      data-media={view.media}
      aria-busy={view.media === 'loading'}
      className="relative h-full w-full overflow-hidden data-[media=shown]:cursor-crosshair"
      onPointerEnter={
        isImage ? forward(send, (e) => ({ type: 'pointer.enter', ...pointerAt(e) })) : undefined
      }
      onPointerMove={isImage ? forward(send, (e) => ({ type: 'pointer.move', ...pointerAt(e) })) : undefined}
      onPointerLeave={isImage ? forward(send, () => ({ type: 'pointer.leave' })) : undefined}
    >
      {item?.kind === 'image' && <ImageMedia item={item} view={view} send={send} />}
      {item?.kind === 'video' && <VideoMedia item={item} view={view} send={send} />}
      {isImage && view.media === 'shown' && onOpenViewer && (
        // Over the image, so the magnifier's pointer events still reach the box; a button, so a
        // keyboard opens the viewer too.
        <button
          type="button"
          aria-label={fill(phoneText.openViewer, { label: item.label })}
          aria-haspopup="dialog"
          onClick={() => onOpenViewer(view.selectedIndex)}
          className="absolute inset-0 h-full w-full cursor-zoom-in focus-visible:-outline-offset-4 md:cursor-crosshair"
        />
      )}
    </div>
  );
}

function ImageMedia({
  item,
  view,
  send,
}: {
  item: Extract<GalleryItem, { kind: 'image' }>;
  view: GalleryViewData;
  send: Send;
}) {
  // An image can settle before React commits it (a cached file; a fast 404 while a Suspense reveal
  // is held back): its load or error event then reaches no handler, so it is asked at commit.
  const settled = useCallback(
    (image: HTMLImageElement | null) => {
      if (image?.complete) send(image.naturalWidth > 0 ? { type: 'media.loaded' } : { type: 'media.failed' });
    },
    [send],
  );
  if (view.media === 'failed') {
    return (
      <div className="flex h-full flex-col items-center justify-center gap-2 text-neutral-400">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-10 w-10"
          fill="none"
          stroke="currentColor"
          strokeWidth={1.5}
        >
          <rect x="3" y="4" width="18" height="16" rx="2" />
          <path d="m3 16 5-5 4 4 3-3 6 6M4 4l16 16" />
        </svg>
        <p className="text-sm">{notices.imageLoadFailed}</p>
      </div>
    );
  }
  const { x, y } = view.lens;
  return (
    <>
      {view.media === 'loading' && (
        <>
          <div className="absolute inset-0 animate-pulse bg-neutral-100" />
          <span role="status" className="sr-only">
            {appText.loading}
          </span>
        </>
      )}
      <img
        // A new item is a new element: its load or error event is never one of the previous image's.
        key={view.selectedIndex}
        ref={settled}
        {...responsiveImage(item.src, 'galleryMain')}
        alt={item.label}
        width={boxPx}
        height={boxPx}
        // the page's largest element: fetched first (the server's HTML holds it, issue #17)
        fetchPriority="high"
        draggable={false}
        onLoad={() => send({ type: 'media.loaded' })}
        onError={() => send({ type: 'media.failed' })}
        style={
          view.zoomed
            ? { transform: `scale(${zoom})`, transformOrigin: `${x * 100}% ${y * 100}%` }
            : undefined
        }
        className="relative h-full w-full select-none object-contain transition-transform duration-150 ease-out"
      />
    </>
  );
}

function Poster({ item }: { item: Extract<GalleryItem, { kind: 'video' }> }) {
  return (
    <img
      {...responsiveImage(item.poster, 'galleryMain')}
      alt={item.label}
      width={boxPx}
      height={boxPx}
      fetchPriority="high"
      className="h-full w-full bg-black object-contain"
    />
  );
}

function VideoMedia({
  item,
  view,
  send,
}: {
  item: Extract<GalleryItem, { kind: 'video' }>;
  view: GalleryViewData;
  send: Send;
}) {
  const failed = useCallback(() => send({ type: 'video.failed' }), [send]);
  if (view.media === 'unplayable') {
    return (
      <>
        <Poster item={item} />
        <div className="absolute inset-0 flex items-center justify-center bg-black/60 p-6">
          <p className="text-center text-sm text-white">{notices.videoUnplayable}</p>
        </div>
      </>
    );
  }
  // The poster and its play button, as the server rendered them: the player comes with the tap
  // (gallery.machine.ts says why), and the whole box is the button, for a thumb.
  if (view.media === 'poster') {
    return (
      <>
        <Poster item={item} />
        <button
          type="button"
          aria-label={fill(appText.playVideo, { label: item.label })}
          onPointerDown={() => void playerCode().catch(() => undefined)}
          onClick={() => send({ type: 'video.play' })}
          className="group absolute inset-0 flex h-full w-full items-center justify-center focus-visible:-outline-offset-4"
        >
          <span
            aria-hidden="true"
            className="flex h-16 w-16 items-center justify-center rounded-full bg-black/60 text-white group-hover:bg-black/75"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="ml-1 h-8 w-8" fill="currentColor">
              <path d="M7 4.5v15l12.5-7.5z" />
            </svg>
          </span>
        </button>
      </>
    );
  }
  return (
    <Suspense
      fallback={
        <>
          <Poster item={item} />
          <span role="status" className="sr-only">
            {appText.loading}
          </span>
        </>
      }
    >
      <VideoPlayer src={item.src} poster={item.poster} label={item.label} onFailed={failed} />
    </Suspense>
  );
}

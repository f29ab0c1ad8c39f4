/**
 * The gallery's headless view (spec §2): renders one gallery snapshot (via toGalleryView) and
 * sends the gallery machine's events.
 *
 * The 400×400 box (spec §9) shows the selected image, zoomed 2x under the pointer as on wholesale
 * sites: scale(2) with the transform origin at the pointer, so the part of the image under the
 * pointer stays under it and the visible half follows it. A video is shown in media-chrome's player,
 * whose code is loaded only when a video is shown. Pointer moves re-render the box alone: the strip
 * is memoised on props that a move does not change.
 */
import { lazy, type PointerEvent, Suspense, useCallback } from 'react';
import { appText, notices } from '@/copy/copy';
import { type GalleryEvent, type GalleryViewData, galleryLayout } from '@/machines/gallery.machine';
import type { GalleryItem } from '@/rules/gallery-items';
import { responsiveImage } from '@/rules/media-url';
import { useInBrowser } from './in-browser';
import { ThumbnailStrip } from './thumbnail-strip';

const VideoPlayer = lazy(() => import('./video-player').then((module) => ({ default: module.VideoPlayer })));

const { boxPx, zoom } = galleryLayout;

type Send = (event: GalleryEvent) => void;

export function GalleryView({ view, send }: { view: GalleryViewData; send: Send }) {
  return (
    <section aria-label={appText.gallery} className="w-[400px] max-w-full">
      <MediaBox view={view} send={send} />
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

function MediaBox({ view, send }: { view: GalleryViewData; send: Send }) {
  const item = view.selected;
  const isImage = item?.kind === 'image';
  return (
    <div
      data-media={view.media}
      aria-busy={view.media === 'loading'}
      className="relative aspect-square w-full overflow-hidden rounded border border-neutral-200 bg-neutral-50 data-[media=shown]:cursor-crosshair"
      onPointerEnter={
        isImage ? forward(send, (e) => ({ type: 'pointer.enter', ...pointerAt(e) })) : undefined
      }
      onPointerMove={isImage ? forward(send, (e) => ({ type: 'pointer.move', ...pointerAt(e) })) : undefined}
      onPointerLeave={isImage ? forward(send, () => ({ type: 'pointer.leave' })) : undefined}
    >
      {item?.kind === 'image' && <ImageMedia item={item} view={view} send={send} />}
      {item?.kind === 'video' && <VideoMedia item={item} view={view} send={send} />}
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
  const inBrowser = useInBrowser();
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
  // The server's HTML (and the hydration of it) holds the poster: the player is the browser's.
  if (!inBrowser) return <Poster item={item} />;
  return (
    <Suspense fallback={<Poster item={item} />}>
      <VideoPlayer src={item.src} poster={item.poster} label={item.label} onFailed={failed} />
    </Suspense>
  );
}

/**
 * The gallery box's swipe (issue #18): embla on the slides that gallery-view renders, driven from
 * outside React (embla's core on the viewport element), so that the box's content, a playing
 * video included, is never remounted when this code arrives. In its own file so that embla loads
 * after the page's first render (issue #7's budget).
 *
 * The gallery machine owns the selected item: a swipe that lands on slide i sends
 * user.selectThumbnail(i), as a tap on thumbnail i would; a selection made elsewhere (a
 * thumbnail, a colour) scrolls embla to it. Only a finger drags (watchDrag): a mouse over the box
 * is the magnifier's.
 */
import EmblaCarousel, { type EmblaCarouselType } from 'embla-carousel';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { GalleryEvent } from '@/machines/gallery.machine';

export function GallerySwipe({
  viewport,
  selectedIndex,
  send,
  ready,
  onReady,
}: {
  viewport: HTMLElement;
  selectedIndex: number;
  send: (event: GalleryEvent) => void;
  /** every slide is shown (after onReady(true)): embla can measure them */
  ready: boolean;
  /** true once embla holds the slides (gallery-view then shows every slide), false when it lets go */
  onReady: (ready: boolean) => void;
}) {
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const selected = useRef(selectedIndex);
  selected.current = selectedIndex;

  // Every slide is shown first (onReady), then embla measures them.
  useEffect(() => {
    onReady(true);
    return () => onReady(false);
  }, [onReady]);

  // Before the browser paints the slides that onReady added: else slide 0 would show for a frame
  // in place of the selected one (and a pointer resting on the box would be over the wrong slide).
  useLayoutEffect(() => {
    if (!ready) return;
    const api = EmblaCarousel(viewport, {
      startIndex: selected.current,
      containScroll: false,
      watchDrag: (_api, event) => event.type === 'touchstart',
    });
    setEmbla(api);
    // A swipe is a buyer's choice; embla's own moves to follow the machine are not reported.
    let dragged = false;
    api.on('pointerDown', () => {
      dragged = true;
    });
    api.on('settle', () => {
      dragged = false;
    });
    api.on('select', () => {
      if (!dragged) return;
      dragged = false;
      const index = api.selectedScrollSnap();
      if (index !== selected.current) send({ type: 'user.selectThumbnail', index });
    });
    return () => {
      api.destroy();
      setEmbla(null);
    };
  }, [viewport, send, ready]);

  useEffect(() => {
    if (embla && embla.selectedScrollSnap() !== selectedIndex) embla.scrollTo(selectedIndex);
  }, [embla, selectedIndex]);

  return null;
}

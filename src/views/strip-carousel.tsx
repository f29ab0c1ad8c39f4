/**
 * The thumbnail strip's viewport on an embla carousel (thumbnail-strip.tsx): embla draws the
 * gallery machine's window (`firstVisible`) and reports its own moves (a drag, tabbing onto a
 * hidden thumbnail) as `strip.scrolled`. In its own file so that embla loads only for a strip
 * that has more thumbnails than it shows.
 */
import useEmblaCarousel from 'embla-carousel-react';
import { type ReactNode, useEffect } from 'react';
import type { GalleryEvent } from '@/machines/gallery.machine';

/**
 * Module constants, not literals in the render: embla's hook compares a new options object deeply
 * (and a new plugins array) after every render of the strip, which a colour switch causes.
 */
const emblaOptions = { align: 'start', containScroll: 'trimSnaps' } as const;
const emblaPlugins: [] = [];

export function StripCarousel({
  firstVisible,
  send,
  className,
  children,
}: {
  firstVisible: number;
  send: (event: GalleryEvent) => void;
  className: string;
  children: ReactNode;
}) {
  // trimSnaps + align start: one snap per possible first thumbnail (0 … items − 5), as in the machine.
  const [viewportRef, emblaApi] = useEmblaCarousel(emblaOptions, emblaPlugins);

  useEffect(() => {
    if (!emblaApi) return;
    const report = () => send({ type: 'strip.scrolled', first: emblaApi.selectedScrollSnap() });
    emblaApi.on('select', report);
    return () => {
      emblaApi.off('select', report);
    };
  }, [emblaApi, send]);

  // Also after a re-measure (a resize, a hidden tab shown): embla may have had nothing to scroll.
  useEffect(() => {
    if (!emblaApi) return;
    const follow = () => {
      if (emblaApi.selectedScrollSnap() !== firstVisible) emblaApi.scrollTo(firstVisible);
    };
    follow();
    emblaApi.on('reInit', follow);
    return () => {
      emblaApi.off('reInit', follow);
    };
  }, [emblaApi, firstVisible]);

  return (
    <div ref={viewportRef} className={className}>
      {children}
    </div>
  );
}

/**
 * The dense grid of goods cards of the catalogue pages: 2 columns on a phone, 5 at desktop
 * width, and a skeleton of the same boxes while a page loads so nothing jumps.
 */
import { appText } from '@/copy/copy';
import type { GoodsCard } from '@/domain/goods';
import { GoodsCardView } from './goods-card';

const gridClass = 'grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5';

export function GoodsGrid({
  cards,
  imageHost,
  newTab,
}: {
  cards: GoodsCard[];
  imageHost: string;
  newTab?: boolean;
}) {
  return (
    <ul className={gridClass}>
      {cards.map((card) => (
        <li key={card.ID}>
          <GoodsCardView card={card} imageHost={imageHost} newTab={newTab} />
        </li>
      ))}
    </ul>
  );
}

export function GoodsGridSkeleton({ count }: { count: number }) {
  return (
    <div role="status" aria-busy="true">
      <p className="sr-only">{appText.loading}</p>
      <ul className={gridClass} aria-hidden="true">
        {Array.from({ length: count }, (_, i) => i).map((i) => (
          <li key={i} className="overflow-hidden rounded-lg bg-white shadow-sm">
            <div className="aspect-square w-full animate-pulse bg-neutral-200" />
            <div className="space-y-2 p-2">
              <div className="h-4 animate-pulse rounded bg-neutral-200" />
              <div className="h-4 w-2/3 animate-pulse rounded bg-neutral-100" />
              <div className="h-5 w-1/3 animate-pulse rounded bg-neutral-100" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

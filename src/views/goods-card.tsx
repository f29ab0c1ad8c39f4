/**
 * A goods card (spec §3 "Recommended goods": ID, Picture, PName, Price, PClickCount): the whole
 * card links to /detail?id=. Used by the catalogue pages and by the detail page's recommended
 * list, which opens it in a new tab (spec §2), hence `newTab`.
 */
import { Link } from '@tanstack/react-router';
import { fill } from '@/copy/copy';
import { laterText } from '@/copy/later-text';
import type { GoodsCard } from '@/domain/goods';
import { cardPriceText } from '@/rules/goods-card-text';
import { mediaPathUrl, responsiveImage } from '@/rules/media-url';
import { readableNumber } from '@/rules/readable-number';

/** The picture's intrinsic box: a 5-column grid at 1200 px gives cards about this wide (its srcset: media-url.ts goodsCard). */
const PICTURE_PX = 224;

export function GoodsCardView({
  card,
  imageHost,
  newTab = false,
}: {
  card: GoodsCard;
  imageHost: string;
  newTab?: boolean;
}) {
  return (
    <Link
      to="/detail"
      search={{ id: card.ID }}
      {...(newTab && { target: '_blank', rel: 'noopener noreferrer' })}
      className="group flex h-full flex-col overflow-hidden rounded-lg bg-white shadow-sm outline-offset-2 transition hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-2 focus-visible:outline-brand-500"
    >
      {/* The name is read right after it: the picture adds nothing for a screen reader. */}
      <img
        {...responsiveImage(mediaPathUrl(imageHost, card.Picture), 'goodsCard')}
        alt=""
        width={PICTURE_PX}
        height={PICTURE_PX}
        loading="lazy"
        decoding="async"
        className="aspect-square w-full bg-neutral-100 object-cover"
      />
      <div className="flex flex-1 flex-col gap-1 p-2">
        <h3 title={card.PName} className="line-clamp-2 min-h-[2lh] leading-snug group-hover:text-brand-600">
          {card.PName}
        </h3>
        <p className="mt-auto flex items-baseline justify-between gap-2">
          <span className="text-base font-bold text-brand-600">{cardPriceText(card.Price)}</span>
          <span className="truncate text-xs text-neutral-500">
            {fill(laterText.clickCount, { n: readableNumber(card.PClickCount) })}
          </span>
        </p>
      </div>
    </Link>
  );
}

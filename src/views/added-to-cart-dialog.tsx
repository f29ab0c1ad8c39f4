/**
 * The add-to-cart success dialog (spec §2 dialogs): 商品已成功加入购物车, 购物车共N件商品, a link
 * 去购物车结算 to /shoppingCart, and the 购买此商品的用户还购买了 carousel: the supplier's goods in
 * groups of 3, one group per slide (embla), each with its picture, title and price (issue 19 item
 * 14), opening its detail page in a new tab.
 *
 * Controlled by the purchase machine's view (open while the chart is in `added`); closing it in
 * any way (Esc, the backdrop, 继续选购) is user.closeAdded. The slide shown is embla's own
 * scrolling, not the chart's: which three goods are in view decides nothing.
 */
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { Link } from '@tanstack/react-router';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState } from 'react';
import { fill, labels, notices } from '@/copy/copy';
import { dialogText } from '@/copy/dialog-text';
import type { AlsoBought } from '@/domain/supplier';
import { cardPriceText } from '@/rules/goods-card-text';
import { mediaFileUrl } from '@/rules/media-url';
import { readableNumber } from '@/rules/readable-number';
import { primaryButton } from './message-panel';

const ALSO_BOUGHT_PX = 96;

function AlsoBoughtCarousel({ groups, imageHost }: { groups: AlsoBought[][]; imageHost: string }) {
  const [viewportRef, embla] = useEmblaCarousel({ align: 'start' });
  // Which slide embla shows, for the buttons' disabled state and the dots (embla's state, not ours).
  const [selected, setSelected] = useState(0);
  const onSelect = useCallback(() => setSelected(embla?.selectedScrollSnap() ?? 0), [embla]);
  useEffect(() => {
    embla?.on('select', onSelect);
    return () => {
      embla?.off('select', onSelect);
    };
  }, [embla, onSelect]);
  return (
    <section aria-label={labels.alsoBought} className="mt-5">
      <h3 className="mb-2 text-sm font-medium text-neutral-700">{labels.alsoBought}</h3>
      <div className="flex items-center gap-1">
        <button
          type="button"
          aria-label={dialogText.previousGroup}
          disabled={selected === 0}
          onClick={() => embla?.scrollPrev()}
          className="h-8 w-6 shrink-0 rounded text-neutral-500 hover:bg-brand-50 disabled:text-neutral-300"
        >
          ‹
        </button>
        <div ref={viewportRef} className="min-w-0 flex-1 overflow-hidden">
          <ul className="flex">
            {groups.map((group, index) => (
              <li
                key={group.map((item) => item.ID).join('-')}
                aria-label={fill(dialogText.groupOfTotal, { n: index + 1, total: groups.length })}
                className="grid min-w-0 flex-[0_0_100%] grid-cols-3 gap-2"
              >
                {group.map((item) => (
                  <a
                    key={item.ID}
                    href={`/detail?id=${item.ID}`}
                    target="_blank"
                    rel="noopener"
                    className="block overflow-hidden rounded border border-neutral-200 hover:border-brand-500"
                  >
                    <img
                      src={mediaFileUrl(imageHost, item)}
                      // the title below names the link; a goods without one is named by its number
                      alt={item.PName ? '' : fill(dialogText.alsoBoughtGoods, { n: item.ID })}
                      width={ALSO_BOUGHT_PX}
                      height={ALSO_BOUGHT_PX}
                      loading="lazy"
                      className="aspect-square h-auto w-full object-cover"
                    />
                    {item.PName && (
                      <span className="block px-1.5 pt-1 pb-1.5 text-xs leading-snug">
                        <span className="line-clamp-2 text-neutral-800">{item.PName}</span>
                        <span className="mt-0.5 block font-medium text-brand-600 tabular-nums">
                          {cardPriceText(item.Price ?? '')}
                        </span>
                      </span>
                    )}
                  </a>
                ))}
              </li>
            ))}
          </ul>
        </div>
        <button
          type="button"
          aria-label={dialogText.nextGroup}
          disabled={selected >= groups.length - 1}
          onClick={() => embla?.scrollNext()}
          className="h-8 w-6 shrink-0 rounded text-neutral-500 hover:bg-brand-50 disabled:text-neutral-300"
        >
          ›
        </button>
      </div>
    </section>
  );
}

export function AddedToCartDialog({
  view,
  onClose,
  imageHost,
}: {
  view: { open: boolean; cartCount: number; alsoBoughtGroups: AlsoBought[][] };
  onClose: () => void;
  imageHost: string;
}) {
  return (
    // The dialog covers the viewport itself (not a 0×0 wrapper of fixed children), so it is a
    // visible box to the browser and to the tests that ask whether it is shown.
    <Dialog
      open={view.open}
      onClose={onClose}
      className="fixed inset-0 z-50 flex items-center justify-center p-4"
    >
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <div className="relative w-full max-w-md">
        <DialogPanel className="w-full rounded-lg bg-white p-5 shadow-xl">
          <DialogTitle className="flex items-center gap-2 text-lg font-semibold text-green-700">
            <span aria-hidden="true">✓</span>
            {notices.addedToCart}
          </DialogTitle>
          <p className="mt-2 text-neutral-700">
            {fill(labels.cartCount, { n: readableNumber(view.cartCount) })}
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Link to="/shoppingCart" className={primaryButton}>
              {labels.goToCart}
            </Link>
            <button
              type="button"
              onClick={onClose}
              className="rounded border border-neutral-300 px-5 py-2 text-neutral-700 hover:border-brand-500"
            >
              {dialogText.continueShopping}
            </button>
          </div>
          {view.alsoBoughtGroups.length > 0 && (
            <AlsoBoughtCarousel groups={view.alsoBoughtGroups} imageHost={imageHost} />
          )}
        </DialogPanel>
      </div>
    </Dialog>
  );
}

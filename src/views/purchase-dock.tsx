/**
 * The purchase bar's place (issue #18): in the information column on a desktop; under 768 px
 * fixed to the bottom of the viewport, so that 共N件, 合计￥, 已选清单 and the purchase buttons are
 * in reach at every scroll position. The page reserves the bar's height below its content (the
 * body's padding, styles.css), so the bar never covers the last of it: the bar's own height,
 * which grows with a notice, is kept in --purchase-bar-h on the document by a ResizeObserver; the
 * server's render and the first paint use the bar's usual height. Layout only: no behaviour here.
 * Dialogs (z-50) open above it; the on-screen keyboard covers it rather than the field typed in.
 */
import type { ReactNode } from 'react';
import { phoneText } from '@/copy/phone-text';

/** Keeps the document's --purchase-bar-h equal to the bar's height while the bar is mounted. */
function reserveHeight(bar: HTMLElement | null) {
  if (!bar || typeof ResizeObserver === 'undefined') return;
  const root = document.documentElement;
  const observer = new ResizeObserver(() => {
    root.style.setProperty('--purchase-bar-h', `${bar.offsetHeight}px`);
  });
  observer.observe(bar);
  return () => {
    observer.disconnect();
    root.style.removeProperty('--purchase-bar-h');
  };
}

export function PurchaseDock({ children }: { children: ReactNode }) {
  return (
    <section
      ref={reserveHeight}
      aria-label={phoneText.purchaseBar}
      data-purchase-bar=""
      className="space-y-3 max-md:fixed max-md:inset-x-0 max-md:bottom-0 max-md:z-30 max-md:space-y-1.5 max-md:border-t max-md:border-neutral-200 max-md:bg-white max-md:px-3 max-md:pt-1.5 max-md:pb-[calc(0.375rem+env(safe-area-inset-bottom))] max-md:shadow-[0_-2px_8px_rgb(0_0_0/0.08)]"
    >
      {children}
    </section>
  );
}

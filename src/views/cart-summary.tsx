/**
 * The cart summary under the size table (spec §2 selected-list popover, §4 quantities): 共N件 and
 * 合计￥ over every colour, and 已选清单, a popover (disclosure-popover.tsx) whose panel is a
 * table of the selected lines (颜色, 数量, 尺码). Everything shown comes from the selection view's
 * summary, derived by the machine file; the popover is keyboard-usable (Enter/Space opens, Esc
 * closes and gives focus back to the button).
 *
 * The totals are a polite status: a screen reader hears the new 共N件 合计￥ after a quantity or a
 * 整色填充 changes them, without moving focus. The panel hangs from the button's end edge, no
 * wider than the viewport, scrolling itself when a buyer of goods 1005 selects hundreds of lines.
 */
import type { ReactNode } from 'react';
import { appText, fill, labels } from '@/copy/copy';
import type { SelectionSummary } from '@/machines/selection.view';
import { readableNumber } from '@/rules/readable-number';
import { DisclosurePopover } from './disclosure-popover';
import { lazyPart } from './lazy-part';

/**
 * The panel's table: shown only once the buyer opens 已选清单, so its code loads with the other
 * lazy parts at the buyer's first interaction, not with the page (issue #7's first-load budget).
 */
export const SelectedLines = lazyPart(
  'selectedLines',
  () => import('./selected-lines'),
  (module) => module.SelectedLines,
);

export function CartSummary({ summary }: { summary: SelectionSummary }) {
  return (
    <CartSummaryFrame>
      <CartTotals count={summary.count} total={summary.total} />
      <SelectedList count={summary.lines.length}>
        <SelectedLines lines={summary.lines} />
      </SelectedList>
    </CartSummaryFrame>
  );
}

/*
 * The pieces CartSummary is made of, exported so that a page subscribing each piece on its own
 * (selection-part.tsx) re-renders the popover only when the number of lines changes: a quantity
 * changed on a line already selected changes only 共N件 and 合计￥.
 */

export function CartSummaryFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded text-sm max-md:flex-nowrap max-md:gap-x-2 md:border md:border-neutral-200 md:bg-neutral-50 md:px-3 md:py-2">
      {children}
    </div>
  );
}

export function CartTotals({ count, total }: { count: number; total: string }) {
  return (
    <p role="status" className="flex min-w-0 flex-wrap items-baseline gap-x-4 tabular-nums max-md:gap-x-2">
      <span className="text-neutral-700">{fill(labels.totalItems, { n: readableNumber(count) })}</span>
      <span className="text-base font-semibold text-brand-600">
        {fill(labels.totalPrice, { amount: readableNumber(total) })}
      </span>
    </p>
  );
}

/** 已选清单 (N) and its panel; the panel's content (`children`) is rendered only while it is open. */
export function SelectedList({ count, children }: { count: number; children: ReactNode }) {
  return (
    <DisclosurePopover
      className="ml-auto"
      buttonClassName="inline-flex h-11 items-center md:h-7 gap-1 rounded border border-neutral-300 bg-white px-3 text-neutral-700 tabular-nums hover:border-brand-500 hover:text-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 data-open:border-brand-500 data-open:text-brand-600"
      // Above the button, over the size table: under it, it covered the purchase buttons (issue 19
      // item 13); on a phone the purchase bar holding it is fixed at the bottom.
      panelClassName="bottom-full z-40 mb-1.5 max-h-[min(24rem,60vh)] w-80 max-w-[calc(100vw-1rem)] overflow-auto rounded border border-neutral-200 bg-white text-sm shadow-lg"
      button={
        <>
          {fill(appText.selectedListCount, { list: labels.selectedList, n: count })}
          <span aria-hidden="true" className="text-xs in-data-open:rotate-180">
            ▾
          </span>
        </>
      }
    >
      {children}
    </DisclosurePopover>
  );
}

/**
 * The size rows of the chosen colour (spec §2): label (cut, the full one in a tooltip), SKU code
 * with a tooltip, weight, price, stock and a quantity stepper (step 1, min 0, max the stock).
 *
 * Rows are memoized on primitive props and a stable `send`: goods 1005 has 40 colours × 25
 * sizes, and a quantity change must re-render only its own row (issue #7). The field shows what
 * the buyer types until it is committed (Enter, or leaving the field: + − and the arrow keys
 * commit it first), then the machine's quantity: the machine judges the text once
 * (judgeRowQuantity: '3.5' → 3, '-5' → 0, above the stock → the stock) and says what it changed,
 * shown under the stepper and describing the field (issue 19 item 2). Judging every keystroke
 * made typing lose characters ('3.5' became 35). The typed text is the row's own state: it is
 * what the buyer is typing, not yet a choice, and nothing but this field reads it.
 * Under 768 px (issue #18) the table fits a 360 px phone without scrolling sideways: the item
 * number and weight go on a second line under the size, the stock under the price, and the
 * stepper's parts grow to 44 × 44. All of it is CSS (md: breakpoints), so the server and the
 * browser render the same markup.
 */
import { type KeyboardEvent, memo, type ReactNode, useId, useState } from 'react';
import { appText, fill, labels } from '@/copy/copy';
import type { SelectionEvent } from '@/machines/selection.machine';
import type { SelectionViewData, SizeView } from '@/machines/selection.view';
import { readableNumber } from '@/rules/readable-number';
import { lazyPart } from './lazy-part';

// Shown only after the buyer typed: its words load with the other lazy parts at the first interaction.
const QuantityHintText = lazyPart(
  'quantityHint',
  () => import('./quantity-hint-text'),
  (module) => module.QuantityHintText,
);

type Send = (event: SelectionEvent) => void;

/** The spinbutton's keys (WAI-ARIA spinbutton pattern): one step up or down, or to a bound. */
const stepKeys = {
  ArrowUp: 'user.incrementQuantity',
  ArrowDown: 'user.decrementQuantity',
  Home: 'user.minQuantity',
  End: 'user.maxQuantity',
} as const satisfies Record<string, Exclude<SelectionEvent, { text: string }>['type']>;

const isStepKey = (key: string): key is keyof typeof stepKeys => Object.hasOwn(stepKeys, key);

const headCell = 'px-1.5 py-1.5 font-normal whitespace-nowrap md:px-2';
/** a size row's cell (styles.css, with the row's other repeated parts) */
const cell = 'size-cell';
/** a column a phone shows inside another cell instead */
const wideOnly = 'max-md:hidden';

export function SizeTable({ view, send }: { view: SelectionViewData; send: Send }) {
  return (
    <SizeTableFrame colour={view.colour} empty={view.sizes.length === 0}>
      {view.sizes.map((size) => (
        <SizeRow key={size.id} {...size} colour={view.colour} send={send} />
      ))}
    </SizeTableFrame>
  );
}

/**
 * The table around the rows (caption, column heads), or 暂无规格 when the colour has no sizes: its
 * own part so that a page subscribing each row on its own (selection-part.tsx) puts its rows in it.
 */
export function SizeTableFrame({
  colour,
  empty,
  children,
}: {
  colour: string;
  empty: boolean;
  children: ReactNode;
}) {
  if (empty) return <p className="py-2 text-neutral-500">{appText.noSpecs}</p>;
  // scroll-pl: a focused cell scrolls into view beside the sticky size column, not under it.
  // Beside the gallery (md and up) a long size list (1005: 25 sizes) scrolls inside a box of about
  // ten rows under its sticky heads, so that the goods column does not run on far below the gallery
  // and the supplier card, leaving the left column empty (issue 19 item 15); scroll-pt keeps a
  // focused row clear of the heads. A phone's page scrolls the rows itself: no box in a box.
  return (
    <div className="overflow-x-auto rounded border border-neutral-200 bg-white md:max-h-[24rem] md:scroll-pt-8 md:scroll-pl-28">
      <table className="w-full border-collapse text-sm tabular-nums md:min-w-[34rem]">
        <caption className="sr-only">{fill(appText.sizeTable, { colour })}</caption>
        <thead className="bg-neutral-50 text-xs text-neutral-500 md:sticky md:top-0 md:z-20">
          <tr>
            <th
              scope="col"
              className={`${headCell} bg-neutral-50 text-left md:sticky md:left-0 md:z-10 md:w-28 md:min-w-28`}
            >
              {labels.size}
            </th>
            <th scope="col" className={`${headCell} ${wideOnly} text-left`}>
              {labels.itemNumber}
            </th>
            <th scope="col" className={`${headCell} ${wideOnly} text-right`}>
              {appText.weight}
            </th>
            <th scope="col" className={`${headCell} text-right`}>
              {appText.price}
            </th>
            <th scope="col" className={`${headCell} ${wideOnly} text-right`}>
              {appText.stock}
            </th>
            <th scope="col" className={`${headCell} bg-neutral-50 text-center md:sticky md:right-0 md:z-10`}>
              {labels.quantity}
            </th>
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

export const SizeRow = memo(function SizeRow({
  id,
  label,
  fullLabel,
  sku,
  weightG,
  price,
  min,
  max,
  quantity,
  soldOut,
  canIncrement,
  canDecrement,
  hint,
  colour,
  send,
}: SizeView & { colour: string; send: Send }) {
  const skuTipId = useId();
  const hintId = useId();
  const cut = label !== fullLabel;
  // What is being typed, for this size only (a row keyed by position shows another size after a colour switch).
  const [draft, setDraft] = useState<{ sizeId: number; text: string } | null>(null);
  const typed = draft?.sizeId === id ? draft.text : null;
  const commit = () => {
    if (typed === null) return;
    setDraft(null);
    send({ type: 'user.typeQuantity', sizeId: id, text: typed });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
      return;
    }
    if (!isStepKey(event.key)) return;
    event.preventDefault();
    commit();
    send({ type: stepKeys[event.key], sizeId: id });
  };
  return (
    <tr data-sold-out={soldOut || undefined} className="group/row size-row">
      <th scope="row" title={cut ? fullLabel : undefined} className="size-name">
        {cut ? (
          <>
            <span aria-hidden="true">{label}</span>
            <span className="sr-only">{fullLabel}</span>
          </>
        ) : (
          label
        )}
        {/* A phone's second line: the columns it has no room for (it may break anywhere). */}
        <span className="size-second-line">
          {/* the weight stays whole ("1,103g"): the line may break anywhere inside a long item number */}
          <span className="font-mono">{sku}</span> ·{' '}
          <span className="whitespace-nowrap">{fill(appText.grams, { n: readableNumber(weightG) })}</span>
        </span>
      </th>
      <td className={`${cell} ${wideOnly}`}>
        <span className="group/sku relative inline-block max-w-32 align-middle">
          <span
            // biome-ignore lint/a11y/noNoninteractiveTabindex: the tooltip shows on keyboard focus too (WAI-ARIA tooltip pattern)
            tabIndex={0}
            aria-describedby={skuTipId}
            className="block truncate rounded font-mono text-xs"
          >
            {sku}
          </span>
          <span role="tooltip" id={skuTipId} className="sku-tip">
            {sku}
          </span>
        </span>
      </td>
      <td className={`${cell} ${wideOnly} text-right`}>
        {fill(appText.grams, { n: readableNumber(weightG) })}
      </td>
      <td className={`${cell} text-right`}>
        <span className="size-price">{fill(appText.yuan, { amount: readableNumber(price) })}</span>
        <span className="block text-xs md:hidden">
          {soldOut ? (
            <span className="font-medium text-neutral-200">{appText.soldOut}</span>
          ) : (
            fill(appText.stockCount, { n: readableNumber(max) })
          )}
        </span>
      </td>
      <td className={`${cell} ${wideOnly} text-right`}>
        {fill(appText.stockCount, { n: readableNumber(max) })}
        {soldOut && (
          <>
            {' '}
            <span className="font-medium text-neutral-200">{appText.soldOut}</span>
          </>
        )}
      </td>
      {/* Pinned right as the size is pinned left: on a narrow desktop the middle columns scroll between them. */}
      <td className="size-quantity">
        <div className="stepper">
          <button
            type="button"
            aria-label={fill(appText.decreaseQuantity, { size: fullLabel })}
            disabled={!canDecrement}
            onClick={() => send({ type: 'user.decrementQuantity', sizeId: id })}
            className="stepper-button"
          >
            −
          </button>
          <input
            type="text"
            role="spinbutton"
            inputMode="numeric"
            autoComplete="off"
            aria-label={fill(appText.quantityOf, { colour, size: fullLabel })}
            aria-valuemin={min}
            aria-valuemax={max}
            aria-valuenow={quantity}
            aria-describedby={hint ? hintId : undefined}
            value={typed ?? String(quantity)}
            disabled={soldOut}
            onChange={(event) => setDraft({ sizeId: id, text: event.target.value })}
            // The whole number selected on focus: what is typed replaces it (0 → 3, not 03).
            onFocus={(event) => event.currentTarget.select()}
            onBlur={commit}
            onKeyDown={onKeyDown}
            className="stepper-field"
          />
          <button
            type="button"
            aria-label={fill(appText.increaseQuantity, { size: fullLabel })}
            disabled={!canIncrement}
            onClick={() => send({ type: 'user.incrementQuantity', sizeId: id })}
            className="stepper-button"
          >
            +
          </button>
        </div>
        {/* Always there, so a screen reader hears the hint when it appears. */}
        <span id={hintId} aria-live="polite" className="block text-xs whitespace-normal text-red-600">
          {hint && <QuantityHintText hint={hint} n={quantity} />}
        </span>
      </td>
    </tr>
  );
});

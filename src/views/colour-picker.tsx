/**
 * The colour buttons under 颜色 (spec §2, §4): the chosen one is pressed, and a colour with
 * quantities entered carries a badge with their sum, so a buyer filling several colours sees
 * where the pieces are; the badge is read as the button's description (已选N件), so the button's
 * name stays the colour's name. Buttons are memoized on primitive props: goods 1005 has 40 colours and a
 * quantity change alters one badge at most.
 */
import { memo, type ReactNode, useId } from 'react';
import { appText, fill, labels } from '@/copy/copy';
import { phoneText } from '@/copy/phone-text';
import type { SelectionEvent } from '@/machines/selection.machine';
import type { SelectionViewData } from '@/machines/selection.view';
import { readableNumber } from '@/rules/readable-number';

/** Only the colour choice: the page hears it, for the gallery follows the colour too. */
type Send = (event: Extract<SelectionEvent, { type: 'user.chooseColour' }>) => void;

export function ColourPicker({ view, send }: { view: SelectionViewData; send: Send }) {
  if (view.colours.length === 0) return null;
  return (
    <ColourFieldset count={view.colours.length}>
      {view.colours.map((colour) => (
        <ColourButton
          key={colour.index}
          name={colour.name}
          index={colour.index}
          chosen={colour.chosen}
          count={colour.count}
          send={send}
        />
      ))}
    </ColourFieldset>
  );
}

/**
 * 颜色 and the buttons' box: its own part so that a page subscribing each button on its own puts
 * them in it. Under 768 px (issue #18) the buttons are one row that scrolls sideways, so that 40
 * colours (goods 1005) do not push the size rows three screens down; the hint under the row and
 * the fade at its end say there is more.
 */
const COLOURS_IN_A_PHONE_ROW = 4;

export function ColourFieldset({ count, children }: { count: number; children: ReactNode }) {
  // Four chips fit a 360 px row; past that the row scrolls, and says so (the same markup on the
  // server and in the browser: decided by the count, not by measuring).
  const overflows = count > COLOURS_IN_A_PHONE_ROW;
  return (
    <fieldset className="min-w-0">
      {/* floated so that the buttons wrap beside the label, not under it */}
      <legend className="mb-1 text-neutral-500 md:float-left md:mr-3 md:mb-0 md:w-10 md:pt-1.5">
        {labels.colour}
      </legend>
      <div className="relative">
        {/* pt/pr: room for the count badges, which the scrolling box would otherwise clip */}
        <div className="flex snap-x gap-2 overflow-x-auto overscroll-x-contain pt-2 pr-6 pb-1 max-md:[scrollbar-width:thin] md:flex-wrap md:overflow-visible md:p-0">
          {children}
        </div>
        {overflows && (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 right-0 w-8 bg-linear-to-l from-white md:hidden"
          />
        )}
      </div>
      {overflows && (
        <p className="mt-0.5 text-xs text-neutral-500 md:hidden">
          {fill(phoneText.coloursScrollHint, { n: count })}
        </p>
      )}
    </fieldset>
  );
}

export const ColourButton = memo(function ColourButton({
  name,
  index,
  chosen,
  count,
  send,
}: {
  name: string;
  index: number;
  chosen: boolean;
  count: number;
  send: Send;
}) {
  const countId = useId();
  return (
    <button
      type="button"
      aria-pressed={chosen}
      aria-describedby={count > 0 ? countId : undefined}
      onClick={() => send({ type: 'user.chooseColour', index })}
      className="colour-choice"
    >
      {name}
      {count > 0 && (
        <>
          <span
            aria-hidden="true"
            className="absolute -top-2 -right-2 min-w-5 rounded-full bg-brand-500 px-1 text-center text-xs leading-5 text-white tabular-nums"
          >
            {count}
          </span>
          <span id={countId} hidden>
            {fill(appText.colourChosenCount, { n: readableNumber(count) })}
          </span>
        </>
      )}
    </button>
  );
});

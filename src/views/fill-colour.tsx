/**
 * 整色填充 above the size table: one quantity for every in-stock size of the chosen colour, for
 * the wholesale buyer who orders "10 of each size". The field is uncontrolled on purpose: its
 * draft is nothing the machine knows until the buyer submits it, and the form's own submit gives
 * the button and Enter in the field one path. What the text means (a whole number ≥ 1, full-width
 * digits allowed, clamped to each size's stock) is the machine's rule, so the raw text is sent as
 * typed, and the machine's answer is shown: why nothing was filled, or 撤销 right after a fill.
 * The typed text stays in the box either way, so a refused number can be corrected, not retyped.
 */
import { type FormEvent, useId } from 'react';
import { appText, fill } from '@/copy/copy';
import type { SelectionEvent } from '@/machines/selection.machine';
import type { FillView } from '@/machines/selection.view';
import { lazyPart } from './lazy-part';

export type Send = (event: Extract<SelectionEvent, { type: 'user.fillColour' | 'user.undoFill' }>) => void;

const FIELD = 'quantity';

// Shown only after a fill: its code and words load with the other lazy parts at the buyer's
// first interaction, not with the page (issue #7's first-load budget).
const FillAnswer = lazyPart(
  'fillAnswer',
  () => import('./fill-answer'),
  (module) => module.FillAnswer,
);

const noAnswer: FillView = { notice: null, canUndo: false };

export function FillColour({
  colour,
  enabled,
  send,
  answer = noAnswer,
}: {
  colour: string;
  enabled: boolean;
  send: Send;
  answer?: FillView;
}) {
  const fieldId = useId();
  const hintId = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = new FormData(event.currentTarget).get(FIELD);
    send({ type: 'user.fillColour', text: typeof text === 'string' ? text : '' });
  };
  return (
    <form onSubmit={onSubmit} className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      <label htmlFor={fieldId} className="text-neutral-500">
        {appText.fillColourLabel}
      </label>
      <input
        id={fieldId}
        name={FIELD}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={appText.fillColourPlaceholder}
        aria-describedby={hintId}
        aria-invalid={answer.notice !== null}
        disabled={!enabled}
        className="h-7 w-20 rounded border border-neutral-300 px-2 text-center tabular-nums placeholder:text-neutral-400 focus-visible:border-brand-500 focus-visible:ring-2 focus-visible:ring-brand-100 aria-invalid:border-red-500 disabled:cursor-not-allowed disabled:bg-neutral-100"
      />
      <button
        type="submit"
        aria-label={fill(appText.fillColourName, { colour })}
        disabled={!enabled}
        className="h-7 rounded border border-brand-500 px-3 text-brand-600 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:border-neutral-300 disabled:text-neutral-400 disabled:hover:bg-transparent"
      >
        {appText.fillColour}
      </button>
      {/* Always in the page, so a screen reader announces what appears in it. */}
      <p aria-live="polite" className="flex items-center gap-2 text-xs">
        {(answer.notice || answer.canUndo) && <FillAnswer answer={answer} colour={colour} send={send} />}
      </p>
      <p id={hintId} className="basis-full text-xs text-neutral-500">
        {fill(enabled ? appText.fillColourHint : appText.fillColourNoStock, { colour })}
      </p>
    </form>
  );
}

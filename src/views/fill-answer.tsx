/** 整色填充's answer (fill-colour.tsx loads it): why nothing was filled, or 已整色填充 with 撤销. */
import { fill } from '@/copy/copy';
import { laterText } from '@/copy/later-text';
import type { FillView } from '@/machines/selection.view';
import type { Send } from './fill-colour';

export function FillAnswer({ answer, colour, send }: { answer: FillView; colour: string; send: Send }) {
  const notice =
    answer.notice === 'empty'
      ? laterText.fillColourEmpty
      : answer.notice === 'invalid'
        ? laterText.fillColourInvalid
        : null;
  return (
    <>
      {notice && <span className="text-red-600">{notice}</span>}
      {answer.canUndo && (
        <>
          <span className="text-neutral-600">{fill(laterText.fillColourDone, { colour })}</span>
          <button
            type="button"
            aria-label={laterText.undoFillColour}
            onClick={() => send({ type: 'user.undoFill' })}
            className="rounded px-1 text-brand-600 underline underline-offset-2 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {laterText.undo}
          </button>
        </>
      )}
    </>
  );
}

/**
 * The detail page's selection (spec §2, §4): the colour buttons, 整色填充, the size rows and the
 * cart summary, each subscribed to the selection child on its own, through the selection
 * machine's per-part views (toColourView, toChosenColourView, toSizeRowView, toSelectionTotals,
 * toSelectionSummary), which keep their identity, or compare field by field, when unchanged.
 *
 * Why not one subscription to toSelectionView: goods 1005 has 40 colours × 25 sizes, and one view
 * object rebuilt per change re-renders the picker, the table, 整色填充 and the popover on every
 * keystroke (issue #7). Here a quantity change re-renders its own row, 共N件 合计￥ (and 已选清单's
 * button when the number of lines changes) and the one colour button whose 已选N件 badge changes;
 * a colour switch re-renders the two buttons whose pressed state changes, 整色填充 and the table
 * with its rows (now the new colour's), and not the totals. tests/unit/selection-renders.test.tsx
 * counts it.
 *
 * The parts render the same markup as ColourPicker, SizeTable and CartSummary (which the flows
 * page and the model tests render from a whole SelectionViewData), through their exported pieces.
 */
import { shallowEqual, useSelector } from '@xstate/react';
import { memo, useCallback } from 'react';
import type { SelectionRef } from '@/machines/detail-page.machine';
import type { SelectionEvent, SelectionSnapshot } from '@/machines/selection.machine';
import {
  colourCountOf,
  toChosenColourView,
  toColourView,
  toFillView,
  toSelectionSummary,
  toSelectionTotals,
  toSizeRowView,
} from '@/machines/selection.view';
import { CartSummaryFrame, CartTotals, SelectedLines, SelectedList } from './cart-summary';
import { ColourButton, ColourFieldset } from './colour-picker';
import { FillColour } from './fill-colour';
import { SizeRow, SizeTableFrame } from './size-table';

/** Only the colour choice: the page hears it, for the gallery follows the colour too. */
type SendColour = (event: Extract<SelectionEvent, { type: 'user.chooseColour' }>) => void;

/** Memoized: the page re-renders for its own reasons (the supplier arrives), not for the selection. */
export const SelectionPart = memo(function SelectionPart({
  actor,
  send,
}: {
  actor: SelectionRef;
  send: SendColour;
}) {
  return (
    <div className="space-y-3 pt-1">
      <Colours actor={actor} send={send} />
      <ChosenColour actor={actor} />
    </div>
  );
});

/** The buttons' box: only the number of colours, which the goods fixes. */
function Colours({ actor, send }: { actor: SelectionRef; send: SendColour }) {
  const count = useSelector(actor, colourCountOf);
  if (count === 0) return null;
  return (
    <ColourFieldset count={count}>
      {Array.from({ length: count }, (_, index) => (
        // The index is the colour's identity: the goods' colours do not change under the page.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <LiveColourButton key={index} actor={actor} index={index} send={send} />
      ))}
    </ColourFieldset>
  );
}

const LiveColourButton = memo(function LiveColourButton({
  actor,
  index,
  send,
}: {
  actor: SelectionRef;
  index: number;
  send: SendColour;
}) {
  const select = useCallback((snapshot: SelectionSnapshot) => toColourView(snapshot, index), [index]);
  const colour = useSelector(actor, select, shallowEqual);
  return colour ? <ColourButton {...colour} send={send} /> : null;
});

/** 整色填充 and the size table: what follows the chosen colour, the same view while it stays chosen. */
function ChosenColour({ actor }: { actor: SelectionRef }) {
  const chosen = useSelector(actor, toChosenColourView);
  return (
    <>
      <LiveFillColour actor={actor} colour={chosen.colour} enabled={chosen.canFillColour} />
      <SizeTableFrame colour={chosen.colour} empty={chosen.sizeIds.length === 0}>
        {chosen.sizeIds.map((sizeId, position) => (
          // Keyed by position, not by size id: a colour switch then updates the rows in place (the
          // new colour's label, code, stock and quantity) instead of unmounting 25 rows and
          // mounting 25 more. A row holds no state of its own, so nothing is carried over wrongly.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <LiveSizeRow key={position} actor={actor} sizeId={sizeId} colour={chosen.colour} />
        ))}
      </SizeTableFrame>
    </>
  );
}

/** 整色填充 with the machine's answer (a notice, or 撤销), re-rendered only when that changes. */
function LiveFillColour({
  actor,
  colour,
  enabled,
}: {
  actor: SelectionRef;
  colour: string;
  enabled: boolean;
}) {
  const answer = useSelector(actor, toFillView, shallowEqual);
  return <FillColour colour={colour} enabled={enabled} answer={answer} send={actor.send} />;
}

const LiveSizeRow = memo(function LiveSizeRow({
  actor,
  sizeId,
  colour,
}: {
  actor: SelectionRef;
  sizeId: number;
  colour: string;
}) {
  const select = useCallback((snapshot: SelectionSnapshot) => toSizeRowView(snapshot, sizeId), [sizeId]);
  const size = useSelector(actor, select, shallowEqual);
  return size ? <SizeRow {...size} colour={colour} send={actor.send} /> : null;
});

/**
 * 共N件 and 合计￥, re-rendered by a quantity change; 已选清单's popover only when the number of
 * lines changes, and its table, subscribed on its own, only while the panel is open. Apart from
 * SelectionPart: the page puts it in the purchase bar, which a phone fixes at the bottom.
 */
export function SelectionTotals({ actor }: { actor: SelectionRef }) {
  const totals = useSelector(actor, toSelectionTotals, shallowEqual);
  return (
    <CartSummaryFrame>
      <CartTotals count={totals.count} total={totals.total} />
      <LiveSelectedList actor={actor} count={totals.lineCount} />
    </CartSummaryFrame>
  );
}

const LiveSelectedList = memo(function LiveSelectedList({
  actor,
  count,
}: {
  actor: SelectionRef;
  count: number;
}) {
  return (
    <SelectedList count={count}>
      <LiveSelectedLines actor={actor} />
    </SelectedList>
  );
});

function LiveSelectedLines({ actor }: { actor: SelectionRef }) {
  const summary = useSelector(actor, toSelectionSummary);
  return <SelectedLines lines={summary.lines} />;
}

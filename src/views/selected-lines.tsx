/** The 已选清单 panel's table of the selected lines (颜色, 数量, 尺码), or 还没有选择商品 (cart-summary.tsx loads it). */

import { appText, fill, labels } from '@/copy/copy';
import { laterText } from '@/copy/later-text';
import type { SelectionSummary } from '@/machines/selection.view';
import { fenToYuan } from '@/rules/money';
import { readableNumber } from '@/rules/readable-number';
import { linesByColour } from '@/rules/selected-lines';

const headCell = 'px-3 py-1.5 font-normal whitespace-nowrap';
const cell = 'px-3 py-1';

/**
 * The panel's table of the selected lines (颜色, 数量, 尺码), a group per colour closed by the
 * colour's subtotal (issue 19 item 13: goods 1005 lists hundreds of lines over 40 colours), or
 * 还没有选择商品.
 */
export function SelectedLines({ lines }: { lines: SelectionSummary['lines'] }) {
  if (lines.length === 0)
    return <p className="px-3 py-4 text-center text-neutral-500">{laterText.selectedListEmpty}</p>;
  return (
    <table className="w-full border-collapse tabular-nums">
      <caption className="px-3 pt-2 pb-1 text-left font-medium text-neutral-800">
        {labels.selectedList}
      </caption>
      <thead className="sticky top-0 bg-neutral-50 text-xs text-neutral-500">
        <tr>
          <th scope="col" className={`${headCell} text-left`}>
            {labels.colour}
          </th>
          <th scope="col" className={`${headCell} text-right`}>
            {labels.quantity}
          </th>
          <th scope="col" className={`${headCell} text-left`}>
            {labels.size}
          </th>
        </tr>
      </thead>
      {linesByColour(lines).map((group) => (
        <tbody key={group.colour} className="border-t-2 border-neutral-200 first-of-type:border-t-0">
          {group.lines.map((line) => (
            <tr key={line.key} className="border-t border-neutral-100">
              <td className={`${cell} whitespace-nowrap`}>{line.colour}</td>
              <td className={`${cell} text-right`}>{readableNumber(line.quantity)}</td>
              <td className={`${cell} break-all`}>{line.size}</td>
            </tr>
          ))}
          <tr className="border-t border-neutral-100 bg-brand-50 text-neutral-800">
            <th scope="row" className={`${cell} text-left font-medium whitespace-nowrap`}>
              {fill(laterText.colourSubtotal, { colour: group.colour })}
            </th>
            <td className={`${cell} text-right font-medium`}>{readableNumber(group.count)}</td>
            <td className={`${cell} font-medium text-brand-700`}>
              {fill(appText.yuan, { amount: readableNumber(fenToYuan(group.fen)) })}
            </td>
          </tr>
        </tbody>
      ))}
    </table>
  );
}

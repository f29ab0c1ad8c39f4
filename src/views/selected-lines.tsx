/** The 已选清单 panel's table of the selected lines (颜色, 数量, 尺码), or 还没有选择商品 (cart-summary.tsx loads it). */

import { labels } from '@/copy/copy';
import { laterText } from '@/copy/later-text';
import type { SelectionSummary } from '@/machines/selection.machine';
import { readableNumber } from '@/rules/readable-number';

const headCell = 'px-3 py-1.5 font-normal whitespace-nowrap';
const cell = 'px-3 py-1';

/** The panel's table of the selected lines (颜色, 数量, 尺码), or 还没有选择商品. */
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
      <tbody>
        {lines.map((line) => (
          <tr key={line.key} className="border-t border-neutral-100">
            <td className={`${cell} whitespace-nowrap`}>{line.colour}</td>
            <td className={`${cell} text-right`}>{readableNumber(line.quantity)}</td>
            <td className={`${cell} break-all`}>{line.size}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

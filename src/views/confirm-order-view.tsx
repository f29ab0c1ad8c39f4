/**
 * Parts of the order pages: what /confirmOrder says when this browser holds no readable order
 * under the number, and the table of an order's lines (used by views/order-view.tsx for the
 * order before and after it is submitted).
 */
import { Link } from '@tanstack/react-router';
import { appText, fill, labels } from '@/copy/copy';
import { orderText } from '@/copy/order-text';
import type { OrderSummary } from '@/rules/order-summary';
import { readableNumber } from '@/rules/readable-number';
import { LinesTableHead } from './lines-table-head';
import { NoOrderPanel } from './order-panels';
import { phoneLabel } from './phone-label';

/** A number this browser holds no readable order under (the order itself is views/order-view.tsx's). */
export type ConfirmOrderViewData = { status: 'missing' | 'unreadable'; orderNo: string };

export function ConfirmOrderView({ order }: { order: ConfirmOrderViewData }) {
  const missing = order.status === 'missing';
  return (
    <NoOrderPanel
      title={missing ? orderText.orderMissing : orderText.orderUnreadable}
      hint={missing ? orderText.orderMissingHint : orderText.orderUnreadableHint}
      orderNo={order.orderNo}
    />
  );
}

/** The order's lines: goods, colour, size, SKU, unit price, quantity and line total (cards below 768 px). */
export function OrderLinesTable({ summary }: { summary: OrderSummary }) {
  const cell = 'px-3 py-2 max-md:p-0';
  return (
    <div className="rounded-lg bg-white shadow-sm">
      <table className="w-full border-collapse text-sm tabular-nums">
        <caption className="sr-only">{orderText.orderLines}</caption>
        <LinesTableHead
          columns={[
            { label: orderText.goodsColumn, align: 'left' },
            { label: labels.colour, align: 'left' },
            { label: labels.size, align: 'left' },
            { label: labels.itemNumber, align: 'left' },
            { label: orderText.unitPrice, align: 'right' },
            { label: labels.quantity, align: 'right' },
            { label: orderText.lineTotal, align: 'right' },
          ]}
        />
        <tbody>
          {summary.lines.map((line) => (
            // On a phone each row is a card: the goods, then colour · size · SKU, then price · quantity · total.
            <tr
              key={line.key}
              className="border-t border-neutral-100 first:border-t-0 max-md:grid max-md:grid-cols-[auto_1fr_auto] max-md:gap-x-4 max-md:gap-y-1.5 max-md:p-3"
            >
              <td className={`${cell} max-md:col-span-3 md:max-w-72`}>
                <Link
                  to="/detail"
                  search={{ id: line.goodsId }}
                  className="line-clamp-2 leading-snug hover:text-brand-600"
                >
                  {line.goodsName}
                </Link>
              </td>
              <td data-label={labels.colour} className={`${cell} ${phoneLabel} whitespace-nowrap`}>
                {line.colour}
              </td>
              <td data-label={labels.size} className={`${cell} ${phoneLabel}`}>
                {line.size}
              </td>
              <td
                data-label={labels.itemNumber}
                className={`${cell} ${phoneLabel} font-mono text-xs whitespace-nowrap max-md:text-right`}
              >
                {line.sku}
              </td>
              <td
                data-label={orderText.unitPrice}
                className={`${cell} ${phoneLabel} whitespace-nowrap md:text-right`}
              >
                {fill(appText.yuan, { amount: readableNumber(line.price) })}
              </td>
              <td
                data-label={labels.quantity}
                className={`${cell} ${phoneLabel} text-right max-md:text-left`}
              >
                {readableNumber(line.quantity)}
              </td>
              <td
                data-label={orderText.lineTotal}
                className={`${cell} ${phoneLabel} whitespace-nowrap text-right font-semibold text-brand-600`}
              >
                {fill(appText.yuan, { amount: readableNumber(line.lineTotal) })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

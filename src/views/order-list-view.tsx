/** 我的订单 (/orders): the orderList chart's view, each order a card linking to /order?order_no=. */
import { Link } from '@tanstack/react-router';
import { catalogueText } from '@/copy/catalogue-text';
import { fill, labels } from '@/copy/copy';
import { orderText } from '@/copy/order-text';
import { ORDER_STATUS_TEXT, orderTime } from '@/machines/order.view';
import type { OrderListEvent } from '@/machines/order-list.machine';
import type { OrderListView as OrderListViewData } from '@/machines/order-list.view';
import { readableNumber } from '@/rules/readable-number';
import { MessagePanel, primaryButton } from './message-panel';
import { LoginNeededPanel } from './order-panels';
import { statusTone } from './order-view';
import { RetryNotice } from './retry-notice';

export function OrderListView({
  view,
  send,
  onLogin,
}: {
  view: OrderListViewData;
  send: (event: OrderListEvent) => void;
  onLogin?: () => void;
}) {
  switch (view.status) {
    case 'loggedOut':
      return <LoginNeededPanel title={orderText.myOrders} onLogin={onLogin} />;
    case 'loading':
      return (
        <p role="status" className="rounded-lg bg-white p-8 text-center text-neutral-500 shadow-sm">
          {orderText.ordersLoading}
        </p>
      );
    case 'failed':
      return (
        <RetryNotice
          title={orderText.ordersLoadFailed}
          message={view.error}
          onRetry={() => send({ type: 'user.retry' })}
        />
      );
    case 'empty':
      return (
        <MessagePanel
          title={orderText.ordersEmpty}
          action={
            <Link to="/goods" className={primaryButton}>
              {catalogueText.browseAll}
            </Link>
          }
        >
          {orderText.ordersEmptyHint}
        </MessagePanel>
      );
    case 'loaded':
      return (
        <section aria-labelledby="orders-heading" className="space-y-3">
          <h1 id="orders-heading" className="text-xl font-semibold">
            {orderText.myOrders}
          </h1>
          <ul className="space-y-3">
            {view.orders.map((order) => (
              <li key={order.order_no} className="rounded-lg bg-white p-4 shadow-sm">
                <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
                  <span className="text-neutral-500">
                    {orderText.orderNo} <span className="font-mono text-neutral-800">{order.order_no}</span>
                  </span>
                  <span className="text-neutral-500 tabular-nums">{orderTime(order.created_at)}</span>
                  <span className={`rounded border px-2 py-0.5 ${statusTone[order.status] ?? ''}`}>
                    {ORDER_STATUS_TEXT[order.status]}
                  </span>
                </div>
                <ul className="mt-2 space-y-1 text-sm">
                  {order.lines.map((line) => (
                    <li key={line.sku_id} className="flex gap-2">
                      <span className="line-clamp-1 flex-1">{line.title}</span>
                      <span className="text-neutral-600">
                        {line.color} {line.size} × {readableNumber(line.quantity)}
                      </span>
                    </li>
                  ))}
                </ul>
                <div className="mt-2 flex flex-wrap items-center justify-end gap-x-4 gap-y-2">
                  <span className="text-neutral-600">
                    {fill(labels.totalItems, { n: readableNumber(order.count) })}
                  </span>
                  <span className="font-bold text-brand-600">
                    {fill(labels.totalPrice, { amount: readableNumber(order.total) })}
                  </span>
                  <Link
                    to="/order"
                    search={{ order_no: order.order_no }}
                    className="inline-flex items-center rounded border border-neutral-300 px-3 py-1 hover:border-brand-500 hover:text-brand-600"
                    aria-label={`${orderText.viewOrder} ${order.order_no}`}
                  >
                    {orderText.viewOrder}
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        </section>
      );
  }
}

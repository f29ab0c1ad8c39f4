/**
 * The order chart's view-model (order.machine.ts): from a snapshot to what the order view shows,
 * so views/order-view.tsx only lays it out. The lines shown are the draft's until the server has
 * the order, then the server's (its prices are the ones charged).
 */
import { fill } from '@/copy/copy';
import { orderText } from '@/copy/order-text';
import type { GoodsOrder, OrderProblem, OrderStatus } from '@/domain/order';
import { fenToYuan, yuanToFen } from '@/rules/money';
import { type OrderSummary, orderSummary } from '@/rules/order-summary';
import type { OrderSnapshot } from './order.machine';

export type OrderStage =
  | 'loggedOut'
  | 'checking'
  | 'loadFailed'
  | 'noDraft'
  | 'confirm'
  | 'submitting'
  | 'submitFailed'
  | 'priceChanged'
  | 'refused'
  | 'awaitingPayment'
  | 'paid'
  | 'cancelled'
  | 'expired';

export const ORDER_STATUS_TEXT: Record<OrderStatus, string> = {
  pending: orderText.statusPending,
  paid: orderText.statusPaid,
  cancelled: orderText.statusCancelled,
  expired: orderText.statusExpired,
};

/** 'YYYY-MM-DD HH:MM' in the buyer's own time zone */
export function orderTime(iso: string): string {
  const d = new Date(iso);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}`;
}

/** A server order as the lines table shows it (the same table as the draft's). */
export function serverOrderSummary(order: GoodsOrder): OrderSummary {
  return {
    lines: order.lines.map((line) => ({
      key: String(line.sku_id),
      goodsId: line.goods_id,
      goodsName: line.title,
      colour: line.color,
      size: line.size,
      sku: line.goods_sn,
      price: line.price,
      quantity: line.quantity,
      lineTotal: line.line_total,
    })),
    suppliers: [],
    goodsId: order.lines[0]?.goods_id ?? 0,
    count: order.count,
    total: order.total,
  };
}

export interface OrderView {
  stage: OrderStage;
  orderNo: string;
  /** the lines and totals shown: the server's order once there, else what will be sent */
  summary: OrderSummary | null;
  order: GoodsOrder | null;
  statusText: string | null;
  createdAt: string | null;
  paidAt: string | null;
  /** 请在 … 前完成支付 while pending */
  payBefore: string | null;
  /** each refused line in words */
  problems: OrderProblem[];
  priceChanges: string[];
  /** 提交其余商品 is offered (some line can still be filled) */
  canSubmitRest: boolean;
  busy: 'submitting' | 'openingPayment' | 'cancelling' | 'checkingPayment' | null;
  /** waiting for the payment tab's result */
  paying: boolean;
  payUrl: string | null;
  tabBlocked: boolean;
  /** the failure to show, with 重试 where the stage has one */
  error: string | null;
  failure: 'load' | 'submit' | 'pay' | 'cancel' | null;
}

function stageOf(s: OrderSnapshot): OrderStage {
  if (s.matches('awaitingPayment')) return 'awaitingPayment';
  return s.value as OrderStage;
}

export function toOrderView(s: OrderSnapshot): OrderView {
  const { context: c } = s;
  const stage = stageOf(s);
  const summary = c.order ? serverOrderSummary(c.order) : c.sending ? orderSummary(c.sending) : null;
  const failure = s.matches('loadFailed')
    ? 'load'
    : s.matches('submitFailed')
      ? 'submit'
      : s.matches({ awaitingPayment: 'payFailed' })
        ? 'pay'
        : s.matches({ awaitingPayment: 'cancelFailed' })
          ? 'cancel'
          : null;
  // a look at the order while it is shown (the poll while paying, 刷新状态) keeps the order on screen
  const lookingAgain = s.matches('checking') && c.order !== null;
  const busy = s.matches('submitting')
    ? 'submitting'
    : s.matches({ awaitingPayment: 'startingPayment' })
      ? 'openingPayment'
      : s.matches({ awaitingPayment: 'cancelling' })
        ? 'cancelling'
        : lookingAgain
          ? 'checkingPayment'
          : null;
  const paying = s.matches({ awaitingPayment: 'paying' }) || (lookingAgain && c.payUrl !== null);
  return {
    stage,
    orderNo: c.orderNo,
    summary,
    order: c.order,
    statusText: c.order ? ORDER_STATUS_TEXT[c.order.status] : null,
    createdAt: c.order ? orderTime(c.order.created_at) : null,
    paidAt: c.order?.paid_at ? orderTime(c.order.paid_at) : null,
    payBefore:
      c.order?.status === 'pending'
        ? fill(orderText.payBefore, { time: orderTime(c.order.expires_at) })
        : null,
    problems: c.problems,
    priceChanges: c.problems.flatMap((p) =>
      p.kind === 'priceChanged'
        ? [
            fill(orderText.priceChangeLine, {
              colour: p.color,
              size: p.size,
              old: fenToYuan(yuanToFen(p.old_price) ?? 0),
              new: fenToYuan(yuanToFen(p.new_price) ?? 0),
            }),
          ]
        : [],
    ),
    // the chart's restLeft decides, not a second count here: the button is offered exactly when
    // the chart would take its click
    canSubmitRest: s.matches('refused') && s.can({ type: 'user.submitRest' }),
    busy,
    paying,
    payUrl: paying ? c.payUrl : null,
    tabBlocked: paying && !c.tabOpened,
    error: failure ? c.error : null,
    failure,
  };
}

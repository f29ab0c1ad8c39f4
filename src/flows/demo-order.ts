/**
 * The demo order of /flows: two lines of goods 1001 (the demo goods) as buy now keeps them, and
 * the order the server answers for them in each state, so the order chart's live copy shows real
 * names, sizes and prices; plus the server's refusals (a changed price, a short line).
 */

import type { OrderLine } from '@/domain/cart';
import type { GoodsOrder, OrderProblem, OrderStatus } from '@/domain/order';
import type { OrderInput } from '@/machines/order.machine';
import { fenToYuan, yuanToFen } from '@/rules/money';
import { demoGoods, demoSupplier } from './demo-data';

const DEMO_ORDER_NO = '1764230400042';

const draftLine = (colourIndex: number, sizeIndex: number, quantity: number): OrderLine[] => {
  const colour = demoGoods.specs[colourIndex];
  const size = colour?.sizes[sizeIndex];
  if (!colour || !size) return [];
  return [
    {
      ...size,
      num: quantity,
      goods_num: quantity,
      color: colour.color,
      goods_id: demoGoods.ID,
      goodsName: demoGoods.PName,
      sname: demoSupplier.CName,
    },
  ];
};

export const demoDraft: OrderLine[] = [...draftLine(0, 0, 3), ...draftLine(1, 1, 2)];

export const demoOrderInput = (uid: number): OrderInput => ({
  uid,
  orderNo: DEMO_ORDER_NO,
  draft: demoDraft,
  fromCart: false,
});

const fen = (price: string) => yuanToFen(price) ?? 0;

export function demoOrder(status: OrderStatus): GoodsOrder {
  const lines = demoDraft.map((line) => ({
    goods_id: line.goods_id,
    sku_id: line.id,
    title: line.goodsName,
    color: line.color,
    size: line.size,
    goods_sn: line.goods_sn,
    price: fenToYuan(fen(line.price)),
    quantity: line.goods_num,
    line_total: fenToYuan(fen(line.price) * line.goods_num),
  }));
  const at = '2026-11-27T08:00:00.000Z';
  return {
    order_no: DEMO_ORDER_NO,
    pay_no: `GO1N${DEMO_ORDER_NO}`,
    status,
    total: fenToYuan(lines.reduce((sum, l) => sum + fen(l.line_total), 0)),
    count: lines.reduce((n, l) => n + l.quantity, 0),
    created_at: at,
    expires_at: '2026-11-27T08:30:00.000Z',
    paid_at: status === 'paid' ? '2026-11-27T08:05:00.000Z' : null,
    closed_at: status === 'cancelled' || status === 'expired' ? '2026-11-27T08:10:00.000Z' : null,
    lines,
  };
}

const first = demoDraft[0];
export const demoPriceChanged: OrderProblem[] = first
  ? [
      {
        kind: 'priceChanged',
        sku_id: first.id,
        goods_id: first.goods_id,
        size: first.size,
        color: first.color,
        old_price: fenToYuan(fen(first.price)),
        new_price: fenToYuan(fen(first.price) + 300),
        text: `${first.color} 尺码 ${first.size} 价格已变动`,
      },
    ]
  : [];
export const demoShort: OrderProblem[] = first
  ? [
      {
        kind: 'short',
        sku_id: first.id,
        goods_id: first.goods_id,
        size: first.size,
        color: first.color,
        stock: 0,
        wanted: first.goods_num,
        text: `${first.color} 尺码 ${first.size} 库存不足，剩余 0 件`,
      },
    ]
  : [];

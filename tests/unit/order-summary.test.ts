/**
 * rules/order-summary: what /confirmOrder shows of a buy-now order (spec §3, §4): each line with its
 * total in whole fen, 共N件 and 合计 over the lines, the suppliers (each name once, in order) and
 * the goods the order was made from. Written for the mutation run of src/rules (docs/MUTATION.md):
 * the page's tests reached it only through the view.
 */
import { describe, expect, it } from 'vitest';
import type { OrderLine } from '@/domain/cart';
import { orderSummary } from '@/rules/order-summary';

const line = (over: Partial<OrderLine>): OrderLine => ({
  id: 1,
  size: '20cm',
  goods_sn: 'MR-1001-01-01',
  weight: 68,
  price: '7.40',
  stock: 10,
  thumbnail: '/UpLoad/goods/1/t.jpg',
  num: 3,
  goods_num: 3,
  color: '浅棕色',
  goods_id: 1001,
  goodsName: '小熊',
  sname: '宝贝乐',
  ...over,
});

describe('orderSummary', () => {
  it('shows each line with its total, and the order’s pieces and total in whole fen', () => {
    const summary = orderSummary([
      line({ id: 11, price: '7.40', goods_num: 3 }),
      line({ id: 12, size: '30cm', goods_sn: 'MR-1001-01-02', price: '0.10', goods_num: 7, color: '白色' }),
    ]);
    expect(summary.lines).toEqual([
      {
        key: '0:11',
        goodsId: 1001,
        goodsName: '小熊',
        colour: '浅棕色',
        size: '20cm',
        sku: 'MR-1001-01-01',
        price: '7.40',
        quantity: 3,
        lineTotal: '22.20',
      },
      {
        key: '1:12',
        goodsId: 1001,
        goodsName: '小熊',
        colour: '白色',
        size: '30cm',
        sku: 'MR-1001-01-02',
        price: '0.10',
        quantity: 7,
        lineTotal: '0.70',
      },
    ]);
    // 0.10 × 7 in floating yuan is 0.7000000000000001; in fen it is 70
    expect(summary.count).toBe(10);
    expect(summary.total).toBe('22.90');
    expect(summary.goodsId).toBe(1001);
  });

  it('names each supplier once, in the order of the lines, and keys a repeated sku apart', () => {
    const summary = orderSummary([
      line({ sname: '宝贝乐', goods_id: 1002 }),
      line({ sname: '萌趣', goods_id: 1003 }),
      line({ sname: '宝贝乐', goods_id: 1002 }),
    ]);
    expect(summary.suppliers).toEqual(['宝贝乐', '萌趣']);
    expect(summary.goodsId).toBe(1002);
    expect(new Set(summary.lines.map((l) => l.key)).size).toBe(3);
  });

  it('has nothing to count in an empty order', () => {
    expect(orderSummary([])).toEqual({ lines: [], suppliers: [], goodsId: 0, count: 0, total: '0.00' });
  });
});

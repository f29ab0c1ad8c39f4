/** 结算's draft (issue 23): cart lines become the lines buy now keeps, so /confirmOrder reads both alike. */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { CartLine } from '@/domain/cart';
import { cartLinesToOrder } from '@/rules/cart-checkout';
import { orderSummary } from '@/rules/order-summary';
import { StoredOrder } from '@/services/order-reader';

const cartLine: CartLine = {
  id: 7,
  goods_id: 1001,
  sku_id: 10010102,
  PName: '网红软萌泰迪熊公仔',
  color: '粉色',
  size: '30cm',
  goods_sn: 'MR-1001-01-02',
  price: '10.40',
  goods_num: 3,
  stock: 20,
  thumbnail: '/UpLoad/goods/1001/c1.jpg',
};

describe('cartLinesToOrder', () => {
  it('keeps the size (sku id), goods, quantity and price, in a draft /confirmOrder can read back', () => {
    const draft = cartLinesToOrder([cartLine]);
    expect(draft).toMatchObject([
      { id: 10010102, goods_id: 1001, goods_num: 3, num: 3, price: '10.40', size: '30cm', color: '粉色' },
    ]);
    expect(v.safeParse(StoredOrder, JSON.parse(JSON.stringify(draft))).success).toBe(true);
  });

  it('shows no supplier for cart lines (the cart does not know the name), but the totals to the fen', () => {
    const summary = orderSummary(
      cartLinesToOrder([cartLine, { ...cartLine, sku_id: 10010103, price: '0.10', goods_num: 7 }]),
    );
    expect(summary.suppliers).toEqual([]);
    expect(summary.count).toBe(10);
    expect(summary.total).toBe('31.90');
  });
});

/**
 * The demo cart of /flows: three lines of goods 1001 (the demo goods), as GET /api/rbh/cart/list
 * answers them, so the cart page's live copy shows real thumbnails and prices.
 */

import type { CartLine } from '@/domain/cart';
import type { CartContents } from '@/machines/cart-page.machine';
import { demoGoods } from './demo-data';

const lineOf = (id: number, colourIndex: number, sizeIndex: number, quantity: number): CartLine[] => {
  const colour = demoGoods.specs[colourIndex];
  const size = colour?.sizes[sizeIndex];
  if (!colour || !size) return [];
  return [
    {
      id,
      goods_id: demoGoods.ID,
      sku_id: size.id,
      PName: demoGoods.PName,
      color: colour.color,
      size: size.size,
      goods_sn: size.goods_sn,
      price: size.price,
      goods_num: Math.min(quantity, Math.max(1, size.stock)),
      stock: size.stock,
      thumbnail: size.thumbnail,
    },
  ];
};

const lines = [...lineOf(1, 0, 0, 3), ...lineOf(2, 1, 1, 2), ...lineOf(3, 2, 3, 10)];

export const demoCart: CartContents = { lines, count: lines.reduce((n, line) => n + line.goods_num, 0) };
export const demoEmptyCart: CartContents = { lines: [], count: 0 };

/**
 * The selected lines as the calls and the order store take them (spec §3 "cart line built on the
 * page", §7 cart save): the size item's fields plus num and goods_num (the quantity) and its
 * thumbnail; a buy-now line also carries goodsName and sname, and the colour and goods id the
 * confirm page shows.
 */
import type { CartSpecLine, OrderLine } from '@/domain/cart';
import type { SelectedLine } from './selected-lines';

export function cartSpecLines(lines: readonly SelectedLine[]): CartSpecLine[] {
  return lines.map(({ size, quantity }) => ({ ...size, num: quantity, goods_num: quantity }));
}

export interface OrderGoods {
  goodsId: number;
  goodsName: string;
  /** the supplier's name (goods.SName) */
  supplierName: string;
}

export function orderLines(lines: readonly SelectedLine[], goods: OrderGoods): OrderLine[] {
  return lines.map((line) => ({
    ...line.size,
    num: line.quantity,
    goods_num: line.quantity,
    color: line.colour,
    goods_id: goods.goodsId,
    goodsName: goods.goodsName,
    sname: goods.supplierName,
  }));
}

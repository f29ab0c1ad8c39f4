/**
 * 结算 (issue 23): the ticked cart lines as an order draft, the shape buy now keeps
 * (services/schemas.ts OrderLine), so /confirmOrder reads both alike. The cart does not know the
 * supplier's name (left empty: the confirm page shows none) nor the weight (not shown there).
 * Only the sku, goods, quantity and the price the buyer saw matter to the server.
 */
import type { CartLine, OrderLine } from '@/domain/cart';

export function cartLinesToOrder(lines: readonly CartLine[]): OrderLine[] {
  return lines.map((line) => ({
    id: line.sku_id,
    size: line.size,
    goods_sn: line.goods_sn,
    weight: 0,
    price: line.price,
    stock: line.stock,
    thumbnail: line.thumbnail,
    num: line.goods_num,
    goods_num: line.goods_num,
    color: line.color,
    goods_id: line.goods_id,
    goodsName: line.PName,
    sname: '',
  }));
}

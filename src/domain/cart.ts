/** The cart's lines (spec §7 cart calls) and a buy-now order's lines, as the schemas parse them. */
import * as v from 'valibot';
import { SizeItem, Yuan } from './goods';
import { MediaPath } from './media-path';

/** A line of goods_spec (spec §7 cart save): the size item plus num and goods_num. */
export const CartSpecLine = v.object({
  ...SizeItem.entries,
  num: v.pipe(v.number(), v.integer(), v.minValue(1)),
  goods_num: v.pipe(v.number(), v.integer(), v.minValue(1)),
});

export type CartSpecLine = v.InferOutput<typeof CartSpecLine>;

/**
 * A line of a buy-now order (spec §3, §4): the cart line plus goodsName and sname (the supplier's
 * name), and what the confirm page needs to show it: the colour and the goods id. Its schema is
 * services/order-reader.ts's (StoredOrder), which only the confirmation page's code loads.
 */
export interface OrderLine extends CartSpecLine {
  color: string;
  goods_id: number;
  goodsName: string;
  sname: string;
}

export const CartLine = v.object({
  id: v.number(),
  goods_id: v.number(),
  sku_id: v.number(),
  PName: v.string(),
  color: v.string(),
  size: v.string(),
  goods_sn: v.string(),
  price: Yuan,
  goods_num: v.number(),
  stock: v.number(),
  thumbnail: MediaPath,
});

export type CartLine = v.InferOutput<typeof CartLine>;

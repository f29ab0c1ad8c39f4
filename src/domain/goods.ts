/**
 * The goods (spec §3, §7 detail call) as the schemas parse it: its colour groups and their sizes,
 * its media, and the goods card of every list (recommended, search, similar, shop, catalogue).
 * Domain types: every layer may import them; they import nothing of the app but each other.
 */
import * as v from 'valibot';
import { MediaItem, MediaPath, Pic } from './media-path';

/** Money in yuan as text with two decimals, e.g. "12.50". */
export const Yuan = v.pipe(v.string(), v.regex(/^\d+\.\d{2}$/));

/** A timestamp as the legacy API sends it: "2026-11-21 08:30:00" (the page shows its first 10 characters). */
export const DateTimeText = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}/));

export const SizeItem = v.object({
  id: v.number(),
  size: v.string(),
  goods_sn: v.string(),
  /** grams */
  weight: v.number(),
  price: Yuan,
  stock: v.number(),
  thumbnail: MediaPath,
});

export type SizeItem = v.InferOutput<typeof SizeItem>;

/** A colour group of spec §3: its colour and its sizes (every size of a group shares one thumbnail). */
export const SpecGroup = v.object({
  color: v.string(),
  sizes: v.array(SizeItem),
});

export type SpecGroup = v.InferOutput<typeof SpecGroup>;

export const Goods = v.object({
  ID: v.number(),
  PName: v.string(),
  ToySn: v.string(),
  ITime: DateTimeText,
  CTime: DateTimeText,
  sale_num: v.number(),
  PHotNum: v.number(),
  BuyNum: v.number(),
  min_weight: v.number(),
  message: v.string(),
  skuFlag: v.number(),
  /** "0元起" when the price is not set, else yuan with two decimals. */
  price: v.union([v.literal('0元起'), Yuan]),
  /** The supplier's direct-ship link; '' when there is none. */
  ali_url: v.string(),
  SID: v.number(),
  SName: v.string(),
  specs: v.array(SpecGroup),
  pics: v.pipe(v.array(Pic), v.minLength(1)),
  /** The goods' media in gallery order (the video first when there is one): what the zip download holds. */
  imageList: v.array(MediaItem),
  /** Detail images for the 商品详情 tab (ours: the spec names the tab, not its field). */
  detailList: v.array(MediaItem),
});

export type Goods = v.InferOutput<typeof Goods>;

/** A goods card in lists: recommended goods, search results, similar goods, shop and catalogue pages. */
export const GoodsCard = v.object({
  ID: v.number(),
  Picture: MediaPath,
  PName: v.string(),
  /** '' shows 见图 */
  Price: v.string(),
  PClickCount: v.number(),
});

export type GoodsCard = v.InferOutput<typeof GoodsCard>;

export const GoodsPage = v.object({
  list: v.array(GoodsCard),
  totalCount: v.number(),
  page: v.number(),
  size: v.number(),
});

export type GoodsPage = v.InferOutput<typeof GoodsPage>;

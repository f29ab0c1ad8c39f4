/**
 * The API contract of spec §7 and of our own calls (docs/api.md), as valibot schemas.
 *
 * One file is the single source of truth for both sides: the app validates every response
 * with these schemas, and the server's contract tests validate what the server sends with the
 * very same ones, so the two cannot drift apart.
 *
 * Success codes follow the spec and one rule per base: calls on {apiBase} and {apiHost}/{site}
 * answer code 1 on success; calls on {newApi} (/api/rbh/…) answer code 200. Anything else is a
 * failure whose `msg` is a Chinese sentence the page can show.
 */
import * as v from 'valibot';
import { staysInMediaRoot } from '@/rules/media-url';

/**
 * A media path on the image host: `/UpLoad/{Path}/{FName}` or `/EnPic/{Path}/{FName}`, every
 * segment resolved and checked as the server does (no `..`, `%2e%2e`, `\`, empty segment), so that
 * no path an answer or a link carries can make the browser request something else.
 */
export const MediaPath = v.pipe(v.string(), v.regex(/^\/(UpLoad|EnPic)\/[^?#]+$/), v.check(staysInMediaRoot));

/** Money in yuan as text with two decimals, e.g. "12.50". */
export const Yuan = v.pipe(v.string(), v.regex(/^\d+\.\d{2}$/));

/** A timestamp as the legacy API sends it: "2026-11-21 08:30:00" (the page shows its first 10 characters). */
export const DateTimeText = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}/));

/** 0/1 flags of the legacy API. */
const Flag = v.picklist([0, 1]);

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

/** The main media: type 1 an image, type 2 a video with its poster. */
export const Pic = v.variant('type', [
  v.object({ type: v.literal(1), file: MediaPath }),
  v.object({ type: v.literal(2), file: MediaPath, poster: MediaPath }),
]);
export type Pic = v.InferOutput<typeof Pic>;

/** A goods media file; its URL is /UpLoad/ or /EnPic/ (IsEncry) + Path + '/' + FName. */
export const MediaItem = v.pipe(
  v.object({
    IsVideo: Flag,
    IsEncry: Flag,
    Path: v.string(),
    FName: v.string(),
  }),
  // the file's path checked as the server resolves it (see MediaPath)
  v.check((item) => staysInMediaRoot(`${item.Path.replace(/^\/+|\/+$/g, '')}/${item.FName}`)),
);
export type MediaItem = v.InferOutput<typeof MediaItem>;

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

/** An also-bought item of the supplier data. */
export const AlsoBought = v.object({
  ID: v.number(),
  Path: v.string(),
  FName: v.string(),
  IsEncry: Flag,
  /**
   * The goods' title and its price (yuan text, '' when unset: 见图), as a goods card has them, so
   * that the 加入成功 carousel names and prices each goods (issue 19 item 14). Beyond spec §3's
   * ID, Path, FName: optional, so an answer without them (or one cached before) still reads.
   */
  PName: v.optional(v.string()),
  Price: v.optional(v.string()),
});
export type AlsoBought = v.InferOutput<typeof AlsoBought>;

export const Supplier = v.object({
  ID: v.number(),
  CName: v.string(),
  comeInYear: v.number(),
  totalGoods: v.number(),
  updateNewTime: DateTimeText,
  Addr: v.string(),
  QQ: v.string(),
  Weixin: v.string(),
  Mobile: v.string(),
  /** '' when there is no second phone */
  Mobile1: v.string(),
  /** 0 all purchase buttons; 1 no direct-ship; 2 direct-ship only (spec §4) */
  shipping_type: v.picklist([0, 1, 2]),
  goods: v.array(AlsoBought),
});
export type Supplier = v.InferOutput<typeof Supplier>;

export const Qualification = v.object({
  business_company_name: v.string(),
  business_chairman: v.string(),
  business_code: v.string(),
  business_address: v.string(),
  business_date: v.string(),
  business_foundation: v.string(),
  business_expired: v.string(),
  business_scope: v.string(),
});
export type Qualification = v.InferOutput<typeof Qualification>;

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

export const User = v.object({ id: v.number(), nickname: v.string() });
export type User = v.InferOutput<typeof User>;

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

export const PaymentStatus = v.picklist(['pending', 'paid', 'cancelled']);
export type PaymentStatus = v.InferOutput<typeof PaymentStatus>;

/**
 * What the payment sandbox's result page posts on the BroadcastChannel PAYMENT_CHANNEL once an
 * order is settled, so that the detail page that opened it hears at once (same origin only).
 */
export const PAYMENT_CHANNEL = 'plush-payments';
export const PaymentSettledMessage = v.object({
  order_no: v.string(),
  status: v.picklist(['paid', 'cancelled']),
});
export type PaymentSettledMessage = v.InferOutput<typeof PaymentSettledMessage>;

// ——— Envelopes: one per call, so each call's success code is checked where it is defined ———

const ok1 = <T extends v.GenericSchema>(data: T) =>
  v.object({ code: v.literal(1), msg: v.optional(v.string(), ''), data });
const ok200 = <T extends v.GenericSchema>(data: T) =>
  v.object({ code: v.literal(200), msg: v.optional(v.string(), ''), data });

/** Any answer of the API, read before the call's own schema to get a failure's code and msg. */
export const AnyEnvelope = v.looseObject({
  code: v.number(),
  msg: v.optional(v.string()),
});

export const GoodsDetailResponse = ok1(Goods);
export const RecommendedResponse = ok1(v.array(GoodsCard));
export const SupplierInfoResponse = ok1(Supplier);
export const QualificationResponse = ok1(v.object({ extend: Qualification }));
export const CartSaveResponse = ok200(v.object({ count: v.number() }));
export const FavouriteResponse = ok1(v.nullish(v.unknown()));
export const FindSimilarResponse = v.object({
  code: v.literal(1),
  msg: v.optional(v.string(), ''),
  data: v.array(GoodsCard),
  totalCount: v.number(),
});
export const DownloadUpdateResponse = ok1(v.object({ BuyNum: v.number() }));

export const LoginResponse = ok1(v.object({ user: User, token: v.string(), expiresAt: v.string() }));
export const MeResponse = ok1(v.object({ user: User }));
export const LogoutResponse = ok1(v.nullish(v.unknown()));
export const CartListResponse = ok200(v.object({ lines: v.array(CartLine), count: v.number() }));
/** The cart page's edits: data.count is the cart's item count after the change. */
export const CartUpdateResponse = ok200(v.object({ count: v.number() }));
export const CartRemoveResponse = ok200(v.object({ count: v.number() }));
export const GoodsPage = v.object({
  list: v.array(GoodsCard),
  totalCount: v.number(),
  page: v.number(),
  size: v.number(),
});
export type GoodsPage = v.InferOutput<typeof GoodsPage>;
export const GoodsPageResponse = ok1(GoodsPage);
export const ShopResponse = ok1(v.object({ supplier: Supplier, page: GoodsPage }));
/** expires and sign: the signed payment link (issue 24), without which the payment page shows nothing */
export const PaymentCreateResponse = ok1(
  v.object({
    order_no: v.string(),
    money: v.literal(100),
    body: v.string(),
    expires: v.number(),
    sign: v.string(),
  }),
);
export const PaymentStatusResponse = ok1(v.object({ order_no: v.string(), status: PaymentStatus }));

/**
 * The API contract of spec §7 and of our own calls (docs/api.md), as valibot schemas: the answer
 * of each call around the domain objects it carries, whose schemas (the goods, the supplier, the
 * cart line, the buyer) are src/domain's.
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
import { User } from '@/domain/buyer';
import { CartLine } from '@/domain/cart';
import { Goods, GoodsCard, GoodsPage } from '@/domain/goods';
import { PaymentStatus } from '@/domain/payment';
import { Qualification, Supplier } from '@/domain/supplier';

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

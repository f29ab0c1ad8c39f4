/** The supplier card (spec §3, §7 supplier call) and its qualification, as the schemas parse them. */
import * as v from 'valibot';
import { DateTimeText } from './goods';
import { Flag } from './media-path';

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

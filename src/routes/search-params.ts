/**
 * Search-param rules of spec §2's routes. TanStack Router JSON-parses each value (`?id=1001`
 * arrives as the number 1001, `?id=abc` as the string 'abc'), so every parser takes `unknown`.
 * A value that breaks its rule becomes `undefined`, which the page turns into a clear message.
 */
import { parseSearchWith, stringifySearchWith } from '@tanstack/react-router';
import * as v from 'valibot';
import { GoodsCard } from '@/services/schemas';

/**
 * The router's JSON reading of a search value, except that a number must be spelled as the number
 * itself: '1001' is 1001, but '1e3', '1001.0', '1E3' stay the text typed (JSON.parse would make
 * ?id=1e3 the goods 1000), so the rules below refuse them as the server and the early script do.
 */
export function readSearchValue(text: string): unknown {
  const value: unknown = JSON.parse(text);
  return typeof value === 'number' && String(value) !== text ? text : value;
}

export const parseSearch = parseSearchWith(readSearchValue);
/** Quotes a text value only when readSearchValue would read it as something else ('1001', 'true'). */
export const stringifySearch = stringifySearchWith(JSON.stringify, (text) => {
  if (readSearchValue(text) === text) throw new Error('reads back as itself');
});

/** Ids in our database are 32-bit serials: anything outside 1..2^31-1 cannot name a row. */
const MAX_ID = 2_147_483_647;

/** A positive integer id: 1001 or '1001'; not 'abc', -1, 1.5, 1e3, '0x10', '', huge or script. */
export function parsePositiveId(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^[1-9]\d{0,9}$/.test(text)) return undefined;
  const id = Number(text);
  return id <= MAX_ID ? id : undefined;
}

/** A search keyword: text of 1..100 characters (numbers arrive parsed, so they are turned back). */
export function parseKeyword(value: unknown): string | undefined {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return text.length > 0 && text.length <= 100 ? text : undefined;
}

/** An order number of buy now: digits only (timestamp plus 0–99), at most 20 of them. */
export function parseOrderNo(value: unknown): string | undefined {
  const text = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value;
  return typeof text === 'string' && /^\d{1,20}$/.test(text) ? text : undefined;
}

/** A page number for paged lists, 1 when absent or bad. */
export function parsePage(value: unknown): number {
  return parsePositiveId(value) ?? 1;
}

/**
 * The longest ?data= the similar-goods page reads, in characters of JSON text. A real answer is
 * far below it (the server sends at most 20 cards, about 4 KB); a link above it was not made by
 * 找相似, and rendering it would only stall the page.
 */
export const MAX_SIMILAR_DATA_CHARS = 64 * 1024;

/** ?data= of /search: the find-similar answer (spec §7), GoodsCard rows and their total. */
const SimilarData = v.pipe(
  v.object({
    list: v.array(GoodsCard),
    totalCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
  }),
  // a total smaller than the rows listed cannot be right, and the heading shows it
  v.check((data) => data.totalCount >= data.list.length),
);
export type SimilarData = v.InferOutput<typeof SimilarData>;

export type SimilarDataResult =
  | { status: 'ok'; data: SimilarData }
  /** not JSON text at all ('not-json', a cut-off link) */
  | { status: 'badJson' }
  /** JSON, but not {list: GoodsCard[], totalCount} */
  | { status: 'badShape' }
  /** longer than MAX_SIMILAR_DATA_CHARS */
  | { status: 'tooLarge' };

/**
 * Reads ?data=. The router has already JSON-parsed the value when it could (a link made by the
 * app holds the JSON text itself), so the value is either that object or the text it could not
 * parse; a value that is still JSON text (quoted once more by another link maker) is parsed here.
 * Its size is measured as JSON text either way.
 */
export function parseSimilarData(value: unknown): SimilarDataResult {
  let parsed: unknown = value;
  if (typeof value === 'string') {
    if (value.length > MAX_SIMILAR_DATA_CHARS) return { status: 'tooLarge' };
    try {
      parsed = JSON.parse(value);
    } catch {
      return { status: 'badJson' };
    }
  } else if ((JSON.stringify(value) ?? '').length > MAX_SIMILAR_DATA_CHARS) {
    return { status: 'tooLarge' };
  }
  const result = v.safeParse(SimilarData, parsed);
  return result.success ? { status: 'ok', data: result.output } : { status: 'badShape' };
}

export interface DetailSearch {
  id?: number;
}
export interface ShopSearch {
  SID?: number;
  page?: number;
}
export interface GoodsListSearch {
  page?: number;
}
export interface SearchPageSearch {
  keyword?: string;
  page?: number;
  /**
   * JSON text {list, totalCount} from find similar, kept as the router read it: the page reads it
   * with parseSimilarData. (What a validator returns is written back into the URL, so a parsed
   * result must not be returned here.)
   */
  data?: unknown;
}
export interface ConfirmOrderSearch {
  /**
   * A number whenever it is a safe integer (every order number buy now makes is): what the
   * validator returns is written back into the URL, and a digit string would be written JSON-quoted
   * (order_no=%22…%22, issue 19 item 8), where spec §2 has the digits. Read it with orderNoOf.
   */
  order_no?: number | string;
}

/** The order number of a validated /confirmOrder search, as text (the key it is stored under). */
export const orderNoOf = (search: ConfirmOrderSearch): string | undefined =>
  search.order_no === undefined ? undefined : String(search.order_no);

/*
 * Each validator names every key it owns, `undefined` included: the router merges the raw search
 * under the validated one, so a key left out would let the raw value ('abc') through.
 */
export const validateDetailSearch = (s: Record<string, unknown>): DetailSearch => ({
  id: parsePositiveId(s.id),
});
/** ?page= only when the URL has one: page 1 keeps its URL clean, and no raw value can slip through. */
const pageOf = (s: Record<string, unknown>) => (s.page === undefined ? {} : { page: parsePage(s.page) });

export const validateShopSearch = (s: Record<string, unknown>): ShopSearch => ({
  SID: parsePositiveId(s.SID),
  ...pageOf(s),
});
export const validateGoodsListSearch = (s: Record<string, unknown>): GoodsListSearch => ({
  page: s.page === undefined ? undefined : parsePage(s.page),
});
export const validateSearchPageSearch = (s: Record<string, unknown>): SearchPageSearch => ({
  keyword: parseKeyword(s.keyword),
  data: s.data,
  ...pageOf(s),
});
export const validateConfirmOrderSearch = (s: Record<string, unknown>): ConfirmOrderSearch => {
  const orderNo = parseOrderNo(s.order_no);
  const asNumber = Number(orderNo);
  return { order_no: orderNo !== undefined && Number.isSafeInteger(asNumber) ? asNumber : orderNo };
};

export interface FlowsSearch {
  /** the machine shown on /flows (its registry id); the first when absent or unknown */
  machine?: string;
}

export const validateFlowsSearch = (s: Record<string, unknown>): FlowsSearch => ({
  machine: typeof s.machine === 'string' && /^\w{1,40}$/.test(s.machine) ? s.machine : undefined,
});

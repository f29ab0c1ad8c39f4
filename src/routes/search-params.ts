/**
 * Search-param rules of spec §2's routes. TanStack Router JSON-parses each value (`?id=1001`
 * arrives as the number 1001, `?id=abc` as the string 'abc'), so every parser takes `unknown`.
 * A value that breaks its rule becomes `undefined`, which the page turns into a clear message.
 */
import { parseSearchWith, stringifySearchWith } from '@tanstack/react-router';

const LONG_DIGITS = /^\d{11,}$/;

/**
 * The router's JSON reading of a search value, except that a number must be spelled as the number
 * itself: '1001' is 1001, but '1e3', '1001.0', '1E3' stay the text typed (JSON.parse would make
 * ?id=1e3 the goods 1000), so the rules below refuse them as the server and the early script do.
 */
export function readSearchValue(text: string): unknown {
  // A run of digits longer than any id (MAX_ID has 10) is text: an order number such as
  // 1795601962331 stays exact and, since it reads back as itself, is written without the JSON
  // quotes (?order_no=1795601962331, spec §2; they showed as %22…%22 before, issue 19 item 8).
  if (LONG_DIGITS.test(text)) return text;
  const value: unknown = JSON.parse(text);
  return typeof value === 'number' && String(value) !== text ? text : value;
}

export const parseSearch = parseSearchWith(readSearchValue);
/**
 * Quotes a text value only when readSearchValue would read it as something else ('1001', 'true').
 * The router writes a value as it is when this throws: a signal, never shown, so no message (the
 * first load has no bytes to spare).
 */
export const stringifySearch = stringifySearchWith(JSON.stringify, (text) => {
  if (readSearchValue(text) === text) throw new Error();
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

/** The longest keyword a search takes (the server's limit too). */
export const MAX_KEYWORD_CHARS = 100;
/** Beyond this the address is not a keyword someone typed: read as no keyword at all. */
const MAX_KEYWORD_URL_CHARS = 2000;

const keywordText = (value: unknown) =>
  typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';

/** A search keyword: text of 1..100 characters (numbers arrive parsed, so they are turned back). */
export function parseKeyword(value: unknown): string | undefined {
  const text = keywordText(value);
  return text.length > 0 && text.length <= MAX_KEYWORD_CHARS ? text : undefined;
}

/**
 * ?keyword= as the search page holds it: an overlong keyword is kept (up to a sane URL length), so
 * the page can say it is too long rather than that none was given (issue 19 item 5).
 */
export function readKeyword(value: unknown): string | undefined {
  const text = keywordText(value);
  return text.length > 0 && text.length <= MAX_KEYWORD_URL_CHARS ? text : undefined;
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
  order_no?: string;
}

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
  keyword: readKeyword(s.keyword),
  data: s.data,
  ...pageOf(s),
});
export const validateConfirmOrderSearch = (s: Record<string, unknown>): ConfirmOrderSearch => ({
  order_no: parseOrderNo(s.order_no),
});

export interface FlowsSearch {
  /** the machine shown on /flows (its registry id); the first when absent or unknown */
  machine?: string;
}

export const validateFlowsSearch = (s: Record<string, unknown>): FlowsSearch => ({
  machine: typeof s.machine === 'string' && /^\w{1,40}$/.test(s.machine) ? s.machine : undefined,
});

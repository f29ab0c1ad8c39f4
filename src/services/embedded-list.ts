/**
 * The list a catalogue page (/, /goods, /search?keyword=, /shop?SID=) was rendered with (issue
 * #17): our server makes the page's list call itself, renders the page from its answer, and puts
 * that answer into the page (`<script type="application/json" id="goods-list-data">`). The
 * browser's first render reads it synchronously, so the goodsList machine starts where the
 * server's HTML is (the cards, the empty list, the missing shop) and hydrates without asking
 * again. Both sides turn the answer into the page's data with the same function (firstListOf),
 * through the same check as the call's own answer (services/catalogue-api.ts listResultOf).
 */
import * as v from 'valibot';
import type { GoodsListQuery, GoodsListResult } from '@/domain/goods-list';
import { listResultOf } from './catalogue-api';
import { EMBEDDED_LIST_ID } from './early-detail-contract';
import { afterHydration } from './hydration';

/** What the server embeds: the list it asked for, the call's HTTP status and JSON body, and its calendar day. */
export interface EmbeddedList {
  query: GoodsListQuery;
  status: number;
  body: unknown;
  /** 'YYYY-MM-DD': the day the shop's card was rendered for (最近上新 今天) */
  day: string;
}

/** What a list page starts from: the list, or the server's word that it is missing (a 404). */
export interface FirstList {
  result: GoodsListResult | null;
  missing: boolean;
  /** the day the server rendered for, while the page shows what it rendered */
  day?: string;
}

const NOTHING: FirstList = { result: null, missing: false };

/** The same list: a list is named by its kind and its parameters, whatever order they were written in. */
const listName = (query: GoodsListQuery) =>
  JSON.stringify([
    query.kind,
    'page' in query ? query.page : 1,
    query.kind === 'search' ? query.keyword : '',
    query.kind === 'shop' ? query.supplierId : 0,
  ]);

/** The page's first list from what the server embedded, when it is query's; else nothing (the page asks). */
export function firstListOf(query: GoodsListQuery, embedded: EmbeddedList | null | undefined): FirstList {
  if (!embedded || listName(embedded.query) !== listName(query)) return NOTHING;
  if (embedded.status === 404) return { result: null, missing: true, day: embedded.day };
  if (embedded.status !== 200) return NOTHING;
  const result = listResultOf(query, embedded.body);
  return result ? { result, missing: false, day: embedded.day } : NOTHING;
}

const EmbeddedShape = v.object({
  query: v.looseObject({ kind: v.picklist(['featured', 'all', 'search', 'shop']) }),
  status: v.number(),
  body: v.unknown(),
  day: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/)),
});

// What the first look found, for React's second look while the page is first rendered (a state
// initializer run twice in development, an interrupted hydration rendered again); forgotten once
// the page has hydrated, so that a later list page (a page link, back/forward) asks the API.
let justTaken: { name: string; first: FirstList } | undefined;

/** What our server put in the page for `query`, taken once (the element is removed). */
export function takeEmbeddedList(query: GoodsListQuery, doc: Document = document): FirstList {
  const name = listName(query);
  if (justTaken?.name === name) return justTaken.first;
  const element = doc.getElementById(EMBEDDED_LIST_ID);
  if (!element) return NOTHING;
  element.remove();
  let json: unknown;
  try {
    json = JSON.parse(element.textContent ?? '');
  } catch {
    return NOTHING;
  }
  const parsed = v.safeParse(EmbeddedShape, json);
  const first = parsed.success ? firstListOf(query, parsed.output as EmbeddedList) : NOTHING;
  justTaken = { name, first };
  setTimeout(() =>
    afterHydration(() => {
      justTaken = undefined;
    }),
  );
  return first;
}

/**
 * The goods detail that came with the page (issue #7 item 3), taken once by the first detail
 * load, before any network call:
 * - our server puts the detail call's answer into /detail?id=N as
 *   `<script type="application/json" id="goods-detail-data">` (server/pages/detail-html.ts);
 * - a build for another API base has an inline script start the call before the bundle and leave
 *   `window.__goodsDetailEarly = {id, answer}` (vite/early-detail-plugin.ts).
 * Either is checked exactly like the API's answer (GoodsDetailResponse, and the id asked for);
 * anything missing, malformed, for another goods, failed or too slow gives way to the normal
 * call. Both are removed on that first look, so a later load (another goods, a retry, coming
 * back to the same goods) always asks the API.
 *
 * `performance.mark('detail-data')` says when the data was available to the page: for the
 * embedded answer, when the page had been parsed (it came inside the HTML, however late the
 * bundle reads it); for the early call, the inline script marks its answer itself; for the
 * network, when the answer arrives.
 */
import * as v from 'valibot';
import type { Goods } from '@/domain/goods';
import { Supplier } from '@/domain/supplier';
import { ApiError, defaultMessage } from './api-error';
import { REQUEST_TIMEOUT_MS } from './config';
import {
  DETAIL_DATA_MARK,
  EARLY_DETAIL_GLOBAL,
  EMBEDDED_DETAIL_ID,
  EMBEDDED_SUPPLIER_ID,
  MISSING_GOODS_KEY,
} from './early-detail-contract';
import { fetchGoodsDetail } from './goods-api';
import { messageOf } from './http';
import { afterHydration } from './hydration';
import { GoodsDetailResponse } from './schemas';

/** Where the page's own copy is looked for: the browser's globals, or a test's. */
export interface PageScope {
  document: Document;
  /** holds the early script's call under EARLY_DETAIL_GLOBAL */
  window: object;
  performance: Pick<Performance, 'mark' | 'getEntriesByName' | 'getEntriesByType'>;
}

const browserScope = (): PageScope => ({ document, window, performance });

const EarlyCall = v.object({
  id: v.number(),
  answer: v.custom<PromiseLike<unknown>>(
    (value) => typeof (value as PromiseLike<unknown> | null)?.then === 'function',
  ),
});

function goodsOf(answer: unknown, id: number): Goods | null {
  const parsed = v.safeParse(GoodsDetailResponse, answer);
  return parsed.success && parsed.output.data.ID === id ? parsed.output.data : null;
}

/** The embedded element's JSON, the element removed; undefined when there is none. */
function takeEmbedded(doc: Document, id = EMBEDDED_DETAIL_ID): unknown {
  const element = doc.getElementById(id);
  if (!element) return undefined;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '');
  } catch {
    return null;
  }
}

function takeEarlyCall(win: object): (v.InferOutput<typeof EarlyCall> & { status: () => unknown }) | null {
  const slot = win as Record<string, unknown>;
  const early = slot[EARLY_DETAIL_GLOBAL];
  if (early === undefined) return null;
  delete slot[EARLY_DETAIL_GLOBAL];
  const parsed = v.safeParse(EarlyCall, early);
  if (!parsed.success) return null;
  // The script sets `status` when the answer's head arrives, after this look: read it later.
  const status = () => (early as { status?: unknown }).status;
  return { ...parsed.output, status };
}

/** The early call's answer, or undefined once the normal call's timeout has passed or the load was stopped. */
function answerInTime(answer: PromiseLike<unknown>, signal?: AbortSignal): Promise<unknown> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), REQUEST_TIMEOUT_MS);
    const settle = (value: unknown) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', stopped);
      resolve(value);
    };
    const stopped = () => settle(undefined);
    signal?.addEventListener('abort', stopped, { once: true });
    answer.then(settle, () => settle(undefined));
  });
}

/** When the HTML had been parsed (the embedded answer was in it): domInteractive, if the browser tells. */
function parsedAt(perf: PageScope['performance']): number | undefined {
  const [navigation] = perf.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return navigation && navigation.domInteractive > 0 ? navigation.domInteractive : undefined;
}

function mark(perf: PageScope['performance'], startTime?: number) {
  perf.mark(DETAIL_DATA_MARK, startTime === undefined ? undefined : { startTime });
}

/** What came with /detail?id=N: the goods, or our server's word that there is no goods N. */
export interface EmbeddedPage {
  goods: Goods | null;
  /** the server rendered the not-found page (HTTP 404): the page starts there too */
  missing: boolean;
}

const isMissingNote = (embedded: unknown, id: number) =>
  typeof embedded === 'object' &&
  embedded !== null &&
  (embedded as Record<string, unknown>)[MISSING_GOODS_KEY] === id;

// What the first look found, for a second look while the page is first rendered (React may run a
// state initializer twice in development, and renders a page being hydrated again when that
// render is interrupted); gone once the page has hydrated (or by the next task when it is not
// hydrating), so a later page asks the API.
let justTaken: ({ id: number } & EmbeddedPage) | undefined;
let justTakenSupplier: { supplierId: number; found: PageSupplier | null } | undefined;

function forgetLater(forget: () => void) {
  setTimeout(() => afterHydration(forget));
}

/**
 * What our server put in the page for goods `id`, synchronously, so that the page's first render
 * is the one the server rendered (the goods itself, or its not-found page), and hydrates without
 * a mismatch (issue #17). {goods: null, missing: false} when there is none, it is not goods `id`'s,
 * or it fails the check; the early call of another API base is asynchronous, and left to
 * loadGoodsDetail.
 */
export function takeEmbeddedPage(id: number, scope: PageScope = browserScope()): EmbeddedPage {
  if (justTaken?.id === id) return { goods: justTaken.goods, missing: justTaken.missing };
  const embedded = takeEmbedded(scope.document);
  if (embedded === undefined) return { goods: null, missing: false };
  const goods = goodsOf(embedded, id);
  if (goods) mark(scope.performance, parsedAt(scope.performance));
  justTaken = { id, goods, missing: goods === null && isMissingNote(embedded, id) };
  forgetLater(() => {
    justTaken = undefined;
  });
  return { goods: justTaken.goods, missing: justTaken.missing };
}

/** The goods of takeEmbeddedPage (issue #7: the page's largest render before the first paint). */
export function takeEmbeddedDetail(id: number, scope: PageScope = browserScope()): Goods | null {
  return takeEmbeddedPage(id, scope).goods;
}

/**
 * The detail of goods `id` that came with the page, or null (then the caller asks the API).
 * Looks only once per page: whatever it finds is removed, used or not.
 */
export async function takePageDetail(
  id: number,
  signal?: AbortSignal,
  scope: PageScope = browserScope(),
): Promise<Goods | null> {
  const embedded = takeEmbedded(scope.document);
  const early = takeEarlyCall(scope.window);
  const fromHtml = embedded === undefined ? null : goodsOf(embedded, id);
  if (fromHtml) {
    mark(scope.performance, parsedAt(scope.performance));
    return fromHtml;
  }
  if (!early || early.id !== id) return null;
  const answer = await answerInTime(early.answer, signal);
  const fromEarlyCall = goodsOf(answer, id);
  // Unknown goods: the early call's 404 is the answer a second call would give (issue 19 item 7).
  if (!fromEarlyCall && early.status() === 404 && answer !== undefined) {
    const { msg, code } = messageOf(answer);
    throw new ApiError('http', msg ?? defaultMessage('http', 404), 404, code);
  }
  // the inline script marked the answer's arrival; a second mark would only say when the bundle read it
  if (fromEarlyCall && scope.performance.getEntriesByName(DETAIL_DATA_MARK, 'mark').length === 0) {
    mark(scope.performance);
  }
  return fromEarlyCall;
}

export interface LoadGoodsOptions {
  scope?: PageScope;
  /** the API call, services/goods-api.ts's unless a test gives its own */
  fetchDetail?: typeof fetchGoodsDetail;
}

/** loadGoods of the detail page: the detail that came with the page, else the API's answer. */
export async function loadGoodsDetail(
  id: number,
  uid: number,
  signal?: AbortSignal,
  { scope = browserScope(), fetchDetail = fetchGoodsDetail }: LoadGoodsOptions = {},
): Promise<Goods> {
  const fromPage = await takePageDetail(id, signal, scope);
  if (fromPage) return fromPage;
  const goods = await fetchDetail(id, uid, signal);
  mark(scope.performance);
  return goods;
}

const EmbeddedSupplier = v.object({
  day: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/)),
  supplier: Supplier,
});

/** The supplier card our server rendered the page with, and its calendar day (for 最近上新 今天). */
export interface PageSupplier {
  supplier: Supplier;
  day: string;
}

/**
 * The supplier our server put in /detail?id=N with the goods (issue #17), so that the card and
 * the purchase buttons of the first render are the server's; null when there is none, it is not
 * supplier `supplierId`, or it fails the check. Taken once, like the goods.
 */
export function takeEmbeddedSupplier(
  supplierId: number,
  scope: PageScope = browserScope(),
): PageSupplier | null {
  if (justTakenSupplier?.supplierId === supplierId) return justTakenSupplier.found;
  const embedded = takeEmbedded(scope.document, EMBEDDED_SUPPLIER_ID);
  if (embedded === undefined) return null;
  const parsed = v.safeParse(EmbeddedSupplier, embedded);
  const found = parsed.success && parsed.output.supplier.ID === supplierId ? parsed.output : null;
  justTakenSupplier = { supplierId, found };
  forgetLater(() => {
    justTakenSupplier = undefined;
  });
  return found;
}

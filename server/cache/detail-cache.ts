/**
 * The detail call's answers (POST /api/62442353b9c1b), kept in the server process per goods id:
 * the page's most frequent call, answered from four queries and a JSON serialization, while a
 * goods' description changes rarely. The same text feeds the /detail HTML.
 *
 * Kept in two parts (issue 24 item 5, F6): the goods' document (everything but the counters and
 * the stock, serialized once, server/cache/detail-document.ts) and its live part (BuyNum,
 * sale_num, PHotNum and each size's stock: one small query of the goods row and the sizes' stock).
 * A counted download or upload, which any visitor can cause once a day, or a stock change forgets
 * only the live part: the next answer is the kept document with the new values in it, with no
 * full load and no serialization. An edit of the goods forgets both.
 *
 * Every write that changes what the answer contains forgets AFTER its transaction has committed
 * (transfer counts, the seed): a read that started before the write holds its promise in the map,
 * and forgetting drops that promise, so a stale value can never be stored after the write. One
 * cache per database handle (like the loaded image signatures).
 *
 * Writes this process does not make (another instance on the same PostgreSQL, an import, an
 * admin's plain SQL) reach it through the database: triggers announce every committed change on
 * the channel 'detail_changed' (migrations 0004 and 0006: 'live:<id>' when only counters or stock
 * changed) and server/cache/detail-invalidation.ts forgets what changed. While that feed is down
 * the cache is suspended: every read loads afresh, so an answer is never older than the feed's
 * delivery (milliseconds), and never stale for long.
 */
import type { Goods } from '../../src/domain/goods';
import type { Db } from '../db/client';
import { type DetailDocument, type LiveParts, liveOf, renderDetail, toDocument } from './detail-document';
import { PartCache } from './part-cache';

export interface CachedDetail {
  /** the answer's JSON text, exactly what the detail call sends */
  body: string;
  /** the media path of the still the page shows first: the main image, or the video's poster */
  cover: string;
}

export interface DetailLoaders {
  /** the whole goods and the cover, as the answer shows them; null when there is no such goods */
  goods: () => Promise<{ found: Goods; cover: string } | null>;
  /** the counters and the stock alone */
  live: () => Promise<LiveParts | null>;
}

/** ~60 demo goods; the bound keeps a large catalogue's memory in check (least recently read first out). */
const MAX_ENTRIES = 1000;

export class DetailCache {
  readonly documents: PartCache<DetailDocument>;
  readonly live: PartCache<LiveParts>;
  /** the answer rendered from a document and a live part, once per pair (and compressed once per answer) */
  readonly #rendered = new WeakMap<DetailDocument, WeakMap<LiveParts, CachedDetail>>();

  constructor(readonly maxEntries = MAX_ENTRIES) {
    this.documents = new PartCache(maxEntries);
    this.live = new PartCache(maxEntries);
  }

  /**
   * The answer for `id`. A miss of the document loads the whole goods once and takes the live
   * part from it too; a miss of the live part alone loads only the live part.
   */
  async get(id: number, load: DetailLoaders): Promise<CachedDetail | null> {
    let whole: ReturnType<DetailLoaders['goods']> | undefined;
    // PartCache calls a loader at once, so a document miss has started `whole` before the live part asks
    const document = this.documents.get(id, async () => {
      whole = load.goods();
      const loaded = await whole;
      return loaded && toDocument(loaded.found, loaded.cover);
    });
    const live = this.live.get(id, async () => {
      if (!whole) return load.live();
      const loaded = await whole;
      return loaded && liveOf(loaded.found);
    });
    const [doc, now] = await Promise.all([document, live]);
    if (!doc || !now) return null;
    let byLive = this.#rendered.get(doc);
    if (!byLive) {
      byLive = new WeakMap();
      this.#rendered.set(doc, byLive);
    }
    let answer = byLive.get(now);
    if (!answer) {
      answer = { body: renderDetail(doc, now), cover: doc.cover };
      byLive.set(now, answer);
    }
    return answer;
  }

  /** After a write to goods `id` that may change anything of its answer has committed. */
  forget(id: number): void {
    this.documents.forget(id);
    this.live.forget(id);
  }

  /** After a write that changed only counters or stock of goods `id` has committed. */
  forgetLive(id: number): void {
    this.live.forget(id);
  }

  /** After a write that may touch any goods (the seed). */
  forgetAll(): void {
    this.documents.forgetAll();
    this.live.forgetAll();
  }

  /** Stops keeping answers (the change feed is down: a change could go unannounced). */
  suspend(): void {
    this.documents.suspend();
    this.live.suspend();
  }

  /** Keeps answers again (the change feed listens again; what it missed is forgotten). */
  resume(): void {
    this.documents.resume();
    this.live.resume();
  }

  get suspended(): boolean {
    return this.documents.suspended;
  }

  /** goods whose document is kept */
  get size(): number {
    return this.documents.size;
  }
}

const caches = new WeakMap<Db, DetailCache>();

/** The detail cache of `db`, made on first use. */
export function detailCacheOf(db: Db): DetailCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new DetailCache();
    caches.set(db, cache);
  }
  return cache;
}

/**
 * The detail call's answers (POST /api/62442353b9c1b), kept in the server process per goods id:
 * the page's most frequent call, answered from four queries and a JSON serialization, while a
 * goods changes rarely (its download count, a reseed). An entry holds the serialized answer, so a
 * hit costs neither the queries nor JSON.stringify, and the same text feeds the /detail HTML.
 *
 * Every write that changes what the answer contains calls `forget` AFTER its transaction has
 * committed (transfer counts, the seed): a read that started before the write holds its promise
 * in the map, and forgetting drops that promise, so a stale answer can never be stored after
 * the write. One cache per database handle (like the loaded image signatures).
 *
 * Writes this process does not make (another instance on the same PostgreSQL, an import, an
 * admin's plain SQL) reach it through the database: triggers announce every committed change on
 * the channel 'detail_changed' (migration 0004) and server/cache/detail-invalidation.ts forgets
 * the goods named. While that feed is down the cache is suspended: every read loads afresh, so
 * an answer is never older than the feed's delivery (milliseconds), and never stale for long.
 */
import type { Db } from '../db/client';

export interface CachedDetail {
  /** the answer's JSON text, exactly what the detail call sends */
  body: string;
  /** the media path of the still the page shows first: the main image, or the video's poster */
  cover: string;
}

/** ~60 demo goods; the bound keeps a large catalogue's memory in check (least recently read first out). */
const MAX_ENTRIES = 1000;

export class DetailCache {
  readonly #entries = new Map<number, Promise<CachedDetail | null>>();
  #suspended = false;

  constructor(readonly maxEntries = MAX_ENTRIES) {}

  /**
   * The answer for `id`: the cached one, or `load`'s, shared by every request that asks while it
   * runs. Neither a missing goods (null) nor a failure is kept: the next request asks again.
   */
  get(id: number, load: () => Promise<CachedDetail | null>): Promise<CachedDetail | null> {
    if (this.#suspended) return load();
    const cached = this.#entries.get(id);
    if (cached) {
      // Map keeps insertion order: moving a hit to the end makes the first key the least recently read
      this.#entries.delete(id);
      this.#entries.set(id, cached);
      return cached;
    }
    const loading = load();
    this.#entries.set(id, loading);
    const drop = () => {
      if (this.#entries.get(id) === loading) this.#entries.delete(id);
    };
    loading.then((answer) => answer ?? drop(), drop);
    const oldest = this.#entries.keys().next();
    if (this.#entries.size > this.maxEntries && !oldest.done) this.#entries.delete(oldest.value);
    return loading;
  }

  /** After a write to goods `id` has committed. */
  forget(id: number): void {
    this.#entries.delete(id);
  }

  /** After a write that may touch any goods (the seed). */
  forgetAll(): void {
    this.#entries.clear();
  }

  /** Stops keeping answers (the change feed is down: a change could go unannounced). */
  suspend(): void {
    this.#suspended = true;
    this.#entries.clear();
  }

  /** Keeps answers again (the change feed listens again; what it missed is forgotten). */
  resume(): void {
    this.#entries.clear();
    this.#suspended = false;
  }

  get suspended(): boolean {
    return this.#suspended;
  }

  get size(): number {
    return this.#entries.size;
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

/**
 * One kind of kept value per goods id, as promises (server/cache/detail-cache.ts keeps two: the
 * goods' long-lived document and its live counters and stock). Requests that miss together share
 * one load; a load that a write overtook is not kept (forgetting drops its promise); neither a
 * missing goods (null) nor a failure is kept; the least recently read goes first when full; while
 * suspended (the change feed is down) nothing is kept.
 */
export class PartCache<T> {
  readonly #entries = new Map<number, Promise<T | null>>();
  #suspended = false;
  #loads = 0;

  constructor(readonly maxEntries: number) {}

  /** The kept value for `id`, or `load`'s, shared by every request that asks while it runs. */
  get(id: number, load: () => Promise<T | null>): Promise<T | null> {
    if (this.#suspended) return this.#load(load);
    const cached = this.#entries.get(id);
    if (cached) {
      // Map keeps insertion order: moving a hit to the end makes the first key the least recently read
      this.#entries.delete(id);
      this.#entries.set(id, cached);
      return cached;
    }
    const loading = this.#load(load);
    this.#entries.set(id, loading);
    const drop = () => {
      if (this.#entries.get(id) === loading) this.#entries.delete(id);
    };
    loading.then((value) => value ?? drop(), drop);
    const oldest = this.#entries.keys().next();
    if (this.#entries.size > this.maxEntries && !oldest.done) this.#entries.delete(oldest.value);
    return loading;
  }

  #load(load: () => Promise<T | null>): Promise<T | null> {
    this.#loads += 1;
    return load();
  }

  has(id: number): boolean {
    return this.#entries.has(id);
  }

  forget(id: number): void {
    this.#entries.delete(id);
  }

  forgetAll(): void {
    this.#entries.clear();
  }

  suspend(): void {
    this.#suspended = true;
    this.#entries.clear();
  }

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

  /** How many times a value was loaded (a miss, or any read while suspended): what a hit saves. */
  get loads(): number {
    return this.#loads;
  }
}

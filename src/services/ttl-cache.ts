/**
 * A small time-to-live cache over localStorage (spec §7: recommended goods 30 minutes, the
 * supplier card 60 minutes, per goods id).
 *
 * Storage is untrusted: an entry is used only when it parses, carries the key it is stored
 * under (another app or an older version may have written there: a "foreign" entry), was saved
 * no later than now and no earlier than the TTL, and its data passes the response's schema.
 * Anything else is discarded and refetched. When storage throws (disabled, private mode, quota)
 * the cache steps aside and the page works uncached.
 */
import * as v from 'valibot';

/** The part of the Web Storage API the cache uses. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface TtlCacheOptions {
  /** Returns the storage, or throws when there is none (a browser can throw on the mere access). */
  storage?: () => KeyValueStorage;
  now?: () => number;
  /** prefix of every key, so our entries are told apart from the rest of the origin's */
  namespace?: string;
}

const Entry = v.object({ key: v.string(), savedAt: v.number(), data: v.unknown() });

export function createTtlCache({
  storage = () => globalThis.localStorage,
  now = Date.now,
  namespace = 'plush.cache',
}: TtlCacheOptions = {}) {
  const storageKey = (key: string) => `${namespace}:${key}`;

  /** Runs a storage operation; a throwing storage means "no cache", never a broken page. */
  function attempt<T>(operation: (store: KeyValueStorage) => T): T | undefined {
    try {
      return operation(storage());
    } catch {
      return undefined;
    }
  }

  function read<S extends v.GenericSchema>(key: string, ttlMs: number, schema: S) {
    const raw = attempt((store) => store.getItem(storageKey(key)));
    if (raw == null) return undefined;
    const fresh = parseEntry(raw, key, ttlMs, schema, now());
    if (fresh === undefined) attempt((store) => store.removeItem(storageKey(key)));
    return fresh;
  }

  function write(key: string, data: unknown): void {
    attempt((store) => store.setItem(storageKey(key), JSON.stringify({ key, savedAt: now(), data })));
  }

  /** The cached value when fresh, else the fetched one (stored for next time). */
  async function through<S extends v.GenericSchema>(
    key: string,
    ttlMs: number,
    schema: S,
    fetcher: () => Promise<v.InferOutput<S>>,
  ): Promise<v.InferOutput<S>> {
    const cached = read(key, ttlMs, schema);
    if (cached !== undefined) return cached;
    const data = await fetcher();
    write(key, data);
    return data;
  }

  return { read, write, through };
}

function parseEntry<S extends v.GenericSchema>(
  raw: string,
  key: string,
  ttlMs: number,
  schema: S,
  now: number,
): v.InferOutput<S> | undefined {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return undefined;
  }
  const entry = v.safeParse(Entry, json);
  if (!entry.success || entry.output.key !== key) return undefined;
  const age = now - entry.output.savedAt;
  // A future savedAt (clock moved back, or a forged entry) is not trusted as fresh.
  if (age < 0 || age >= ttlMs) return undefined;
  const data = v.safeParse(schema, entry.output.data);
  return data.success ? data.output : undefined;
}

export type TtlCache = ReturnType<typeof createTtlCache>;

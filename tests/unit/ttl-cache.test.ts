// @vitest-environment node
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { RECOMMENDED_CACHE_MS, SUPPLIER_CACHE_MS } from '@/rules/business-constants';
import { createTtlCache, type KeyValueStorage } from '@/services/ttl-cache';

function memoryStorage(): KeyValueStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

const Names = v.array(v.string());

function setup(start = 1_000_000) {
  const store = memoryStorage();
  let clock = start;
  const cache = createTtlCache({ storage: () => store, now: () => clock });
  const fetcher = vi.fn(async () => ['熊', '兔']);
  return {
    store,
    cache,
    fetcher,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

describe('TTL cache (spec §7, §9)', () => {
  it('uses the spec constants: 30 minutes for recommended goods, 60 for the supplier', () => {
    expect(RECOMMENDED_CACHE_MS).toBe(1_800_000);
    expect(SUPPLIER_CACHE_MS).toBe(3_600_000);
  });

  it('answers from storage within the TTL and refetches once it has passed', async () => {
    const { cache, fetcher, advance } = setup();
    expect(await cache.through('r:1001', RECOMMENDED_CACHE_MS, Names, fetcher)).toEqual(['熊', '兔']);
    advance(RECOMMENDED_CACHE_MS - 1);
    expect(await cache.through('r:1001', RECOMMENDED_CACHE_MS, Names, fetcher)).toEqual(['熊', '兔']);
    expect(fetcher).toHaveBeenCalledTimes(1);
    advance(1);
    await cache.through('r:1001', RECOMMENDED_CACHE_MS, Names, fetcher);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('keeps one entry per key', async () => {
    const { cache, fetcher } = setup();
    await cache.through('r:1001', RECOMMENDED_CACHE_MS, Names, fetcher);
    await cache.through('r:1002', RECOMMENDED_CACHE_MS, Names, fetcher);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['not JSON', '{oops'],
    ['not an entry', JSON.stringify(['熊'])],
    ['a foreign entry under our key', JSON.stringify({ key: 'r:9999', savedAt: 1_000_000, data: ['x'] })],
    ['data of the wrong shape', JSON.stringify({ key: 'r:1001', savedAt: 1_000_000, data: [1, 2] })],
    ['saved in the future', JSON.stringify({ key: 'r:1001', savedAt: 9_000_000, data: ['x'] })],
  ])('discards %s and refetches', async (_, raw) => {
    const { cache, fetcher, store } = setup();
    store.setItem('plush.cache:r:1001', raw);
    expect(await cache.through('r:1001', RECOMMENDED_CACHE_MS, Names, fetcher)).toEqual(['熊', '兔']);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(JSON.parse(store.map.get('plush.cache:r:1001') ?? '')).toMatchObject({
      key: 'r:1001',
      data: ['熊', '兔'],
    });
  });

  it('works uncached when storage throws on access, on read or on write', async () => {
    const throwing = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    const fetcher = vi.fn(async () => ['熊']);
    const noStorage = createTtlCache({ storage: throwing });
    expect(await noStorage.through('k', 1000, Names, fetcher)).toEqual(['熊']);
    const full = createTtlCache({
      storage: () => ({ getItem: () => null, setItem: throwing, removeItem: throwing }),
    });
    expect(await full.through('k', 1000, Names, fetcher)).toEqual(['熊']);
    expect(await full.through('k', 1000, Names, fetcher)).toEqual(['熊']);
    const unreadable = createTtlCache({
      storage: () => ({ getItem: throwing, setItem: throwing, removeItem: throwing }),
    });
    expect(await unreadable.through('k', 1000, Names, fetcher)).toEqual(['熊']);
    expect(fetcher).toHaveBeenCalledTimes(4);
  });

  it('stores nothing when the fetch fails, so the next visit tries again', async () => {
    const { cache, store } = setup();
    await expect(
      cache.through('r:1', 1000, Names, async () => {
        throw new Error('offline');
      }),
    ).rejects.toThrow('offline');
    expect(store.map.size).toBe(0);
  });
});

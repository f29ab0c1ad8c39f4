// @vitest-environment node
/** server/cache/kept-for.ts: a value kept a short time per key (the supplier card of rendered pages). */
import { describe, expect, it } from 'vitest';
import { keptFor } from '../../server/cache/kept-for';

function counted(fail = false) {
  const calls: number[] = [];
  const load = async (key: number) => {
    calls.push(key);
    if (fail) throw new Error('数据库不可用');
    return { key, n: calls.length };
  };
  return { calls, load };
}

describe('keptFor', () => {
  it('answers the same key from one load within the keep time, and loads again after it', async () => {
    let now = 0;
    const { calls, load } = counted();
    const card = keptFor(30_000, load, { clock: () => now });
    const [a, b] = await Promise.all([card(101), card(101)]);
    now = 29_999;
    const c = await card(101);
    expect(a).toBe(b);
    expect(c).toBe(a);
    expect(calls).toEqual([101]);
    now = 30_000;
    expect(await card(101)).toEqual({ key: 101, n: 2 });
    expect(await card(102)).toEqual({ key: 102, n: 3 });
  });

  it('keeps no failure: the next request asks again', async () => {
    const { calls, load } = counted(true);
    const card = keptFor(30_000, load, { clock: () => 0 });
    await expect(card(101)).rejects.toThrow('数据库不可用');
    await expect(card(101)).rejects.toThrow('数据库不可用');
    expect(calls).toEqual([101, 101]);
  });

  it('keeps at most maxEntries keys, dropping the oldest', async () => {
    const { calls, load } = counted();
    const card = keptFor(30_000, load, { clock: () => 0, maxEntries: 2 });
    await card(1);
    await card(2);
    await card(3);
    await card(2);
    await card(1);
    expect(calls).toEqual([1, 2, 3, 1]);
  });
});

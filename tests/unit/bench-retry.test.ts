/** scripts/bench/retry.ts: Lighthouse's NO_NAVSTART now and then must not end `npm run bench -- lighthouse`. */
import { describe, expect, it } from 'vitest';
import { retried } from '../../scripts/bench/retry';

describe('retried', () => {
  it('answers with the first attempt that succeeds, telling each retry', async () => {
    let calls = 0;
    const retries: number[] = [];
    const value = await retried(
      3,
      async () => {
        calls += 1;
        if (calls < 3) throw new Error(`NO_NAVSTART ${calls}`);
        return 'lhr';
      },
      (_failure, tried) => retries.push(tried),
    );
    expect(value).toBe('lhr');
    expect(calls).toBe(3);
    expect(retries).toEqual([1, 2]);
  });

  it('gives up after the attempts, with every failure named', async () => {
    let calls = 0;
    await expect(
      retried(2, async () => {
        calls += 1;
        throw new Error(`NO_NAVSTART ${calls}`);
      }),
    ).rejects.toThrow('failed 2 times: NO_NAVSTART 1 | NO_NAVSTART 2');
    expect(calls).toBe(2);
  });
});

// @vitest-environment node
/** The order statistics npm run bench reports (p50, p95, medians of repeated runs). */
import { describe, expect, it } from 'vitest';
import { median, medianBy, percentile, ratioOf } from '../../scripts/bench/stats';

describe('bench statistics', () => {
  it('takes percentiles by nearest rank, whatever the input order', () => {
    const values = [50, 10, 40, 20, 30, 60, 70, 80, 90, 100];
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 95)).toBe(100);
    expect(percentile(values, 0)).toBe(10);
    expect(median([3, 1, 2])).toBe(2);
    expect(percentile([], 50)).toBeNaN();
  });

  it('picks the run whose key is the median, the lower middle one for an even count', () => {
    const runs = [{ score: 0.9 }, { score: 0.5 }, { score: 0.7 }];
    expect(medianBy(runs, (run) => run.score)).toBe(runs[2]);
    expect(medianBy([{ score: 2 }, { score: 1 }], (run) => run.score)).toEqual({ score: 1 });
  });

  it('gives no ratio without a usable floor', () => {
    expect(ratioOf(30, 10)).toBe(3);
    expect(ratioOf(30, 0)).toBeUndefined();
    expect(ratioOf(30, undefined)).toBeUndefined();
  });
});

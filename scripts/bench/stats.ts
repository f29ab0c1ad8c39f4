/** Order statistics for the benchmarks' repeated measures. */

/** The p-th percentile (0–100) by nearest rank; NaN for no values. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(Math.max(rank - 1, 0), sorted.length - 1)] ?? Number.NaN;
}

export const median = (values: readonly number[]) => percentile(values, 50);

/** The item whose key is the median key (the lower middle one for an even count). */
export function medianBy<T>(items: readonly T[], key: (item: T) => number): T | undefined {
  const sorted = [...items].sort((a, b) => key(a) - key(b));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** value / floor, undefined when there is no usable floor. */
export const ratioOf = (value: number, floor: number | undefined) =>
  floor !== undefined && floor > 0 && Number.isFinite(value) ? value / floor : undefined;

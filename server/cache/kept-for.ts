/**
 * A value kept for a short time per key, as a promise: requests that ask together, or within
 * `keepMs` of each other, share one load. A failure is not kept. At most `maxEntries` keys are
 * kept; the oldest goes first.
 *
 * For the supplier card that /detail pages are rendered with (issue #17: the page's throughput
 * against a static file): four queries per page view, the page's largest cost once its render
 * is kept. The browser itself keeps the card 60 minutes (spec §7, §9), so a card up to `keepMs`
 * old on a freshly rendered page is within what the contract already allows.
 */
export function keptFor<K, V>(
  keepMs: number,
  load: (key: K) => Promise<V>,
  { clock = Date.now, maxEntries = 1000 }: { clock?: () => number; maxEntries?: number } = {},
): (key: K) => Promise<V> {
  const kept = new Map<K, { at: number; value: Promise<V> }>();
  return (key) => {
    const now = clock();
    const entry = kept.get(key);
    if (entry && now - entry.at < keepMs) return entry.value;
    const value = load(key);
    kept.delete(key);
    kept.set(key, { at: now, value });
    value.catch(() => {
      if (kept.get(key)?.value === value) kept.delete(key);
    });
    const oldest = kept.keys().next();
    if (kept.size > maxEntries && !oldest.done) kept.delete(oldest.value);
    return value;
  };
}

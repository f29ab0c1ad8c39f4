/**
 * Why a page's Total Blocking Time is what it is, in the bench's words (issue #17 item 4: a target
 * not met says why): the full Lighthouse run's long tasks (its `long-tasks` audit, on the
 * simulated phone) whose time over 50 ms falls after First Contentful Paint, summed by what
 * Lighthouse attributes each to. A task without a script of its own is put on the page's URL:
 * that is the browser parsing, styling, laying out and painting the page the server sent.
 */
export interface LongTask {
  url?: string;
  startTime?: number;
  duration?: number;
}

/** a task blocks for the part of it past this length (Lighthouse's TBT) */
const BLOCKING_AFTER_MS = 50;

/** `page 150 ms (the page's own parsing, style, layout, paint), libs-x.js 80 ms, …`, largest first. */
export function blockingByWhere(tasks: readonly LongTask[], fcpMs: number, pageUrl: string): string {
  const byWhere = new Map<string, number>();
  for (const task of tasks) {
    const start = task.startTime ?? 0;
    const end = start + (task.duration ?? 0);
    // as TBT counts it: only what lies after FCP, less the 50 ms every task may take
    const blocking = end - Math.max(start, fcpMs) - BLOCKING_AFTER_MS;
    if (blocking <= 0) continue;
    const where =
      task.url === pageUrl
        ? "the page (the browser's own parsing, style, layout and paint)"
        : (task.url ?? 'unattributable').split('/').pop() || 'unattributable';
    byWhere.set(where, (byWhere.get(where) ?? 0) + blocking);
  }
  return [...byWhere]
    .sort((a, b) => b[1] - a[1])
    .map(([where, ms]) => `${where} ${Math.round(ms)} ms`)
    .join(', ');
}

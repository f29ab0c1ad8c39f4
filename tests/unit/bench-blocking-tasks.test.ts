// @vitest-environment node
/** The bench's account of a TBT over its target (issue #17 item 4: it says why). */
import { describe, expect, it } from 'vitest';
import { blockingByWhere } from '../../scripts/bench/blocking-tasks';

const page = 'http://127.0.0.1:4000/detail?id=1005';

describe('blockingByWhere', () => {
  it('sums, by what holds each task, the time past 50 ms that lies after FCP, largest first', () => {
    const tasks = [
      // before FCP: blocks nothing that TBT counts
      { url: 'Unattributable', startTime: 600, duration: 120 },
      // straddles FCP (800): 90 ms after it, 40 blocking
      { url: page, startTime: 760, duration: 130 },
      { url: page, startTime: 2050, duration: 119 },
      { url: 'http://127.0.0.1:4000/assets/libs-abc.js', startTime: 3250, duration: 105 },
      // under 50 ms after FCP: none
      { url: 'http://127.0.0.1:4000/assets/index-def.js', startTime: 3400, duration: 45 },
    ];
    expect(blockingByWhere(tasks, 800, page)).toBe(
      "the page (the browser's own parsing, style, layout and paint) 109 ms, libs-abc.js 55 ms",
    );
  });

  it('says nothing when no task blocks after FCP', () => {
    expect(blockingByWhere([{ url: page, startTime: 100, duration: 300 }], 800, page)).toBe('');
    expect(blockingByWhere([], 800, page)).toBe('');
  });
});

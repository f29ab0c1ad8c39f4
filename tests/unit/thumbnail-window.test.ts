// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stripScrolls } from '@/rules/thumbnail-window';

describe('stripScrolls (spec §2, §9: the thumbnail strip shows 5 at a time)', () => {
  it.each([
    [0, false],
    [1, false],
    [5, false],
    [6, true],
    [12, true],
  ])('%i thumbnails scroll: %s', (count, scrolls) => {
    expect(stripScrolls(count)).toBe(scrolls);
  });

  it('scrolls from the sixth thumbnail on, and once it scrolls more thumbnails still do', () => {
    fc.assert(
      fc.property(fc.nat(1000), (count) => {
        expect(stripScrolls(count)).toBe(count >= 6);
        if (stripScrolls(count)) expect(stripScrolls(count + 1)).toBe(true);
      }),
    );
  });
});

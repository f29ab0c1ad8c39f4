// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { SpecGroup } from '@/domain/goods';
import { orderColours } from '@/rules/colour-order';

const group = (color: string): SpecGroup => ({ color, sizes: [] });

describe('colour order (spec §4)', () => {
  it('orders by the first character code, ascending', () => {
    // 1001's colours as the factory entered them
    const names = ['粉色', '白色', '浅棕色', '灰色', '奶黄色'].map(group);
    const ordered = orderColours(names).map((g) => g.color);
    expect(ordered).toEqual(['奶黄色', '浅棕色', '灰色', '白色', '粉色']);
    for (let i = 1; i < ordered.length; i++) {
      expect((ordered[i] as string).charCodeAt(0)).toBeGreaterThanOrEqual(
        (ordered[i - 1] as string).charCodeAt(0),
      );
    }
  });

  it('keeps the given order among names with the same first character, and does not mutate', () => {
    const input = [group('白色'), group('白灰'), group('A')];
    expect(orderColours(input).map((g) => g.color)).toEqual(['A', '白色', '白灰']);
    expect(input.map((g) => g.color)).toEqual(['白色', '白灰', 'A']);
  });

  it('puts an empty name first', () => {
    expect(orderColours([group('红'), group('')]).map((g) => g.color)).toEqual(['', '红']);
  });
});

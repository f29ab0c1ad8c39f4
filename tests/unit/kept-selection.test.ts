/**
 * The selection kept in the tab (issue 19 item 3): taken back against the goods as it is now,
 * and a sessionStorage that throws or holds anything never breaks the page.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SpecGroup } from '@/domain/goods';
import { keptSelection, restoredSelection } from '@/rules/kept-selection';
import { keepSelection, readKeptSelection } from '@/services/selection-store';

const size = (id: number, stock: number) => ({
  id,
  size: `${id}cm`,
  goods_sn: `S${id}`,
  weight: 100,
  price: '1.00',
  stock,
  thumbnail: '',
});
const colours: SpecGroup[] = [
  { color: '白色', sizes: [size(1, 5), size(2, 0)] },
  { color: '粉色', sizes: [size(3, 2)] },
];

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('rules/kept-selection', () => {
  it('keeps the colour by name and the quantities above 0', () => {
    expect(keptSelection(colours, 1, { 1: 2, 2: 0, 3: 1 })).toEqual({
      colour: '粉色',
      quantities: { 1: 2, 3: 1 },
    });
  });

  it("takes it back cut to today's stock, without sizes or colours the goods no longer has", () => {
    expect(restoredSelection(colours, { colour: '粉色', quantities: { 1: 9, 2: 4, 3: 1, 77: 5 } })).toEqual({
      colourIndex: 1,
      quantities: { 1: 5, 2: 0, 3: 1 },
    });
    // a colour gone: the first one, with the quantities that still apply
    expect(restoredSelection(colours, { colour: '黑色', quantities: { 3: 2 } })).toEqual({
      colourIndex: 0,
      quantities: { 1: 0, 2: 0, 3: 2 },
    });
  });

  it('is nothing when nothing of it applies', () => {
    expect(restoredSelection(colours, null)).toBeNull();
    expect(restoredSelection(colours, { colour: '白色', quantities: {} })).toBeNull();
    expect(restoredSelection(colours, { colour: '黑色', quantities: { 2: 3, 77: 1 } })).toBeNull();
  });
});

describe('services/selection-store', () => {
  it('reads back what it kept, per goods id', () => {
    keepSelection(1001, { colour: '粉色', quantities: { 3: 1 } });
    expect(readKeptSelection(1001)).toEqual({ colour: '粉色', quantities: { 3: 1 } });
    expect(readKeptSelection(1002)).toBeNull();
  });

  it('reads anything else it finds as nothing kept', () => {
    for (const stored of ['{oops', '"粉色"', JSON.stringify({ colour: '粉色', quantities: { 3: -1 } })]) {
      sessionStorage.setItem('plush.selection:1001', stored);
      expect(readKeptSelection(1001)).toBeNull();
    }
  });

  it('keeps nothing and reads nothing when storage throws (disabled, full)', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => keepSelection(1001, { colour: '粉色', quantities: { 3: 1 } })).not.toThrow();
    expect(readKeptSelection(1001)).toBeNull();
  });
});

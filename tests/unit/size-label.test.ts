// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cutSizeLabel } from '@/rules/size-label';

describe('cutSizeLabel (spec §2, §9: 6 characters plus ... when longer)', () => {
  it('cuts a longer label to its first 6 characters and adds ...', () => {
    expect(cutSizeLabel('40cm（约0.3kg）加厚款')).toBe('40cm（约...');
    expect(cutSizeLabel('1234567')).toBe('123456...');
  });

  it('leaves a label of 6 characters or fewer unchanged', () => {
    expect(cutSizeLabel('30cm')).toBe('30cm');
    expect(cutSizeLabel('特大号加厚')).toBe('特大号加厚');
    expect(cutSizeLabel('123456')).toBe('123456');
    expect(cutSizeLabel('')).toBe('');
  });

  it('counts characters, not UTF-16 units', () => {
    // '𠀀' is one character in two UTF-16 units: six of them are 12 units but 6 characters.
    expect(cutSizeLabel('𠀀𠀀𠀀𠀀𠀀𠀀')).toBe('𠀀𠀀𠀀𠀀𠀀𠀀');
    expect(cutSizeLabel('𠀀𠀀𠀀𠀀𠀀𠀀𠀀')).toBe('𠀀𠀀𠀀𠀀𠀀𠀀...');
    // an emoji made of several code points is one character and is never split
    expect(cutSizeLabel('🧸👨‍👩‍👧大号款式')).toBe('🧸👨‍👩‍👧大号款式');
    expect(cutSizeLabel('👨‍👩‍👧12345678')).toBe('👨‍👩‍👧12345...');
  });

  it('agrees with a grapheme segmenter on labels of ASCII, CJK and full-width characters, and on marks', () => {
    const segmenter = new Intl.Segmenter('zh-CN', { granularity: 'grapheme' });
    const bySegmenter = (label: string) => {
      const characters = Array.from(segmenter.segment(label), (part) => part.segment);
      return characters.length <= 6 ? label : `${characters.slice(0, 6).join('')}...`;
    };
    const labels = [
      '40cm（约0.3kg）加厚款',
      '1米（送礼盒）',
      '〇〇〇〇〇〇〇〇',
      'ABCDEFG~',
      // a combining mark after each letter: 7 characters in 14 units, cut after the 6th mark
      'a\u0301b\u0301c\u0301d\u0301e\u0301f\u0301g\u0301',
      // an ideographic tone mark (U+302A) joins the character before it
      '大\u302A大\u302A大\u302A大',
      // half-width katakana with its voiced mark (U+FF9E) is one character
      'ｶﾞｶﾞｶﾞｶﾞ',
    ];
    for (const label of labels) expect(cutSizeLabel(label), label).toBe(bySegmenter(label));
  });
});

describe('cutSizeLabel: what it costs the first view (issue 17)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('makes no segmenter for the sizes factories write, and at most one for any number of other labels', () => {
    const made = vi.spyOn(Intl, 'Segmenter');
    for (let i = 0; i < 50; i++) cutSizeLabel(`${20 + i}cm（约0.${i}kg）加厚款`);
    expect(made).not.toHaveBeenCalled();
    for (let i = 0; i < 50; i++) cutSizeLabel(`🧸大号款式${i}号礼盒`);
    expect(made.mock.calls.length).toBeLessThanOrEqual(1);
  });
});

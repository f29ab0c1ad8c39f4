// @vitest-environment node
import { describe, expect, it } from 'vitest';
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
});

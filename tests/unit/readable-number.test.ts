// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fenToYuan } from '@/rules/money';
import { readableNumber } from '@/rules/readable-number';

describe('readableNumber: money and counts grouped in thousands for Chinese readers (issue 19 item 11)', () => {
  it.each([
    [286400, '286,400'],
    [1000, '1,000'],
    [999, '999'],
    [0, '0'],
    [1234567, '1,234,567'],
    ['58870.60', '58,870.60'],
    ['1234567.89', '1,234,567.89'],
    ['1000.00', '1,000.00'],
    ['7.40', '7.40'],
    ['0.05', '0.05'],
    ['0元起', '0元起'],
    ['见图', '见图'],
  ])('%j → %j', (value, text) => {
    expect(readableNumber(value)).toBe(text);
  });

  it('groups a whole number exactly as Intl.NumberFormat(zh-CN) does, leading zeros dropped', () => {
    const intl = new Intl.NumberFormat('zh-CN');
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.nat({ max: 3 }), (whole, zeros) => {
        expect(readableNumber(`${'0'.repeat(zeros)}${whole}`)).toBe(intl.format(whole));
      }),
    );
  });

  it('never rounds an amount: an order of millions keeps every fen', () => {
    expect(readableNumber(fenToYuan(Number.MAX_SAFE_INTEGER))).toBe('90,071,992,547,409.91');
  });

  it('changes nothing but the commas, for every amount in fen', () => {
    fc.assert(
      fc.property(fc.nat(), (fen) => {
        const yuan = fenToYuan(fen);
        const text = readableNumber(yuan);
        expect(text.replaceAll(',', '')).toBe(yuan);
        expect(text).toMatch(/^\d{1,3}(,\d{3})*\.\d{2}$/);
      }),
    );
  });
});

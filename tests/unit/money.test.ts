// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fenToYuan, yuanToFen } from '@/rules/money';

describe('yuanToFen: the API’s yuan text read exactly, digit by digit', () => {
  it.each([
    ['7.40', 740],
    ['7.4', 740],
    ['0.5', 50],
    ['0.05', 5],
    ['12', 1200],
    ['0', 0],
    ['0.00', 0],
    ['25.80', 2580],
    [' 7.40 ', 740],
    ['1234567.89', 123456789],
    // Floating point would read these as 0.1 and 0.2, whose sum is not 0.3: in fen they are exact.
    ['0.10', 10],
    ['0.20', 20],
  ])('%j → %i fen', (text, fen) => {
    expect(yuanToFen(text)).toBe(fen);
  });

  it.each([['0元起'], [''], ['   '], ['见图'], ['-1.00'], ['1.234'], ['1,000'], ['.5'], ['7.'], ['￥7.40']])(
    '%j is not a yuan amount → null',
    (text) => {
      expect(yuanToFen(text)).toBeNull();
    },
  );
});

describe('fenToYuan: always two decimals (spec §4)', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [50, '0.50'],
    [740, '7.40'],
    [1200, '12.00'],
    [2580, '25.80'],
    [123456789, '1234567.89'],
    [1_997_001_000, '19970010.00'],
    [-5, '-0.05'],
    [-740, '-7.40'],
  ])('%i fen → %j', (fen, yuan) => {
    expect(fenToYuan(fen)).toBe(yuan);
  });

  it('rounds a fractional fen to the nearest whole fen rather than printing a third decimal', () => {
    expect(fenToYuan(740.4)).toBe('7.40');
    expect(fenToYuan(740.6)).toBe('7.41');
  });

  it('reads back what it writes', () => {
    for (const fen of [0, 1, 9, 10, 99, 100, 101, 2580, 999_999]) {
      expect(yuanToFen(fenToYuan(fen))).toBe(fen);
    }
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { labels } from '@/copy/copy';
import { calendarDay } from '@/rules/calendar-day';
import { cardPriceText } from '@/rules/goods-card-text';
import { latestUpdateText } from '@/rules/goods-text';

describe('goods card price (spec §3)', () => {
  it('shows the price in yuan', () => {
    expect(cardPriceText('25.80')).toBe('￥25.80');
  });

  it('shows 见图 when the price is empty', () => {
    expect(cardPriceText('')).toBe(labels.seeImage);
    expect(cardPriceText('  ')).toBe(labels.seeImage);
  });
});

describe('the buyer calendar day', () => {
  it('is the local date as YYYY-MM-DD, padded', () => {
    expect(calendarDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(calendarDay(new Date(2026, 10, 21, 0, 0))).toBe('2026-11-21');
  });

  it('is what 最近上新 compares with: the same day reads 今天', () => {
    const now = new Date(2026, 10, 21, 9, 30);
    expect(latestUpdateText('2026-11-21 08:00:00', calendarDay(now))).toBe(labels.today);
    expect(latestUpdateText('2026-11-20 23:59:59', calendarDay(now))).toBe('2026-11-20');
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { labels, notices } from '@/copy/copy';
import { cutDate, latestUpdateText, priceText, showsDaifaBadge, titleBeforePlus } from '@/rules/goods-text';

describe('goods text rules (spec §2, §4, §9)', () => {
  it('cuts dates to their first 10 characters', () => {
    expect(cutDate('2026-11-18 16:40:00')).toBe('2026-11-18');
    expect(cutDate('2026-11-18')).toBe('2026-11-18');
  });

  // Spec §2: "a 'daifa' (dropshipping) badge when skuFlag is above 0".
  it.each([
    [1, true],
    [2, true],
    [0, false],
    [-1, false],
  ])('shows the 代发 badge for skuFlag %i: %s', (skuFlag, shown) => {
    expect(showsDaifaBadge(skuFlag)).toBe(shown);
  });

  it('cuts the title at its first + for 搜同款', () => {
    expect(titleBeforePlus('网红软萌泰迪熊公仔+礼盒装 毛绒玩具抱抱熊')).toBe('网红软萌泰迪熊公仔');
    expect(titleBeforePlus('A+B+C')).toBe('A');
    expect(titleBeforePlus('长耳朵垂耳兔公仔')).toBe('长耳朵垂耳兔公仔');
    expect(titleBeforePlus('+礼盒')).toBe('');
    // the keyword carries no spaces from around the cut
    expect(titleBeforePlus(' 泰迪熊 +礼盒装')).toBe('泰迪熊');
    expect(titleBeforePlus(' 垂耳兔 ')).toBe('垂耳兔');
  });

  it('shows a set price in yuan with no hint', () => {
    expect(priceText('25.80', 'https://detail.1688.com/offer/1.html')).toEqual({
      price: '￥25.80',
      hint: null,
    });
  });

  it('shows 0元起 with 请联系商家或客服开通代发 when there is no ali_url', () => {
    expect(priceText(notices.priceUnset, '')).toEqual({ price: '0元起', hint: notices.askDaifa });
    expect(priceText(notices.priceUnset, '  ')).toEqual({ price: '0元起', hint: notices.askDaifa });
  });

  it('shows 0元起 with 请点击下方直发按钮下单 when ali_url exists', () => {
    expect(priceText(notices.priceUnset, 'https://detail.1688.com/offer/2.html')).toEqual({
      price: '0元起',
      hint: notices.useDirectShip,
    });
  });

  it('says 今天 for a supplier updated today, else the date', () => {
    expect(latestUpdateText('2026-11-21 08:00:00', '2026-11-21')).toBe(labels.today);
    expect(latestUpdateText('2026-11-20 23:59:59', '2026-11-21T10:00:00Z')).toBe('2026-11-20');
  });
});

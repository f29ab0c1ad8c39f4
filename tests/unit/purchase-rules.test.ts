/** The rules of buying: which buttons show (spec §4), the URL check, order numbers, the lines sent. */
import { describe, expect, it } from 'vitest';
import type { AlsoBought } from '@/domain/supplier';
import { alsoBoughtGroups } from '@/rules/also-bought';
import { orderNumber } from '@/rules/order-number';
import { isDirectShipOnly, isHttpUrl, purchaseButtons } from '@/rules/purchase-buttons';
import { cartSpecLines, orderLines } from '@/rules/purchase-lines';
import { goodsFixture } from '../support/goods-fixture';

const ali = 'https://detail.1688.com/offer/718265904312.html';

describe('purchaseButtons (spec §4)', () => {
  it('offers all three for shipping_type 0 with an ali_url', () => {
    expect(purchaseButtons(0, ali)).toEqual({ addToCart: true, buyNow: true, directShipUrl: ali });
  });
  it('hides 1688直发 for shipping_type 1', () => {
    expect(purchaseButtons(1, ali)).toEqual({ addToCart: true, buyNow: true, directShipUrl: null });
  });
  it('hides 加入购物车 and 立即购买 for shipping_type 2', () => {
    expect(purchaseButtons(2, ali)).toEqual({ addToCart: false, buyNow: false, directShipUrl: ali });
  });
  it('offers 1688直发 only with an ali_url', () => {
    expect(purchaseButtons(0, '').directShipUrl).toBeNull();
    expect(purchaseButtons(2, '')).toEqual({ addToCart: false, buyNow: false, directShipUrl: null });
  });
  it('never offers a link that is not http(s)', () => {
    expect(purchaseButtons(0, 'javascript:alert(1)').directShipUrl).toBeNull();
    expect(purchaseButtons(0, 'data:text/html,hi').directShipUrl).toBeNull();
    expect(purchaseButtons(0, '//detail.1688.com/x').directShipUrl).toBeNull();
  });
  it('offers nothing while the supplier is loading, and what the goods allow when it failed', () => {
    expect(purchaseButtons('pending', ali)).toEqual({ addToCart: false, buyNow: false, directShipUrl: null });
    expect(purchaseButtons('unknown', ali)).toEqual({ addToCart: true, buyNow: true, directShipUrl: ali });
  });
  it('trims the URL it offers', () => {
    expect(purchaseButtons(0, `  ${ali} `).directShipUrl).toBe(ali);
  });
});

describe('isDirectShipOnly (spec §4: shipping_type 2 hides 加入购物车 and 立即购买)', () => {
  it.each([
    [2, true],
    [1, false],
    [0, false],
    ['pending', false],
    ['unknown', false],
    [undefined, false],
  ] as const)('shipping_type %j → %s', (shipping, only) => {
    expect(isDirectShipOnly(shipping)).toBe(only);
  });
  it('agrees with the buttons: direct-ship only is exactly when cart and buy are hidden once the type is known', () => {
    for (const shipping of [0, 1, 2, 'unknown'] as const) {
      const buttons = purchaseButtons(shipping, ali);
      expect(isDirectShipOnly(shipping)).toBe(!buttons.addToCart && !buttons.buyNow);
    }
  });
});

describe('isHttpUrl', () => {
  it.each([
    ['https://detail.1688.com/offer/1.html', true],
    ['http://example.com', true],
    ['HTTPS://EXAMPLE.COM/a', true],
    ['ftp://example.com', false],
    ['javascript:alert(1)', false],
    ['/relative/path', false],
    ['detail.1688.com', false],
    ['', false],
    ['https://', false],
  ])('%s → %s', (text, expected) => {
    expect(isHttpUrl(text)).toBe(expected);
  });
});

describe('orderNumber (spec §4, §9: timestamp plus a random 0–99)', () => {
  it('adds ⌊random × 100⌋ to the timestamp', () => {
    expect(orderNumber(1_700_000_000_000, 0)).toBe('1700000000000');
    expect(orderNumber(1_700_000_000_000, 0.421)).toBe('1700000000042');
    expect(orderNumber(1_700_000_000_000, 0.999999)).toBe('1700000000099');
  });
  it('stays within 0–99 whatever the random source gives', () => {
    expect(orderNumber(1000, 1)).toBe('1099');
    expect(orderNumber(1000, -0.5)).toBe('1000');
  });
});

describe('the lines a purchase sends', () => {
  const goods = goodsFixture();
  const size = goods.specs[0]?.sizes[0];
  if (!size) throw new Error('fixture without sizes');
  const lines = [{ colour: '粉色', size, quantity: 4 }];

  it('cart save: the size item with num, goods_num and its thumbnail (spec §7)', () => {
    expect(cartSpecLines(lines)).toEqual([{ ...size, num: 4, goods_num: 4 }]);
    expect(cartSpecLines(lines)[0]?.thumbnail).toBe(size.thumbnail);
  });

  it('buy now: each line also carries goodsName and sname (spec §3), the colour and goods id', () => {
    expect(orderLines(lines, { goodsId: 1001, goodsName: goods.PName, supplierName: goods.SName })).toEqual([
      {
        ...size,
        num: 4,
        goods_num: 4,
        color: '粉色',
        goods_id: 1001,
        goodsName: goods.PName,
        sname: goods.SName,
      },
    ]);
  });
});

describe('alsoBoughtGroups (spec §9: up to 9 goods in groups of 3)', () => {
  const goods = (n: number): AlsoBought[] =>
    Array.from({ length: n }, (_, i) => ({ ID: 2000 + i, Path: 'p', FName: 'f.jpg', IsEncry: 0 }));

  it('cuts to 9 and groups by 3', () => {
    expect(alsoBoughtGroups(goods(12), 1).map((g) => g.length)).toEqual([3, 3, 3]);
    expect(alsoBoughtGroups(goods(7), 1).map((g) => g.length)).toEqual([3, 3, 1]);
    expect(alsoBoughtGroups([], 1)).toEqual([]);
  });

  it('leaves out the goods being bought', () => {
    const ids = alsoBoughtGroups(goods(10), 2003)
      .flat()
      .map((g) => g.ID);
    expect(ids).not.toContain(2003);
    expect(ids).toHaveLength(9);
  });
});

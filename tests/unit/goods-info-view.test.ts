// @vitest-environment node
/**
 * The goods column's view-model (spec §2 "Goods information"): each text comes from its rule
 * (tested in goods-text.test.ts); here, that the column gets them all, in the spec's order.
 */
import { describe, expect, it } from 'vitest';
import { labels, notices } from '@/copy/copy';
import { toGoodsInfoView } from '@/machines/detail-page.view';
import { goodsFixture } from '../support/goods-fixture';

describe('toGoodsInfoView', () => {
  it('gives the title, the 代发 badge, the 搜同款 keyword, the price and every field in the spec order', () => {
    expect(toGoodsInfoView(goodsFixture())).toEqual({
      title: '软萌泰迪熊公仔+礼盒装',
      daifa: true,
      searchKeyword: '软萌泰迪熊公仔',
      price: { price: '￥25.80', hint: null },
      fields: [
        { term: labels.itemNumber, text: 'MR-1001' },
        { term: labels.minWeight, text: '180g' },
        { term: labels.publishDate, text: '2026-03-01' },
        { term: labels.updateDate, text: '2026-11-20' },
        { term: labels.totalSales, text: '1,520' },
        { term: labels.displayCount, text: '30,211' },
        { term: labels.transferCount, text: '88' },
      ],
    });
  });

  it('has no badge for skuFlag 0, and an unset price with the hint its ali_url calls for', () => {
    const view = toGoodsInfoView(goodsFixture({ skuFlag: 0, price: notices.priceUnset, ali_url: '' }));
    expect(view.daifa).toBe(false);
    expect(view.price).toEqual({ price: notices.priceUnset, hint: notices.askDaifa });
  });
});

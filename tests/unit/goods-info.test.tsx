/**
 * The goods information column (spec §2, §4): every field, the 代发 badge, the three actions, the
 * price text rules and the product notice rendered inert, as a buyer sees them.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appText, labels, notices } from '@/copy/copy';
import type { Goods } from '@/domain/goods';
import { parseNotice } from '@/rules/notice-html';
import { GoodsInfo } from '@/views/goods-info';
import { goodsFixture } from '../support/goods-fixture';
import { renderWithRouter } from '../support/render-with-router';

async function show(goods: Goods) {
  return renderWithRouter(
    () => <GoodsInfo goods={goods} notice={parseNotice(goods.message)} />,
    '/detail?id=1',
  );
}

/** The <dd> beside a <dt>. */
const field = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('goods information', () => {
  it('shows the name with the 代发 badge when skuFlag > 0, and every field of spec §2', async () => {
    await show(goodsFixture());
    // The heading is named by the title alone; 代发 is shown beside it and read apart (issue #18).
    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('软萌泰迪熊公仔+礼盒装');
    expect(screen.getByText(labels.daifa)).toBeVisible();
    expect(field(labels.wholesalePrice)).toHaveTextContent('￥25.80');
    expect(field(labels.itemNumber)).toHaveTextContent('MR-1001');
    expect(field(labels.publishDate)).toHaveTextContent(/^2026-03-01$/);
    expect(field(labels.updateDate)).toHaveTextContent(/^2026-11-20$/);
    // Counts grouped in thousands for Chinese readers (issue 19 item 11).
    expect(field(labels.totalSales)).toHaveTextContent(/^1,520$/);
    expect(field(labels.displayCount)).toHaveTextContent(/^30,211$/);
    expect(field(labels.transferCount)).toHaveTextContent('88');
    expect(field(labels.minWeight)).toHaveTextContent('180g');
    expect(field(labels.serviceReminder)).toHaveTextContent(appText.serviceReminderText);
    expect(field(labels.productNotice)).toHaveTextContent('现货充足，48小时内发货');
  });

  it('shows a price of thousands of yuan with its thousands separated (issue 19 item 11)', async () => {
    await show(goodsFixture({ price: '58870.60', min_weight: 12500 }));
    expect(field(labels.wholesalePrice)).toHaveTextContent(/^￥58,870\.60$/);
    expect(field(labels.minWeight)).toHaveTextContent(/^12,500g$/);
  });

  it('shows no badge when skuFlag is 0', async () => {
    await show(goodsFixture({ skuFlag: 0 }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('软萌泰迪熊公仔+礼盒装');
    expect(screen.queryByText(labels.daifa)).toBeNull();
  });

  it('offers 收藏商品 and 找相似 (their flows come later) and 搜同款 with the title cut at its first +', async () => {
    await show(goodsFixture());
    for (const name of [labels.favourite, labels.findSimilar])
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-disabled', 'true');
    const search = screen.getByRole('link', { name: labels.searchByTitle });
    expect(new URL(search.getAttribute('href') ?? '', 'http://x').searchParams.get('keyword')).toBe(
      '软萌泰迪熊公仔',
    );
  });

  it('shows 0元起 with 请联系商家或客服开通代发 when the price is unset and there is no ali_url', async () => {
    await show(goodsFixture({ price: '0元起', ali_url: '' }));
    expect(field(labels.wholesalePrice)).toHaveTextContent(`${notices.priceUnset}${notices.askDaifa}`);
  });

  it('shows 0元起 with 请点击下方直发按钮下单 when the price is unset and ali_url exists', async () => {
    await show(goodsFixture({ price: '0元起' }));
    expect(field(labels.wholesalePrice)).toHaveTextContent(`${notices.priceUnset}${notices.useDirectShip}`);
  });

  it('renders a hostile notice as text and bold, with no script, handler or link (goods 1002)', async () => {
    const { container } = await show(
      goodsFixture({
        message:
          '<b>新品上架</b>，欢迎选购！<img src="x" onerror="alert(\'xss\')"><script>alert("xss")</script><a href="javascript:alert(1)">点此领券</a>',
      }),
    );
    const notice = field(labels.productNotice);
    expect(notice).toHaveTextContent('新品上架，欢迎选购！点此领券');
    expect(notice.querySelector('b')).toHaveTextContent('新品上架');
    expect(container.querySelector('script, img[onerror], [onerror], a[href^="javascript"]')).toBeNull();
    expect(screen.queryByRole('link', { name: '点此领券' })).toBeNull();
  });

  it('leaves the notice out when there is none', async () => {
    await show(goodsFixture({ message: '' }));
    expect(screen.queryByText(labels.productNotice)).toBeNull();
  });
});

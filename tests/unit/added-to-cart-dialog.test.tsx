/** The 加入成功 dialog's 购买此商品的用户还购买了 carousel names and prices each goods (issue 19 item 14). */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { labels, notices } from '@/copy/copy';
import type { AlsoBought } from '@/domain/supplier';
import { AddedToCartDialog } from '@/views/added-to-cart-dialog';
import { renderWithRouter } from '../support/render-with-router';

const goods = (ID: number, PName: string, Price: string): AlsoBought => ({
  ID,
  Path: `goods/${ID}`,
  FName: 'main.jpg',
  IsEncry: 0,
  PName,
  Price,
});

async function showDialog(groups: AlsoBought[][]) {
  await renderWithRouter(() => (
    <AddedToCartDialog
      view={{ open: true, cartCount: 5, alsoBoughtGroups: groups }}
      onClose={() => {}}
      imageHost=""
    />
  ));
  const dialog = await screen.findByRole('dialog', { name: notices.addedToCart });
  return within(dialog).getByRole('region', { name: labels.alsoBought });
}

describe('the also-bought carousel of 加入成功', () => {
  it('shows each goods with its picture, its title and its price, linked to its page in a new tab', async () => {
    const carousel = await showDialog([
      [
        goods(1048, '软萌小兔公仔 长耳朵', '12.50'),
        goods(1049, '恐龙抱枕 大号', '1280.00'),
        goods(1050, '小熊挂件', ''),
      ],
    ]);
    const links = within(carousel).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/detail?id=1048',
      '/detail?id=1049',
      '/detail?id=1050',
    ]);
    // Named by the title, with the price beside it (thousands separated; 见图 when unset).
    expect(within(carousel).getByRole('link', { name: /软萌小兔公仔 长耳朵/ })).toHaveTextContent('￥12.50');
    expect(within(carousel).getByRole('link', { name: /恐龙抱枕 大号/ })).toHaveTextContent('￥1,280.00');
    expect(within(carousel).getByRole('link', { name: /小熊挂件/ })).toHaveTextContent(labels.seeImage);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.querySelector('img')).not.toBeNull();
    }
  });
});

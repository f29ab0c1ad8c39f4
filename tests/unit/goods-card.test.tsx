/** A goods card (spec §3): picture, name, price or 见图, click count, and a link to its detail page. */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fill, labels } from '@/copy/copy';
import { laterText } from '@/copy/later-text';
import type { GoodsCard } from '@/domain/goods';
import { GoodsCardView } from '@/views/goods-card';
import { renderWithRouter } from '../support/render-with-router';

const card: GoodsCard = {
  ID: 1001,
  Picture: '/UpLoad/goods/1001/poster.jpg',
  PName: '网红软萌泰迪熊公仔+礼盒装 毛绒玩具抱抱熊',
  Price: '7.40',
  PClickCount: 52817,
};

describe('GoodsCardView', () => {
  it('links the whole card to /detail?id= and shows the name, the price and the click count', async () => {
    await renderWithRouter(() => <GoodsCardView card={card} imageHost="https://img.example.com" />);
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', '/detail?id=1001');
    expect(link).not.toHaveAttribute('target');
    expect(link).toHaveAccessibleName(new RegExp(card.PName.replace('+', '\\+')));
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(card.PName);
    expect(link).toHaveTextContent('￥7.40');
    // grouped in thousands for Chinese readers (issue 19 item 11)
    expect(link).toHaveTextContent(fill(laterText.clickCount, { n: '52,817' }));
  });

  it('shows a square, lazy picture from the image host, at a column’s width (srcset)', async () => {
    const { container } = await renderWithRouter(() => (
      <GoodsCardView card={card} imageHost="https://img.example.com" />
    ));
    const img = container.querySelector('img');
    const original = 'https://img.example.com/UpLoad/goods/1001/poster.jpg';
    expect(img).toHaveAttribute('src', `${original}?w=240`);
    expect(img).toHaveAttribute(
      'srcset',
      `${original}?w=240 240w, ${original}?w=480 480w, ${original}?w=800 800w`,
    );
    expect(img?.getAttribute('sizes')).toMatch(/50vw/);
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img?.getAttribute('width')).toBe(img?.getAttribute('height'));
  });

  it('shows 见图 when the price is empty', async () => {
    await renderWithRouter(() => <GoodsCardView card={{ ...card, Price: '' }} imageHost="" />);
    expect(screen.getByRole('link')).toHaveTextContent(labels.seeImage);
    expect(screen.getByRole('link')).not.toHaveTextContent('￥');
  });

  it('opens in a new tab when asked (spec §2: recommended goods)', async () => {
    await renderWithRouter(() => <GoodsCardView card={card} imageHost="" newTab />);
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

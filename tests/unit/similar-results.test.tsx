/**
 * /search?data= through the app's real route tree (spec §2 similar-goods results): the goods
 * 找相似 found as cards under 相似商品（共N件）; an empty list, a broken link and an oversized one
 * each get their own clear message and a way on.
 */
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catalogueText } from '@/copy/catalogue-text';
import { appText, fill, labels, notices } from '@/copy/copy';
import type { GoodsCard } from '@/domain/goods';
import { routeTree } from '@/routes/router';
import { MAX_SIMILAR_DATA_CHARS } from '@/routes/similar-data';

const card = (id: number, PName: string): GoodsCard => ({
  ID: id,
  Picture: `/UpLoad/goods/${id}/main.jpg`,
  PName,
  Price: '12.50',
  PClickCount: 30,
});
const cards = [card(1002, '长耳朵垂耳兔公仔'), card(1003, '小恐龙抱枕')];

/** The URL the detail page navigates to: ?data= holding the JSON text itself. */
const similarUrl = (data: unknown) =>
  `/search?${new URLSearchParams({ data: typeof data === 'string' ? data : JSON.stringify(data) })}`;

async function open(url: string) {
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [url] }) });
  await act(() => router.load());
  render(<RouterProvider router={router} />);
  // the header offers 登录 once the session has settled as a visitor's: its updates land inside act
  await screen.findByRole('button', { name: labels.login });
  return router;
}

describe('/search?data=', () => {
  it('shows the similar goods as cards linking to their detail pages, under 相似商品（共N件）', async () => {
    await open(similarUrl({ list: cards, totalCount: 2 }));
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: fill(catalogueText.similarHeading, { n: 2 }),
    });
    const section = heading.closest('section') as HTMLElement;
    const links = within(section).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/detail?id=1002', '/detail?id=1003']);
    expect(links[0]).toHaveTextContent('长耳朵垂耳兔公仔');
    const crumbs = screen.getByRole('navigation', { name: '面包屑' });
    expect(within(crumbs).getByRole('link', { name: labels.plushToys })).toHaveAttribute('href', '/goods');
    expect(crumbs).toHaveTextContent(catalogueText.similarResults);
  });

  it('says 未找到相似商品 for an empty list, with a way to browse', async () => {
    await open(similarUrl({ list: [], totalCount: 0 }));
    expect(await screen.findByRole('heading', { name: notices.noSimilar })).toBeVisible();
    expect(screen.getByRole('link', { name: catalogueText.browseAll })).toHaveAttribute('href', '/goods');
  });

  it.each([
    ['not JSON', 'not-json'],
    ['cut off', JSON.stringify({ list: cards, totalCount: 2 }).slice(0, 40)],
    ['a wrong shape', { list: 'x', totalCount: 2 }],
    ['a card that is not one', { list: [{ ID: 'x' }], totalCount: 1 }],
  ])('explains that a results link %s is broken, with links back', async (_, data) => {
    await open(similarUrl(data));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: catalogueText.similarDataBroken })).toBeVisible();
    expect(alert).toHaveTextContent(catalogueText.similarDataBrokenHint);
    expect(within(alert).getByRole('link', { name: catalogueText.browseAll })).toHaveAttribute(
      'href',
      '/goods',
    );
    expect(within(alert).getByRole('link', { name: appText.backHome })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: /长耳朵/ })).toBeNull();
  });

  it('explains that an oversized results link is too large to show', async () => {
    const many = Array.from({ length: 1000 }, (_, i) => card(2000 + i, `公仔${i}`));
    await open(similarUrl({ list: many, totalCount: many.length }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: catalogueText.similarDataTooLarge })).toBeVisible();
    expect(alert).toHaveTextContent(
      fill(catalogueText.similarDataTooLargeHint, { size: MAX_SIMILAR_DATA_CHARS / 1024 }),
    );
    expect(screen.queryAllByRole('link', { name: /公仔/ })).toEqual([]);
  });
});

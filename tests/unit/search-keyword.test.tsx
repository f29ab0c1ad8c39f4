/**
 * /search?keyword= with a keyword over the limit (issue 19 item 5): the page says the keyword is
 * too long, not 请输入要搜索的商品名称 as if none had been typed; the header's search box holds the
 * keyword searched for (to refine it, or shorten it). Through the app's route tree.
 */
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catalogueText } from '@/copy/catalogue-text';
import { appText, fill, labels } from '@/copy/copy';
import { phoneText } from '@/copy/phone-text';
import { routeTree } from '@/routes/router';
import { MAX_KEYWORD_CHARS, parseSearch, stringifySearch } from '@/routes/search-params';

async function open(url: string) {
  const history = createMemoryHistory({ initialEntries: [url] });
  const router = createRouter({ routeTree, history, parseSearch, stringifySearch });
  await act(() => router.load());
  render(<RouterProvider router={router} />);
  // the header offers 登录 once the session has settled as a visitor's: its updates land inside act
  await screen.findByRole('button', { name: labels.login });
  return router;
}

describe('/search?keyword=', () => {
  it('says a keyword over the limit is too long', async () => {
    await open(`/search?keyword=${encodeURIComponent('熊'.repeat(MAX_KEYWORD_CHARS + 1))}`);
    expect(
      await screen.findByText(fill(catalogueText.keywordTooLong, { n: MAX_KEYWORD_CHARS })),
    ).toBeVisible();
    expect(screen.queryByText(catalogueText.badSearch)).toBeNull();
    // the box holds it, to be shortened rather than typed again
    expect(screen.getByRole('searchbox', { name: appText.searchPlaceholder })).toHaveValue(
      '熊'.repeat(MAX_KEYWORD_CHARS + 1),
    );
  });

  it("shows the keyword in the header's search box, and a new search's keyword after it", async () => {
    const router = await open(`/search?keyword=${encodeURIComponent('泰迪熊')}`);
    const box = screen.getByRole('searchbox', { name: appText.searchPlaceholder });
    expect(box).toHaveValue('泰迪熊');
    await act(() => router.navigate({ to: '/search', search: { keyword: '兔子' } }));
    expect(screen.getByRole('searchbox', { name: appText.searchPlaceholder })).toHaveValue('兔子');
    await act(() => router.navigate({ to: '/goods' }));
    expect(screen.getByRole('searchbox', { name: appText.searchPlaceholder })).toHaveValue('');
  });

  // issue 24 item 4: the API refuses a control character in a keyword (400), so a pasted tab or
  // line break would have ended the search in 请求内容含有不允许的控制字符
  it('searches a keyword with a tab or a line break in it for the words, spaced', async () => {
    await open(`/search?keyword=${encodeURIComponent('泰迪\t熊\n')}`);
    // the page names what it searches (the keyword its list query sends) in the <title>; its text
    // as written, since document.title would collapse the whitespace itself
    const named = fill(phoneText.pageTitle, {
      what: fill(catalogueText.searchTitle, { keyword: '泰迪 熊' }),
    });
    await waitFor(() => expect(document.querySelector('title')?.textContent).toBe(named));
  });

  it('asks for a keyword when it is control characters only', async () => {
    await open(`/search?keyword=${encodeURIComponent('\t\u0000\u007f')}`);
    expect(await screen.findByText(catalogueText.badSearch)).toBeVisible();
  });

  it('still asks for a keyword when none is given', async () => {
    await open('/search?keyword=');
    expect(await screen.findByText(catalogueText.badSearch)).toBeVisible();
  });
});

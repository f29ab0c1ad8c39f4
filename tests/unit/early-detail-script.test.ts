/**
 * index.html's inline script (vite/early-detail-plugin.ts), run with a fake page: on /detail
 * with a valid id it posts {id, uid: 0} to the build's API base, leaves the promise of the JSON
 * where the app takes it (src/services/embedded-detail.ts), marks the answer and preloads the
 * cover; anywhere else it does nothing, and a failure leaves a promise of undefined, never a
 * rejection nobody handles.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DETAIL_CALL_PATH, DETAIL_DATA_MARK, EARLY_DETAIL_GLOBAL } from '@/services/early-detail-contract';
import { loadGoodsDetail } from '@/services/embedded-detail';
import { EARLY_DETAIL_CODE } from '../../vite/early-detail-plugin';
import { goodsFixture } from '../support/goods-fixture';

const goods = goodsFixture();
const ANSWER = { code: 1, msg: '', data: goods };

interface Run {
  window: Record<string, unknown>;
  fetch: ReturnType<typeof vi.fn>;
  marks: string[];
}

/** Runs the script as the browser would, with `document`, `location`, `window`, `fetch` and `performance` faked. */
function runScript(
  url: string,
  { apiBase = '', imageHost = '', answer = Promise.resolve(new Response(JSON.stringify(ANSWER))) } = {},
): Run {
  const run: Run = { window: {}, fetch: vi.fn(() => answer), marks: [] };
  const page = {
    currentScript: { dataset: { apiBase, imageHost } },
    createElement: (tag: string) => document.createElement(tag),
    head: document.head,
  };
  const performance = { mark: (name: string) => run.marks.push(name) };
  const script = new Function('document', 'location', 'window', 'fetch', 'performance', EARLY_DETAIL_CODE);
  script(page, new URL(url), run.window, run.fetch, performance);
  return run;
}

const earlyCall = (run: Run) => run.window[EARLY_DETAIL_GLOBAL] as { id: number; answer: Promise<unknown> };
const preloads = () => [...document.head.querySelectorAll('link')] as HTMLLinkElement[];

afterEach(() => {
  document.head.innerHTML = '';
});

describe('the early detail script', () => {
  it('on /detail?id=1001 posts {id, uid: 0} to the API base before the bundle', async () => {
    const run = runScript('https://shop.example.com/detail?id=1001', { apiBase: 'https://api.example.com' });
    expect(run.fetch).toHaveBeenCalledWith(`https://api.example.com${DETAIL_CALL_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: 1001, uid: 0 }),
    });
    expect(earlyCall(run).id).toBe(1001);
    await expect(earlyCall(run).answer).resolves.toEqual(ANSWER);
  });

  it('marks the answer and preloads the cover (a video’s poster) from the image host', async () => {
    const run = runScript('https://shop.example.com/detail?id=1001&from=list', {
      imageHost: 'https://img.example.com',
    });
    await earlyCall(run).answer;
    expect(run.marks).toEqual([DETAIL_DATA_MARK]);
    const [link] = preloads();
    const pic = goods.pics[0];
    expect(pic?.type).toBe(2);
    expect(link?.rel).toBe('preload');
    expect(link?.getAttribute('href')).toBe(`https://img.example.com${pic?.type === 2 ? pic.poster : ''}`);
  });

  it('the answer is taken by the app instead of a second call', async () => {
    const run = runScript('https://shop.example.com/detail?id=1001');
    const fetchDetail = vi.fn(async () => goodsFixture({ PName: '第二次请求' }));
    const scope = {
      document,
      window: run.window,
      performance: {
        mark: vi.fn(),
        getEntriesByName: () => [{}] as unknown as PerformanceEntryList,
        getEntriesByType: () => [] as unknown as PerformanceEntryList,
      },
    };
    await expect(loadGoodsDetail(1001, 0, undefined, { scope, fetchDetail })).resolves.toEqual(goods);
    expect(fetchDetail).not.toHaveBeenCalled();
  });

  it('does nothing off /detail or without an id the app accepts', () => {
    for (const url of [
      'https://shop.example.com/search?id=1001',
      'https://shop.example.com/detail',
      'https://shop.example.com/detail?id=abc',
      'https://shop.example.com/detail?id=0',
      'https://shop.example.com/detail?id=-3',
      'https://shop.example.com/detail?id=1.5',
      'https://shop.example.com/detail?id=01001',
      'https://shop.example.com/detail?id=2147483648',
    ]) {
      const run = runScript(url);
      expect(run.fetch, url).not.toHaveBeenCalled();
      expect(run.window[EARLY_DETAIL_GLOBAL], url).toBeUndefined();
    }
  });

  it('a failed call leaves undefined, no mark and no preload', async () => {
    const run = runScript('https://shop.example.com/detail?id=1001', {
      answer: Promise.reject(new TypeError('Failed to fetch')),
    });
    await expect(earlyCall(run).answer).resolves.toBeUndefined();
    expect(run.marks).toEqual([]);
    expect(preloads()).toEqual([]);
  });

  it('a refusal is handed over as it came (the app then asks itself), unmarked', async () => {
    const refusal = { code: 0, msg: '商品不存在或已下架', data: null };
    const run = runScript('https://shop.example.com/detail?id=999', {
      answer: Promise.resolve(new Response(JSON.stringify(refusal), { status: 404 })),
    });
    await expect(earlyCall(run).answer).resolves.toEqual(refusal);
    expect(run.marks).toEqual([]);
    expect(preloads()).toEqual([]);
  });

  it('an unknown goods (404) is taken as the answer: one detail call, not two (issue 19 item 7)', async () => {
    const refusal = { code: 0, msg: '商品不存在或已下架', data: null };
    const run = runScript('https://shop.example.com/detail?id=999', {
      answer: Promise.resolve(new Response(JSON.stringify(refusal), { status: 404 })),
    });
    const fetchDetail = vi.fn();
    const scope = {
      document,
      window: run.window,
      performance: {
        mark: vi.fn(),
        getEntriesByName: () => [] as unknown as PerformanceEntryList,
        getEntriesByType: () => [] as unknown as PerformanceEntryList,
      },
    };
    await expect(loadGoodsDetail(999, 0, undefined, { scope, fetchDetail })).rejects.toMatchObject({
      status: 404,
      message: refusal.msg,
    });
    expect(run.fetch).toHaveBeenCalledTimes(1);
    expect(fetchDetail).not.toHaveBeenCalled();
  });
});

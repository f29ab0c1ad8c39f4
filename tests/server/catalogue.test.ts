/** The catalogue list and title search (docs/api.md); find-similar has its own file, similar.test.ts. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GoodsPageResponse } from '@/services/schemas';
import { catalogue } from '../../server/seed/catalogue';
import { expectShape, startTestServer, type TestServer } from './harness';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const newestFirst = [...catalogue.goods].sort(
  (a, b) => b.publishedAt.localeCompare(a.publishedAt) || b.id - a.id,
);

describe('GET /api/goods/list', () => {
  it('pages the catalogue newest first', async () => {
    const first = expectShape(GoodsPageResponse, await server.get('/api/goods/list?page=1&size=5')).data;
    expect(first.totalCount).toBe(catalogue.goods.length);
    expect(first.list.map((c) => c.ID)).toEqual(newestFirst.slice(0, 5).map((g) => g.id));
    const second = expectShape(GoodsPageResponse, await server.get('/api/goods/list?page=2&size=5')).data;
    expect(second.list.map((c) => c.ID)).toEqual(newestFirst.slice(5, 10).map((g) => g.id));
    expect(second).toMatchObject({ page: 2, size: 5 });
  });

  it('uses defaults and refuses out-of-range paging with 400', async () => {
    const page = expectShape(GoodsPageResponse, await server.get('/api/goods/list')).data;
    expect(page).toMatchObject({ page: 1, size: 20 });
    for (const query of ['page=0', 'size=101', 'size=x']) {
      expect((await server.get(`/api/goods/list?${query}`)).status, query).toBe(400);
    }
  });
});

describe('GET /api/goods/featured', () => {
  const mostViewed = [...catalogue.goods].sort((a, b) => b.displayCount - a.displayCount || b.id - a.id);

  it('answers the most viewed goods as one page, 10 by default', async () => {
    const { data } = expectShape(GoodsPageResponse, await server.get('/api/goods/featured'));
    expect(data.list.map((c) => c.ID)).toEqual(mostViewed.slice(0, 10).map((g) => g.id));
    expect(data).toMatchObject({ totalCount: 10, page: 1, size: 10 });
    const counts = data.list.map((c) => c.PClickCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('takes a size of 1-50 and refuses anything else with 400', async () => {
    const { data } = expectShape(GoodsPageResponse, await server.get('/api/goods/featured?size=3'));
    expect(data.list.map((c) => c.ID)).toEqual(mostViewed.slice(0, 3).map((g) => g.id));
    for (const query of ['size=0', 'size=51', 'size=x']) {
      expect((await server.get(`/api/goods/featured?${query}`)).status, query).toBe(400);
    }
  });
});

describe('GET /api/goods/search', () => {
  it('finds titles containing the keyword', async () => {
    const keyword = '熊猫';
    const expected = catalogue.goods.filter((g) => g.title.includes(keyword));
    expect(expected.length).toBeGreaterThan(0);
    const res = await server.get(`/api/goods/search?keyword=${encodeURIComponent(keyword)}&size=100`);
    const { data } = expectShape(GoodsPageResponse, res);
    expect(data.totalCount).toBe(expected.length);
    expect(data.list.every((c) => c.PName.includes(keyword))).toBe(true);
  });

  it('ignores case', async () => {
    const withLatin = catalogue.goods.find((g) => /[a-z]/.test(g.title));
    const word = withLatin?.title.match(/[a-z]+/)?.[0];
    if (!word) throw new Error('the catalogue should have a title with Latin letters');
    const { data } = expectShape(
      GoodsPageResponse,
      await server.get(`/api/goods/search?keyword=${word.toUpperCase()}&size=100`),
    );
    expect(data.list.map((c) => c.ID)).toContain(withLatin?.id);
  });

  it('takes % and _ literally', async () => {
    for (const keyword of ['%', '_', '\\']) {
      const res = await server.get(`/api/goods/search?keyword=${encodeURIComponent(keyword)}`);
      const expected = catalogue.goods.filter((g) => g.title.includes(keyword)).length;
      expect(expectShape(GoodsPageResponse, res).data.totalCount, keyword).toBe(expected);
    }
  });
});

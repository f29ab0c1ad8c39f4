/**
 * 推荐商品 never shows the goods being viewed (issue 19 item 6): the supplier's list is the same
 * for all its goods, and 1005 recommended itself. The call is answered by a stubbed fetch.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GoodsCard } from '@/domain/goods';
import { recommendedFor } from '@/services/goods-side-calls';
import { createTtlCache } from '@/services/ttl-cache';

const card = (ID: number): GoodsCard => ({
  ID,
  Picture: `/UpLoad/goods/${ID}/main.jpg`,
  PName: `商品 ${ID}`,
  Price: '9.90',
  PClickCount: 100,
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('recommended goods', () => {
  it('leave out the goods the page shows, keeping the others in their order', async () => {
    const answer = { code: 1, data: [card(1002), card(1005), card(1001)] };
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } }),
      ),
    );
    const list = await recommendedFor({ goodsId: 1005, supplierId: 101 }, undefined, createTtlCache());
    expect(list.map((c) => c.ID)).toEqual([1002, 1001]);
  });
});

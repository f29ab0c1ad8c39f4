/**
 * Every call of spec §7 and of docs/api.md as the services send it: method, exact path, payload,
 * and the answer validated and unwrapped. fetch is a test double answering a valid example.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartSpecLine } from '@/domain/cart';
import type { GoodsCard } from '@/domain/goods';
import type { Qualification, Supplier } from '@/domain/supplier';
import { login, logout } from '@/services/auth-api';
import { fetchCart, removeCartLine, saveToCart, updateCartLine } from '@/services/cart-api';
import { fetchFeaturedGoods, fetchGoodsPage, fetchShop, searchGoods } from '@/services/catalogue-api';
import { favouriteGoods, fetchRecommended, findSimilar, reportDownload } from '@/services/goods-api';
import {
  createQualificationPayment,
  fetchPaymentStatus,
  paymentPageUrl,
  uploadPageUrl,
} from '@/services/payment-api';
import { fetchQualification, fetchSupplier } from '@/services/supplier-api';
import { readToken, writeToken } from '@/services/token-store';

const card: GoodsCard = {
  ID: 1002,
  Picture: '/UpLoad/goods/1002/main.jpg',
  PName: '垂耳兔',
  Price: '',
  PClickCount: 9,
};
const supplier: Supplier = {
  ID: 101,
  CName: '扬州市宝贝乐毛绒玩具厂',
  comeInYear: 6,
  totalGoods: 12,
  updateNewTime: '2026-11-20 10:00:00',
  Addr: '扬州',
  QQ: '1',
  Weixin: 'w',
  Mobile: '138',
  Mobile1: '',
  shipping_type: 0,
  goods: [{ ID: 1001, Path: 'goods/1001', FName: 'poster.jpg', IsEncry: 0 }],
};
const qualification: Qualification = {
  business_company_name: '公司',
  business_chairman: '张三',
  business_code: '91321000MA1XXXXXX0',
  business_address: '扬州',
  business_date: '2015-03-12',
  business_foundation: '500万元人民币',
  business_expired: '长期',
  business_scope: '毛绒玩具',
};
const line: CartSpecLine = {
  id: 10010101,
  size: '20cm',
  goods_sn: 'MR-1001-01-01',
  weight: 68,
  price: '7.40',
  stock: 20,
  thumbnail: '/UpLoad/goods/1001/c1.jpg',
  num: 2,
  goods_num: 2,
};
const page = { list: [card], totalCount: 1, page: 1, size: 20 };

interface Seen {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

function serve(answer: unknown): Seen[] {
  const seen: Seen[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(new URL(String(input), 'http://localhost'), init);
      const url = new URL(request.url);
      const text = await request.text();
      seen.push({
        method: request.method,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        body: text ? JSON.parse(text) : undefined,
      });
      return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
    }),
  );
  return seen;
}

afterEach(() => {
  vi.unstubAllGlobals();
  writeToken(null);
});

describe('the calls of spec §7', () => {
  it('recommended goods: GET /api/6086900689dc9?area_id=1&sp_id=', async () => {
    const seen = serve({ code: 1, data: [card] });
    expect(await fetchRecommended(101)).toEqual([card]);
    expect(seen).toEqual([
      { method: 'GET', path: '/api/6086900689dc9', query: { area_id: '1', sp_id: '101' }, body: undefined },
    ]);
  });

  it('supplier card: POST /api/rbh/supply/info {sid}', async () => {
    const seen = serve({ code: 1, data: supplier });
    expect(await fetchSupplier(101)).toEqual(supplier);
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/api/rbh/supply/info', body: { sid: 101 } });
  });

  it('qualification: POST /api/mini/supply/info {sid}, data.extend on code 1', async () => {
    const seen = serve({ code: 1, data: { extend: qualification } });
    expect(await fetchQualification(101)).toEqual(qualification);
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/api/mini/supply/info', body: { sid: 101 } });
  });

  it('qualification not paid: code 0 is a rejection carrying the msg', async () => {
    serve({ code: 0, msg: '请先支付后查看' });
    await expect(fetchQualification(101)).rejects.toMatchObject({
      kind: 'rejected',
      message: '请先支付后查看',
    });
  });

  it('cart save: POST /api/rbh/cart/save {uid, goods_id, goods_spec as JSON text}, success on code 200', async () => {
    const seen = serve({ code: 200, data: { count: 2 } });
    expect(await saveToCart(1, 1001, [line])).toEqual({ count: 2 });
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/api/rbh/cart/save' });
    const body = seen[0]?.body as { uid: number; goods_id: number; goods_spec: string };
    expect(body.uid).toBe(1);
    expect(body.goods_id).toBe(1001);
    expect(JSON.parse(body.goods_spec)).toEqual([line]);
  });

  it('cart save answered with code 1 is not a success', async () => {
    serve({ code: 1, data: { count: 2 } });
    await expect(saveToCart(1, 1001, [line])).rejects.toMatchObject({ kind: 'rejected' });
  });

  it('favourite: POST /api/6087db4edf7ee {uid, pid}, returns the msg to show', async () => {
    const seen = serve({ code: 1, msg: '收藏成功', data: null });
    expect(await favouriteGoods(1, 1001)).toBe('收藏成功');
    expect(seen[0]).toMatchObject({
      method: 'POST',
      path: '/api/6087db4edf7ee',
      body: { uid: 1, pid: 1001 },
    });
  });

  it('find similar: POST /api/62ab5261774a1 {url}, the list and its count', async () => {
    const seen = serve({ code: 1, data: [card], totalCount: 1 });
    expect(await findSimilar('/UpLoad/goods/1001/c1.jpg')).toEqual({ list: [card], totalCount: 1 });
    expect(seen[0]).toMatchObject({
      method: 'POST',
      path: '/api/62ab5261774a1',
      body: { url: '/UpLoad/goods/1001/c1.jpg' },
    });
  });

  it('download update: POST /api/mini/goods/download/update {goods_id}', async () => {
    const seen = serve({ code: 1, data: { BuyNum: 89 } });
    expect(await reportDownload(1001)).toEqual({ BuyNum: 89 });
    expect(seen[0]).toMatchObject({
      method: 'POST',
      path: '/api/mini/goods/download/update',
      body: { goods_id: 1001 },
    });
  });
});

describe('our own calls (docs/api.md)', () => {
  it('login stores the token that later calls carry; logout forgets it', async () => {
    serve({
      code: 1,
      data: { user: { id: 1, nickname: '演示买家' }, token: 'tok', expiresAt: '2026-12-21T00:00:00Z' },
    });
    expect(await login('13800138000', 'plush123')).toEqual({ id: 1, nickname: '演示买家' });
    expect(readToken()).toBe('tok');
    serve({ code: 1, data: null });
    await logout();
    expect(readToken()).toBeNull();
  });

  it('cart list, goods pages, search, shop and featured goods', async () => {
    let seen = serve({ code: 200, data: { lines: [], count: 0 } });
    expect(await fetchCart()).toEqual({ lines: [], count: 0 });
    expect(seen[0]?.path).toBe('/api/rbh/cart/list');
    seen = serve({ code: 1, data: page });
    expect(await fetchGoodsPage(1)).toEqual(page);
    expect(await searchGoods('兔', 2)).toEqual(page);
    expect(seen.map((s) => [s.path, s.query])).toEqual([
      ['/api/goods/list', { page: '1', size: '20' }],
      ['/api/goods/search', { keyword: '兔', page: '2', size: '20' }],
    ]);
    seen = serve({ code: 1, data: { supplier, page } });
    expect(await fetchShop(101, 1)).toEqual({ supplier, page });
    expect(seen[0]).toMatchObject({ path: '/api/shop/goods', query: { sid: '101', page: '1', size: '20' } });
    seen = serve({ code: 1, data: page });
    expect(await fetchFeaturedGoods()).toEqual(page);
    expect(seen[0]).toMatchObject({ method: 'GET', path: '/api/goods/featured', query: { size: '10' } });
  });

  it('cart page edits: POST /api/rbh/cart/update {uid, id, goods_num} and /remove {uid, id}, code 200 with the count', async () => {
    let seen = serve({ code: 200, msg: '数量已修改', data: { count: 6 } });
    expect(await updateCartLine(1, 7, 4)).toEqual({ count: 6 });
    expect(seen).toEqual([
      { method: 'POST', path: '/api/rbh/cart/update', query: {}, body: { uid: 1, id: 7, goods_num: 4 } },
    ]);
    seen = serve({ code: 200, msg: '已从购物车删除', data: { count: 2 } });
    expect(await removeCartLine(1, 7)).toEqual({ count: 2 });
    expect(seen).toEqual([
      { method: 'POST', path: '/api/rbh/cart/remove', query: {}, body: { uid: 1, id: 7 } },
    ]);
  });

  it('a refused cart edit carries the server’s message (the limit it names)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ code: 0, msg: '20cm 库存不足，最多 20 件', data: null }), {
            status: 400,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    await expect(updateCartLine(1, 7, 21)).rejects.toMatchObject({
      kind: 'http',
      status: 400,
      message: '20cm 库存不足，最多 20 件',
    });
    serve({ code: 1, data: { count: 2 } });
    await expect(removeCartLine(1, 7)).rejects.toMatchObject({ kind: 'rejected' });
  });

  it("cart calls carry the calling actor's signal, so leaving the cart page cancels them", async () => {
    const signals: AbortSignal[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
        if (init?.signal) signals.push(init.signal);
        const data = signals.length === 1 ? { lines: [], count: 0 } : { count: 0 };
        return new Response(JSON.stringify({ code: 200, data }), {
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    const controller = new AbortController();
    await fetchCart(controller.signal);
    await updateCartLine(1, 7, 2, controller.signal);
    await removeCartLine(1, 7, controller.signal);
    expect(signals).toHaveLength(3);
    controller.abort();
    expect(signals.every((signal) => signal.aborted)).toBe(true);
  });

  it("catalogue calls carry the calling actor's signal, so leaving a page cancels its list", async () => {
    const signals: AbortSignal[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
        if (init?.signal) signals.push(init.signal);
        const data = signals.length === 3 ? { supplier, page } : page;
        return new Response(JSON.stringify({ code: 1, data }), {
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    const controller = new AbortController();
    await fetchGoodsPage(1, 20, controller.signal);
    await searchGoods('兔', 1, 20, controller.signal);
    await fetchShop(101, 1, 20, controller.signal);
    await fetchFeaturedGoods(10, controller.signal);
    expect(signals).toHaveLength(4);
    controller.abort();
    expect(signals.every((signal) => signal.aborted)).toBe(true);
  });

  it('qualification payment: create, status, and the payment page URL with money=100', async () => {
    const created = {
      order_no: 'QP1',
      money: 100,
      body: '查看供应商资质',
      expires: 1900000000,
      sign: 'ab'.repeat(32),
    };
    let seen = serve({ code: 1, data: created });
    expect(await createQualificationPayment(101)).toEqual(created);
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/api/pay/create', body: { sid: 101 } });
    seen = serve({ code: 1, data: { order_no: 'QP1', status: 'paid' } });
    expect(await fetchPaymentStatus('QP1')).toBe('paid');
    expect(seen[0]).toMatchObject({ path: '/api/pay/status', query: { order_no: 'QP1' } });
    const url = new URL(paymentPageUrl(created, 'https://pay.example.cn'));
    expect([url.origin, url.pathname, Object.fromEntries(url.searchParams)]).toEqual([
      'https://pay.example.cn',
      '/pay',
      { order_no: 'QP1', money: '100', body: '查看供应商资质', expires: '1900000000', sign: 'ab'.repeat(32) },
    ]);
  });

  it('upload page URL: /api/mini/goods/upload/view/{goodsId}/{platform name}', () => {
    expect(uploadPageUrl(1001, '抖音', '')).toBe(
      `/api/mini/goods/upload/view/1001/${encodeURIComponent('抖音')}`,
    );
  });
});

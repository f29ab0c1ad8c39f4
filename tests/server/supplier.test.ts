/** The supplier card, recommended goods and the shop (spec §7, docs/api.md). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RecommendedResponse, ShopResponse, SupplierInfoResponse } from '@/services/schemas';
import { localDateTimeText, yuan } from '../../server/http/format';
import { catalogue } from '../../server/seed/catalogue';
import { SUPPLIER } from '../../server/seed/catalogue-suppliers';
import { expectShape, Failure, startTestServer, type TestServer } from './harness';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const goodsOf = (sid: number) => catalogue.goods.filter((g) => g.supplierId === sid);
const supplierSeed = (sid: number) => {
  const found = catalogue.suppliers.find((s) => s.id === sid);
  if (!found) throw new Error(`supplier ${sid} is not in the catalogue`);
  return found;
};

describe('POST /api/rbh/supply/info', () => {
  it('answers the supplier card with code 1', async () => {
    const sid = SUPPLIER.baobeile;
    const { data } = expectShape(SupplierInfoResponse, await server.post('/api/rbh/supply/info', { sid }));
    const seeded = supplierSeed(sid);
    expect(data).toMatchObject({
      ID: sid,
      CName: seeded.name,
      Addr: seeded.address,
      QQ: seeded.qq,
      Weixin: seeded.wechat,
      Mobile: seeded.mobile,
      Mobile1: seeded.mobile2,
      shipping_type: seeded.shippingType,
      totalGoods: goodsOf(sid).length,
      updateNewTime: seeded.latestUpdate,
    });
    expect(data.comeInYear).toBe(Math.max(1, new Date().getFullYear() - seeded.joinedYear));
  });

  it('lists up to 9 also-bought goods of the supplier, each with a served cover', async () => {
    const sid = SUPPLIER.baobeile;
    const { data } = expectShape(SupplierInfoResponse, await server.post('/api/rbh/supply/info', { sid }));
    expect(data.goods.length).toBe(Math.min(9, goodsOf(sid).length));
    const own = new Set(goodsOf(sid).map((g) => g.id));
    for (const item of data.goods) {
      expect(own.has(item.ID)).toBe(true);
      // named and priced for the carousel (issue 19 item 14), as the goods' own card is
      const seeded = goodsOf(sid).find((g) => g.id === item.ID);
      expect(item.PName).toBe(seeded?.title);
      expect(item.Price).toBe(seeded?.priceFen == null ? '' : yuan(seeded.priceFen));
      const res = await fetch(
        `${server.url}/${item.IsEncry ? 'EnPic' : 'UpLoad'}/${item.Path}/${item.FName}`,
      );
      expect(res.headers.get('content-type')).toBe('image/jpeg');
    }
  });

  it('writes the seeding day for the supplier updated today, and no second phone', async () => {
    const { data } = expectShape(
      SupplierInfoResponse,
      await server.post('/api/rbh/supply/info', { sid: SUPPLIER.nuannuan }),
    );
    expect(data.updateNewTime.slice(0, 10)).toBe(localDateTimeText(new Date()).slice(0, 10));
    expect(data.Mobile1).toBe('');
  });

  it('answers 404 for an unknown supplier and 400 for a bad sid', async () => {
    const missing = await server.post('/api/rbh/supply/info', { sid: 99_999 });
    expect(missing.status).toBe(404);
    expectShape(Failure, missing);
    expect((await server.post('/api/rbh/supply/info', { sid: 'x' })).status).toBe(400);
  });
});

describe('GET /api/6086900689dc9 (recommended goods)', () => {
  it('lists the supplier’s recommendations in order', async () => {
    const sid = SUPPLIER.baobeile;
    const { data } = expectShape(
      RecommendedResponse,
      await server.get(`/api/6086900689dc9?area_id=1&sp_id=${sid}`),
    );
    expect(data.map((card) => card.ID)).toEqual(supplierSeed(sid).recommended);
    expect(data.length).toBeGreaterThan(0);
  });

  it('answers [] for a supplier without recommendations and for an empty sp_id', async () => {
    const none = expectShape(
      RecommendedResponse,
      await server.get(`/api/6086900689dc9?area_id=1&sp_id=${SUPPLIER.nuannuan}`),
    );
    expect(none.data).toEqual([]);
    expect(
      expectShape(RecommendedResponse, await server.get('/api/6086900689dc9?area_id=1&sp_id=')).data,
    ).toEqual([]);
  });

  it('refuses a malformed sp_id with 400', async () => {
    expect((await server.get('/api/6086900689dc9?area_id=1&sp_id=abc')).status).toBe(400);
  });
});

describe('GET /api/shop/goods', () => {
  it('answers the supplier and a page of its goods', async () => {
    const sid = SUPPLIER.mengqu;
    const { data } = expectShape(ShopResponse, await server.get(`/api/shop/goods?sid=${sid}&page=1&size=5`));
    expect(data.supplier.ID).toBe(sid);
    expect(data.page.totalCount).toBe(goodsOf(sid).length);
    expect(data.page.list.length).toBe(Math.min(5, goodsOf(sid).length));
    const own = new Set(goodsOf(sid).map((g) => g.id));
    expect(data.page.list.every((card) => own.has(card.ID))).toBe(true);
  });

  it('answers 404 for an unknown supplier', async () => {
    expect((await server.get('/api/shop/goods?sid=99999')).status).toBe(404);
  });
});

describe('POST /api/mini/supply/info (the paid qualification)', () => {
  it('answers 404 for an unknown supplier and 400 for a bad sid, to a logged-in buyer', async () => {
    const token = await server.login();
    const unknown = await server.post('/api/mini/supply/info', { sid: 99_999 }, token);
    expect(unknown.status).toBe(404);
    expect(expectShape(Failure, unknown).msg).toBe('供应商不存在');
    expect((await server.post('/api/mini/supply/info', { sid: 'x' }, token)).status).toBe(400);
  });
});

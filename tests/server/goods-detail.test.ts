/** POST /api/62442353b9c1b {id, uid} (spec §7): the goods of the detail page. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GoodsDetailResponse } from '@/services/schemas';
import { catalogue } from '../../server/seed/catalogue';
import { DEMO_GOODS } from '../../server/seed/catalogue-showcase';
import { expectShape, Failure, OTHER_USER, startTestServer, type TestServer } from './harness';

const DETAIL = '/api/62442353b9c1b';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const seedOf = (id: number) => {
  const found = catalogue.goods.find((g) => g.id === id);
  if (!found) throw new Error(`goods ${id} is not in the catalogue`);
  return found;
};

describe('the detail call', () => {
  it('answers code 1 with the goods of 1001 for a visitor (uid 0)', async () => {
    const res = await server.post(DETAIL, { id: DEMO_GOODS.fullPage, uid: 0 });
    expect(res.status).toBe(200);
    const { data } = expectShape(GoodsDetailResponse, res);
    const seeded = seedOf(DEMO_GOODS.fullPage);
    expect(data.ID).toBe(seeded.id);
    expect(data.PName).toBe(seeded.title);
    expect(data.SID).toBe(seeded.supplierId);
    expect(data.ali_url).toBe(seeded.aliUrl);
    expect(data.skuFlag).toBe(seeded.skuFlag);
    expect(data.ITime).toBe(seeded.publishedAt);
    expect(data.BuyNum).toBe(seeded.transferCount);
  });

  it('keeps the colours in the factory entry order, not sorted (the page sorts)', async () => {
    const { data } = expectShape(
      GoodsDetailResponse,
      await server.post(DETAIL, { id: DEMO_GOODS.fullPage, uid: 0 }),
    );
    const seeded = seedOf(DEMO_GOODS.fullPage);
    expect(data.specs.map((s) => s.color)).toEqual(seeded.colours.map((c) => c.color));
    const sorted = [...data.specs.map((s) => s.color)].sort((a, b) => a.charCodeAt(0) - b.charCodeAt(0));
    expect(data.specs.map((s) => s.color)).not.toEqual(sorted);
    const first = data.specs[0];
    expect(first?.sizes.map((s) => s.id)).toEqual(seeded.colours[0]?.sizes.map((s) => s.id));
    expect(data.specs.flatMap((s) => s.sizes).some((s) => s.stock <= 0)).toBe(true);
  });

  it('gives a video main media as pics[0] type 2 with its poster, and the video first in imageList', async () => {
    const { data } = expectShape(
      GoodsDetailResponse,
      await server.post(DETAIL, { id: DEMO_GOODS.fullPage, uid: 0 }),
    );
    const pic = data.pics[0];
    expect(pic?.type).toBe(2);
    if (pic?.type !== 2) return;
    expect(pic.file).toMatch(/\.mp4$/);
    expect(pic.poster).toMatch(/^\/UpLoad\//);
    expect(data.imageList[0]).toMatchObject({ IsVideo: 1 });
    const seeded = seedOf(DEMO_GOODS.fullPage);
    expect(data.imageList).toHaveLength(1 + seeded.gallery.length);
    expect(data.detailList).toHaveLength(seeded.details.length);
  });

  it('sends price 0元起 and an image as pics[0] for 1002', async () => {
    const { data } = expectShape(
      GoodsDetailResponse,
      await server.post(DETAIL, { id: DEMO_GOODS.imagesOnlyNoPrice, uid: 0 }),
    );
    expect(data.price).toBe('0元起');
    expect(data.pics[0]?.type).toBe(1);
    expect(data.imageList.every((m) => m.IsVideo === 0)).toBe(true);
  });

  it('puts encrypted media of 1004 under /EnPic/ with IsEncry 1', async () => {
    const { data } = expectShape(
      GoodsDetailResponse,
      await server.post(DETAIL, { id: DEMO_GOODS.encrypted, uid: 0 }),
    );
    expect(data.pics[0]?.file).toMatch(/^\/EnPic\//);
    expect(data.imageList.every((m) => m.IsEncry === 1)).toBe(true);
    expect(data.specs.flatMap((s) => s.sizes).every((s) => s.thumbnail.startsWith('/EnPic/'))).toBe(true);
  });

  it('serves every media path it names', async () => {
    const { data } = expectShape(
      GoodsDetailResponse,
      await server.post(DETAIL, { id: DEMO_GOODS.fullPage, uid: 0 }),
    );
    const pic = data.pics[0];
    const paths = new Set<string>([
      ...(pic ? [pic.file, ...(pic.type === 2 ? [pic.poster] : [])] : []),
      ...data.specs.flatMap((s) => s.sizes.map((size) => size.thumbnail)),
      ...[...data.imageList, ...data.detailList].map(
        (m) => `/${m.IsEncry ? 'EnPic' : 'UpLoad'}/${m.Path}/${m.FName}`,
      ),
    ]);
    for (const path of paths) {
      const res = await fetch(server.url + path, { method: 'HEAD' });
      expect(res.status, path).toBe(200);
    }
  });

  it('holds the 40 × 25 matrix of 1005', async () => {
    const { data } = expectShape(
      GoodsDetailResponse,
      await server.post(DETAIL, { id: DEMO_GOODS.largeMatrix, uid: 0 }),
    );
    expect(data.specs).toHaveLength(40);
    expect(data.specs.flatMap((s) => s.sizes)).toHaveLength(1000);
  });

  it('accepts digit strings and urlencoded forms, as legacy clients send them', async () => {
    expectShape(GoodsDetailResponse, await server.post(DETAIL, { id: '1002', uid: '0' }));
    const form = await fetch(server.url + DETAIL, {
      method: 'POST',
      body: new URLSearchParams({ id: '1002', uid: '0' }),
    });
    expect((await form.json()).data.ID).toBe(1002);
  });

  it('answers an unknown goods with 404 and a Chinese message', async () => {
    const res = await server.post(DETAIL, { id: 999_999, uid: 0 });
    expect(res.status).toBe(404);
    expect(expectShape(Failure, res).msg).toBe('商品不存在或已下架');
  });

  it('refuses a malformed body with 400', async () => {
    for (const body of [{}, { id: 'abc', uid: 0 }, { id: 1001, uid: -1 }, { id: 1.5, uid: 0 }]) {
      const res = await server.post(DETAIL, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expectShape(Failure, res);
    }
    const broken = await fetch(server.url + DETAIL, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"id":',
    });
    expect(broken.status).toBe(400);
  });

  it('refuses a body over the size limit with 413', async () => {
    const res = await server.post(DETAIL, { id: 1001, uid: 0, pad: 'x'.repeat(100_000) });
    expect(res.status).toBe(413);
    expectShape(Failure, res);
  });
});

describe('the auth rule on the detail call', () => {
  it('needs a bearer token for a uid other than 0', async () => {
    const res = await server.post(DETAIL, { id: 1001, uid: 1 });
    expect(res.status).toBe(401);
    expectShape(Failure, res);
  });

  it('accepts the uid of the token and refuses another user’s uid with 403', async () => {
    const token = await server.login();
    expectShape(GoodsDetailResponse, await server.post(DETAIL, { id: 1001, uid: 1 }, token));
    const res = await server.post(DETAIL, { id: 1001, uid: OTHER_USER.id }, token);
    expect(res.status).toBe(403);
    expectShape(Failure, res);
  });

  it('refuses an invalid token with 401', async () => {
    const res = await server.post(DETAIL, { id: 1001, uid: 1 }, 'A'.repeat(43));
    expect(res.status).toBe(401);
  });
});

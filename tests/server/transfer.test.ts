/**
 * Downloads and uploads counted in BuyNum: the download update call, the upload count the platform
 * upload page posts, and the page itself, which counts nothing on GET (issue 24 item 5: F6, F8).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DownloadUpdateResponse, GoodsDetailResponse } from '@/services/schemas';
import { COUNTER_RULE } from '../../server/routes/transfer';
import { DEMO_GOODS } from '../../server/seed/catalogue-showcase';
import { expectShape, Failure, startTestServer, type TestServer } from './harness';

let server: TestServer;
/** the server's clock: a new day counts again, a new minute opens a new rate window */
let now = Date.UTC(2026, 10, 27, 1, 0, 0);
const nextDay = () => {
  now += 24 * 3600 * 1000;
};

beforeAll(async () => {
  server = await startTestServer({ clock: () => now });
});
afterAll(() => server?.close());

async function detail(id: number) {
  return expectShape(GoodsDetailResponse, await server.post('/api/62442353b9c1b', { id, uid: 0 })).data;
}

const uploadPath = (id: number | string, platform: string) =>
  `/api/mini/goods/upload/view/${id}/${encodeURIComponent(platform)}`;

describe('POST /api/mini/goods/download/update', () => {
  it('counts a download in BuyNum once per visitor, goods and day (F6)', async () => {
    nextDay();
    const before = (await detail(DEMO_GOODS.fullPage)).BuyNum;
    const res = await server.post('/api/mini/goods/download/update', { goods_id: DEMO_GOODS.fullPage });
    expect(expectShape(DownloadUpdateResponse, res).data.BuyNum).toBe(before + 1);
    expect((await detail(DEMO_GOODS.fullPage)).BuyNum).toBe(before + 1);
    // the same client again today: answered, not counted
    for (let i = 0; i < 5; i++) {
      const again = await server.post('/api/mini/goods/download/update', { goods_id: DEMO_GOODS.fullPage });
      expect(expectShape(DownloadUpdateResponse, again).data.BuyNum).toBe(before + 1);
    }
    // a logged-in buyer is a visitor of their own; tomorrow the client counts again
    const token = await server.login();
    await server.post('/api/mini/goods/download/update', { goods_id: DEMO_GOODS.fullPage }, token);
    expect((await detail(DEMO_GOODS.fullPage)).BuyNum).toBe(before + 2);
    nextDay();
    await server.post('/api/mini/goods/download/update', { goods_id: DEMO_GOODS.fullPage });
    expect((await detail(DEMO_GOODS.fullPage)).BuyNum).toBe(before + 3);
  });

  it('answers 404 for an unknown goods and 400 for a bad body', async () => {
    const missing = await server.post('/api/mini/goods/download/update', { goods_id: 999_999 });
    expect(missing.status).toBe(404);
    expectShape(Failure, missing);
    expect((await server.post('/api/mini/goods/download/update', {})).status).toBe(400);
  });
});

describe('GET /api/mini/goods/upload/view/{goodsId}/{platform}', () => {
  it('shows a Chinese page with the title, the media links and the next steps, and counts nothing on GET (F8)', async () => {
    const goods = await detail(DEMO_GOODS.fullPage);
    const res = await server.get(uploadPath(goods.ID, '抖音'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.text).toContain('lang="zh-CN"');
    expect(res.text).toContain('上传到抖音');
    expect(res.text).toContain(goods.PName);
    for (const item of goods.imageList) expect(res.text).toContain(`/UpLoad/${item.Path}/${item.FName}`);
    expect(res.text).toContain('download=');
    // an <img> of this URL on any site, loaded ten times, counts nothing
    for (let i = 0; i < 10; i++) await server.get(uploadPath(goods.ID, '抖音'));
    expect((await detail(goods.ID)).BuyNum).toBe(goods.BuyNum);
    // the page's own script posts the count, naming the goods and the platform
    expect(res.text).toContain(`data-goods="${goods.ID}"`);
    expect(res.text).toContain('/api/mini/goods/upload/update');
  });

  it('accepts the four platforms and answers a Chinese 404 page for others', async () => {
    for (const platform of ['快手', '视频号', '小红书']) {
      expect((await server.get(uploadPath(DEMO_GOODS.imagesOnlyNoPrice, platform))).status, platform).toBe(
        200,
      );
    }
    const unknown = await server.get(uploadPath(DEMO_GOODS.fullPage, '微博'));
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('页面不存在');
    expect((await server.get(uploadPath(999_999, '抖音'))).status).toBe(404);
    expect((await server.get(uploadPath('abc', '抖音'))).status).toBe(404);
  });

  it('names each media link as the zip does (1.mp4, 2.jpg, …), serves every one, and shows the new count', async () => {
    const goods = await detail(DEMO_GOODS.fullPage);
    const res = await server.get(uploadPath(goods.ID, '视频号'));
    expect(res.text).toContain('上传到视频号');
    // grouped in thousands for Chinese readers (issue 19 item 11): 1,297
    expect(res.text).toContain(`上传/下载次数 ${goods.BuyNum.toLocaleString('en-US')}`);
    const links = [...res.text.matchAll(/<a href="([^"]+)" download="([^"]+)">/g)].map(([, href, name]) => ({
      href,
      name,
    }));
    expect(links.map((link) => link.name)).toEqual(
      goods.imageList.map((item, i) => `${i + 1}.${item.IsVideo ? 'mp4' : 'jpg'}`),
    );
    expect(links[0]?.name).toBe('1.mp4');
    for (const link of links) {
      const media = await fetch(server.url + link.href);
      expect(media.status, link.href).toBe(200);
      expect(media.headers.get('content-type')).toBe(
        (link.name ?? '').endsWith('.mp4') ? 'video/mp4' : 'image/jpeg',
      );
      expect((await media.arrayBuffer()).byteLength).toBeGreaterThan(0);
    }
  });

  it('links encrypted media under /EnPic/', async () => {
    const goods = await detail(DEMO_GOODS.encrypted);
    const res = await server.get(uploadPath(goods.ID, '小红书'));
    expect(res.status).toBe(200);
    for (const item of goods.imageList) expect(res.text).toContain(`/EnPic/${item.Path}/${item.FName}`);
  });

  it('does not count an upload page it refuses', async () => {
    const before = (await detail(DEMO_GOODS.fullPage)).BuyNum;
    expect((await server.get(uploadPath(DEMO_GOODS.fullPage, '微博'))).status).toBe(404);
    expect((await detail(DEMO_GOODS.fullPage)).BuyNum).toBe(before);
  });

  it('escapes what it interpolates', async () => {
    const res = await server.get(uploadPath(DEMO_GOODS.fullPage, '<script>alert(1)</script>'));
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('<script>alert(1)</script>');
    expect(res.text).toContain('&lt;script&gt;');
  });
});

describe('POST /api/mini/goods/upload/update', () => {
  it('counts an upload once per visitor, goods, platform kind and day', async () => {
    nextDay();
    const before = (await detail(DEMO_GOODS.imagesOnlyNoPrice)).BuyNum;
    const count = () =>
      server.post('/api/mini/goods/upload/update', {
        goods_id: DEMO_GOODS.imagesOnlyNoPrice,
        platform: '快手',
      });
    expect(expectShape(DownloadUpdateResponse, await count()).data.BuyNum).toBe(before + 1);
    expect(expectShape(DownloadUpdateResponse, await count()).data.BuyNum).toBe(before + 1);
    expect(
      (
        await server.post('/api/mini/goods/upload/update', {
          goods_id: DEMO_GOODS.fullPage,
          platform: '微博',
        })
      ).status,
    ).toBe(400);
  });
});

describe('counter writes are rate-limited per client (F6)', () => {
  it(`refuses the ${COUNTER_RULE.limit + 1}th write in a minute with 429 and Retry-After, and takes writes again the next minute`, async () => {
    now += 60_000 - (now % 60_000); // a fresh window
    const write = () => server.post('/api/mini/goods/download/update', { goods_id: DEMO_GOODS.fullPage });
    for (let i = 0; i < COUNTER_RULE.limit; i++) expect((await write()).status).toBe(200);
    const refused = await write();
    expect(refused.status).toBe(429);
    expect(expectShape(Failure, refused).msg).toBe('操作过于频繁，请稍后再试');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    now += 60_000;
    expect((await write()).status).toBe(200);
  });
});

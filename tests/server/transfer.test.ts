/** Downloads and uploads counted in BuyNum: the download update call and the platform upload page. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DownloadUpdateResponse, GoodsDetailResponse } from '@/services/schemas';
import { DEMO_GOODS } from '../../server/seed/catalogue-showcase';
import { expectShape, Failure, startTestServer, type TestServer } from './harness';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

async function detail(id: number) {
  return expectShape(GoodsDetailResponse, await server.post('/api/62442353b9c1b', { id, uid: 0 })).data;
}

const uploadPath = (id: number | string, platform: string) =>
  `/api/mini/goods/upload/view/${id}/${encodeURIComponent(platform)}`;

describe('POST /api/mini/goods/download/update', () => {
  it('counts a download in BuyNum', async () => {
    const before = (await detail(DEMO_GOODS.fullPage)).BuyNum;
    const res = await server.post('/api/mini/goods/download/update', { goods_id: DEMO_GOODS.fullPage });
    expect(expectShape(DownloadUpdateResponse, res).data.BuyNum).toBe(before + 1);
    expect((await detail(DEMO_GOODS.fullPage)).BuyNum).toBe(before + 1);
  });

  it('answers 404 for an unknown goods and 400 for a bad body', async () => {
    const missing = await server.post('/api/mini/goods/download/update', { goods_id: 999_999 });
    expect(missing.status).toBe(404);
    expectShape(Failure, missing);
    expect((await server.post('/api/mini/goods/download/update', {})).status).toBe(400);
  });
});

describe('GET /api/mini/goods/upload/view/{goodsId}/{platform}', () => {
  it('shows a Chinese page with the title, the media links and the next steps, and counts the upload', async () => {
    const goods = await detail(DEMO_GOODS.fullPage);
    const res = await server.get(uploadPath(goods.ID, '抖音'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.text).toContain('lang="zh-CN"');
    expect(res.text).toContain('上传到抖音');
    expect(res.text).toContain(goods.PName);
    for (const item of goods.imageList) expect(res.text).toContain(`/UpLoad/${item.Path}/${item.FName}`);
    expect(res.text).toContain('download=');
    expect((await detail(goods.ID)).BuyNum).toBe(goods.BuyNum + 1);
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
    expect(res.text).toContain(`上传/下载次数 ${goods.BuyNum + 1}`);
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

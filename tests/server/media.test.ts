/** The image host: GET /UpLoad/{Path}/{FName} and /EnPic/{Path}/{FName} (spec §7). */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GoodsDetailResponse } from '@/services/schemas';
import type { AppDeps } from '../../server/http/deps';
import { mediaRoutes } from '../../server/routes/media';
import { DEMO_GOODS } from '../../server/seed/catalogue-showcase';
import { expectShape, startTestServer, type TestServer } from './harness';
import { rawGet } from './raw-request';

let server: TestServer;
let video: string;
let image: string;
let encrypted: string;

beforeAll(async () => {
  server = await startTestServer();
  const full = expectShape(
    GoodsDetailResponse,
    await server.post('/api/62442353b9c1b', { id: DEMO_GOODS.fullPage, uid: 0 }),
  );
  const pic = full.data.pics[0];
  if (pic?.type !== 2) throw new Error('1001 should open with a video');
  video = pic.file;
  image = pic.poster;
  const enc = expectShape(
    GoodsDetailResponse,
    await server.post('/api/62442353b9c1b', { id: DEMO_GOODS.encrypted, uid: 0 }),
  );
  encrypted = enc.data.pics[0]?.file ?? '';
});
afterAll(() => server?.close());

describe('media files', () => {
  it('serves images as image/jpeg with a cache header', async () => {
    const res = await fetch(server.url + image);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toContain('max-age');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8]);
  });

  it('serves videos as video/mp4 with byte ranges', async () => {
    const whole = await fetch(server.url + video);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const size = (await whole.arrayBuffer()).byteLength;
    const part = await fetch(server.url + video, { headers: { range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-99/${size}`);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
    const tail = await fetch(server.url + video, { headers: { range: 'bytes=-10' } });
    expect(tail.headers.get('content-range')).toBe(`bytes ${size - 10}-${size - 1}/${size}`);
    const beyond = await fetch(server.url + video, { headers: { range: `bytes=${size}-` } });
    expect(beyond.status).toBe(416);
  });

  it('answers HEAD without a body, and 304 for a known ETag', async () => {
    const head = await fetch(server.url + image, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(0);
    const etag = head.headers.get('etag') ?? '';
    const again = await fetch(server.url + image, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('serves encrypted media under /EnPic/ only', async () => {
    expect(encrypted).toMatch(/^\/EnPic\//);
    expect((await fetch(server.url + encrypted)).status).toBe(200);
    expect((await fetch(server.url + encrypted.replace('/EnPic/', '/UpLoad/'))).status).toBe(404);
  });

  it('answers 404 for a missing file', async () => {
    expect((await fetch(`${server.url}/UpLoad/goods/1001/missing.jpg`)).status).toBe(404);
    expect((await fetch(`${server.url}/UpLoad/goods`)).status).toBe(404);
  });
});

describe('path traversal', () => {
  const attempts = [
    '/UpLoad/../../package.json',
    '/UpLoad/goods/..%2F..%2F..%2Fpackage.json',
    '/UpLoad/%2e%2e/%2e%2e/package.json',
    '/UpLoad/%2E%2E%2F%2E%2E%2Fpackage.json',
    '/UpLoad/..%5c..%5cpackage.json',
    '/UpLoad//etc/passwd',
    '/UpLoad/%2Fetc%2Fpasswd',
    '/EnPic/goods/%00.jpg',
    '/EnPic/..%252f..%252fpackage.json',
    '/UpLoad/goods/%E0%A4%A.jpg',
    // double-encoded: decoded once they are the literal names '%2e%2e' and '%2f', no file
    '/UpLoad/%252e%252e/%252e%252e/package.json',
    '/UpLoad/goods/%252e%252e%252f%252e%252e%252fpackage.json',
    // overlong UTF-8 for '.', and a lone surrogate: undecodable
    '/UpLoad/%c0%ae%c0%ae/%c0%ae%c0%ae/package.json',
    '/UpLoad/%ed%a0%80/package.json',
    // backslashes, raw and encoded, and Windows absolute paths
    '/UpLoad/..\\..\\package.json',
    '/UpLoad/goods\\..\\..\\package.json',
    '/UpLoad/C:%5cWindows%5cwin.ini',
    '/UpLoad/%5c%5cserver%5cshare%5cfile.jpg',
    // absolute paths
    '/UpLoad/%2Fproc%2Fself%2Fenviron',
    '/EnPic//proc/self/environ',
    '/UpLoad/goods/1001/..',
    '/UpLoad/goods/1001/.',
  ];
  for (const path of attempts) {
    it(`refuses ${path}`, async () => {
      const res = await rawGet(server.url, path);
      expect([400, 404]).toContain(res.status);
      expect(res.body).not.toContain('"name"');
      expect(res.body).not.toContain('root:');
      expect(res.body).not.toContain('PATH=');
    });
  }
});

describe('only files of the media store', () => {
  // A store of its own (the shared test store is not touched): a real image, and symbolic links
  // that lead out of the store to a file and to a folder holding a secret.
  let dir = '';
  let media: ReturnType<typeof mediaRoutes>;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'media-store-'));
    const outside = join(dir, 'outside');
    const goods = join(dir, 'media', 'UpLoad', 'goods');
    mkdirSync(outside, { recursive: true });
    mkdirSync(goods, { recursive: true });
    writeFileSync(join(outside, 'secret.jpg'), 'SECRET');
    writeFileSync(join(goods, 'a.jpg'), 'JPEG');
    symlinkSync(join(outside, 'secret.jpg'), join(goods, 'link.jpg'));
    symlinkSync(outside, join(goods, 'out'));
    symlinkSync(join(goods, 'a.jpg'), join(goods, 'alias.jpg'));
    media = mediaRoutes({ mediaDir: join(dir, 'media') } as AppDeps);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('serves a file of the store, and a link that stays inside it', async () => {
    for (const path of ['/UpLoad/goods/a.jpg', '/UpLoad/goods/alias.jpg']) {
      const res = await media.request(path);
      expect(res.status, path).toBe(200);
      expect(await res.text()).toBe('JPEG');
    }
  });

  it.each(['/UpLoad/goods/link.jpg', '/UpLoad/goods/out/secret.jpg'])(
    'answers 404 for %s, a symbolic link out of the store',
    async (path) => {
      const res = await media.request(path);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('SECRET');
    },
  );
});

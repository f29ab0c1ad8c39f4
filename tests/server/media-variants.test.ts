/**
 * Images that fit the screen (issue #17 items 2 and 3): `?w=N` on a media URL answers the image
 * N px wide, as AVIF or WebP by the request's Accept (Vary: Accept), converted once and kept; any
 * other width is refused; the bare path stays the original byte for byte; validators give 304s.
 * The media host runs over a store of its own (a temporary folder), so the copies counted here
 * are this file's alone.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_WIDTHS } from '@/rules/media-url';
import type { Db } from '../../server/db/client';
import { conversions, variantPath } from '../../server/media/variants';
import { ephemeralPaymentSecret } from '../../server/payments/secret';
import { mediaRoutes } from '../../server/routes/media';
import { DEFAULT_SETTINGS } from '../../server/security/config';
import { silentSecurityLog } from '../../server/security/security-log';

const CHROME_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const WEBP_ONLY = 'image/webp,image/*,*/*;q=0.8';

let mediaDir: string;
let app: Hono;
let originalBytes: Buffer;

const IMAGE = '/UpLoad/goods/9001/g1.jpg';
const ENCRYPTED = '/EnPic/goods/9001/e1.jpg';
const VIDEO = '/UpLoad/goods/9001/v.mp4';

async function jpeg(size: number): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background: '#f3c6a5' } })
    .composite([
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><circle cx="${size / 2}" cy="${size / 2}" r="${size / 3}" fill="#8b5a3c"/></svg>`,
        ),
      },
    ])
    .jpeg({ quality: 80 })
    .toBuffer();
}

beforeAll(async () => {
  mediaDir = mkdtempSync(join(tmpdir(), 'plush-media-'));
  for (const root of ['UpLoad', 'EnPic'])
    mkdirSync(join(mediaDir, root, 'goods', '9001'), { recursive: true });
  originalBytes = await jpeg(800);
  writeFileSync(join(mediaDir, IMAGE.slice(1)), originalBytes);
  writeFileSync(join(mediaDir, ENCRYPTED.slice(1)), originalBytes);
  writeFileSync(join(mediaDir, VIDEO.slice(1)), Buffer.from('not really a video'));
  // the media host reads no database and no security setting: only the folder matters here
  app = new Hono().route(
    '/',
    mediaRoutes({
      mediaDir,
      db: undefined as unknown as Db,
      settings: DEFAULT_SETTINGS,
      securityLog: silentSecurityLog,
      paymentSecret: ephemeralPaymentSecret(),
      clock: Date.now,
      sleep: async () => {},
    }),
  );
});
afterAll(() => rmSync(mediaDir, { recursive: true, force: true }));

const get = async (path: string, headers: Record<string, string> = {}): Promise<Response> =>
  app.request(path, { headers });

async function bodyOf(res: Response): Promise<Buffer> {
  return Buffer.from(await res.arrayBuffer());
}

describe('content negotiation', () => {
  it('answers AVIF to a browser that accepts it, at the width asked, with Vary: Accept', async () => {
    const res = await get(`${IMAGE}?w=400`, { accept: CHROME_ACCEPT });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/avif');
    expect(res.headers.get('vary')).toBe('Accept');
    const body = await bodyOf(res);
    const meta = await sharp(body).metadata();
    expect(meta.format).toBe('heif');
    expect(meta.compression).toBe('av1');
    expect([meta.width, meta.height]).toEqual([400, 400]);
    expect(body.length).toBeLessThan(originalBytes.length / 4);
  });

  it('answers WebP when Accept names WebP but not AVIF, or refuses AVIF with q=0', async () => {
    for (const accept of [WEBP_ONLY, 'image/avif;q=0, image/webp']) {
      const res = await get(`${IMAGE}?w=160`, { accept });
      expect(res.headers.get('content-type'), accept).toBe('image/webp');
      expect(res.headers.get('vary')).toBe('Accept');
      const meta = await sharp(await bodyOf(res)).metadata();
      expect([meta.format, meta.width]).toEqual(['webp', 160]);
    }
  });

  it('answers the original format, resized, when Accept names neither (a wildcard promises nothing)', async () => {
    for (const headers of [{}, { accept: '*/*' }, { accept: 'image/jpeg' }] as Record<string, string>[]) {
      const res = await get(`${IMAGE}?w=80`, headers);
      expect(res.headers.get('content-type')).toBe('image/jpeg');
      expect(res.headers.get('vary')).toBe('Accept');
      const meta = await sharp(await bodyOf(res)).metadata();
      expect([meta.format, meta.width]).toEqual(['jpeg', 80]);
    }
  });

  it('never enlarges: 1200 of an 800 px original is 800 px', async () => {
    const res = await get(`${IMAGE}?w=1200`, { accept: CHROME_ACCEPT });
    expect((await sharp(await bodyOf(res)).metadata()).width).toBe(800);
  });

  it('makes copies of encrypted (/EnPic) media too', async () => {
    const res = await get(`${ENCRYPTED}?w=240`, { accept: CHROME_ACCEPT });
    expect(res.headers.get('content-type')).toBe('image/avif');
    expect((await sharp(await bodyOf(res)).metadata()).width).toBe(240);
  });
});

describe('the original', () => {
  it('stays downloadable byte for byte, without Vary, whatever Accept says', async () => {
    const res = await get(IMAGE, { accept: CHROME_ACCEPT });
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('vary')).toBeNull();
    expect((await bodyOf(res)).equals(originalBytes)).toBe(true);
  });
});

describe('widths', () => {
  it('refuses every width outside the list, with a Chinese message', async () => {
    for (const w of ['500', '0', '-80', '400px', '0400', '4e2', '1e9', '', 'abc', '1201']) {
      const res = await get(`${IMAGE}?w=${w}`, { accept: CHROME_ACCEPT });
      expect(res.status, `w=${w}`).toBe(400);
      expect(await res.text()).toBe('不支持的图片宽度');
    }
    const twice = await get(`${IMAGE}?w=400&w=800`);
    expect(twice.status).toBe(400);
  });

  it('refuses a width on a video: only images have copies', async () => {
    expect((await get(`${VIDEO}?w=400`)).status).toBe(400);
    expect((await get(VIDEO)).status).toBe(200);
  });

  it('answers 404 for a width of a missing image, and 400 for a traversal with a width', async () => {
    expect((await get('/UpLoad/goods/9001/none.jpg?w=400', { accept: CHROME_ACCEPT })).status).toBe(404);
    expect((await get('/UpLoad/goods/..%2F..%2Fetc/passwd.jpg?w=400')).status).toBe(400);
  });

  it('serves every width of the list', async () => {
    for (const w of MEDIA_WIDTHS) {
      const res = await get(`${IMAGE}?w=${w}`, { accept: WEBP_ONLY });
      expect(res.status, `w=${w}`).toBe(200);
      expect((await sharp(await bodyOf(res)).metadata()).width).toBe(Math.min(w, 800));
    }
  });
});

describe('converted once', () => {
  it('converts on the first request only, and requests at once share one conversion', async () => {
    const path = `${IMAGE}?w=480`;
    const before = conversions.made;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => get(path, { accept: CHROME_ACCEPT }).then(bodyOf)),
    );
    expect(conversions.made).toBe(before + 1);
    const kept = variantPath(mediaDir, join(mediaDir, IMAGE.slice(1)), 480, 'avif');
    const keptAt = statSync(kept).mtimeMs;
    for (const body of answers) expect(body.equals(readFileSync(kept))).toBe(true);

    const later = await bodyOf(await get(path, { accept: CHROME_ACCEPT }));
    expect(conversions.made).toBe(before + 1);
    expect(statSync(kept).mtimeMs).toBe(keptAt);
    expect(later.equals(readFileSync(kept))).toBe(true);
  });

  it('converts again when the original changed after its copy', async () => {
    const path = `${IMAGE}?w=480`;
    await get(path, { accept: WEBP_ONLY });
    const before = conversions.made;
    const file = join(mediaDir, IMAGE.slice(1));
    writeFileSync(file, originalBytes);
    const future = new Date(Date.now() + 5000);
    const { utimesSync } = await import('node:fs');
    utimesSync(file, future, future);
    await get(path, { accept: WEBP_ONLY });
    expect(conversions.made).toBe(before + 1);
  });
});

describe('caching (item 3)', () => {
  it('caches media for a year with an ETag and Last-Modified', async () => {
    for (const path of [IMAGE, `${IMAGE}?w=400`]) {
      const res = await get(path, { accept: CHROME_ACCEPT });
      expect(res.headers.get('cache-control'), path).toBe('public, max-age=31536000');
      expect(res.headers.get('etag'), path).toMatch(/^W\/".+"$/);
      expect(Date.parse(res.headers.get('last-modified') ?? '')).not.toBeNaN();
    }
  });

  it('answers 304 to If-None-Match (the tag alone or in a list) and to If-Modified-Since', async () => {
    for (const path of [ENCRYPTED, `${ENCRYPTED}?w=400`]) {
      const first = await get(path, { accept: CHROME_ACCEPT });
      const etag = first.headers.get('etag') ?? '';
      const lastModified = first.headers.get('last-modified') ?? '';
      const byTag = await get(path, { accept: CHROME_ACCEPT, 'if-none-match': etag });
      expect(byTag.status, path).toBe(304);
      expect(await byTag.text()).toBe('');
      expect(byTag.headers.get('etag')).toBe(etag);
      const inList = await get(path, { accept: CHROME_ACCEPT, 'if-none-match': `"other", ${etag}` });
      expect(inList.status, path).toBe(304);
      const bySince = await get(path, { accept: CHROME_ACCEPT, 'if-modified-since': lastModified });
      expect(bySince.status, path).toBe(304);
      const stale = await get(path, { accept: CHROME_ACCEPT, 'if-none-match': '"stale"' });
      expect(stale.status, path).toBe(200);
      const older = new Date(Date.parse(lastModified) - 60_000).toUTCString();
      expect((await get(path, { accept: CHROME_ACCEPT, 'if-modified-since': older })).status).toBe(200);
    }
  });

  it('gives the AVIF and the WebP copies different tags, so one never validates the other', async () => {
    const avif = await get(`${ENCRYPTED}?w=800`, { accept: CHROME_ACCEPT });
    const webp = await get(`${ENCRYPTED}?w=800`, { accept: WEBP_ONLY });
    expect(avif.headers.get('etag')).not.toBe(webp.headers.get('etag'));
    const crossed = await get(`${ENCRYPTED}?w=800`, {
      accept: WEBP_ONLY,
      'if-none-match': avif.headers.get('etag') ?? '',
    });
    expect(crossed.status).toBe(200);
    expect(crossed.headers.get('content-type')).toBe('image/webp');
  });
});

/**
 * /detail?id=N from our server (server/pages/detail-html.ts, issue #7 item 3): the built
 * index.html with goods N's detail answer in a JSON script element, escaped so that no goods
 * text can end it, and a preload of the cover; the early detail script is left out. An unknown
 * or invalid id, or a build for another API base, gets the plain file.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responsiveImage } from '@/rules/media-url';
import {
  EARLY_DETAIL_SCRIPT_ID,
  EMBEDDED_DETAIL_ID,
  INLINE_ANSWER_MAX,
  LAZY_PARTS_ATTRIBUTE,
} from '@/services/early-detail-contract';
import { GoodsDetailResponse } from '@/services/schemas';
import { createApp } from '../../server/app';
import { detailCacheOf } from '../../server/cache/detail-cache';
import { type DatabaseHandle, openDatabase } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { goods } from '../../server/db/schema';
import { parseShell, renderedPageHtml, scriptSafeJson } from '../../server/pages/detail-html';
import { detailAnswer, MSG_PAGE_DATA_CHANGED } from '../../server/routes/goods-detail';
import { catalogue } from '../../server/seed/catalogue';
import { DEMO_GOODS } from '../../server/seed/catalogue-showcase';
import { seed } from '../../server/seed/seed';
import { type EarlyDetailBases, earlyDetailTag, insertEarlyDetail } from '../../vite/early-detail-plugin';
import { TEST_MEDIA_DIR } from './harness';
import { createTestDatabase, type TestDatabase } from './test-database';

const DETAIL = '/api/62442353b9c1b';
const MALICIOUS = '</script><script>alert(1)</script><!-- 熊\u2028\u2029 & "引号" </SCRIPT >';
const ORIGIN = 'http://localhost';

/** The shape of Vite's output: the early script after <meta charset>, the bundle and the CSS after it. */
const TEMPLATE = `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="UTF-8" />
    <title>毛绒玩具批发 - 商品详情</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

let database: TestDatabase;
let handle: DatabaseHandle;
let distDir: string;
let app: ReturnType<typeof createApp>;

function writeIndex(bases: EarlyDetailBases) {
  writeFileSync(join(distDir, 'index.html'), insertEarlyDetail(TEMPLATE, bases));
}

beforeAll(async () => {
  database = await createTestDatabase();
  handle = await openDatabase(database.options);
  await migrateDatabase(handle);
  await seed(handle.db, catalogue);
  // a goods title that tries to end the JSON's script element and run its own
  await handle.db.update(goods).set({ title: MALICIOUS }).where(eq(goods.id, DEMO_GOODS.fullPage));
  detailCacheOf(handle.db).forgetAll();
  distDir = mkdtempSync(join(tmpdir(), 'plush-dist-'));
  mkdirSync(join(distDir, 'assets'));
  writeIndex({ apiBase: '', imageHost: '' });
  app = createApp({ db: handle.db, mediaDir: TEST_MEDIA_DIR, distDir });
});
afterAll(async () => {
  await handle?.close();
  await database?.drop();
  if (distDir) rmSync(distDir, { recursive: true, force: true });
});

const page = (path: string) => app.request(ORIGIN + path);
const apiAnswer = async (id: number) =>
  (
    await app.request(ORIGIN + DETAIL, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id, uid: 0 }),
    })
  ).text();

/** The text of the embedded element: everything between its start tag and the first '</script'. */
function embeddedText(html: string): string {
  const start = `<script type="application/json" id="${EMBEDDED_DETAIL_ID}">`;
  const at = html.indexOf(start);
  expect(at, 'the embedded element').toBeGreaterThan(0);
  const from = at + start.length;
  return html.slice(from, html.toLowerCase().indexOf('</script', from));
}

describe('/detail?id= of a goods we have', () => {
  it('embeds exactly the detail call’s answer, and a title with </script> cannot break out', async () => {
    const res = await page(`/detail?id=${DEMO_GOODS.fullPage}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const html = await res.text();

    const text = embeddedText(html);
    const api = await apiAnswer(DEMO_GOODS.fullPage);
    // the element ends where the JSON ends: the title's '</script>' did not end it early
    expect(text).toBe(scriptSafeJson(api));
    expect(JSON.parse(text)).toEqual(JSON.parse(api));
    expect(v.parse(GoodsDetailResponse, JSON.parse(text)).data.PName).toBe(MALICIOUS);
    // nothing a parser could take for markup, a comment or a line end is left in the script's text
    expect(text).not.toMatch(/[<>\u2028\u2029]/);
    expect(html).not.toContain('alert(1)</script>');
    // the page's own elements only: the bundle's script and the JSON
    expect(html.match(/<script/gi)).toHaveLength(2);
  });

  it('preloads the still the page shows first (1001: the video’s poster) ahead of the CSS and the bundle', async () => {
    const html = await (await page(`/detail?id=${DEMO_GOODS.fullPage}`)).text();
    const { data } = v.parse(GoodsDetailResponse, JSON.parse(await apiAnswer(DEMO_GOODS.fullPage)));
    const pic = data.pics[0];
    expect(pic?.type).toBe(2);
    if (pic?.type !== 2) return;
    const preload = coverPreload(pic.poster);
    expect(html).toContain(preload);
    expect(html.indexOf(preload)).toBeLessThan(html.indexOf('<script type="module"'));
    expect(html.indexOf(preload)).toBeLessThan(html.indexOf('rel="stylesheet"'));
    // the JSON comes last, so a large goods does not hold back the bundle's discovery
    expect(html.indexOf(EMBEDDED_DETAIL_ID)).toBeGreaterThan(html.indexOf('<div id="root">'));
  });

  it('preloads the main image of a goods without video (1002)', async () => {
    const html = await (await page(`/detail?id=${DEMO_GOODS.imagesOnlyNoPrice}`)).text();
    const { data } = v.parse(GoodsDetailResponse, JSON.parse(embeddedText(html)));
    expect(data.ID).toBe(DEMO_GOODS.imagesOnlyNoPrice);
    expect(data.pics[0]?.type).toBe(1);
    expect(html).toContain(coverPreload(data.pics[0]?.file ?? ''));
  });

  it('leaves the early detail script out: the page already holds its answer', async () => {
    const html = await (await page(`/detail?id=${DEMO_GOODS.fullPage}`)).text();
    expect(html).not.toContain(`id="${EARLY_DETAIL_SCRIPT_ID}"`);
  });

  it('shows a changed goods in the next page (the cache is shared with the API)', async () => {
    const before = v.parse(GoodsDetailResponse, JSON.parse(await apiAnswer(DEMO_GOODS.fullPage))).data.BuyNum;
    await app.request(`${ORIGIN}/api/mini/goods/download/update`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ goods_id: DEMO_GOODS.fullPage }),
    });
    const html = await (await page(`/detail?id=${DEMO_GOODS.fullPage}`)).text();
    expect(v.parse(GoodsDetailResponse, JSON.parse(embeddedText(html))).data.BuyNum).toBe(before + 1);
  });
});

/**
 * The preload of a cover as the gallery's <img> asks for it (issue #17 item 2): the same src,
 * srcset and sizes, so the browser reuses the preloaded copy instead of fetching another width.
 */
function coverPreload(path: string): string {
  const { src, srcSet, sizes } = responsiveImage(path, 'galleryMain');
  expect(srcSet).toContain(`${path}?w=800 800w`);
  return `<link rel="preload" as="image" href="${src}" imagesrcset="${srcSet}" imagesizes="${sizes}" fetchpriority="high">`;
}

describe('a server-rendered /detail page whose answer is too large to travel in it (1005: 1,000 sizes)', () => {
  /** The page as renderedPageHtml writes it for goods `id`, and where its answer is, if beside it. */
  async function rendered(id: number) {
    const shell = parseShell(TEMPLATE);
    const answer = await detailAnswer(handle.db, id);
    if (!shell || !answer) throw new Error(`goods ${id} and the template`);
    const html = renderedPageHtml(shell, '', { rootHtml: '<main>熊</main>', answer, goodsId: id });
    const src = new RegExp(
      `<script type="application/json" id="${EMBEDDED_DETAIL_ID}" data-src="([^"]+)"></script>`,
    ).exec(html)?.[1];
    return { html, answer, src: src?.replace(/&amp;/g, '&') };
  }

  it('names where its answer is instead of carrying it, and the app gets the very text the page was rendered from', async () => {
    const { html, answer, src } = await rendered(DEMO_GOODS.largeMatrix);
    expect(answer.body.length).toBeGreaterThan(INLINE_ANSWER_MAX);
    expect(html).not.toContain('"specs"');
    expect(src).toMatch(/^\/api\/page-data\/detail\?id=1005&v=[0-9a-f]{16}$/);
    const res = await page(src as string);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(await apiAnswer(DEMO_GOODS.largeMatrix));
    // an id and a version name one text for ever
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('still carries a small answer in the page (1001)', async () => {
    const { html, src } = await rendered(DEMO_GOODS.fullPage);
    expect(src).toBeUndefined();
    expect(embeddedText(html)).toBe(scriptSafeJson(await apiAnswer(DEMO_GOODS.fullPage)));
  });

  it('says in Chinese, 409, when the goods changed since its page was rendered; 404 and 400 for no such goods or version', async () => {
    const { src } = await rendered(DEMO_GOODS.largeMatrix);
    await handle.db.update(goods).set({ buyNum: 4321 }).where(eq(goods.id, DEMO_GOODS.largeMatrix));
    detailCacheOf(handle.db).forgetAll();
    const changed = await page(src as string);
    expect(changed.status).toBe(409);
    expect((await changed.json()).msg).toBe(MSG_PAGE_DATA_CHANGED);
    expect(changed.headers.get('cache-control') ?? '').not.toContain('immutable');
    const version = new URL(src as string, ORIGIN).searchParams.get('v');
    expect((await page(`/api/page-data/detail?id=999999&v=${version}`)).status).toBe(404);
    for (const bad of ['v=xyz', 'v=', 'id=abc&v=0123456789abcdef']) {
      const res = await page(`/api/page-data/detail?${bad.startsWith('id') ? bad : `id=1005&${bad}`}`);
      expect(res.status, bad).toBe(400);
    }
  });
});

describe('the plain index.html', () => {
  it('for an unknown or invalid id, and for other pages', async () => {
    for (const path of [
      '/detail?id=999999',
      '/detail?id=abc',
      '/detail?id=0',
      '/detail?id=01001',
      '/detail?id=99999999999',
      '/detail',
      '/search?keyword=1001',
      '/',
    ]) {
      const res = await page(path);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      expect(html, path).not.toContain(EMBEDDED_DETAIL_ID);
      expect(html, path).not.toContain('rel="preload"');
      // the app asks for itself, helped by the early script
      expect(html, path).toContain(`id="${EARLY_DETAIL_SCRIPT_ID}"`);
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
    }
  });

  it('for a build that calls another API: its early script asks that API', async () => {
    writeIndex({ apiBase: 'https://api.example.com', imageHost: 'https://img.example.com' });
    try {
      const html = await (await page(`/detail?id=${DEMO_GOODS.fullPage}`)).text();
      expect(html).not.toContain(EMBEDDED_DETAIL_ID);
      expect(html).toContain('data-api-base="https://api.example.com"');
    } finally {
      writeIndex({ apiBase: '', imageHost: '' });
    }
  });

  it('but a build whose API base is this very origin embeds, with its image host in the preload', async () => {
    writeIndex({ apiBase: ORIGIN, imageHost: 'https://img.example.com' });
    try {
      const html = await (await page(`/detail?id=${DEMO_GOODS.fullPage}`)).text();
      expect(html).toContain(EMBEDDED_DETAIL_ID);
      expect(html).toMatch(
        /<link rel="preload" as="image" href="https:\/\/img\.example\.com\/UpLoad\/[^"]+\?w=400" imagesrcset="https:\/\/img\.example\.com\/UpLoad\/[^"]+ 400w, /,
      );
    } finally {
      writeIndex({ apiBase: '', imageHost: '' });
    }
  });
});

describe('the template', () => {
  it('round-trips the plugin’s data-* (escaped) into the server’s reading of the build', () => {
    const bases = { apiBase: 'https://a.example.com/x?y=1&z="2"', imageHost: 'https://img.example.com' };
    const shell = parseShell(insertEarlyDetail(TEMPLATE, bases));
    expect(shell).toMatchObject(bases);
    expect(shell?.head).not.toContain(EARLY_DETAIL_SCRIPT_ID);
    expect(shell?.head.endsWith('<meta charset="UTF-8" />\n    ')).toBe(true);
  });

  it('works without the early script (preload before </head>) and refuses a page without </body>', () => {
    const shell = parseShell(TEMPLATE);
    expect(shell).toMatchObject({ apiBase: '', imageHost: '' });
    expect(shell?.body.startsWith('</head>')).toBe(true);
    expect(parseShell('<!doctype html><title>app</title><div id="root"></div>')).toBeNull();
  });

  it('names on #root the lazy parts the server rendered, and nothing an attribute would have to escape', () => {
    const shell = parseShell(TEMPLATE);
    if (!shell) throw new Error('the template parses');
    const page = renderedPageHtml(shell, '', {
      rootHtml: '<main>熊</main>',
      lazyParts: ['supplierCard', 'qrCode', 'x" onload="alert(1)'],
    });
    expect(page).toContain(
      `<div id="root" ${LAZY_PARTS_ATTRIBUTE}="supplierCard qrCode"><main>熊</main></div>`,
    );
    expect(renderedPageHtml(shell, '', { rootHtml: '<main>熊</main>' })).toContain(
      '<div id="root"><main>熊</main></div>',
    );
  });

  it('puts the early script, and only static text, right after <meta charset>', () => {
    const one = earlyDetailTag({ apiBase: 'https://a.example.com', imageHost: '' });
    const other = earlyDetailTag({ apiBase: '', imageHost: 'https://img.example.com' });
    const code = (tag: string) => tag.slice(tag.indexOf('>') + 1);
    expect(code(one)).toBe(code(other));
    expect(() => insertEarlyDetail('<html><head></head></html>', { apiBase: '', imageHost: '' })).toThrow();
  });
});

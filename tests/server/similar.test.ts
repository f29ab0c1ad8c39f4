/**
 * POST /api/62ab5261774a1 find similar (spec §7, docs/api.md): goods ranked by how their images
 * look, for one of our own media urls, and nothing else.
 *
 * The demo catalogue's everyday goods come in families (server/seed/catalogue-generated.ts): the
 * same toy (silhouette) made by different suppliers in different colours. A family therefore has
 * no supplier or area in common: only the images tell its goods apart from the others, which is
 * what these tests rely on.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GoodsCard } from '@/domain/goods';
import { FindSimilarResponse } from '@/services/schemas';
import { mediaUrlPath } from '../../server/media/paths';
import { MSG_NOT_OUR_IMAGE } from '../../server/routes/similar';
import { catalogue } from '../../server/seed/catalogue';
import type { GoodsSeed, MediaFile, Shape } from '../../server/seed/catalogue-types';
import { expectShape, Failure, startTestServer, type TestServer } from './harness';

const SIMILAR = '/api/62ab5261774a1';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const goodsById = new Map(catalogue.goods.map((g) => [g.id, g]));
function goods(id: number): GoodsSeed {
  const found = goodsById.get(id);
  if (!found) throw new Error(`goods ${id} is not in the catalogue`);
  return found;
}
const cover = (g: GoodsSeed): MediaFile => ('video' in g.main ? g.main.poster : g.main.image);
function shapeOf(g: GoodsSeed): Shape {
  const { spec } = cover(g);
  if (spec.kind !== 'image') throw new Error(`goods ${g.id} has no cover image`);
  return spec.shape;
}
/** The goods of each silhouette: a family. */
const families = new Map<Shape, GoodsSeed[]>();
for (const g of catalogue.goods) families.set(shapeOf(g), [...(families.get(shapeOf(g)) ?? []), g]);

/** A goods' colour thumbnail: the image of one of its colour variants. */
function thumbnail(g: GoodsSeed, colourIndex: number): string {
  const colour = g.colours[colourIndex];
  if (!colour) throw new Error(`goods ${g.id} has no colour ${colourIndex}`);
  return mediaUrlPath(colour.thumbnail);
}

async function similar(body: Record<string, unknown>): Promise<GoodsCard[]> {
  const { data, totalCount } = expectShape(FindSimilarResponse, await server.post(SIMILAR, body));
  expect(totalCount).toBe(data.length);
  return data;
}
const idsOf = (cards: GoodsCard[]) => cards.map((c) => c.ID);

describe('ranking by image similarity', () => {
  it('finds, for a colour variant of a goods, the other goods of its family before any other goods', async () => {
    expect(families.size).toBe(10);
    for (const [shape, family] of families) {
      // a generated goods: its family spans several suppliers, so no supplier rule can find it
      const x = family.find((g) => g.id >= 1007);
      if (!x) throw new Error(`no generated ${shape}`);
      const siblings = family.filter((g) => g !== x).map((g) => g.id);
      expect(new Set(siblings.map((id) => goods(id).supplierId)).size, shape).toBeGreaterThan(2);

      const found = idsOf(await similar({ url: thumbnail(x, 1) }));
      expect(found, `${shape}: ${x.id} c2`).not.toContain(x.id);
      expect(found.slice(0, siblings.length).sort(), `${shape}: ${x.id} c2 → ${found.join(' ')}`).toEqual(
        [...siblings].sort(),
      );
    }
  });

  it('matches every image of a goods, so the same toy is found from its main, gallery, detail or colour images', async () => {
    const x = goods(1014);
    const siblings = (families.get(shapeOf(x)) ?? []).filter((g) => g !== x).map((g) => g.id);
    const files = [cover(x), ...x.gallery, ...x.details, ...x.colours.map((c) => c.thumbnail)];
    for (const file of files) {
      const found = idsOf(await similar({ url: mediaUrlPath(file) }));
      expect(found.slice(0, siblings.length).sort(), mediaUrlPath(file)).toEqual([...siblings].sort());
    }
  });

  it('puts, within the family, a goods sold in the query colour first', async () => {
    // 1007 is a bear; its colour thumbnails name colours other bears are also sold in
    const x = goods(1007);
    const family = (families.get(shapeOf(x)) ?? []).filter((g) => g !== x);
    const fillsOf = (g: GoodsSeed) =>
      new Set(
        [cover(g), ...g.gallery, ...g.colours.map((c) => c.thumbnail)].flatMap((f) =>
          f.spec.kind === 'image' ? [f.spec.fill] : [],
        ),
      );
    let checked = 0;
    for (const [i, colour] of x.colours.entries()) {
      if (colour.thumbnail.spec.kind !== 'image') continue;
      const fill = colour.thumbnail.spec.fill;
      const sellers = family.filter((g) => fillsOf(g).has(fill)).map((g) => g.id);
      if (sellers.length === 0 || sellers.length === family.length) continue;
      const [first] = idsOf(await similar({ url: thumbnail(x, i) }));
      expect(sellers, `${colour.color}: first ${first}`).toContain(first);
      checked++;
    }
    expect(checked).toBeGreaterThan(1);
  });

  it('answers at most 20 cards with the usual card shape, our own goods left out', async () => {
    const x = goods(1014);
    const found = await similar({ url: `${server.url}${thumbnail(x, 0)}` });
    expect(found).toHaveLength(20);
    expect(idsOf(found)).not.toContain(x.id);
    expect(new Set(idsOf(found)).size).toBe(20);
    for (const card of found) {
      const g = goods(card.ID);
      expect(card).toMatchObject({
        PName: g.title,
        PClickCount: g.displayCount,
        Picture: mediaUrlPath(cover(g)),
      });
    }
  });

  it('takes a video main item as its poster, and encrypted media under /EnPic/', async () => {
    const withVideo = catalogue.goods.find((g) => 'video' in g.main && g.id === 1001);
    if (!withVideo || !('video' in withVideo.main)) throw new Error('1001 should open with a video');
    const byVideo = await similar({ url: mediaUrlPath(withVideo.main.video) });
    const byPoster = await similar({ url: mediaUrlPath(withVideo.main.poster) });
    expect(byVideo).toEqual(byPoster);
    expect(idsOf(byVideo)).not.toContain(1001);

    const encrypted = goods(1004);
    expect(mediaUrlPath(cover(encrypted))).toMatch(/^\/EnPic\//);
    const found = idsOf(await similar({ url: mediaUrlPath(cover(encrypted)) }));
    const pandas = (families.get('panda') ?? []).filter((g) => g !== encrypted).map((g) => g.id);
    expect(found.slice(0, pandas.length).sort()).toEqual([...pandas].sort());
  });
});

describe('includeSelf', () => {
  it('is off by default; when true the query goods comes first, nearest of all', async () => {
    const x = goods(1024);
    const url = thumbnail(x, 1);
    const without = idsOf(await similar({ url }));
    expect(idsOf(await similar({ url, includeSelf: false }))).toEqual(without);
    const withSelf = idsOf(await similar({ url, includeSelf: true }));
    expect(withSelf[0]).toBe(x.id);
    expect(withSelf.slice(1)).toEqual(without.slice(0, 19));
  });

  it('is read from a form too, and must be a boolean', async () => {
    const x = goods(1024);
    const res = await server.postForm(SIMILAR, { url: thumbnail(x, 1), includeSelf: 'true' });
    expect(expectShape(FindSimilarResponse, res).data[0]?.ID).toBe(x.id);
    expect((await server.post(SIMILAR, { url: thumbnail(x, 1), includeSelf: 'yes' })).status).toBe(400);
    expect((await server.post(SIMILAR, { url: thumbnail(x, 1), includeSelf: 1 })).status).toBe(400);
  });
});

describe('urls that are not our media', () => {
  let foreign: Server;
  let foreignUrl = '';
  const hits: string[] = [];

  beforeAll(async () => {
    // a host that would answer with an image: it must never be asked
    foreign = createServer((req, res) => {
      hits.push(req.url ?? '');
      res.writeHead(200, { 'content-type': 'image/jpeg' }).end();
    });
    await new Promise<void>((resolve) => foreign.listen(0, '127.0.0.1', resolve));
    foreignUrl = `http://127.0.0.1:${(foreign.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => foreign.close(() => resolve())));

  it('refuses them with code 0 and a Chinese message, and fetches nothing', async () => {
    const ours = '/UpLoad/goods/1001/c1.jpg';
    const serverPort = new URL(server.url).port;
    for (const url of [
      `${foreignUrl}${ours}`,
      `${foreignUrl}/a.jpg`,
      `//127.0.0.1:${(foreign.address() as AddressInfo).port}${ours}`,
      `http://localhost:${serverPort}${ours}`,
      `http://127.0.0.1:${serverPort}@example.com${ours}`,
      'https://example.com/UpLoad/goods/1001/c1.jpg',
      'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ==',
      'javascript:alert(1)',
      'file:///etc/passwd',
      `http://127.0.0.1${ours}`,
      `http://[::1]:${serverPort}${ours}`,
      'http://169.254.169.254/latest/meta-data/',
      `gopher://127.0.0.1:${serverPort}/_GET%20${ours}`,
      '/UpLoad/goods/%252e%252e/%252e%252e/etc/passwd',
      '/UpLoad\\goods\\1001\\c1.jpg',
      '/UpLoad//etc/passwd',
      '/UpLoad/goods/1002/../1001/c1.jpg',
      `${server.url}/UpLoad/goods/1002/../1001/c1.jpg`,
      '/UpLoad/goods/%2e%2e/1001/c1.jpg',
      '/UpLoad/goods/1001/%2E%2E/%2e%2e/%2e%2e/etc/passwd',
      '/UpLoad/goods/1001%2Fc1.jpg',
      '/UpLoad/goods/1001/nope.jpg',
      `${server.url}/UpLoad/goods/1001/nope.jpg`,
      '/EnPic/goods/1001/c1.jpg',
      '/UpLoad/goods/1001',
      'not a url',
    ]) {
      const res = await server.post(SIMILAR, { url });
      expect(res.status, url).toBe(200);
      expect(expectShape(Failure, res).msg, url).toBe(MSG_NOT_OUR_IMAGE);
    }
    expect(hits).toEqual([]);
  });

  it('refuses a body without url with 400', async () => {
    expect((await server.post(SIMILAR, {})).status).toBe(400);
    expect((await server.post(SIMILAR, { url: '' })).status).toBe(400);
    expect((await server.post(SIMILAR, { url: 42 })).status).toBe(400);
  });
});

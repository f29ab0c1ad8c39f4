/**
 * The find-similar signatures in the database (media_signatures, server/similarity/
 * index-signatures.ts): one per catalogue image after seeding, none for videos, computed only
 * when missing, from the file cache beside the media when it knows the file, and on demand when a
 * query names an image that has none yet.
 */
import { copyFile, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FindSimilarResponse } from '@/services/schemas';
import { createApp } from '../../server/app';
import { type DatabaseHandle, openDatabase } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { media, mediaSignatures } from '../../server/db/schema';
import { ensureMedia, goodsMediaFiles } from '../../server/media/generate';
import { MSG_NO_SIGNATURE } from '../../server/routes/similar';
import { catalogue } from '../../server/seed/catalogue';
import type { Catalogue, GoodsSeed } from '../../server/seed/catalogue-types';
import { seed } from '../../server/seed/seed';
import { COLOUR_BINS } from '../../server/similarity/colour-signature';
import { SIGNATURE_ALGORITHM } from '../../server/similarity/image-signature';
import { indexMediaSignatures, SIGNATURE_CACHE_FILE } from '../../server/similarity/index-signatures';
import { loadedSignatures } from '../../server/similarity/loaded-signatures';
import { TEST_MEDIA_DIR } from './harness';
import { createTestDatabase, type TestDatabase } from './test-database';

let database: TestDatabase;
let handle: DatabaseHandle;
let scratch = '';

beforeAll(async () => {
  database = await createTestDatabase();
  handle = await openDatabase(database.options);
  await migrateDatabase(handle);
  await seed(handle.db, catalogue, { mediaDir: TEST_MEDIA_DIR });
  scratch = await mkdtemp(path.join(tmpdir(), 'plush-signatures-'));
});
afterAll(async () => {
  await handle?.close();
  await database?.drop();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

const db = () => handle.db;

const coverShape = (g: GoodsSeed) => {
  const { spec } = 'video' in g.main ? g.main.poster : g.main.image;
  return spec.kind === 'image' ? spec.shape : undefined;
};

async function signatureRows() {
  return db()
    .select({
      mediaId: mediaSignatures.mediaId,
      algorithm: mediaSignatures.algorithm,
      phash: mediaSignatures.phash,
      colour: mediaSignatures.colour,
      computedAt: mediaSignatures.computedAt,
    })
    .from(mediaSignatures)
    .orderBy(asc(mediaSignatures.mediaId));
}

/** The media ids of one goods' images, in id order. */
async function imageIdsOf(goodsId: number) {
  const rows = await db()
    .select({ id: media.id })
    .from(media)
    .where(and(eq(media.goodsId, goodsId), eq(media.isVideo, false)))
    .orderBy(asc(media.id));
  return rows.map((r) => r.id);
}

const dropSignatures = (ids: number[]) =>
  db().delete(mediaSignatures).where(inArray(mediaSignatures.mediaId, ids));

describe('after seeding', () => {
  it('stores a signature for every image of the catalogue, and none for videos', async () => {
    const images = catalogue.goods.flatMap(goodsMediaFiles).filter((f) => f.spec.kind === 'image');
    const rows = await signatureRows();
    expect(rows).toHaveLength(images.length);
    for (const row of rows) {
      expect(row.algorithm).toBe(SIGNATURE_ALGORITHM);
      expect(row.phash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.colour).toHaveLength(COLOUR_BINS);
      expect(row.colour.reduce((s, n) => s + n, 0)).toBeGreaterThan(0);
    }
    const [unsigned] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(media)
      .leftJoin(mediaSignatures, eq(mediaSignatures.mediaId, media.id))
      .where(sql`${mediaSignatures.mediaId} is null and not ${media.isVideo}`);
    expect(unsigned?.n).toBe(0);
    const videos = await db()
      .select({ id: media.id })
      .from(media)
      .innerJoin(mediaSignatures, eq(mediaSignatures.mediaId, media.id))
      .where(eq(media.isVideo, true));
    expect(videos).toEqual([]);
  });

  it('re-indexes nothing on a second run or a second seed', async () => {
    const before = await signatureRows();
    expect(await indexMediaSignatures(db(), TEST_MEDIA_DIR)).toEqual({
      indexed: 0,
      computed: 0,
      skipped: [],
    });
    await seed(db(), catalogue, { mediaDir: TEST_MEDIA_DIR });
    expect(await signatureRows()).toEqual(before);
  });
});

describe('indexMediaSignatures', () => {
  it('computes only what is missing, and the same signatures again', async () => {
    const ids = await imageIdsOf(1014);
    const before = (await signatureRows()).filter((r) => ids.includes(r.mediaId));
    const [first, second, third] = ids;
    if (first === undefined || second === undefined || third === undefined)
      throw new Error('1014 has images');
    await dropSignatures([first, second, third]);

    expect((await indexMediaSignatures(db(), TEST_MEDIA_DIR, [first])).indexed).toBe(1);
    expect((await indexMediaSignatures(db(), TEST_MEDIA_DIR)).indexed).toBe(2);
    const after = (await signatureRows()).filter((r) => ids.includes(r.mediaId));
    const strip = (rows: typeof before) => rows.map(({ computedAt: _, ...rest }) => rest);
    expect(strip(after)).toEqual(strip(before));
  });

  it('computes a signature of another algorithm again', async () => {
    const [id] = await imageIdsOf(1024);
    if (id === undefined) throw new Error('1024 has images');
    const original = (await signatureRows()).find((r) => r.mediaId === id);
    await db()
      .update(mediaSignatures)
      .set({ algorithm: 'phash64-v0', phash: '0'.repeat(64) })
      .where(eq(mediaSignatures.mediaId, id));
    expect((await indexMediaSignatures(db(), TEST_MEDIA_DIR)).indexed).toBe(1);
    const again = (await signatureRows()).find((r) => r.mediaId === id);
    expect(again).toMatchObject({
      algorithm: SIGNATURE_ALGORITHM,
      phash: original?.phash,
      colour: original?.colour,
    });
  });

  it('skips images whose file is missing, and stores nothing for them', async () => {
    const [id] = await imageIdsOf(1034);
    if (id === undefined) throw new Error('1034 has images');
    await dropSignatures([id]);
    const empty = path.join(scratch, 'empty');
    const report = await indexMediaSignatures(db(), empty);
    expect(report.indexed).toBe(0);
    expect(report.skipped).toEqual(['/UpLoad/goods/1034/main.jpg']);
    expect((await signatureRows()).some((r) => r.mediaId === id)).toBe(false);
    await expect(stat(path.join(empty, SIGNATURE_CACHE_FILE))).rejects.toThrow();
    expect((await indexMediaSignatures(db(), TEST_MEDIA_DIR)).indexed).toBe(1);
  });

  it('keeps signatures beside the media, so a fresh database reads no image twice', async () => {
    const slice: Catalogue = { ...catalogue, goods: catalogue.goods.filter((g) => g.id === 1044) };
    const mediaDir = path.join(scratch, 'slice');
    await ensureMedia(mediaDir, slice);
    const ids = await imageIdsOf(1044);

    await dropSignatures(ids);
    const cold = await indexMediaSignatures(db(), mediaDir, ids);
    expect(cold).toEqual({ indexed: ids.length, computed: ids.length, skipped: [] });
    expect((await stat(path.join(mediaDir, SIGNATURE_CACHE_FILE))).size).toBeGreaterThan(0);

    await dropSignatures(ids);
    const warm = await indexMediaSignatures(db(), mediaDir, ids);
    expect(warm).toEqual({ indexed: ids.length, computed: 0, skipped: [] });

    // a file written again (a new mtime) is read again, the others still come from the cache
    const g1 = slice.goods[0]?.gallery[0];
    if (!g1) throw new Error('1044 has a gallery');
    await rm(path.join(mediaDir, 'UpLoad', g1.path, g1.fname));
    await ensureMedia(mediaDir, slice);
    await dropSignatures(ids);
    expect(await indexMediaSignatures(db(), mediaDir, ids)).toEqual({
      indexed: ids.length,
      computed: 1,
      skipped: [],
    });

    // a damaged cache is ignored: everything is read again, nothing fails
    await writeFile(path.join(mediaDir, SIGNATURE_CACHE_FILE), '{"broken"', { flag: 'a' });
    await dropSignatures(ids);
    expect(await indexMediaSignatures(db(), mediaDir, ids)).toEqual({
      indexed: ids.length,
      computed: ids.length,
      skipped: [],
    });
  });

  it('drops the loaded signatures only when it stores some', async () => {
    const loaded = await loadedSignatures(db());
    await indexMediaSignatures(db(), TEST_MEDIA_DIR);
    expect(await loadedSignatures(db())).toBe(loaded);

    const [id] = await imageIdsOf(1054);
    if (id === undefined) throw new Error('1054 has images');
    await dropSignatures([id]);
    await indexMediaSignatures(db(), TEST_MEDIA_DIR);
    const reloaded = await loadedSignatures(db());
    expect(reloaded).not.toBe(loaded);
    expect(reloaded.byMediaId.has(id)).toBe(true);
    expect(reloaded.images).toHaveLength(loaded.images.length);
  });
});

describe('a query for an image added since the last indexing', () => {
  const query = (app: ReturnType<typeof createApp>, url: string) =>
    app.request('/api/62ab5261774a1', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url }),
    });
  let mediaDir = '';

  beforeAll(async () => {
    // goods 1064's media in a folder of their own, plus a new gallery image g9.jpg (a copy of g1)
    mediaDir = path.join(scratch, 'added');
    await ensureMedia(mediaDir, { ...catalogue, goods: catalogue.goods.filter((g) => g.id === 1064) });
    await copyFile(
      path.join(mediaDir, 'UpLoad/goods/1064/g1.jpg'),
      path.join(mediaDir, 'UpLoad/goods/1064/g9.jpg'),
    );
    await loadedSignatures(db());
    await db()
      .insert(media)
      .values([
        { goodsId: 1064, role: 'gallery', position: 90, path: 'goods/1064', fname: 'g9.jpg' },
        { goodsId: 1064, role: 'gallery', position: 91, path: 'goods/1064', fname: 'missing.jpg' },
      ]);
  });

  it('indexes it on the spot and answers', async () => {
    const app = createApp({ db: db(), mediaDir });
    const { data } = v.parse(
      FindSimilarResponse,
      await (await query(app, '/UpLoad/goods/1064/g9.jpg')).json(),
    );
    const whales = catalogue.goods.filter((g) => g.id !== 1064 && coverShape(g) === 'whale').map((g) => g.id);
    expect(
      data
        .map((c) => c.ID)
        .slice(0, whales.length)
        .sort(),
    ).toEqual(whales.sort());
    const [added] = await db()
      .select({ id: mediaSignatures.mediaId })
      .from(mediaSignatures)
      .innerJoin(media, eq(media.id, mediaSignatures.mediaId))
      .where(eq(media.fname, 'g9.jpg'));
    expect(added).toBeDefined();
  });

  it('refuses with a message when its file cannot be read', async () => {
    const res = await query(createApp({ db: db(), mediaDir }), '/UpLoad/goods/1064/missing.jpg');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ code: 0, msg: MSG_NO_SIGNATURE, data: null });
  });
});

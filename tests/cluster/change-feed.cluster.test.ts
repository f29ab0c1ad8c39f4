/**
 * The detail cache's change feed on PostgreSQL (server/cache/detail-invalidation.ts): a change
 * committed by anyone forgets the goods; a change of its counters or of a size's stock alone
 * forgets only the answer's live part, and keeps the document (issue 24 item 5); when the listening connection is cut (a PostgreSQL
 * restart, a network cut, here pg_terminate_backend) the cache keeps nothing until the feed
 * listens again, and then follows changes as before.
 */
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DetailCache } from '../../server/cache/detail-cache';
import type { DetailDocument, LiveParts } from '../../server/cache/detail-document';
import { type ChangeFeed, followDetailChanges } from '../../server/cache/detail-invalidation';
import { type DatabaseHandle, openDatabase } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { type ClusterDatabase, clusterDatabase } from './cluster-database';

let database: ClusterDatabase;
let handle: DatabaseHandle;
let feed: ChangeFeed;
let sql: pg.Client;
const cache = new DetailCache();
const document = (text: string): DetailDocument => ({ pieces: [text], slots: [], cover: '/UpLoad/c.jpg' });
const live: LiveParts = { counters: { BuyNum: 0, sale_num: 0, PHotNum: 0 }, stock: new Map([[70, 5]]) };

beforeAll(async () => {
  database = await clusterDatabase();
  handle = await openDatabase({ databaseUrl: database.url });
  await migrateDatabase(handle);
  sql = new pg.Client({ connectionString: database.url });
  await sql.connect();
  await sql.query(`INSERT INTO suppliers (id, name, joined_year, latest_update, address, qq, wechat, mobile, mobile2, shipping_type,
    business_company_name, business_chairman, business_code, business_address, business_date, business_foundation, business_expired, business_scope)
    VALUES (1, '厂', 2020, '2026-01-01 00:00:00', '地址', '1', 'w', '13800000000', '', 0, 'c', 'ch', 'code', 'a', 'd', 'f', 'e', 's')`);
  await sql.query(`INSERT INTO goods (id, supplier_id, title, toy_sn, published_at, updated_at, sale_num, display_count, buy_num, min_weight_g, message, sku_flag, area_id)
    VALUES (7, 1, '熊', 'T-7', '2026-01-01 00:00:00', '2026-01-01 00:00:00', 0, 0, 0, 10, '', 1, 1)`);
  await sql.query(`INSERT INTO colour_groups (id, goods_id, color, position) VALUES (700, 7, '红', 0)`);
  await sql.query(`INSERT INTO skus (id, colour_group_id, position, size, goods_sn, weight_g, price_fen, stock)
    VALUES (70, 700, 0, 'S', 'T-7-S', 10, 100, 5)`);
  // after the rows are in: their own announcements are not this test's
  feed = await followDetailChanges(handle, cache);
});
afterAll(async () => {
  await sql?.end();
  await feed?.close();
  await handle?.close();
  await database?.drop();
});

/** Polls until `condition` holds; fails after `ms`. */
async function until(what: string, condition: () => boolean, ms = 15_000) {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Keeps goods 7's document and live part, as a detail call does. */
async function keep(text: string) {
  await cache.documents.get(7, async () => document(text));
  await cache.live.get(7, async () => live);
}

/** Whether goods 7's document is kept: a kept one is returned without asking `load`. */
async function kept(): Promise<boolean> {
  return (await cache.documents.get(7, async () => document('reloaded')))?.pieces[0] !== 'reloaded';
}

it('forgets a goods changed by plain SQL', async () => {
  await keep('first');
  expect(await kept()).toBe(true);
  await sql.query(`UPDATE goods SET title = '改过' WHERE id = 7`);
  await until('the change forgotten', () => cache.size === 0 && !cache.live.has(7));
});

it('forgets only the live part for a count or a stock change, the whole for a price change', async () => {
  // each change is announced alone: once its live part is gone, nothing else of it is on the way
  const liveChange = async (what: string, statement: string) => {
    await keep(what);
    await sql.query(statement);
    await until(`${what}: the live part forgotten`, () => !cache.live.has(7));
    expect(cache.documents.has(7)).toBe(true);
  };
  await liveChange('a counted download', 'UPDATE goods SET buy_num = buy_num + 1 WHERE id = 7');
  await liveChange(
    'a view counted',
    'UPDATE goods SET display_count = display_count + 1, sale_num = 3 WHERE id = 7',
  );
  await liveChange('a stock change', 'UPDATE skus SET stock = 2 WHERE id = 70');

  await keep('before the price');
  await sql.query('UPDATE skus SET price_fen = 250 WHERE id = 70');
  await until('the price change forgotten', () => !cache.documents.has(7) && !cache.live.has(7));
  await keep('before the count and the title');
  await sql.query(`UPDATE goods SET buy_num = buy_num + 1, title = '再改' WHERE id = 7`);
  await until('the title change forgotten', () => !cache.documents.has(7) && !cache.live.has(7));
});

it('keeps nothing while its connection is cut, then follows changes again once it listens', async () => {
  await keep('before the cut');
  const cut = await sql.query(
    `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = 'LISTEN detail_changed' AND datname = current_database()`,
  );
  expect(cut.rowCount).toBe(1);
  // the reconnection waits 100 ms first: polled every 10 ms, the suspension is seen
  await until('suspended', () => cache.suspended);
  expect(cache.size).toBe(0);
  expect(await kept()).toBe(false); // every read loads afresh
  await until('listening again', () => !cache.suspended);
  await keep('after the cut');
  expect(await kept()).toBe(true);
  await sql.query(`UPDATE goods SET title = '又改过' WHERE id = 7`);
  await until('the change after the cut forgotten', () => cache.size === 0);
});

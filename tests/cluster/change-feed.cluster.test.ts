/**
 * The detail cache's change feed on PostgreSQL (server/cache/detail-invalidation.ts): a change
 * committed by anyone forgets the goods; when the listening connection is cut (a PostgreSQL
 * restart, a network cut, here pg_terminate_backend) the cache keeps nothing until the feed
 * listens again, and then follows changes as before.
 */
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type CachedDetail, DetailCache } from '../../server/cache/detail-cache';
import { type ChangeFeed, followDetailChanges } from '../../server/cache/detail-invalidation';
import { type DatabaseHandle, openDatabase } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { type ClusterDatabase, clusterDatabase } from './cluster-database';

let database: ClusterDatabase;
let handle: DatabaseHandle;
let feed: ChangeFeed;
let sql: pg.Client;
const cache = new DetailCache();
const answer = (body: string): CachedDetail => ({ body, cover: '/UpLoad/c.jpg' });

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
async function until(what: string, condition: () => boolean, ms = 5000) {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Whether goods 7's answer is kept: a kept one is returned without asking `load`. */
async function kept(): Promise<boolean> {
  return (await cache.get(7, async () => answer('reloaded')))?.body !== 'reloaded';
}

it('forgets a goods changed by plain SQL', async () => {
  await cache.get(7, async () => answer('first'));
  expect(await kept()).toBe(true);
  await sql.query(`UPDATE goods SET title = '改过' WHERE id = 7`);
  await until('the change forgotten', () => cache.size === 0);
});

it('keeps nothing while its connection is cut, then follows changes again once it listens', async () => {
  await cache.get(7, async () => answer('before the cut'));
  const cut = await sql.query(
    `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = 'LISTEN detail_changed' AND datname = current_database()`,
  );
  expect(cut.rowCount).toBe(1);
  // the reconnection waits 100 ms first: polled every 10 ms, the suspension is seen
  await until('suspended', () => cache.suspended);
  expect(cache.size).toBe(0);
  expect(await kept()).toBe(false); // every read loads afresh
  await until('listening again', () => !cache.suspended);
  await cache.get(7, async () => answer('after the cut'));
  expect(await kept()).toBe(true);
  await sql.query(`UPDATE goods SET title = '又改过' WHERE id = 7`);
  await until('the change after the cut forgotten', () => cache.size === 0);
});

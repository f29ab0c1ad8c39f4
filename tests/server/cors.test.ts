/**
 * CORS on /api/* (issue 24 item 7, F14): an app built with VITE_API_BASE naming this server calls
 * it from another origin (its early detail script included), so that origin, listed in
 * CORS_ORIGINS, gets its preflight answered and may read every answer; no other origin does, none
 * by default, and never 'null'. Sessions are bearer tokens, never cookies: nothing is credentialed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { type DatabaseHandle, openDatabase } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { parseCorsOrigins } from '../../server/security/config';
import { TEST_MEDIA_DIR } from './harness';
import { createTestDatabase, type TestDatabase } from './test-database';

const DETAIL = 'http://127.0.0.1/api/62442353b9c1b';
const PAGE_ORIGIN = 'https://shop.example.com';

let database: TestDatabase;
let handle: DatabaseHandle;
let app: ReturnType<typeof createApp>;
let closed: ReturnType<typeof createApp>;

beforeAll(async () => {
  database = await createTestDatabase();
  handle = await openDatabase(database.options);
  await migrateDatabase(handle);
  app = createApp({
    db: handle.db,
    mediaDir: TEST_MEDIA_DIR,
    settings: { trustProxy: 0, corsOrigins: parseCorsOrigins(`${PAGE_ORIGIN}, https://m.example.com`) },
  });
  closed = createApp({ db: handle.db, mediaDir: TEST_MEDIA_DIR });
});
afterAll(async () => {
  await handle?.close();
  await database?.drop();
});

describe('CORS on the API', () => {
  it('answers the preflight of a JSON call with a bearer token', async () => {
    const res = await app.request(DETAIL, {
      method: 'OPTIONS',
      headers: {
        origin: PAGE_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(PAGE_ORIGIN);
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toBe(
      'authorization,content-type,idempotency-key',
    );
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('lets a listed origin read an answer, a failure included', async () => {
    const res = await app.request(DETAIL, {
      method: 'POST',
      headers: { origin: PAGE_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ id: 1001, uid: 0 }),
    });
    // an empty database: the goods is unknown, and the browser may still read why
    expect(res.status).toBe(404);
    expect(res.headers.get('access-control-allow-origin')).toBe(PAGE_ORIGIN);
  });

  it('answers no other origin, none by default, and never null', async () => {
    const ask = (on: typeof app, origin: string) =>
      on.request(DETAIL, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json' },
        body: JSON.stringify({ id: 1001, uid: 0 }),
      });
    for (const origin of ['https://evil.example', 'null', 'https://shop.example.com.evil.example'])
      expect((await ask(app, origin)).headers.get('access-control-allow-origin'), origin).toBeNull();
    expect((await ask(closed, PAGE_ORIGIN)).headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses a CORS_ORIGINS entry that is not an exact http(s) origin', () => {
    for (const bad of ['null', '*', 'shop.example.com', 'https://shop.example.com/path', 'file:///x'])
      expect(() => parseCorsOrigins(bad), bad).toThrow(/CORS_ORIGINS/);
    expect(parseCorsOrigins('')).toEqual([]);
  });

  it('leaves the pages and the media alone', async () => {
    const media = await app.request('http://127.0.0.1/UpLoad/none.jpg', { headers: { origin: PAGE_ORIGIN } });
    expect(media.headers.get('access-control-allow-origin')).toBeNull();
  });
});

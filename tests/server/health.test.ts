/**
 * GET /healthz and GET /readyz for a load balancer (issue 20 item 5): liveness answers while the
 * process is up; readiness answers 200 only while the database takes a write, and 503 (within
 * its own time limit) while it cannot: read-only, locked, or gone.
 */
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { type DatabaseHandle, openDatabase } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { instanceHeartbeats } from '../../server/db/schema';
import { INSTANCE } from '../../server/routes/health';
import { TEST_MEDIA_DIR } from './harness';
import { createTestDatabase, type TestDatabase } from './test-database';

let database: TestDatabase;
let handle: DatabaseHandle;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  database = await createTestDatabase();
  handle = await openDatabase(database.options);
  await migrateDatabase(handle);
  app = createApp({ db: handle.db, mediaDir: TEST_MEDIA_DIR });
});
afterAll(async () => {
  await handle?.close().catch(() => {});
  await database?.drop();
});

/** Makes the database refuse this server's writes until the returned undo runs. */
async function refuseWrites(): Promise<() => Promise<void>> {
  if (handle.kind === 'pglite') {
    const { client } = handle;
    // PGlite has one session: every later statement of the server is read-only
    await client.query('SET default_transaction_read_only = on');
    return async () => {
      await client.query('SET default_transaction_read_only = off');
    };
  }
  // PostgreSQL: another session holds the heartbeat table; the probe's write waits past its limit
  const other = new pg.Client({ connectionString: handle.url });
  await other.connect();
  await other.query('BEGIN');
  await other.query('LOCK TABLE instance_heartbeats IN ACCESS EXCLUSIVE MODE');
  return async () => {
    await other.query('COMMIT');
    await other.end();
  };
}

describe('health', () => {
  it('/healthz answers 200 while the process is up, never cached', async () => {
    const res = await app.request('/healthz');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ status: 'ok', instance: INSTANCE });
  });

  it('/readyz answers 200 after writing this instance’s heartbeat', async () => {
    const res = await app.request('/readyz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ready', instance: INSTANCE });
    const rows = await handle.db
      .select()
      .from(instanceHeartbeats)
      .where(eq(instanceHeartbeats.instance, INSTANCE));
    expect(rows).toHaveLength(1);
  });

  it('/readyz answers 503 while the database refuses writes, and 200 again once it takes them', async () => {
    const undo = await refuseWrites();
    try {
      const res = await app.request('/readyz');
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ status: 'not ready', instance: INSTANCE });
      // liveness is not readiness: the process is still up
      expect((await app.request('/healthz')).status).toBe(200);
    } finally {
      await undo();
    }
    expect((await app.request('/readyz')).status).toBe(200);
  });

  it('/readyz answers 503 once the database is gone', async () => {
    await handle.close();
    const res = await app.request('/readyz');
    expect(res.status).toBe(503);
    expect((await app.request('/healthz')).status).toBe(200);
  });
});

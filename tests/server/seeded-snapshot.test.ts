/**
 * The seeded snapshot the test servers start from (tests/support/seeded-snapshot.ts) is the
 * catalogue the server's own migrations and seed make: the same rows in every catalogue table,
 * and a server started from it answers the same goods as one that seeded an empty database.
 * Were the snapshot stale or partial, every server and e2e test would run on the wrong data.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { catalogue } from '../../server/seed/catalogue';
import { countCatalogueRows, seed } from '../../server/seed/seed';
import { startServer } from '../../server/serve';
import { seededSnapshot } from '../support/seeded-snapshot';
import { reply, TEST_MEDIA_DIR } from './harness';

const DETAIL = '/api/62442353b9c1b';

let fromSnapshot: Awaited<ReturnType<typeof startServer>>;
let fromScratch: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  fromSnapshot = await startServer({
    port: 0,
    mediaDir: TEST_MEDIA_DIR,
    seed: true,
    dataDir: 'memory://',
    startFrom: await seededSnapshot(TEST_MEDIA_DIR),
  });
  fromScratch = await startServer({ port: 0, mediaDir: TEST_MEDIA_DIR, seed: true, dataDir: 'memory://' });
});
afterAll(async () => {
  await fromSnapshot?.close();
  await fromScratch?.close();
});

// Two PGlite databases made from nothing (initdb, migrations, seed) and compared table by table:
// a limit for a machine where CI runs four lanes on two cores, not a measure.
describe('the seeded snapshot', { timeout: 120_000 }, () => {
  it('holds the rows the migrations and the seed make, table by table', async () => {
    const snapshot = await openDatabase({
      dataDir: 'memory://',
      startFrom: await seededSnapshot(TEST_MEDIA_DIR),
    });
    const scratch = await openDatabase({ dataDir: 'memory://' });
    try {
      await migrateDatabase(scratch);
      await seed(scratch.db, catalogue, { mediaDir: TEST_MEDIA_DIR });
      const counts = await countCatalogueRows(snapshot.db);
      expect(counts).toEqual(await countCatalogueRows(scratch.db));
      expect(counts.goods).toBe(catalogue.goods.length);
    } finally {
      await snapshot.close();
      await scratch.close();
    }
  });

  it('serves the same goods as a server that seeded an empty database', async () => {
    for (const id of [1001, 1005]) {
      const ask = (url: string) =>
        fetch(url + DETAIL, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ id, uid: 0 }),
        }).then(reply);
      const [a, b] = await Promise.all([ask(fromSnapshot.url), ask(fromScratch.url)]);
      expect(a.status).toBe(200);
      expect(a.json).toEqual(b.json);
    }
  });
});

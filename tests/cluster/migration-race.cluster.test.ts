/**
 * F18: servers started at the same moment on one fresh PostgreSQL database used to race in their
 * migrations (`CREATE TYPE "media_role"` … duplicate key: one crashed, 3 times out of 3). Now they
 * take turns under an advisory lock: all come up, with one schema and one catalogue. Here the
 * servers start in this process, so their migrations begin within the same milliseconds (the
 * cluster test starts real processes, whose start-up spreads them out).
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import journal from '../../server/db/migrations/meta/_journal.json';
import { catalogue } from '../../server/seed/catalogue';
import { type RunningServer, startServer } from '../../server/serve';
import { TEST_MEDIA_DIR } from '../server/harness';
import { type ClusterDatabase, clusterDatabase } from './cluster-database';

const AT_ONCE = 4;
let database: ClusterDatabase;
let started: Array<PromiseSettledResult<RunningServer>> = [];

beforeAll(async () => {
  database = await clusterDatabase();
});
afterAll(async () => {
  for (const r of started) if (r.status === 'fulfilled') await r.value.close();
  await database?.drop();
});

it(`${AT_ONCE} servers started at once on a fresh database all come up, with one schema and one catalogue`, async () => {
  started = await Promise.allSettled(
    Array.from({ length: AT_ONCE }, () =>
      startServer({ port: 0, databaseUrl: database.url, mediaDir: TEST_MEDIA_DIR, seed: true }),
    ),
  );
  expect(started.flatMap((r) => (r.status === 'rejected' ? [String(r.reason)] : []))).toEqual([]);

  const sql = new pg.Client({ connectionString: database.url });
  await sql.connect();
  try {
    const count = async (query: string) => (await sql.query(query)).rows[0].n;
    expect(await count('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations')).toBe(
      journal.entries.length,
    );
    expect(await count('SELECT count(*)::int AS n FROM goods')).toBe(catalogue.goods.length);
    expect(await count('SELECT count(*)::int AS n FROM users')).toBe(catalogue.users.length);
  } finally {
    await sql.end();
  }
  for (const r of started) {
    if (r.status === 'fulfilled')
      expect((await fetch(`${r.value.url}/api/goods/featured?size=1`)).status).toBe(200);
  }
});

it('npm run db:migrate migrates a fresh database alone and exits 0 (a deploy that migrates first)', async () => {
  const fresh = await clusterDatabase();
  try {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/db/migrate-main.ts'], {
      cwd: fileURLToPath(new URL('../..', import.meta.url)),
      env: { ...process.env, DATABASE_URL: fresh.url },
      encoding: 'utf8',
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('migrations applied');
    const sql = new pg.Client({ connectionString: fresh.url });
    await sql.connect();
    try {
      const { rows } = await sql.query('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
      expect(rows[0].n).toBe(journal.entries.length);
      // no catalogue: migrating is not seeding
      expect((await sql.query('SELECT count(*)::int AS n FROM goods')).rows[0].n).toBe(0);
    } finally {
      await sql.end();
    }
  } finally {
    await fresh.drop();
  }
});

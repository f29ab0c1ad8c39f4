/**
 * Opens the database: PostgreSQL through node-postgres when a URL is given, else embedded PGlite
 * (a data directory, or `memory://` for tests). Both speak the same pg-core schema, so the rest
 * of the server sees one `Db` type and never asks which driver it runs on.
 */
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { checkDataDir, pgliteFailed } from './data-dir-check';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * The raw client rides along for what drizzle does not do: LISTEN for the detail cache
 * (server/cache/detail-invalidation.ts) and the migration lock (server/db/migrate.ts).
 */
export type DatabaseHandle =
  | { kind: 'pglite'; db: ReturnType<typeof drizzlePglite<Schema>>; client: PGlite; close(): Promise<void> }
  | {
      kind: 'pg';
      db: ReturnType<typeof drizzlePg<Schema>>;
      pool: pg.Pool;
      /** for connections of its own (LISTEN) */
      url: string;
      close(): Promise<void>;
    };

export interface DatabaseOptions {
  /** postgres://… ; wins over dataDir */
  databaseUrl?: string;
  /** PGlite data directory, or 'memory://' */
  dataDir?: string;
  /** the room the data directory's disk must have (default 16 MB); tests stand for a full disk */
  minFreeBytes?: number;
  /**
   * For 'memory://': the data directory (a tarball of PGlite's dumpDataDir) the database starts
   * from instead of an empty cluster. The tests start a migrated, seeded database that way in
   * about 0.5 s instead of 2.5 s (initdb, migrations, seed), dozens of times a run.
   */
  startFrom?: Blob;
}

export async function openDatabase({
  databaseUrl,
  dataDir,
  minFreeBytes,
  startFrom,
}: DatabaseOptions): Promise<DatabaseHandle> {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    // An idle connection the server ends (a PostgreSQL restart, a failover) must not end this
    // process with an unhandled 'error': the pool drops it and opens another on the next query.
    pool.on('error', (err) => console.error(`PostgreSQL 连接中断 / connection lost: ${err.message}`));
    const db = drizzlePg({ client: pool, schema });
    return { kind: 'pg', db, pool, url: databaseUrl, close: () => pool.end() };
  }
  const dir = dataDir ?? 'memory://';
  if (dir.startsWith('memory://')) {
    const client = await PGlite.create(dir, startFrom ? { loadDataDir: startFrom } : {});
    return { kind: 'pglite', db: drizzlePglite({ client, schema }), client, close: () => client.close() };
  }
  // a directory: checked before PGlite sees it (PGlite's own failures name neither the directory
  // nor the cause), and held by this process alone until closed
  checkDataDir(dir, { minFreeBytes });
  const release = lockDataDir(dir);
  let client: PGlite;
  try {
    client = await PGlite.create(dir);
  } catch (err) {
    release();
    throw pgliteFailed(dir, err);
  }
  return {
    kind: 'pglite',
    db: drizzlePglite({ client, schema }),
    client,
    async close() {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

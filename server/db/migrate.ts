/**
 * Applies the drizzle-kit migrations of server/db/migrations at start. The folder is found from
 * this file, not from the working directory, so the server can be started from anywhere.
 *
 * Several instances started at once on one fresh PostgreSQL database used to race: both ran
 * `CREATE TYPE "media_role"` and one crashed on the duplicate (issue 20, F18). Migrating, and
 * whatever else a start writes (the seed), now runs under a PostgreSQL advisory lock held by one
 * connection: the others wait for it, then find the schema and the catalogue in place (both are
 * idempotent). PGlite has one process by construction (server/db/data-dir-lock.ts).
 */
import { fileURLToPath } from 'node:url';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseHandle } from './client';
import { databaseUnreachable } from './connection-problem';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** pg_advisory_lock's key for "this server prepares the database"; any constant of our own. */
export const PREPARE_LOCK_KEY = 20_2011_0001;

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pg') await migratePg(handle.db, { migrationsFolder });
  else await migratePglite(handle.db, { migrationsFolder });
}

/**
 * Runs `work` while this process alone prepares the database: on PostgreSQL under a session
 * advisory lock on a connection of its own (released when the work ends or, should the process
 * die, when its connection drops), on PGlite directly.
 */
export async function underPrepareLock<T>(handle: DatabaseHandle, work: () => Promise<T>): Promise<T> {
  if (handle.kind === 'pglite') return work();
  // the first connection of a start: a database that cannot be reached is said plainly
  const connection = await handle.pool.connect().catch((err: unknown) => {
    throw databaseUnreachable(handle.url, err);
  });
  try {
    await connection.query('SELECT pg_advisory_lock($1)', [PREPARE_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await connection.query('SELECT pg_advisory_unlock($1)', [PREPARE_LOCK_KEY]);
    }
  } finally {
    connection.release();
  }
}

/** Migrates under the lock: what `npm run db:migrate` and every start do. */
export function migrateUnderLock(handle: DatabaseHandle): Promise<void> {
  return underPrepareLock(handle, () => migrateDatabase(handle));
}

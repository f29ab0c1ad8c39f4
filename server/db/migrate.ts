/**
 * Applies the drizzle-kit migrations of server/db/migrations at start. The folder is found from
 * this file, not from the working directory, so the server can be started from anywhere.
 */
import { fileURLToPath } from 'node:url';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseHandle } from './client';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pg') await migratePg(handle.db, { migrationsFolder });
  else await migratePglite(handle.db, { migrationsFolder });
}

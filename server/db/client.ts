/**
 * Opens the database: PostgreSQL through node-postgres when a URL is given, else embedded PGlite
 * (a data directory, or `memory://` for tests). Both speak the same pg-core schema, so the rest
 * of the server sees one `Db` type and never asks which driver it runs on.
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle =
  | { kind: 'pglite'; db: ReturnType<typeof drizzlePglite<Schema>>; close(): Promise<void> }
  | { kind: 'pg'; db: ReturnType<typeof drizzlePg<Schema>>; close(): Promise<void> };

export interface DatabaseOptions {
  /** postgres://… ; wins over dataDir */
  databaseUrl?: string;
  /** PGlite data directory, or 'memory://' */
  dataDir?: string;
}

export async function openDatabase({ databaseUrl, dataDir }: DatabaseOptions): Promise<DatabaseHandle> {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    const db = drizzlePg({ client: pool, schema });
    return { kind: 'pg', db, close: () => pool.end() };
  }
  const dir = dataDir ?? 'memory://';
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir);
  const db = drizzlePglite({ client, schema });
  return { kind: 'pglite', db, close: () => client.close() };
}

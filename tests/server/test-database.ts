/**
 * Where a server test keeps its data: a fresh in-memory PGlite by default, or, when
 * TEST_DATABASE_URL names a PostgreSQL server, a database of its own created for the test file
 * and dropped afterwards. A database per file (rather than one shared schema that is dropped and
 * recreated) lets vitest run the files in parallel against one server.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface TestDatabase {
  /** what startServer gets */
  options: { databaseUrl?: string; dataDir?: string };
  drop(): Promise<void>;
}

async function admin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { options: { dataDir: 'memory://' }, drop: async () => {} };

  const name = `plush_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    options: { databaseUrl: url.toString() },
    async drop() {
      await admin(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

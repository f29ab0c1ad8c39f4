/**
 * A fresh PostgreSQL database for a cluster test: on the lane's server (TEST_DATABASE_URL, set by
 * scripts/cluster/test-lane.ts) when there is one, else on a throwaway server of its own.
 */
import { startPostgres } from '../../scripts/cluster/postgres';
import { createTestDatabase } from '../server/test-database';

export interface ClusterDatabase {
  url: string;
  drop(): Promise<void>;
}

export async function clusterDatabase(): Promise<ClusterDatabase> {
  if (process.env.TEST_DATABASE_URL) {
    const database = await createTestDatabase();
    const url = database.options.databaseUrl;
    if (!url) throw new Error('createTestDatabase gave no PostgreSQL URL');
    return { url, drop: database.drop };
  }
  const server = await startPostgres({ fast: true });
  return { url: server.url, drop: server.stop };
}

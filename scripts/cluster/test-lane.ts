/**
 * `npm run test:cluster`, the cluster lane of `npm test` (issue 20 items 6 and 7): one throwaway
 * PostgreSQL (fsync off: it is thrown away) for
 * - the cluster tests (tests/cluster: instances started at once, nginx in front, one killed), and
 * - the server tests again, on PostgreSQL instead of PGlite (TEST_DATABASE_URL: each file gets a
 *   database of its own, tests/server/test-database.ts), so a PostgreSQL-only failure cannot land.
 * Both projects in one vitest run, one report: .test-results/cluster.json. The server files that
 * test PGlite's data directory (durability, data-dir) or its snapshot (seeded-snapshot), and those no database answer reaches
 * (DATABASE_BLIND), run in the server lane only.
 */
import { spawn } from 'node:child_process';
import { startPostgres } from './postgres';

const DATABASE_BLIND = [
  'port-in-use',
  'npm-start-signals',
  'media',
  'media-variants',
  'compression',
  'connections',
  'client-address',
  'cors',
  'security-headers',
  'html',
  'validate.property',
  'similarity-url',
  'similarity-signatures',
  'database-url',
  // Hostile input is refused before any query (server/http/validate.ts), and PGlite is PostgreSQL's
  // own engine: the same SQL answers the same. The two fuzz files took 121 s of this lane, and CI
  // must stay under 10 minutes.
  'fuzz',
  'fuzz-schemas',
];

const postgres = await startPostgres({ fast: true, log: (line) => console.log(`[cluster lane] ${line}`) });
let code = 1;
try {
  const vitest = spawn(
    'npx',
    [
      'vitest',
      'run',
      '--project',
      'cluster',
      '--project',
      'server',
      '--reporter=default',
      '--reporter=json',
      '--outputFile.json=.test-results/cluster.json',
      // these two test the embedded database's own directory (PGlite), whatever the URL: once is enough
      '--exclude=tests/server/durability.test.ts',
      '--exclude=tests/server/data-dir.test.ts',
      // the test servers' PGlite snapshot (tests/support/seeded-snapshot.ts): PGlite's alone, and it
      // timed out here once, beside the four other lanes
      '--exclude=tests/server/seeded-snapshot.test.ts',
      // these start PGlite or `npm start` of their own whatever the URL, or test HTTP, files and pure
      // functions that no database answer reaches: they cannot fail on PostgreSQL alone, and ran
      // twice for nothing (port-in-use alone took 44 s of the lane)
      ...DATABASE_BLIND.map((file) => `--exclude=tests/server/${file}.test.ts`),
      ...process.argv.slice(2),
    ],
    { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: postgres.adminUrl } },
  );
  code = await new Promise<number>((resolve) =>
    vitest.on('close', (c, signal) => resolve(c ?? (signal ? 1 : 0))),
  );
} finally {
  await postgres.stop();
}
process.exit(code);

/**
 * `npm run db:migrate`: applies the migrations and exits, for a deploy that migrates once before
 * starting (or restarting) its instances. The database is DATABASE_URL's, else the embedded one
 * in DATA_DIR (default .data), as `npm start` opens it. Instances migrate at start as well, under
 * the same lock, so running this is an option, not a step they depend on.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { StartupProblem } from '../startup-problem';
import { openDatabase } from './client';
import { migrateUnderLock } from './migrate';

const root = fileURLToPath(new URL('../..', import.meta.url));

async function main() {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = join(process.env.DATA_DIR || join(root, '.data'), 'pglite');
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    await migrateUnderLock(database);
  } finally {
    await database.close();
  }
  console.log(`数据库已迁移到最新版本 / migrations applied: ${databaseUrl ? 'DATABASE_URL' : dataDir}`);
}

main().catch((err) => {
  console.error(err instanceof StartupProblem ? err.message : err);
  process.exit(1);
});

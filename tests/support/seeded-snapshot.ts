/**
 * The demo catalogue's database, made once: a PGlite data directory, migrated and seeded by the
 * server's own code, dumped as a tarball that every test server on embedded PGlite starts from
 * (server/db/client.ts `startFrom`). Each server test file and each browser test file starts one
 * or more servers; from an empty cluster each paid initdb, the migrations and the seed (about
 * 2.5 s of a core, 5–10 s on CI's busy 2 cores); from the snapshot it is about 0.5 s. The server
 * still runs its migrations and seed at start: on this database both find nothing to do.
 *
 * Kept in .test-data/seeded/ under a key that changes with anything the snapshot depends on:
 * every file under server/ (the migrations, the seed, the code they use and the media they
 * generate), the media directory's path and the day (the seed dates suppliers from today).
 * A fresh clone, as CI's, makes it in its first test file.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { catalogue } from '../../server/seed/catalogue';
import { seed } from '../../server/seed/seed';

const root = fileURLToPath(new URL('../..', import.meta.url));

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

function keyOf(mediaDir: string): string {
  const hash = createHash('sha256');
  for (const file of filesUnder(join(root, 'server')).sort()) {
    hash.update(file.slice(root.length));
    hash.update(readFileSync(file));
  }
  hash.update(resolve(mediaDir));
  hash.update(new Date().toISOString().slice(0, 10));
  return hash.digest('hex').slice(0, 16);
}

async function makeSnapshot(mediaDir: string): Promise<Buffer> {
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    if (database.kind !== 'pglite') throw new Error('a snapshot is of an embedded database');
    await migrateDatabase(database);
    await seed(database.db, catalogue, { mediaDir });
    const dump = await database.client.dumpDataDir('none');
    return Buffer.from(await dump.arrayBuffer());
  } finally {
    await database.close();
  }
}

const made = new Map<string, Promise<Blob>>();

/** The seeded database for `mediaDir`, from the file made earlier or made now (once per process). */
export function seededSnapshot(mediaDir: string): Promise<Blob> {
  const key = keyOf(mediaDir);
  let snapshot = made.get(key);
  if (!snapshot) {
    snapshot = (async () => {
      const dir = join(root, '.test-data/seeded');
      const file = join(dir, `${key}.tar`);
      if (existsSync(file)) return new Blob([new Uint8Array(readFileSync(file))]);
      const bytes = await makeSnapshot(mediaDir);
      mkdirSync(dir, { recursive: true });
      // files and lanes run side by side: another may be writing the same key; a rename is whole
      const partial = `${file}.${process.pid}.partial`;
      writeFileSync(partial, bytes);
      renameSync(partial, file);
      return new Blob([new Uint8Array(bytes)]);
    })();
    made.set(key, snapshot);
  }
  return snapshot;
}

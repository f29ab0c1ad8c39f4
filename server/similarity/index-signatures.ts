/**
 * Computes and stores the signatures find-similar ranks by: one row of media_signatures per image
 * media row (videos are skipped; a video main item is matched through its poster, which is an
 * image row of its own).
 *
 * Runs after every seed (once the media files are written) and at every server start, so it must
 * be cheap when there is nothing to do: one query finds the image rows without a signature of the
 * current algorithm, and only those are computed. Reading ~700 JPEGs costs about two seconds of
 * CPU, which every fresh database (each server test file, the e2e server, a wiped .data) would pay
 * again for the same files; so the signatures are also kept beside the media, in
 * `<mediaDir>/.signature-cache.json`, keyed by URL path, size and mtime (ensureMedia writes a file
 * by renaming a fresh one into place, so a rewritten file has a new mtime). The cache sits outside
 * UpLoad/ and EnPic/, so it is never served. A lost cache only costs the time to compute again.
 *
 * Only files below mediaDir are read, at the places the media table names: nothing is fetched.
 */
import { readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Db } from '../db/client';
import { media, mediaSignatures } from '../db/schema';
import { eachLimited } from '../media/generate';
import { type MediaLocation, mediaDiskPath, mediaUrlPath } from '../media/paths';
import { COLOUR_BINS } from './colour-signature';
import { SIGNATURE_ALGORITHM, type StoredSignature, signatureOfImage } from './image-signature';
import { forgetLoadedSignatures } from './loaded-signatures';

export const SIGNATURE_CACHE_FILE = '.signature-cache.json';

/** Images decoded at once: the demo host has 2 cores. */
const CONCURRENCY = 2;
/** Rows per INSERT, far below Postgres' parameter limit. */
const CHUNK = 200;

export interface IndexReport {
  /** rows stored by this run */
  indexed: number;
  /** of those, signatures read from the images (the rest came from the file cache) */
  computed: number;
  /** URL paths of image rows whose file is missing or unreadable: they stay without a signature */
  skipped: string[];
}

const CachedSignature = v.object({
  size: v.number(),
  mtimeMs: v.number(),
  phash: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
  colour: v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(0))), v.length(COLOUR_BINS)),
});
type CachedSignature = v.InferOutput<typeof CachedSignature>;

const CacheFile = v.object({
  algorithm: v.string(),
  files: v.record(v.string(), v.unknown()),
});

/** The file cache's valid entries of the current algorithm; anything unreadable counts as empty. */
async function readCache(file: string): Promise<Map<string, CachedSignature>> {
  const entries = new Map<string, CachedSignature>();
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(file, 'utf8'));
  } catch {
    return entries;
  }
  const cache = v.safeParse(CacheFile, parsed);
  if (!cache.success || cache.output.algorithm !== SIGNATURE_ALGORITHM) return entries;
  for (const [url, value] of Object.entries(cache.output.files)) {
    const entry = v.safeParse(CachedSignature, value);
    if (entry.success) entries.set(url, entry.output);
  }
  return entries;
}

let tempCounter = 0;

/** Merges `fresh` into the cache file as it is now (another process may have added entries). */
async function writeCache(file: string, fresh: Map<string, CachedSignature>): Promise<void> {
  const merged = await readCache(file);
  for (const [url, entry] of fresh) merged.set(url, entry);
  tempCounter += 1;
  const temp = `${file}.${process.pid}.${tempCounter}.part`;
  try {
    await writeFile(
      temp,
      JSON.stringify({ algorithm: SIGNATURE_ALGORITHM, files: Object.fromEntries(merged) }),
    );
    await rename(temp, file);
  } catch {
    // the cache only saves time: failing to write it must not fail the indexing
    await rm(temp, { force: true });
  }
}

interface Pending {
  mediaId: number;
  url: string;
  file: string;
}

type Outcome =
  | { kind: 'stored'; mediaId: number; signature: StoredSignature; computed: boolean }
  | { kind: 'skipped'; url: string };

async function signatureFor(
  item: Pending,
  cache: Map<string, CachedSignature>,
  fresh: Map<string, CachedSignature>,
): Promise<Outcome> {
  let size: number;
  let mtimeMs: number;
  try {
    ({ size, mtimeMs } = await stat(item.file));
  } catch {
    return { kind: 'skipped', url: item.url };
  }
  const cached = cache.get(item.url);
  if (cached && cached.size === size && cached.mtimeMs === mtimeMs) {
    return { kind: 'stored', mediaId: item.mediaId, signature: cached, computed: false };
  }
  try {
    const signature = await signatureOfImage(item.file);
    fresh.set(item.url, { size, mtimeMs, ...signature });
    return { kind: 'stored', mediaId: item.mediaId, signature, computed: true };
  } catch {
    return { kind: 'skipped', url: item.url };
  }
}

/**
 * Stores the missing signatures of image media rows: all of them, or only those of `mediaIds`.
 * Idempotent: a row that has a signature of the current algorithm is never read again.
 */
export async function indexMediaSignatures(
  db: Db,
  mediaDir: string,
  mediaIds?: readonly number[],
): Promise<IndexReport> {
  const report: IndexReport = { indexed: 0, computed: 0, skipped: [] };
  if (mediaIds?.length === 0) return report;
  const rows = await db
    .select({ id: media.id, isEncry: media.isEncry, path: media.path, fname: media.fname })
    .from(media)
    .leftJoin(mediaSignatures, eq(mediaSignatures.mediaId, media.id))
    .where(
      and(
        eq(media.isVideo, false),
        or(isNull(mediaSignatures.mediaId), ne(mediaSignatures.algorithm, SIGNATURE_ALGORITHM)),
        mediaIds ? inArray(media.id, [...mediaIds]) : undefined,
      ),
    )
    .orderBy(media.id);
  if (rows.length === 0) return report;

  const pending: Pending[] = [];
  for (const row of rows) {
    const location: MediaLocation = { encrypted: row.isEncry, path: row.path, fname: row.fname };
    const url = mediaUrlPath(location);
    try {
      pending.push({ mediaId: row.id, url, file: mediaDiskPath(mediaDir, location) });
    } catch {
      // a stored path that would leave mediaDir is never read
      report.skipped.push(url);
    }
  }

  const cacheFile = path.join(mediaDir, SIGNATURE_CACHE_FILE);
  const cache = await readCache(cacheFile);
  const fresh = new Map<string, CachedSignature>();
  const outcomes: Outcome[] = [];
  await eachLimited(pending, CONCURRENCY, async (item) => {
    outcomes.push(await signatureFor(item, cache, fresh));
  });

  const stored = outcomes.flatMap((o) => (o.kind === 'stored' ? [o] : []));
  report.skipped.push(...outcomes.flatMap((o) => (o.kind === 'skipped' ? [o.url] : [])));
  for (let i = 0; i < stored.length; i += CHUNK) {
    const chunk = stored.slice(i, i + CHUNK).map((o) => ({
      mediaId: o.mediaId,
      algorithm: SIGNATURE_ALGORITHM,
      phash: o.signature.phash,
      colour: o.signature.colour,
    }));
    await db
      .insert(mediaSignatures)
      .values(chunk)
      .onConflictDoUpdate({
        target: mediaSignatures.mediaId,
        set: {
          algorithm: sql`excluded.algorithm`,
          phash: sql`excluded.phash`,
          colour: sql`excluded.colour`,
          computedAt: sql`now()`,
        },
      });
  }
  report.indexed = stored.length;
  report.computed = stored.filter((o) => o.computed).length;
  report.skipped.sort();
  if (fresh.size > 0) await writeCache(cacheFile, fresh);
  if (stored.length > 0) forgetLoadedSignatures(db);
  return report;
}

/**
 * One way of building the zip, measured in a process of its own (scripts/bench/zip.ts starts it
 * with `node --expose-gc --import tsx zip-child.ts <mode> <payload dir>`), so its peak memory is
 * its own. Prints one JSON line, a ChildResult.
 *
 * - app: the app's zip build, buildZip from services/zip-download (jszip, every entry STOREd,
 *   its internal stream gathered into a Blob), over the payload's bytes in memory: what the buyer waits for once
 *   the last byte is in (collectZip's second half).
 * - collect: the app's whole collectZip over an in-memory fetch that streams each file in 64 KB
 *   chunks, for its peak memory: the files' buffers and jszip's work, everything a download
 *   holds at once.
 * - floor: a plain concatenation of the same bytes, new Blob(parts), the app's kind of result.
 * - reference: a STORE writer without a library (scripts/bench/zip-store-reference.ts, not used by
 *   the app), on entries as a download built for it would leave them: each file after room for
 *   its header, its CRC-32 taken in 64 KB chunks as they would arrive.
 *
 * Every zip made is read back by jszip with its CRC-32s checked, each entry's bytes compared.
 * Memory: once the payload and the libraries are loaded (and, for reference, the entries made),
 * after a GC, VmHWM is reset to VmRSS (/proc/self/clear_refs), the build runs once, and the peak
 * above that baseline is reported.
 * Time (app, reference): the median of single builds after a warm-up (at least 5, as many as
 * move ~320 MB, at most 401), each next to one of the floor in the same process, so that a burst
 * of load on this shared machine, or a GC, falls on both alike.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import JSZip from 'jszip';
import type { DownloadFile } from '@/rules/download-files';
import { buildZip, collectZip } from '@/services/zip-download';
import { crc32, type StoredEntry, storeZip } from './zip-store-reference';

export type Mode = 'app' | 'collect' | 'floor' | 'reference';

export interface ChildResult {
  mode: Mode;
  entries: number;
  payloadBytes: number;
  /** the result's size: the zip, or the plain concatenation */
  outputBytes: number;
  /** app, reference: the median build time; 0 for the others (they only measure memory) */
  medianMs: number;
  /** app, reference: the floor's median, its samples taken in turns with the build's */
  floorMs: number;
  /** how many builds were timed (and as many of the floor) */
  runs: number;
  /** reference only: the median time of the CRC-32 of every byte in 64 KB chunks (done while fetching) */
  crcMs: number;
  /** VmHWM during one build minus VmRSS just before it */
  peakExtraBytes: number;
  /** whether every local header of the result says method 0 (STORE); true for the floor */
  allStored: boolean;
}

const CHUNK = 64 * 1024;
/** Builds timed: enough to move ~320 MB, at least 5 (the 28 MB payload: 12), at most 401. */
const TIMED_BYTES = 320 * 1024 * 1024;
const MIN_RUNS = 5;
const MAX_RUNS = 401;
const WARM_UP = 3;

function status(field: 'VmRSS' | 'VmHWM'): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync('/proc/self/status', 'utf8'));
  return match?.[1] ? Number(match[1]) * 1024 : 0;
}

function collectGarbage() {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('run with --expose-gc');
  gc();
  gc();
}

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** A fetch answering each file's URL from memory, its body in 64 KB chunks with Content-Length. */
function memoryFetch(served: ReadonlyMap<string, Uint8Array>): typeof fetch {
  return (async (input: RequestInfo | URL) => {
    const bytes = served.get(String(input));
    if (!bytes) return new Response(null, { status: 404 });
    let at = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (at >= bytes.byteLength) controller.close();
        else controller.enqueue(bytes.subarray(at, at + CHUNK));
        at += CHUNK;
      },
    });
    return new Response(body, { headers: { 'Content-Length': String(bytes.byteLength) } });
  }) as typeof fetch;
}

/** The compression method of every local header, walking the zip from its start. */
function methods(zip: Uint8Array): number[] {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const found: number[] = [];
  let at = 0;
  while (at + 30 <= zip.byteLength && view.getUint32(at, true) === 0x04034b50) {
    found.push(view.getUint16(at + 8, true));
    // Bit 3: the sizes follow the data; neither writer here uses it, and the walk needs them.
    if (view.getUint16(at + 6, true) & 0x08) throw new Error('a data descriptor: cannot walk this zip');
    at += 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true) + view.getUint32(at + 18, true);
  }
  return found;
}

/** Fails unless jszip reads `zip` back (CRC-32s checked) with `files`' names and bytes, in order. */
async function checkZip(zip: Uint8Array, files: ReadonlyArray<{ name: string; bytes: Uint8Array }>) {
  const read = await JSZip.loadAsync(zip, { checkCRC32: true });
  const names = Object.keys(read.files);
  if (names.join('/') !== files.map((file) => file.name).join('/'))
    throw new Error(`the zip's names: ${names.join(', ')}`);
  for (const file of files) {
    const bytes = await read.file(file.name)?.async('uint8array');
    if (!bytes || Buffer.compare(bytes, file.bytes) !== 0)
      throw new Error(`${file.name}: not the same bytes`);
  }
}

/**
 * The entries a download built for the reference writer would leave: each file copied after
 * `room` free bytes for its local header, its CRC-32 taken chunk by chunk as the bytes would come.
 */
function referenceEntries(files: ReadonlyArray<{ name: string; bytes: Uint8Array }>): StoredEntry[] {
  return files.map(({ name, bytes }) => {
    const room = 30 + 3 * name.length;
    const buffer = new Uint8Array(room + bytes.byteLength);
    buffer.set(bytes, room);
    let crc = 0;
    for (let at = 0; at < bytes.byteLength; at += CHUNK) crc = crc32(bytes.subarray(at, at + CHUNK), crc);
    return { name, bytes: buffer.subarray(room), crc, room };
  });
}

/** Runs `op` once on a clean baseline; the peak above it, and the result (kept until then). */
async function peakOf(op: () => Promise<Blob>): Promise<{ peak: number; output: Blob }> {
  collectGarbage();
  const baseline = status('VmRSS');
  try {
    writeFileSync('/proc/self/clear_refs', '5');
  } catch {
    throw new Error('cannot reset VmHWM (/proc/self/clear_refs): no clean peak');
  }
  const output = await op();
  return { peak: Math.max(0, status('VmHWM') - baseline), output };
}

async function main() {
  const [mode, dir] = process.argv.slice(2) as [Mode, string];
  const names = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8')) as string[];
  const files = await Promise.all(
    names.map(async (name) => ({ name, bytes: new Uint8Array(await readFile(path.join(dir, name))) })),
  );
  const payloadBytes = files.reduce((sum, file) => sum + file.bytes.byteLength, 0);
  const parts = files.map((file) => file.bytes);
  const floor = async () => new Blob(parts);
  const downloads: DownloadFile[] = files.map((file) => ({ name: file.name, url: `memory:/${file.name}` }));
  const fetchFn = memoryFetch(new Map(files.map((file, i) => [downloads[i]?.url ?? '', file.bytes])));

  let crcMs = 0;
  let build: () => Promise<Blob>;
  if (mode === 'app') {
    build = () => buildZip(files);
  } else if (mode === 'collect') {
    build = () => collectZip(downloads, { fetch: fetchFn });
  } else if (mode === 'floor') {
    build = floor;
  } else {
    const entries = referenceEntries(files);
    const crcTimes: number[] = [];
    for (let sample = 0; sample <= MIN_RUNS; sample += 1) {
      const started = performance.now();
      for (const file of files)
        for (let at = 0, crc = 0; at < file.bytes.byteLength; at += CHUNK)
          crc = crc32(file.bytes.subarray(at, at + CHUNK), crc);
      // The first is a warm-up.
      if (sample > 0) crcTimes.push(performance.now() - started);
    }
    crcMs = median(crcTimes);
    build = async () => storeZip(entries);
  }

  const { peak, output: first } = await peakOf(build);
  const output = new Uint8Array(await first.arrayBuffer());
  const stored = mode === 'floor' ? files.map(() => 0) : methods(output);
  if (stored.length !== files.length)
    throw new Error(`${mode}: ${stored.length} entries for ${files.length}`);
  if (mode !== 'floor') await checkZip(output, files);

  // Each build is timed alone, beside one of the floor (in turns, which goes first), and the
  // medians are taken over all of them: a build of the demo media by the reference writer lasts
  // ~0.2 ms, less than one time slice of another process on this shared machine, so the median
  // of single builds is what survives the load (sums of many builds are not; an A/A test of the
  // floor against itself gave ratios from 0.8 to 4.5 that way).
  const runs = Math.min(MAX_RUNS, Math.max(MIN_RUNS, Math.ceil(TIMED_BYTES / payloadBytes)));
  const timed = async (op: () => Promise<Blob>) => {
    const started = performance.now();
    await op();
    return performance.now() - started;
  };
  const times: number[] = [];
  const floorTimes: number[] = [];
  if (mode === 'app' || mode === 'reference') {
    for (let i = 0; i < WARM_UP; i += 1) await timed(build).then(() => timed(floor));
    collectGarbage();
    for (let i = 0; i < runs; i += 1) {
      if (i % 2 === 0) {
        times.push(await timed(build));
        floorTimes.push(await timed(floor));
      } else {
        floorTimes.push(await timed(floor));
        times.push(await timed(build));
      }
    }
  }

  const result: ChildResult = {
    mode,
    entries: files.length,
    payloadBytes,
    outputBytes: output.byteLength,
    medianMs: times.length > 0 ? median(times) : 0,
    floorMs: floorTimes.length > 0 ? median(floorTimes) : 0,
    runs: times.length,
    crcMs,
    peakExtraBytes: peak,
    allStored: stored.every((method) => method === 0),
  };
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

await main();

/**
 * 下载图片视频 and 下载视频 (spec §4, §9): fetch the goods' media, zip them, save the file.
 *
 * The zip writer (services/zip-store) and file-saver are imported when a download starts, never
 * before: most buyers never download, so neither is in the page's first load. The writer is
 * asked for beside the first requests, not before them: on a slow line a wait for it first would
 * be a wait with the ring standing still (it was 2.4 s with jszip's 96 KB at 40 KB/s).
 *
 * Progress is real: bytes received over the total of the responses' Content-Length, reported as
 * each chunk arrives, while fetching (0–99), then the zip (99–100). The files are fetched a few
 * at a time (Chromium opens 6 connections per host), so every started request is read at once
 * and the total is known as soon as each answer's headers are in; until then a file not yet
 * answered weighs what the answered ones weigh on average. The reported percent only goes up,
 * in whole steps: at most 101 reports a download, so the ring's renders need no other throttle.
 *
 * Memory and time: each file is held once. Its body is streamed into one buffer of its
 * Content-Length (no list of chunks beside it), and its CRC-32 is taken chunk by chunk as it
 * arrives, so once the last byte is in, the zip is one Blob of the files and their headers (media
 * are already compressed: every entry is STOREd, not deflated). The files are let go as soon as
 * the Blob has its copy, so only the zip itself remains while it is saved.
 */
import { appText, fill } from '@/copy/copy';
import type { DownloadFile, DownloadPhase, DownloadProgress } from '@/rules/download-files';
import type { StoredEntry } from './zip-store';

export interface DownloadOptions {
  signal?: AbortSignal;
  onProgress?: (progress: DownloadProgress) => void;
  /** the fetch to use (a test's fake); the browser's by default */
  fetch?: typeof fetch;
}

/**
 * The share of the bar the fetching takes: with the CRC-32s taken on the way, the zip at the end
 * is one copy of bytes already in memory, a few ms where the fetching takes seconds.
 */
export const FETCH_SHARE = 99;

/** As many requests as Chromium opens connections to one host over HTTP/1.1. */
const CONCURRENT_FETCHES = 6;

/** A download failure with a Chinese message fit to show the buyer. */
export class DownloadError extends Error {
  override readonly name = 'DownloadError';
}

/** Fetches `files` and zips them in their order; resolves with the zip, not yet saved. */
export async function collectZip(
  files: readonly DownloadFile[],
  options: DownloadOptions = {},
): Promise<Blob> {
  const { signal } = options;
  const report = progressReporter(options.onProgress, signal);
  const entries = await fetchEntries(files, { ...options, onProgress: (p) => report(p.phase, p.percent) });
  signal?.throwIfAborted();
  report('zipping', FETCH_SHARE);
  const { storeZip } = await import('./zip-store');
  // The Blob holds its own copy now; `entries` goes with this call, before the zip is saved.
  const blob = storeZip(entries);
  signal?.throwIfAborted();
  report('zipping', 100);
  return blob;
}

/**
 * The zip's entries, in the order of `files`: each file in one buffer with room for its zip
 * header in front, with its CRC-32 taken as its chunks arrived. Progress: fetching, 0 to
 * FETCH_SHARE. collectZip's first half; the benchmark (scripts/bench/zip.ts) runs it too.
 */
export async function fetchEntries(
  files: readonly DownloadFile[],
  options: DownloadOptions = {},
): Promise<StoredEntry[]> {
  const { signal, onProgress } = options;
  signal?.throwIfAborted();
  const report = progressReporter(onProgress, signal);
  report('fetching', 0);
  // The CRC-32 is taken as the chunks arrive, and the bodies are read as soon as they come, never
  // held back for the writer: the few chunks ahead of it wait in `unhashed` (see hashChunk).
  let crc32: Crc32 | null = null;
  const writer = import('./zip-store').then((module) => {
    crc32 = module.crc32;
    return module;
  });
  // A download that fails before any file needed the writer must not leave its failure unhandled.
  writer.catch(() => undefined);

  const tally: Tally[] = files.map(() => ({ expected: null, received: 0, finished: false }));
  const reportFetched = () => report('fetching', FETCH_SHARE * fetchedFraction(tally));
  // Filled by index as the files come in, whatever their order: the entries keep the gallery's.
  const entries: StoredEntry[] = [];

  await inPool(files.length, CONCURRENT_FETCHES, signal, async (index, poolSignal) => {
    const file = files[index] as DownloadFile;
    const state = tally[index] as Tally;
    const opened = await openFile(file, options.fetch ?? fetch, poolSignal);
    if (opened.length !== null) {
      state.expected = opened.length;
      reportFetched();
    }
    const hash: RunningCrc = { crc: 0, unhashed: [] };
    const room = headerRoom(file.name);
    const bytes = await readBody(file, opened, poolSignal, room, (chunk) => {
      hashChunk(hash, chunk, crc32);
      state.received += chunk.byteLength;
      reportFetched();
    });
    if (hash.unhashed.length > 0) hashChunk(hash, null, (await writer).crc32);
    state.finished = true;
    entries[index] = { name: file.name, bytes, crc: hash.crc, room };
    reportFetched();
  });
  await writer;
  return entries;
}

/** Saves a built file through the browser's download (file-saver's saveAs). */
export async function saveFile(blob: Blob, fileName: string): Promise<void> {
  const { default: saveAs } = await import('file-saver');
  saveAs(blob, fileName);
}

/** 下载图片视频 in one call: collect the zip, then save it as `zipName`. */
export async function downloadZip(
  request: { zipName: string; files: readonly DownloadFile[] },
  options: DownloadOptions & { save?: typeof saveFile } = {},
): Promise<void> {
  const blob = await collectZip(request.files, options);
  await (options.save ?? saveFile)(blob, request.zipName);
}

/** 下载视频: fetch the mp4 (progress 0–100 while fetching) and save it under the file's name. */
export async function downloadVideo(
  video: DownloadFile,
  options: DownloadOptions & { save?: typeof saveFile } = {},
): Promise<void> {
  const { signal, onProgress } = options;
  signal?.throwIfAborted();
  const report = progressReporter(onProgress, signal);
  report('fetching', 0);
  const opened = await openFile(video, options.fetch ?? fetch, signal);
  const expected = opened.length;
  let received = 0;
  const bytes = await readBody(video, opened, signal, 0, (chunk) => {
    received += chunk.byteLength;
    if (expected) report('fetching', (99 * Math.min(received, expected)) / expected);
  });
  // The Blob takes its own copy of the bytes; `bytes` is not used after this line.
  const blob = new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'video/mp4' });
  signal?.throwIfAborted();
  await (options.save ?? saveFile)(blob, video.name);
  report('fetching', 100);
}

// ── parts ──────────────────────────────────────────────────────────────────────────────────

type Crc32 = (bytes: Uint8Array, crc?: number) => number;

/**
 * The bytes kept free in front of a file's buffer for its zip local header: 30 bytes and the
 * name, at most 3 UTF-8 bytes per UTF-16 unit. storeZip writes the header there, so header and
 * file are one part of the zip's Blob, with no copy and no small part between two files.
 */
const headerRoom = (name: string) => 30 + 3 * name.length;

/** A file's CRC-32 so far, and the chunks that arrived before the writer's module did. */
interface RunningCrc {
  crc: number;
  unhashed: Uint8Array[];
}

/**
 * Adds `chunk` to the file's CRC-32, in order: while `crc32` is not loaded yet the chunk is kept
 * (so those few bytes are held twice for a moment: they are in the file's buffer too), and hashed
 * with the next chunk
 * that finds it loaded, or at the file's end.
 */
function hashChunk(running: RunningCrc, chunk: Uint8Array | null, crc32: Crc32 | null) {
  if (chunk) running.unhashed.push(chunk);
  if (!crc32) return;
  for (const waiting of running.unhashed) running.crc = crc32(waiting, running.crc);
  running.unhashed.length = 0;
}

/**
 * Calls onProgress with whole percents, only when the percent grows or the phase changes, and
 * never once the download is aborted (its listener, a stopped machine, is gone).
 */
function progressReporter(onProgress: DownloadOptions['onProgress'], signal: AbortSignal | undefined) {
  let last: DownloadProgress | null = null;
  return (phase: DownloadPhase, raw: number) => {
    if (signal?.aborted) return;
    const percent = Math.min(100, Math.max(last?.percent ?? 0, Math.floor(raw)));
    if (last && percent === last.percent && phase === last.phase) return;
    last = { phase, percent };
    onProgress?.(last);
  };
}

interface Tally {
  /** the answer's Content-Length; null before its headers, or when it sent none */
  expected: number | null;
  received: number;
  finished: boolean;
}

/** The fetched share of all bytes, 0–1: each file weighs its length (an estimate until known). */
function fetchedFraction(tally: readonly Tally[]): number {
  const weightOf = (t: Tally) => (t.finished ? t.received : t.expected);
  const known = tally.map(weightOf).filter((w): w is number => w !== null);
  const average = known.length > 0 ? known.reduce((a, b) => a + b, 0) / known.length : 1;
  let total = 0;
  let done = 0;
  for (const t of tally) {
    const weight = weightOf(t) ?? average;
    total += weight;
    done += t.finished ? weight : Math.min(t.received, weight);
  }
  return total > 0 ? done / total : 1;
}

/**
 * Runs `task` for 0…count-1, at most `limit` at a time. The first failure aborts the others (their
 * fetches stop) and is thrown; the caller's signal aborts all.
 */
async function inPool(
  count: number,
  limit: number,
  signal: AbortSignal | undefined,
  task: (index: number, signal: AbortSignal) => Promise<void>,
): Promise<void> {
  const failed = new AbortController();
  const poolSignal = signal ? AbortSignal.any([signal, failed.signal]) : failed.signal;
  let next = 0;
  const worker = async () => {
    while (next < count) {
      poolSignal.throwIfAborted();
      const index = next;
      next += 1;
      await task(index, poolSignal);
    }
  };
  const workers = Array.from({ length: Math.min(limit, count) }, () =>
    worker().catch((error: unknown) => {
      failed.abort(error);
      throw error;
    }),
  );
  const results = await Promise.allSettled(workers);
  // The caller's abort wins; otherwise the first real failure (not the aborts it caused).
  signal?.throwIfAborted();
  const first = results.find(
    (r): r is PromiseRejectedResult => r.status === 'rejected' && !isAbort(r.reason),
  );
  if (first) throw first.reason;
  const any = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (any) throw any.reason;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** A file's answer, its headers in, its body not yet read. */
interface OpenedFile {
  response: Response;
  /** the body's length from Content-Length, or null */
  length: number | null;
}

/** Requests one file; fails with a Chinese message naming it when the network or the server does. */
async function openFile(
  file: DownloadFile,
  fetchFn: typeof fetch,
  signal: AbortSignal | undefined,
): Promise<OpenedFile> {
  let response: Response;
  try {
    response = await fetchFn(file.url, signal ? { signal } : {});
  } catch (error) {
    if (isAbort(error) || signal?.aborted) throw signal?.reason ?? error;
    throw new DownloadError(fill(appText.downloadFileNetwork, { name: file.name }));
  }
  if (!response.ok) {
    throw new DownloadError(fill(appText.downloadFileFailed, { name: file.name, status: response.status }));
  }
  return { response, length: declaredLength(response) };
}

/**
 * One file's bytes, streamed into a single buffer of its Content-Length after `room` free bytes;
 * `onChunk` sees every chunk as it arrives. Without a length (or when the server sent more than
 * it said) the chunks are joined at the end: the one case where a file is briefly held twice.
 */
async function readBody(
  file: DownloadFile,
  { response, length }: OpenedFile,
  signal: AbortSignal | undefined,
  room: number,
  onChunk: (chunk: Uint8Array) => void,
): Promise<Uint8Array> {
  if (!response.body) {
    const whole = new Uint8Array(await response.arrayBuffer());
    onChunk(whole);
    return whole;
  }
  const reader = response.body.getReader();
  let buffer = new Uint8Array(room + (length ?? 0)).subarray(room);
  let filled = 0;
  const extra: Uint8Array[] = [];
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (filled + value.byteLength <= buffer.byteLength && extra.length === 0) {
        buffer.set(value, filled);
      } else {
        extra.push(value);
      }
      filled += value.byteLength;
      onChunk(value);
    }
  } catch (error) {
    if (isAbort(error) || signal?.aborted) throw signal?.reason ?? error;
    throw new DownloadError(fill(appText.downloadFileNetwork, { name: file.name }));
  }
  if (extra.length > 0) {
    const joined = new Uint8Array(room + filled).subarray(room);
    const head = filled - extra.reduce((sum, chunk) => sum + chunk.byteLength, 0);
    joined.set(buffer.subarray(0, head), 0);
    let offset = head;
    for (const chunk of extra) {
      joined.set(chunk, offset);
      offset += chunk.byteLength;
    }
    buffer = joined;
  }
  // A body shorter than its Content-Length was cut off on the way: not a whole file.
  if (length !== null && filled < length) {
    throw new DownloadError(fill(appText.downloadFileNetwork, { name: file.name }));
  }
  return buffer;
}

/** Content-Length as the number of body bytes, or null when absent or not about the body. */
function declaredLength(response: Response): number | null {
  // With a Content-Encoding the length counts the encoded bytes, not what the stream yields.
  if (response.headers.get('Content-Encoding')) return null;
  const value = Number(response.headers.get('Content-Length'));
  return Number.isSafeInteger(value) && value >= 0 && response.headers.has('Content-Length') ? value : null;
}

/**
 * 下载图片视频 and 下载视频 (spec §4, §9): fetch the goods' media, zip them, save the file.
 *
 * jszip and file-saver are imported when a download starts, never before: most buyers never
 * download, so neither is in the page's first load (vite puts each in its own chunk). jszip is
 * asked for beside the first media requests, not before them: on a slow line, waiting for its
 * 96 KB first would hold the ring at 0 % (2.4 s at 40 KB/s) while no media byte moves.
 *
 * Progress is real: bytes received over the total of the responses' Content-Length, reported as
 * each chunk arrives, while fetching (0–90), then jszip's own percent while zipping (90–100). The
 * files are fetched a few at a time (Chromium opens 6 connections per host), so every started
 * request is read at once and the total is known as soon as each answer's headers are in; until
 * then a file not yet answered weighs what the answered ones weigh on average. The reported
 * percent only goes up, in whole steps: at most 101 reports a download, so the ring's renders
 * need no other throttle.
 *
 * Memory: each file is held once. Its body is streamed into one buffer of its Content-Length (no
 * list of chunks beside it) and handed to jszip as it is (jszip keeps the buffer, it does not copy
 * it); once the archive is built nothing refers to the files any more, so only the zip remains
 * while it is saved. While it is built, jszip's streamed output goes straight into the Blob, so at
 * most the files and the Blob are held, about 2× the media (npm run bench, zip, measures it). Media are already compressed: every entry is STOREd, not deflated.
 *
 * Why jszip is slower than it could be (npm run bench, zip): it computes each entry's CRC-32 in
 * JS once the last byte is in, and moves the bytes through its worker pipeline in 16 KB steps
 * with a tick between each: 10–40× the time of a plain concatenation of the same bytes. jszip is
 * the library this project chose; the benchmark reports the target as missed, with a library-free
 * STORE writer measured beside it (scripts/bench/zip-store-reference.ts) for the user to weigh.
 */

import { fill } from '@/copy/copy';
import { laterText } from '@/copy/later-text';
import type { DownloadFile, DownloadPhase, DownloadProgress } from '@/rules/download-files';

export interface DownloadOptions {
  signal?: AbortSignal;
  onProgress?: (progress: DownloadProgress) => void;
  /** the fetch to use (a test's fake); the browser's by default */
  fetch?: typeof fetch;
}

/** The share of the bar the fetching takes; zipping STOREd entries is a copy, far quicker. */
export const FETCH_SHARE = 90;

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
  signal?.throwIfAborted();
  const report = progressReporter(options.onProgress, signal);
  report('fetching', 0);
  // Asked for now, beside the first requests; buildZip waits for it once every byte is in.
  loadJszip();

  const entries = await fetchFiles(files, options.fetch ?? fetch, signal, (fraction) =>
    report('fetching', FETCH_SHARE * fraction),
  );
  signal?.throwIfAborted();
  report('zipping', FETCH_SHARE);
  const blob = await buildZip(entries, {
    onPercent: (percent) => report('zipping', FETCH_SHARE + ((100 - FETCH_SHARE) * percent) / 100),
  });
  signal?.throwIfAborted();
  report('zipping', 100);
  return blob;
}

/** One file of the zip: its name in the archive and its bytes. */
export interface ZipEntry {
  name: string;
  bytes: Uint8Array;
}

/**
 * The zip of `entries`, in their order, every one STOREd, built by jszip (its internal stream);
 * `onPercent` gets jszip's own percent, 0–100. collectZip's second half; the benchmark
 * (scripts/bench/zip.ts) times it against a plain concatenation of the same bytes.
 *
 * The entries' date is `now` in local time: jszip writes the Date's UTC fields into the zip's
 * MS-DOS time, which has no time zone and which unzip and Explorer read as local time (jszip
 * issue #369), so a buyer in China would see the files 8 hours older than they are. The Date
 * handed to jszip is shifted by the time zone's offset, so its UTC fields are the local ones.
 */
export async function buildZip(
  entries: readonly ZipEntry[],
  options: { onPercent?: (percent: number) => void; now?: Date } = {},
): Promise<Blob> {
  const { default: JSZip } = await loadJszip();
  const now = options.now ?? new Date();
  const date = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  const zip = new JSZip();
  for (const { name, bytes } of entries) zip.file(name, bytes, { binary: true, compression: 'STORE', date });
  // jszip's streamed output, gathered straight into the Blob: generateAsync would first join it
  // into one buffer and copy that into the Blob, holding the media about three times over. `zip`
  // (and through it the files' buffers) goes with this call: only the Blob is returned.
  const parts: Uint8Array<ArrayBuffer>[] = [];
  await new Promise<void>((resolve, reject) => {
    zip
      .generateInternalStream({ type: 'uint8array', compression: 'STORE' })
      .on('data', (chunk, metadata) => {
        parts.push(chunk as Uint8Array<ArrayBuffer>);
        options.onPercent?.(metadata.percent);
      })
      .on('error', reject)
      .on('end', resolve)
      .resume();
  });
  return new Blob(parts, { type: 'application/zip' });
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
  const bytes = await readBody(video, opened, signal, (chunk) => {
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

const importJszip = () => import('jszip');
let jszipLoading: ReturnType<typeof importJszip> | null = null;

/**
 * jszip's module, one import for collectZip's early ask and buildZip's wait. A failed load (a
 * dropped line) is forgotten, so the next download asks again; it is handled here, so a download
 * that fails before the zip is built leaves no unhandled rejection behind.
 */
function loadJszip(): ReturnType<typeof importJszip> {
  if (jszipLoading) return jszipLoading;
  const loading = importJszip();
  jszipLoading = loading;
  loading.catch(() => {
    if (jszipLoading === loading) jszipLoading = null;
  });
  return loading;
}

/**
 * Every file's bytes, in the order of `files` whatever order they come in, at most
 * CONCURRENT_FETCHES at a time; `onFraction` gets the fetched share of all bytes (0–1) with every
 * answer's headers and every chunk received.
 */
async function fetchFiles(
  files: readonly DownloadFile[],
  fetchFn: typeof fetch,
  signal: AbortSignal | undefined,
  onFraction: (fraction: number) => void,
): Promise<ZipEntry[]> {
  const tally: Tally[] = files.map(() => ({ expected: null, received: 0, finished: false }));
  const reportFetched = () => onFraction(fetchedFraction(tally));
  // Filled by index as the files come in: the entries keep the gallery's order.
  const entries: ZipEntry[] = [];
  await inPool(files.length, CONCURRENT_FETCHES, signal, async (index, poolSignal) => {
    const file = files[index] as DownloadFile;
    const state = tally[index] as Tally;
    const opened = await openFile(file, fetchFn, poolSignal);
    if (opened.length !== null) {
      state.expected = opened.length;
      reportFetched();
    }
    const bytes = await readBody(file, opened, poolSignal, (chunk) => {
      state.received += chunk.byteLength;
      reportFetched();
    });
    state.finished = true;
    entries[index] = { name: file.name, bytes };
    reportFetched();
  });
  return entries;
}

/**
 * Calls onProgress with whole percents, only when the percent grows or the phase changes, and
 * never once the download is aborted (its listener, a stopped machine, is gone).
 */
function progressReporter(onProgress: DownloadOptions['onProgress'], signal: AbortSignal | undefined) {
  let last: DownloadProgress | null = null;
  return (phase: DownloadPhase, raw: number) => {
    if (signal?.aborted) return;
    // A hair under a whole percent by float rounding (90 × 0.7 = 62.999…) is that percent.
    const percent = Math.min(100, Math.max(last?.percent ?? 0, Math.floor(raw + 1e-9)));
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
    throw new DownloadError(fill(laterText.downloadFileNetwork, { name: file.name }));
  }
  if (!response.ok) {
    throw new DownloadError(fill(laterText.downloadFileFailed, { name: file.name, status: response.status }));
  }
  return { response, length: declaredLength(response) };
}

/**
 * One file's bytes, streamed into a single buffer of its Content-Length; `onChunk` sees every
 * chunk as it arrives. Without a length (or when the server sent more than
 * it said) the chunks are joined at the end: the one case where a file is briefly held twice.
 */
async function readBody(
  file: DownloadFile,
  { response, length }: OpenedFile,
  signal: AbortSignal | undefined,
  onChunk: (chunk: Uint8Array) => void,
): Promise<Uint8Array> {
  if (!response.body) {
    const whole = new Uint8Array(await response.arrayBuffer());
    onChunk(whole);
    return whole;
  }
  const reader = response.body.getReader();
  let buffer = new Uint8Array(length ?? 0);
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
    throw new DownloadError(fill(laterText.downloadFileNetwork, { name: file.name }));
  }
  if (extra.length > 0) {
    const joined = new Uint8Array(filled);
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
    throw new DownloadError(fill(laterText.downloadFileNetwork, { name: file.name }));
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

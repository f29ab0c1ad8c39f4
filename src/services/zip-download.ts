/**
 * 下载图片视频 and 下载视频 (spec §4, §9): fetch the goods' media, zip them, save the file.
 *
 * jszip and file-saver are imported when a download starts, never before: most buyers never
 * download, so neither is in the page's first load (vite puts each in its own chunk).
 *
 * Progress is real: bytes received over the total of the responses' Content-Length, while
 * fetching (0–90), then jszip's own percent while zipping (90–100). The files are fetched a few
 * at a time (Chromium opens 6 connections per host), so every started request is read at once
 * and the total is known as soon as each answer's headers are in; until then a file not yet
 * answered weighs what the answered ones weigh on average. The reported percent only goes up.
 *
 * Memory: each file is held once. Its body is streamed into one buffer of its Content-Length (no
 * list of chunks beside it), handed to the zip as soon as the files before it are in (entries
 * keep the gallery's order), and dropped from the zip once the archive is built, so only the zip
 * itself remains while it is saved. Media are already compressed: the entries are STOREd, not
 * deflated, which also keeps the zipping phase short.
 */
import { appText, fill } from '@/copy/copy';
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
  const { signal, onProgress } = options;
  signal?.throwIfAborted();
  const report = progressReporter(onProgress, signal);
  report('fetching', 0);
  const { default: JSZip } = await import('jszip');
  const zip = new JSZip();

  const tally = files.map(() => ({ expected: null as number | null, received: 0, finished: false }));
  const reportFetched = () => report('fetching', FETCH_SHARE * fetchedFraction(tally));
  // Fetched files waiting for the ones before them, so the entries keep the gallery's order.
  const waiting = new Map<number, Uint8Array>();
  let nextEntry = 0;
  const addInOrder = () => {
    for (let bytes = waiting.get(nextEntry); bytes; bytes = waiting.get(nextEntry)) {
      waiting.delete(nextEntry);
      zip.file(entryName(files, nextEntry), bytes, { binary: true });
      nextEntry += 1;
    }
  };

  await inPool(files.length, CONCURRENT_FETCHES, signal, async (index, poolSignal) => {
    const file = files[index] as DownloadFile;
    const state = tally[index] as (typeof tally)[number];
    const bytes = await fetchBytes(file, options.fetch ?? fetch, poolSignal, {
      onLength: (length) => {
        state.expected = length;
        reportFetched();
      },
      onChunk: (size) => {
        state.received += size;
        reportFetched();
      },
    });
    state.finished = true;
    waiting.set(index, bytes);
    addInOrder();
    reportFetched();
  });

  signal?.throwIfAborted();
  report('zipping', FETCH_SHARE);
  const blob = await zip.generateAsync(
    { type: 'blob', compression: 'STORE', mimeType: 'application/zip' },
    (metadata) => report('zipping', FETCH_SHARE + ((100 - FETCH_SHARE) * metadata.percent) / 100),
  );
  // The archive holds its own copy now: let the fetched files go before the zip is saved.
  for (const [index] of files.entries()) zip.remove(entryName(files, index));
  signal?.throwIfAborted();
  report('zipping', 100);
  return blob;
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
  let expected: number | null = null;
  let received = 0;
  const bytes = await fetchBytes(video, options.fetch ?? fetch, signal, {
    onLength: (length) => {
      expected = length;
    },
    onChunk: (size) => {
      received += size;
      if (expected) report('fetching', (99 * Math.min(received, expected)) / expected);
    },
  });
  // The Blob takes its own copy of the bytes; `bytes` is not used after this line.
  const blob = new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'video/mp4' });
  signal?.throwIfAborted();
  await (options.save ?? saveFile)(blob, video.name);
  report('fetching', 100);
}

// ── parts ──────────────────────────────────────────────────────────────────────────────────

const entryName = (files: readonly DownloadFile[], index: number) => (files[index] as DownloadFile).name;

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

/**
 * One file's bytes, streamed into a single buffer of its Content-Length. Without a length (or
 * when the server sent more than it said) the chunks are joined at the end: the one case where
 * a file is briefly held twice.
 */
async function fetchBytes(
  file: DownloadFile,
  fetchFn: typeof fetch,
  signal: AbortSignal | undefined,
  listen: { onLength: (length: number) => void; onChunk: (size: number) => void },
): Promise<Uint8Array> {
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
  const length = declaredLength(response);
  if (length !== null) listen.onLength(length);
  if (!response.body) {
    const whole = new Uint8Array(await response.arrayBuffer());
    listen.onChunk(whole.byteLength);
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
      listen.onChunk(value.byteLength);
    }
  } catch (error) {
    if (isAbort(error) || signal?.aborted) throw signal?.reason ?? error;
    throw new DownloadError(fill(appText.downloadFileNetwork, { name: file.name }));
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

// @vitest-environment node
/**
 * The zip service (services/zip-download.ts) with a fake fetch: the zip's entries (names, order,
 * bytes, CRC-32, STORE, local dates), the progress (monotonic, moving with every received chunk,
 * fetching while jszip still loads, then jszip's own percent, ending at 100), the failures (an
 * HTTP error, the network, a cut body) and the caller's abort.
 */
import JSZip from 'jszip';
import { describe, expect, it, vi } from 'vitest';
import { fill } from '@/copy/copy';
import { laterText } from '@/copy/later-text';
import type { DownloadFile, DownloadProgress } from '@/rules/download-files';
import { collectZip, DownloadError, downloadVideo, downloadZip, FETCH_SHARE } from '@/services/zip-download';

/** Distinct bytes per file, so an entry can be told from another. */
const bytesOf = (size: number, seed: number) =>
  Uint8Array.from({ length: size }, (_, i) => (i * 7 + seed) % 256);

interface FakeFile {
  bytes: Uint8Array;
  status?: number;
  /** false: no Content-Length header */
  length?: boolean;
  /** the body stops after this many bytes (a cut connection) */
  cutAt?: number;
  /** ms before the headers arrive */
  delay?: number;
}

const CHUNK = 100;

/** A fetch over `files` by URL whose bodies stream CHUNK bytes per read, one tick apart. */
function fakeFetch(files: Record<string, FakeFile>) {
  const calls: Array<{ url: string; signal: AbortSignal | undefined }> = [];
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const signal = init?.signal ?? undefined;
    calls.push({ url, signal });
    const file = files[url];
    if (!file) throw new TypeError('fetch failed');
    await new Promise((resolve) => setTimeout(resolve, file.delay ?? 0));
    signal?.throwIfAborted();
    const end = file.cutAt ?? file.bytes.length;
    let offset = 0;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        await new Promise((resolve) => setTimeout(resolve, 1));
        if (signal?.aborted) {
          controller.error(signal.reason);
          return;
        }
        if (offset >= end) {
          if (file.cutAt !== undefined) controller.error(new TypeError('network error'));
          else controller.close();
          return;
        }
        controller.enqueue(file.bytes.slice(offset, Math.min(offset + CHUNK, end)));
        offset += CHUNK;
      },
    });
    const headers = new Headers({ 'Content-Type': 'application/octet-stream' });
    if (file.length !== false) headers.set('Content-Length', String(file.bytes.length));
    return new Response(body, { status: file.status ?? 200, headers });
  });
  return { fetch: fetchFn as unknown as typeof fetch, calls };
}

const video = bytesOf(1000, 1);
const image1 = bytesOf(300, 2);
const image2 = bytesOf(500, 3);
const files: DownloadFile[] = [
  { name: '1.mp4', url: '/UpLoad/goods/1001/main.mp4' },
  { name: '2.jpg', url: '/UpLoad/goods/1001/g1.jpg' },
  { name: '3.jpg', url: '/UpLoad/goods/1001/g2.jpg' },
];
const served = (overrides: Partial<Record<number, Partial<FakeFile>>> = {}) => ({
  [files[0]?.url ?? '']: { bytes: video, ...overrides[0] },
  [files[1]?.url ?? '']: { bytes: image1, ...overrides[1] },
  [files[2]?.url ?? '']: { bytes: image2, ...overrides[2] },
});

/** The local file headers of a zip: each entry's name, compression method and stored bytes. */
function localEntries(zip: Uint8Array) {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const entries: Array<{ name: string; method: number; time: number; date: number; data: Uint8Array }> = [];
  let at = 0;
  while (view.getUint32(at, true) === 0x04034b50) {
    const method = view.getUint16(at + 8, true);
    const time = view.getUint16(at + 10, true);
    const date = view.getUint16(at + 12, true);
    const size = view.getUint32(at + 18, true);
    const nameLength = view.getUint16(at + 26, true);
    const extraLength = view.getUint16(at + 28, true);
    const name = new TextDecoder().decode(zip.subarray(at + 30, at + 30 + nameLength));
    const start = at + 30 + nameLength + extraLength;
    entries.push({ name, method, time, date, data: zip.subarray(start, start + size) });
    at = start + size;
  }
  return entries;
}

describe('collectZip', () => {
  it('zips every file in the given order, named 1.mp4, 2.jpg, …, byte for byte, STOREd', async () => {
    // The last file answers first: the entries still keep the gallery's order.
    const { fetch } = fakeFetch(served({ 0: { delay: 30 }, 1: { delay: 15 } }));
    const blob = await collectZip(files, { fetch });
    expect(blob.type).toBe('application/zip');
    const bytes = new Uint8Array(await blob.arrayBuffer());

    const entries = localEntries(bytes);
    expect(entries.map((e) => e.name)).toEqual(['1.mp4', '2.jpg', '3.jpg']);
    // Method 0 is STORE: media are already compressed.
    expect(entries.map((e) => e.method)).toEqual([0, 0, 0]);
    expect(entries.map((e) => Array.from(e.data))).toEqual([video, image1, image2].map((b) => Array.from(b)));

    // And jszip reads it back the same (central directory included), each CRC-32 checked.
    const read = await JSZip.loadAsync(bytes, { checkCRC32: true });
    expect(Object.keys(read.files)).toEqual(['1.mp4', '2.jpg', '3.jpg']);
    await expect(read.file('3.jpg')?.async('uint8array')).resolves.toEqual(image2);
  });

  it('reports one progress that only grows: bytes over the total Content-Length, then zipping, then 100', async () => {
    const { fetch } = fakeFetch(served());
    const reports: DownloadProgress[] = [];
    await collectZip(files, { fetch, onProgress: (p) => reports.push(p) });

    const percents = reports.map((r) => r.percent);
    expect(percents[0]).toBe(0);
    expect(percents.at(-1)).toBe(100);
    for (const [i, p] of percents.entries())
      if (i > 0) expect(p).toBeGreaterThanOrEqual(percents[i - 1] ?? 0);
    expect(percents.every((p) => Number.isInteger(p) && p >= 0 && p <= 100)).toBe(true);

    // Fetching first, up to FETCH_SHARE; then zipping, from FETCH_SHARE to 100.
    const phases = reports.map((r) => r.phase);
    const firstZipping = phases.indexOf('zipping');
    expect(phases.slice(0, firstZipping).every((p) => p === 'fetching')).toBe(true);
    expect(phases.slice(firstZipping).every((p) => p === 'zipping')).toBe(true);
    expect(reports[firstZipping - 1]).toEqual({ phase: 'fetching', percent: FETCH_SHARE });
    // Real steps: every fetching percent is a count of received bytes over all 1800, never a guess.
    const total = video.length + image1.length + image2.length;
    const possible = new Set(
      Array.from({ length: total / CHUNK + 1 }, (_, k) => Math.floor((FETCH_SHARE * k * CHUNK) / total)),
    );
    for (const r of reports.filter((report) => report.phase === 'fetching'))
      expect(possible.has(r.percent), `${r.percent}`).toBe(true);
    // Many steps, not a jump from 0 to the end.
    expect(new Set(percents).size).toBeGreaterThan(8);
    // Zipping moves with jszip's own percent between FETCH_SHARE and 100, not in one jump.
    const zipping = reports.filter((r) => r.phase === 'zipping').map((r) => r.percent);
    expect(zipping.some((p) => p > FETCH_SHARE && p < 100)).toBe(true);
  });

  it('reports progress with every chunk received, before the next one is read', async () => {
    // One 1000-byte file in ten chunks of 100, each handed over only when the reader asks for it
    // (highWaterMark 0): at each ask the page must already show the bytes received so far.
    const size = 1000;
    const bytes = bytesOf(size, 9);
    const reports: DownloadProgress[] = [];
    const shownAtEachRead: number[] = [];
    let sent = 0;
    const fetch = (async () => {
      const body = new ReadableStream<Uint8Array>(
        {
          pull(controller) {
            shownAtEachRead.push(reports.at(-1)?.percent ?? -1);
            if (sent >= size) controller.close();
            else controller.enqueue(bytes.slice(sent, sent + 100));
            sent += 100;
          },
        },
        { highWaterMark: 0 },
      );
      return new Response(body, { headers: { 'Content-Length': String(size) } });
    }) as unknown as typeof globalThis.fetch;

    const blob = await collectZip([{ name: '1.jpg', url: '/1.jpg' }], {
      fetch,
      onProgress: (p) => reports.push(p),
    });

    // Chunk k in: FETCH_SHARE × k/10 percent, shown before chunk k+1 is asked for.
    const perChunk = Array.from({ length: 10 }, (_, k) => Math.floor((FETCH_SHARE * (k + 1) * 100) / size));
    expect(shownAtEachRead).toEqual([0, ...perChunk]);
    const fetching = reports.filter((r) => r.phase === 'fetching');
    expect(fetching).toEqual([
      { phase: 'fetching', percent: 0 },
      ...perChunk.map((percent) => ({ phase: 'fetching', percent })),
    ]);
    // Then jszip's part, from FETCH_SHARE to 100.
    expect(reports[fetching.length]).toEqual({ phase: 'zipping', percent: FETCH_SHARE });
    expect(reports.at(-1)).toEqual({ phase: 'zipping', percent: 100 });
    const read = await JSZip.loadAsync(await blob.arrayBuffer(), { checkCRC32: true });
    await expect(read.file('1.jpg')?.async('uint8array')).resolves.toEqual(bytes);
  });

  it('reads the bodies while jszip is still loading: the ring moves before the library is in', async () => {
    // jszip's module is held back: on a slow line it arrives after the first media bytes do.
    let release = () => {};
    const loaded = new Promise<void>((resolve) => {
      release = resolve;
    });
    let asked = 0;
    vi.resetModules();
    vi.doMock('jszip', async (importOriginal) => {
      asked += 1;
      await loaded;
      return importOriginal();
    });
    try {
      const { collectZip: collect } = await import('@/services/zip-download');
      const { fetch, calls } = fakeFetch(served());
      const reports: DownloadProgress[] = [];
      const zipping = collect(files, { fetch, onProgress: (p) => reports.push(p) });
      // jszip was asked for when the download started, beside the first requests.
      await vi.waitFor(() => expect(asked).toBe(1));
      expect(calls.length).toBeGreaterThan(0);
      // Every byte came in and the ring moved all the way while jszip was away.
      await vi.waitFor(() => expect(reports.at(-1)).toEqual({ phase: 'zipping', percent: FETCH_SHARE }));
      expect(new Set(reports.map((r) => r.percent)).size).toBeGreaterThan(8);
      release();
      const read = await JSZip.loadAsync(await (await zipping).arrayBuffer(), { checkCRC32: true });
      await expect(read.file('1.mp4')?.async('uint8array')).resolves.toEqual(video);
      await expect(read.file('3.jpg')?.async('uint8array')).resolves.toEqual(image2);
      expect(reports.at(-1)).toEqual({ phase: 'zipping', percent: 100 });
    } finally {
      release();
      vi.doUnmock('jszip');
      vi.resetModules();
    }
  });

  it("dates the entries in the buyer's local time, as unzip and Explorer read a zip's time", async () => {
    // 14:37:58 on 21 Nov 2026 in Shanghai (UTC+8) is 06:37:58 UTC: the zip must say 14:37:58.
    const zone = process.env.TZ;
    process.env.TZ = 'Asia/Shanghai';
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T06:37:58Z'));
    try {
      const { fetch } = fakeFetch(served());
      const entries = localEntries(new Uint8Array(await (await collectZip(files, { fetch })).arrayBuffer()));
      // MS-DOS time and date: hours << 11 | minutes << 5 | seconds / 2; (year − 1980) << 9 | month << 5 | day.
      for (const entry of entries) {
        expect(entry.time, entry.name).toBe((14 << 11) | (37 << 5) | (58 >> 1));
        expect(entry.date, entry.name).toBe(((2026 - 1980) << 9) | (11 << 5) | 21);
      }
    } finally {
      vi.useRealTimers();
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('works without Content-Length too, and still ends at 100', async () => {
    const { fetch } = fakeFetch(served({ 0: { length: false }, 2: { length: false } }));
    const reports: DownloadProgress[] = [];
    const blob = await collectZip(files, { fetch, onProgress: (p) => reports.push(p) });
    const entries = localEntries(new Uint8Array(await blob.arrayBuffer()));
    expect(entries.map((e) => e.data.length)).toEqual([1000, 300, 500]);
    expect(Array.from(entries[0]?.data ?? [])).toEqual(Array.from(video));
    expect(reports.at(-1)).toEqual({ phase: 'zipping', percent: 100 });
  });

  it('zips nothing into an empty zip when the goods has no media', async () => {
    const { fetch, calls } = fakeFetch({});
    const blob = await collectZip([], { fetch });
    expect(calls).toEqual([]);
    expect(Object.keys((await JSZip.loadAsync(await blob.arrayBuffer())).files)).toEqual([]);
  });

  it('fails with a Chinese message naming the file and the status, and stops the other fetches', async () => {
    const { fetch, calls } = fakeFetch(served({ 1: { status: 404 } }));
    const failure = collectZip(files, { fetch });
    await expect(failure).rejects.toThrow(DownloadError);
    await expect(failure).rejects.toThrow(fill(laterText.downloadFileFailed, { name: '2.jpg', status: 404 }));
    expect(calls.map((c) => c.signal?.aborted)).toEqual([true, true, true]);
  });

  it('fails when the network does, or a body is cut short', async () => {
    const unreachable = fakeFetch({ [files[0]?.url ?? '']: { bytes: video } });
    await expect(collectZip(files, { fetch: unreachable.fetch })).rejects.toThrow(
      fill(laterText.downloadFileNetwork, { name: '2.jpg' }),
    );
    const cut = fakeFetch(served({ 2: { cutAt: 200 } }));
    await expect(collectZip(files, { fetch: cut.fetch })).rejects.toThrow(
      fill(laterText.downloadFileNetwork, { name: '3.jpg' }),
    );
  });

  it('stops when the caller aborts: the fetches are aborted, no zip is made', async () => {
    const { fetch, calls } = fakeFetch(served());
    const controller = new AbortController();
    const reports: DownloadProgress[] = [];
    const running = collectZip(files, {
      fetch,
      signal: controller.signal,
      onProgress: (p) => {
        reports.push(p);
        if (p.percent > 10) controller.abort();
      },
    });
    await expect(running).rejects.toMatchObject({ name: 'AbortError' });
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.every((c) => c.signal?.aborted)).toBe(true);
    expect(reports.some((r) => r.phase === 'zipping')).toBe(false);
  });

  it('does not start when already aborted', async () => {
    const { fetch, calls } = fakeFetch(served());
    await expect(collectZip(files, { fetch, signal: AbortSignal.abort() })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(calls).toEqual([]);
  });
});

describe('downloadZip and downloadVideo', () => {
  it('saves the zip under its name', async () => {
    const { fetch } = fakeFetch(served());
    const save = vi.fn(async (_blob: Blob, _name: string) => {});
    await downloadZip({ zipName: '网红软萌泰迪熊公仔+礼盒装.zip', files }, { fetch, save });
    expect(save).toHaveBeenCalledOnce();
    const [blob, name] = save.mock.calls[0] ?? [];
    expect(name).toBe('网红软萌泰迪熊公仔+礼盒装.zip');
    expect(localEntries(new Uint8Array(await (blob as Blob).arrayBuffer())).map((e) => e.name)).toEqual([
      '1.mp4',
      '2.jpg',
      '3.jpg',
    ]);
  });

  it('saves the video alone as an mp4 under the title, with its progress up to 100', async () => {
    const { fetch, calls } = fakeFetch(served());
    const save = vi.fn(async (_blob: Blob, _name: string) => {});
    const reports: DownloadProgress[] = [];
    const mp4 = { name: '网红软萌泰迪熊公仔.mp4', url: files[0]?.url ?? '' };
    await downloadVideo(mp4, { fetch, save, onProgress: (p) => reports.push(p) });
    expect(calls.map((c) => c.url)).toEqual([mp4.url]);
    const [blob, name] = save.mock.calls[0] ?? [];
    expect(name).toBe(mp4.name);
    expect((blob as Blob).type).toBe('video/mp4');
    expect(new Uint8Array(await (blob as Blob).arrayBuffer())).toEqual(video);
    const percents = reports.map((r) => r.percent);
    expect(percents[0]).toBe(0);
    expect(percents.at(-1)).toBe(100);
    for (const [i, p] of percents.entries()) if (i > 0) expect(p).toBeGreaterThan(percents[i - 1] ?? 0);
  });

  it('does not save a video that failed', async () => {
    const { fetch } = fakeFetch(served({ 0: { status: 503 } }));
    const save = vi.fn(async () => {});
    await expect(downloadVideo({ name: 'a.mp4', url: files[0]?.url ?? '' }, { fetch, save })).rejects.toThrow(
      DownloadError,
    );
    expect(save).not.toHaveBeenCalled();
  });
});

// @vitest-environment node
/**
 * The zip writer (services/zip-store.ts): its CRC-32 against the standard's check value and a
 * bit-by-bit one, taken whole or in chunks; the zip it builds read back by jszip (CRC-32s
 * checked), every entry STOREd, names in UTF-8, the local date and time; and the header written
 * into the room before a file's bytes gives the very same zip as without room.
 */
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { crc32, type StoredEntry, storeZip } from '@/services/zip-store';

const bytesOf = (size: number, seed: number) =>
  Uint8Array.from({ length: size }, (_, i) => (i * 31 + seed * 17 + (i >> 3)) % 256);

/** CRC-32 (IEEE 802.3, reflected, as zip uses it) one bit at a time: slow, and plainly right. */
function bitwiseCrc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** `bytes` copied after `room` free bytes of a buffer of their own, as the download keeps them. */
function withRoom(bytes: Uint8Array, room: number): Uint8Array {
  const buffer = new Uint8Array(room + bytes.byteLength);
  buffer.set(bytes, room);
  return buffer.subarray(room);
}

const files = [
  { name: '1.mp4', bytes: bytesOf(5000, 1) },
  { name: '2.jpg', bytes: bytesOf(1234, 2) },
  { name: '泰迪熊 主图.jpg', bytes: bytesOf(77, 3) },
  { name: 'empty.jpg', bytes: new Uint8Array(0) },
];
const entries = (room: (name: string) => number | undefined): StoredEntry[] =>
  files.map(({ name, bytes }) => {
    const free = room(name);
    return {
      name,
      bytes: free === undefined ? bytes : withRoom(bytes, free),
      crc: crc32(bytes),
      ...(free === undefined ? {} : { room: free }),
    };
  });

const when = new Date(2026, 10, 21, 14, 37, 58);

describe('crc32', () => {
  it('gives the standard check value and the bit-by-bit CRC, whole or chunk by chunk', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
    expect(crc32(new Uint8Array(0))).toBe(0);
    for (const size of [1, 7, 8, 9, 63, 64, 1000, 4099]) {
      const bytes = bytesOf(size, size);
      const whole = crc32(bytes);
      expect(whole, `${size} bytes`).toBe(bitwiseCrc32(bytes));
      // Chunks of every odd size, as a network hands them over.
      for (const step of [1, 3, 8, 13, 500]) {
        let running = 0;
        for (let at = 0; at < size; at += step) running = crc32(bytes.subarray(at, at + step), running);
        expect(running, `${size} bytes by ${step}`).toBe(whole);
      }
    }
  });
});

describe('storeZip', () => {
  it('builds a zip jszip reads back: names (UTF-8) in order, bytes, CRC-32s, the date, all STOREd', async () => {
    const blob = storeZip(
      entries(() => undefined),
      when,
    );
    expect(blob.type).toBe('application/zip');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    const zip = await JSZip.loadAsync(bytes, { checkCRC32: true });
    expect(Object.keys(zip.files)).toEqual(files.map((f) => f.name));
    for (const file of files) {
      const entry = zip.file(file.name);
      await expect(entry?.async('uint8array'), file.name).resolves.toEqual(file.bytes);
    }
    // Every local header: method 0 (STORE), the UTF-8 flag, the time and date as MS-DOS keeps
    // them, in local time (what unzip and Explorer show), the size twice (nothing compressed).
    const view = new DataView(bytes.buffer);
    let at = 0;
    for (const file of files) {
      const name = new TextEncoder().encode(file.name);
      expect(view.getUint32(at, true)).toBe(0x04034b50);
      expect(view.getUint16(at + 6, true)).toBe(0x0800);
      expect(view.getUint16(at + 8, true)).toBe(0);
      expect(view.getUint16(at + 10, true)).toBe((14 << 11) | (37 << 5) | (58 >> 1));
      expect(view.getUint16(at + 12, true)).toBe(((2026 - 1980) << 9) | (11 << 5) | 21);
      expect(view.getUint32(at + 18, true)).toBe(file.bytes.byteLength);
      expect(view.getUint32(at + 22, true)).toBe(file.bytes.byteLength);
      expect(bytes.subarray(at + 30, at + 30 + name.byteLength)).toEqual(name);
      at += 30 + name.byteLength + file.bytes.byteLength;
    }
    // The whole zip is the files plus 30 + 46 bytes and the name twice a file, plus 22.
    const names = files.reduce((sum, f) => sum + new TextEncoder().encode(f.name).byteLength, 0);
    const data = files.reduce((sum, f) => sum + f.bytes.byteLength, 0);
    expect(bytes.byteLength).toBe(data + files.length * 76 + 2 * names + 22);
  });

  it('writes each header into the room before the bytes when there is enough, for the same zip', async () => {
    const plain = new Uint8Array(
      await storeZip(
        entries(() => undefined),
        when,
      ).arrayBuffer(),
    );
    // Exactly enough room, more than enough, and too little for one file (its header goes apart).
    const exact = entries((name) => 30 + new TextEncoder().encode(name).byteLength);
    const generous = entries((name) => 30 + 3 * name.length);
    const short = entries((name) => (name === '2.jpg' ? 10 : 64));
    for (const [label, made] of [
      ['exact', exact],
      ['generous', generous],
      ['short', short],
    ] as const) {
      await expect(
        storeZip(made, when)
          .arrayBuffer()
          .then((b) => new Uint8Array(b)),
        label,
      ).resolves.toEqual(plain);
    }
    // Too little room: nothing before the bytes was touched.
    const tooShort = short[1] as StoredEntry;
    expect(new Uint8Array(tooShort.bytes.buffer, 0, 10)).toEqual(new Uint8Array(10));
  });

  it('builds an empty zip (just its end record) for no files', async () => {
    const bytes = new Uint8Array(await storeZip([], when).arrayBuffer());
    expect(bytes.byteLength).toBe(22);
    expect(new DataView(bytes.buffer).getUint32(0, true)).toBe(0x06054b50);
    expect(Object.keys((await JSZip.loadAsync(bytes)).files)).toEqual([]);
  });
});

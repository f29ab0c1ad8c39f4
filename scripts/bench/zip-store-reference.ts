/**
 * REFERENCE ONLY, bench code: not used by the app. The app builds its zip with jszip, the library
 * this project chose (src/services/zip-download.ts); this writer is what the zip benchmark
 * (scripts/bench/zip.ts) measures beside it, so the user can weigh a library-free alternative.
 *
 * A zip of STOREd entries (PKWARE APPNOTE 6.3: local headers, the bytes as they are, the central
 * directory), built from bytes whose CRC-32 is already known. Photos and videos are already
 * compressed, so a zip of them is a copy of the bytes plus ~100 bytes a file; what costs is the
 * CRC-32 every entry must carry. jszip computes it when the zip is generated, after the last byte
 * arrived, and moves the data in 16 KB steps with a tick between each. A writer like this one
 * would take the CRC chunk by chunk while the files download (the network is far slower than the
 * hash) and write each local header into room the download leaves before each file's bytes, so
 * that building the zip at the end is one Blob of the parts, about what a plain concatenation
 * costs; it would also spare the page jszip's 28 KB gzip.
 *
 * Limits: no Zip64, so under 65,535 entries and 4 GiB in all.
 */

/** One file of the zip: its name (UTF-8), its bytes and their CRC-32 (crc32 over all of them). */
export interface StoredEntry {
  name: string;
  bytes: Uint8Array;
  crc: number;
  /**
   * How many bytes just before `bytes`, in its buffer, are free for storeZip to write the entry's
   * local header into (a download built for this writer would leave them). With room enough,
   * header and bytes are one part of the Blob; without, the header is a small part of its own.
   */
  room?: number;
}

const LOCAL_HEADER = 30;
const CENTRAL_HEADER = 46;
const END_OF_CENTRAL_DIRECTORY = 22;
const MAX_ENTRIES = 0xffff;
const MAX_BYTES = 0xffffffff;
/** 2.0: the version that brought the UTF-8 flag's neighbours; every unzip reads it. */
const VERSION = 20;
/** General purpose flag bit 11: the names are UTF-8 (the entries may be named in Chinese). */
const UTF8_NAMES = 0x0800;
const STORE = 0;
const encoder = new TextEncoder();

/**
 * The CRC-32 table for slicing by 8 (eight bytes a step): ~2–3× the speed of the byte-by-byte
 * loop in V8, built once on first use rather than shipped.
 */
let table: Int32Array | null = null;

function crcTable(): Int32Array {
  if (table) return table;
  const t = new Int32Array(256 * 8);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c;
  }
  for (let n = 0; n < 256; n += 1) {
    let c = t[n] as number;
    for (let slice = 1; slice < 8; slice += 1) {
      c = (t[c & 0xff] as number) ^ (c >>> 8);
      t[slice * 256 + n] = c;
    }
  }
  table = t;
  return t;
}

/** The CRC-32 (IEEE, as zip wants it) of `bytes`, continuing from `crc` (0 for the first chunk). */
export function crc32(bytes: Uint8Array, crc = 0): number {
  const t = crcTable();
  let c = ~crc;
  let i = 0;
  const end8 = bytes.length - 8;
  // Indexing a typed array inside its bounds: the `as number` only tells the checker so.
  for (; i <= end8; i += 8) {
    const low =
      c ^
      ((bytes[i] as number) |
        ((bytes[i + 1] as number) << 8) |
        ((bytes[i + 2] as number) << 16) |
        ((bytes[i + 3] as number) << 24));
    c =
      (t[1792 + (low & 0xff)] as number) ^
      (t[1536 + ((low >>> 8) & 0xff)] as number) ^
      (t[1280 + ((low >>> 16) & 0xff)] as number) ^
      (t[1024 + (low >>> 24)] as number) ^
      (t[768 + (bytes[i + 4] as number)] as number) ^
      (t[512 + (bytes[i + 5] as number)] as number) ^
      (t[256 + (bytes[i + 6] as number)] as number) ^
      (t[bytes[i + 7] as number] as number);
  }
  for (; i < bytes.length; i += 1) c = (t[(c ^ (bytes[i] as number)) & 0xff] as number) ^ (c >>> 8);
  return ~c >>> 0;
}

/**
 * MS-DOS time and date of `when` in local time, as zip keeps them (two-second steps, 1980–2107)
 * and as unzip and Explorer show them.
 */
function dosDateTime(when: Date): { time: number; date: number } {
  const year = Math.min(Math.max(when.getFullYear(), 1980), 2107);
  return {
    time: (when.getHours() << 11) | (when.getMinutes() << 5) | (when.getSeconds() >> 1),
    date: ((year - 1980) << 9) | ((when.getMonth() + 1) << 5) | when.getDate(),
  };
}

interface HeaderFields {
  name: Uint8Array;
  crc: number;
  size: number;
  time: number;
  date: number;
}

/** A local file header at `at` in `view`, its name included. */
function writeLocalHeader(view: DataView, at: number, { name, crc, size, time, date }: HeaderFields) {
  view.setUint32(at, 0x04034b50, true);
  view.setUint16(at + 4, VERSION, true);
  view.setUint16(at + 6, UTF8_NAMES, true);
  view.setUint16(at + 8, STORE, true);
  view.setUint16(at + 10, time, true);
  view.setUint16(at + 12, date, true);
  view.setUint32(at + 14, crc, true);
  view.setUint32(at + 18, size, true);
  view.setUint32(at + 22, size, true);
  view.setUint16(at + 26, name.byteLength, true);
  // No extra field; written, since the room before a file's bytes is not known to be zero.
  view.setUint16(at + 28, 0, true);
  for (const [i, byte] of name.entries()) view.setUint8(at + LOCAL_HEADER + i, byte);
}

/**
 * The zip of `entries`, in their order, every one STOREd. The Blob takes its own copy of the
 * bytes: the caller can let `entries` go as soon as this returns. The work beside that copy is
 * ~100 bytes of headers written a file, into the room before each file's bytes when it has some
 * (a Blob of one part per file, as a plain concatenation would be), else into one shared buffer.
 */
export function storeZip(entries: readonly StoredEntry[], modified: Date = new Date()): Blob {
  if (entries.length > MAX_ENTRIES) throw new RangeError(`a zip without Zip64 holds ${MAX_ENTRIES} files`);
  const { time, date } = dosDateTime(modified);
  const names = entries.map((entry) => encoder.encode(entry.name));
  const namesBytes = names.reduce((sum, name) => sum + name.byteLength, 0);
  // Room for every local header, used only by the entries without room of their own.
  const localBytes = entries.length * LOCAL_HEADER + namesBytes;
  const centralBytes = entries.length * CENTRAL_HEADER + namesBytes;
  const headers = new Uint8Array(localBytes + centralBytes + END_OF_CENTRAL_DIRECTORY);
  const view = new DataView(headers.buffer);
  const parts: BlobPart[] = [];
  /** where the next local header goes in `headers`, and the next central one */
  let local = 0;
  let central = localBytes;
  /** the zip's length so far: where the next local header goes in the zip */
  let offset = 0;
  for (const [index, entry] of entries.entries()) {
    const name = names[index] as Uint8Array;
    const size = entry.bytes.byteLength;
    const crc = entry.crc >>> 0;
    if (offset + LOCAL_HEADER + name.byteLength + size > MAX_BYTES)
      throw new RangeError('a zip without Zip64 holds 4 GiB');
    const localAt = offset;

    const headerSize = LOCAL_HEADER + name.byteLength;
    const fields = { name, crc, size, time, date };
    if ((entry.room ?? 0) >= headerSize && entry.bytes.byteOffset >= headerSize) {
      const start = entry.bytes.byteOffset - headerSize;
      const buffer = entry.bytes.buffer as ArrayBuffer;
      writeLocalHeader(new DataView(buffer, start, headerSize), 0, fields);
      parts.push(new Uint8Array(buffer, start, headerSize + size));
    } else {
      writeLocalHeader(view, local, fields);
      parts.push(headers.subarray(local, local + headerSize), entry.bytes as Uint8Array<ArrayBuffer>);
      local += headerSize;
    }

    view.setUint32(central, 0x02014b50, true);
    view.setUint16(central + 4, VERSION, true);
    view.setUint16(central + 6, VERSION, true);
    view.setUint16(central + 8, UTF8_NAMES, true);
    view.setUint16(central + 10, STORE, true);
    view.setUint16(central + 12, time, true);
    view.setUint16(central + 14, date, true);
    view.setUint32(central + 16, crc, true);
    view.setUint32(central + 20, size, true);
    view.setUint32(central + 24, size, true);
    view.setUint16(central + 28, name.byteLength, true);
    // extra field, comment, disk number, internal and external attributes (30–41): none, zero.
    view.setUint32(central + 42, localAt, true);
    headers.set(name, central + CENTRAL_HEADER);
    central += CENTRAL_HEADER + name.byteLength;

    offset += headerSize + size;
  }
  // End of central directory: this disk and the directory's disk (4, 6) are 0, no comment.
  view.setUint32(central, 0x06054b50, true);
  view.setUint16(central + 8, entries.length, true);
  view.setUint16(central + 10, entries.length, true);
  view.setUint32(central + 12, centralBytes, true);
  view.setUint32(central + 16, offset, true);
  parts.push(headers.subarray(localBytes));
  return new Blob(parts, { type: 'application/zip' });
}

/**
 * A DCT perceptual hash: the image as luma on a small square grid, its 16 × 16 lowest 2-D DCT
 * frequencies, one bit per frequency (above the median of the frequencies or not). Similar images
 * have few differing bits, so the Hamming distance of two hashes measures how alike they look.
 *
 * Two choices differ from the textbook 64-bit pHash, both measured on the demo catalogue (every
 * image against every other, "are all goods of the same silhouette nearer than every other
 * goods"):
 * - 256 bits (16 × 16 frequencies) instead of 64: with 64 the same silhouette in another colour
 *   was sometimes nearer a different toy; with 256 never.
 * - Only the upper 7/8 of the image is hashed. Toys are left–right symmetric, so their odd
 *   horizontal frequencies are near zero and a small asymmetric mark decides those bits: the shop
 *   label in the bottom corner (our images carried '1001 g1', '1001 c2', … until issue 19; marketplace photos carry
 *   watermarks there) made two renderings of one image differ in ~45 of 256 bits; without the
 *   bottom band they differ in none.
 *
 * Pure: pixels in, hex text out, so it is tested without images.
 */

/** Bits per hash. */
export const PHASH_BITS = 256;
/** Frequencies per axis: PHASH_BITS = FREQS². */
const FREQS = 16;

/** cos((2x + 1) u π / 2n) for u < FREQS, x < n: the DCT-II basis, one table per length. */
function basis(n: number): Float64Array {
  const table = new Float64Array(FREQS * n);
  for (let u = 0; u < FREQS; u++) {
    for (let x = 0; x < n; x++) table[u * n + x] = Math.cos(((2 * x + 1) * u * Math.PI) / (2 * n));
  }
  return table;
}

const basisCache = new Map<number, Float64Array>();
function basisOf(n: number): Float64Array {
  let table = basisCache.get(n);
  if (!table) {
    table = basis(n);
    basisCache.set(n, table);
  }
  return table;
}

/** ITU-R BT.601 luma of interleaved RGB pixels. */
export function lumaOf(rgb: ArrayLike<number>, pixels: number): Float64Array {
  if (rgb.length < pixels * 3) throw new Error(`expected ${pixels} RGB pixels, got ${rgb.length} values`);
  const luma = new Float64Array(pixels);
  for (let i = 0; i < pixels; i++) {
    luma[i] = 0.299 * (rgb[i * 3] ?? 0) + 0.587 * (rgb[i * 3 + 1] ?? 0) + 0.114 * (rgb[i * 3 + 2] ?? 0);
  }
  return luma;
}

/**
 * The 256-bit hash of a `side` × `side` image given as interleaved RGB (3 bytes per pixel, rows
 * top to bottom), as 64 lowercase hex digits. `side` must be at least 16; 64 is what the index uses.
 */
export function phashOf(rgb: ArrayLike<number>, side: number): string {
  if (!Number.isInteger(side) || side < FREQS) throw new Error(`side must be an integer ≥ ${FREQS}`);
  const luma = lumaOf(rgb, side * side);
  const rows = Math.round((side * 7) / 8);
  const bx = basisOf(side);
  const by = basisOf(rows);
  // separable DCT: first along each kept row, then down the columns of that result
  const partial = new Float64Array(rows * FREQS);
  for (let y = 0; y < rows; y++) {
    for (let v = 0; v < FREQS; v++) {
      let sum = 0;
      for (let x = 0; x < side; x++) sum += (luma[y * side + x] ?? 0) * (bx[v * side + x] ?? 0);
      partial[y * FREQS + v] = sum;
    }
  }
  const coefficients = new Float64Array(FREQS * FREQS);
  for (let u = 0; u < FREQS; u++) {
    for (let v = 0; v < FREQS; v++) {
      let sum = 0;
      for (let y = 0; y < rows; y++) sum += (partial[y * FREQS + v] ?? 0) * (by[u * rows + y] ?? 0);
      coefficients[u * FREQS + v] = sum;
    }
  }
  // the median of the AC terms: the DC term (overall brightness) would pull it up
  const ac = Array.from(coefficients.subarray(1)).sort((a, b) => a - b);
  const median = ac[Math.floor(ac.length / 2)] ?? 0;
  let hex = '';
  for (let nibble = 0; nibble < PHASH_BITS / 4; nibble++) {
    let value = 0;
    for (let bit = 0; bit < 4; bit++) {
      if ((coefficients[nibble * 4 + bit] ?? 0) > median) value |= 8 >> bit;
    }
    hex += value.toString(16);
  }
  return hex;
}

const HEX = /^[0-9a-f]{64}$/;

/** A hash as eight 32-bit words, the form the ranking compares (parse once, compare often). */
export function hashWords(hex: string): Uint32Array {
  if (!HEX.test(hex)) throw new Error(`a hash is ${PHASH_BITS / 4} lowercase hex digits, got '${hex}'`);
  const words = new Uint32Array(PHASH_BITS / 32);
  for (let i = 0; i < words.length; i++) words[i] = Number.parseInt(hex.slice(i * 8, i * 8 + 8), 16);
  return words;
}

function popcount(word: number): number {
  let n = word - ((word >>> 1) & 0x55555555);
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return Math.imul((n + (n >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** Differing bits of two hashes: 0 (alike) … PHASH_BITS. */
export function hammingDistance(a: Uint32Array, b: Uint32Array): number {
  if (a.length !== b.length) throw new Error('hashes of different lengths');
  let bits = 0;
  for (let i = 0; i < a.length; i++) bits += popcount(((a[i] ?? 0) ^ (b[i] ?? 0)) >>> 0);
  return bits;
}

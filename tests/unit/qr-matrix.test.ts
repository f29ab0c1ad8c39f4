// @vitest-environment node
/**
 * The supplier card's QR code: the symbol is checked against the QR standard (ISO/IEC 18004)
 * itself, not against the library that made it: its size, its three finder patterns, its
 * timing patterns, and the error-correction level written in its format information.
 */
import { describe, expect, it } from 'vitest';
import { QR_QUIET_ZONE, qrModules, qrPath } from '@/rules/qr-matrix';

const shopUrl = 'http://127.0.0.1:3000/shop?SID=101';

/** A finder pattern: a dark 7×7 ring, a light ring, a dark 3×3 core. */
function isFinder(m: boolean[][], top: number, left: number): boolean {
  for (let r = 0; r < 7; r += 1)
    for (let c = 0; c < 7; c += 1) {
      const ring = Math.max(Math.abs(r - 3), Math.abs(c - 3));
      if (m[top + r]?.[left + c] !== (ring !== 2)) return false;
    }
  return true;
}

/** The 15 format bits along column 8 (least significant bit at the top), unmasked. */
function formatBits(m: boolean[][]): number {
  const size = m.length;
  let bits = 0;
  for (let i = 0; i < 15; i += 1) {
    const row = i < 6 ? i : i < 8 ? i + 1 : size - 15 + i;
    if (m[row]?.[8]) bits |= 1 << i;
  }
  return bits ^ 0b101010000010010;
}

describe('QR modules', () => {
  const m = qrModules(shopUrl);

  it('is a square symbol of a QR version: 17 + 4 × version modules a side', () => {
    expect(m.every((row) => row.length === m.length)).toBe(true);
    expect((m.length - 17) % 4).toBe(0);
    expect(m.length).toBeGreaterThanOrEqual(21);
  });

  it('has the three finder patterns in its corners', () => {
    const far = m.length - 7;
    expect(isFinder(m, 0, 0)).toBe(true);
    expect(isFinder(m, 0, far)).toBe(true);
    expect(isFinder(m, far, 0)).toBe(true);
    expect(isFinder(m, far, far)).toBe(false);
  });

  it('has alternating timing patterns on row 6 and column 6', () => {
    for (let i = 8; i < m.length - 8; i += 1) {
      expect(m[6]?.[i], `row 6, column ${i}`).toBe(i % 2 === 0);
      expect(m[i]?.[6], `row ${i}, column 6`).toBe(i % 2 === 0);
    }
  });

  it('declares error-correction level M (indicator 00) in its format information', () => {
    expect(formatBits(m) >> 13).toBe(0b00);
  });

  it('is the same symbol for the same text, and another for another shop', () => {
    expect(qrModules(shopUrl)).toEqual(m);
    expect(qrModules('http://127.0.0.1:3000/shop?SID=102')).not.toEqual(m);
  });
});

describe('QR path', () => {
  it('draws each horizontal run of dark modules as one rectangle, inside the quiet zone', () => {
    const modules = [
      [true, true, false],
      [false, true, true],
      [true, false, true],
    ];
    expect(qrPath(modules, 1)).toEqual({
      size: 5,
      d: 'M1 1h2v1h-2zM2 2h2v1h-2zM1 3h1v1h-1zM3 3h1v1h-1z',
    });
  });

  it('leaves the standard 4-module quiet zone around the symbol by default', () => {
    const modules = qrModules(shopUrl);
    const { size, d } = qrPath(modules);
    expect(QR_QUIET_ZONE).toBe(4);
    expect(size).toBe(modules.length + 8);
    // The top-left finder's first row is one run of 7 dark modules at (4, 4).
    expect(d.startsWith('M4 4h7v1h-7z')).toBe(true);
  });

  it('draws nothing for a blank symbol', () => {
    expect(qrPath([[false, false]], 0).d).toBe('');
  });
});

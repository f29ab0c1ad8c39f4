/**
 * The pure parts of find-similar (server/similarity/): the perceptual hash, the colour signature,
 * the combined distance and the ranking, on hand-made pixels, plus the hash of real rendered
 * catalogue images (sharp, no database).
 */
import { describe, expect, it } from 'vitest';
import { renderImage } from '../../server/media/generate';
import type { ImageSpec } from '../../server/seed/catalogue-types';
import { COLOUR_BINS, colourDistance, colourSignatureOf } from '../../server/similarity/colour-signature';
import {
  COLOUR_WEIGHT,
  type ImageSignature,
  type IndexedImage,
  imageDistance,
  rankGoods,
} from '../../server/similarity/distance';
import { signatureOfImage } from '../../server/similarity/image-signature';
import { hammingDistance, hashWords, PHASH_BITS, phashOf } from '../../server/similarity/phash';

const SIDE = 64;
type Rgb = readonly [number, number, number];

/** A SIDE × SIDE interleaved RGB image painted pixel by pixel. */
function paint(colourAt: (x: number, y: number) => Rgb): Uint8Array {
  const rgb = new Uint8Array(SIDE * SIDE * 3);
  for (let y = 0; y < SIDE; y++) {
    for (let x = 0; x < SIDE; x++) rgb.set(colourAt(x, y), (y * SIDE + x) * 3);
  }
  return rgb;
}

const WHITE: Rgb = [250, 248, 245];
const RED: Rgb = [220, 60, 50];
const GREEN: Rgb = [70, 190, 90];
const SKY: Rgb = [200, 225, 250];

/** A disc (a round toy) of `fill` on `backdrop`, centred a little high like the catalogue's toys. */
const disc = (fill: Rgb, backdrop: Rgb, radius = 20) =>
  paint((x, y) => ((x - 32) ** 2 + (y - 28) ** 2 <= radius ** 2 ? fill : backdrop));
/** A tall bar on the left: nothing like a centred disc. */
const bar = (fill: Rgb, backdrop: Rgb) => paint((x) => (x < 20 ? fill : backdrop));

const hashDistance = (a: Uint8Array, b: Uint8Array) =>
  hammingDistance(hashWords(phashOf(a, SIDE)), hashWords(phashOf(b, SIDE)));

describe('phashOf / hammingDistance', () => {
  it('gives 256 bits as 64 hex digits, the same for the same pixels', () => {
    const image = disc(RED, WHITE);
    expect(phashOf(image, SIDE)).toMatch(/^[0-9a-f]{64}$/);
    expect(phashOf(image, SIDE)).toBe(phashOf(Uint8Array.from(image), SIDE));
    expect(hashDistance(image, Uint8Array.from(image))).toBe(0);
  });

  it('ignores a uniform change of brightness', () => {
    const image = disc(RED, WHITE);
    const darker = image.map((c) => Math.max(0, c - 40));
    expect(hashDistance(image, darker)).toBe(0);
  });

  it('keeps the same shape close and tells a different shape far apart', () => {
    const red = disc(RED, WHITE);
    const greenSameShape = disc(GREEN, WHITE);
    const otherShape = bar(RED, WHITE);
    const near = hashDistance(red, greenSameShape);
    const far = hashDistance(red, otherShape);
    expect(near).toBeLessThan(PHASH_BITS / 16);
    expect(far).toBeGreaterThan(PHASH_BITS / 4);
  });

  it('does not look at the bottom band, where shop labels and watermarks sit', () => {
    const plain = disc(RED, WHITE);
    const labelled = plain.slice();
    for (let y = 58; y < 62; y++) {
      for (let x = 44; x < 62; x++) labelled.set([90, 80, 75], (y * SIDE + x) * 3);
    }
    expect(hashDistance(plain, labelled)).toBe(0);
  });

  it('counts differing bits', () => {
    const zeros = hashWords('0'.repeat(64));
    expect(hammingDistance(zeros, zeros)).toBe(0);
    expect(hammingDistance(zeros, hashWords('f'.repeat(64)))).toBe(256);
    expect(hammingDistance(zeros, hashWords(`${'0'.repeat(63)}1`))).toBe(1);
    expect(hammingDistance(hashWords(`a${'0'.repeat(63)}`), hashWords(`5${'0'.repeat(63)}`))).toBe(4);
  });

  it('refuses malformed input', () => {
    expect(() => hashWords('xyz')).toThrow();
    expect(() => hashWords('F'.repeat(64))).toThrow();
    expect(() => phashOf(new Uint8Array(10), SIDE)).toThrow();
    expect(() => phashOf(new Uint8Array(8 * 8 * 3), 8)).toThrow();
  });
});

describe('colourSignatureOf / colourDistance', () => {
  it('counts the foreground: pixels that stand out from the border colour', () => {
    const signature = colourSignatureOf(disc(RED, WHITE), SIDE);
    expect(signature).toHaveLength(COLOUR_BINS);
    const counted = signature.reduce((s, n) => s + n, 0);
    // the disc's area, π r², not the 4096 pixels of the whole image
    expect(counted).toBeGreaterThan(1200);
    expect(counted).toBeLessThan(1400);
  });

  it('counts every pixel when nothing stands out', () => {
    const blank = paint(() => WHITE);
    expect(colourSignatureOf(blank, SIDE).reduce((s, n) => s + n, 0)).toBe(SIDE * SIDE);
  });

  it('is 0 for the same colours, whatever the backdrop or the size of the toy', () => {
    const onWhite = colourSignatureOf(disc(RED, WHITE), SIDE);
    const onSky = colourSignatureOf(disc(RED, SKY, 14), SIDE);
    expect(colourDistance(onWhite, onWhite)).toBe(0);
    expect(colourDistance(onWhite, onSky)).toBeCloseTo(0, 5);
  });

  it('is 1 for toys of different colours', () => {
    const red = colourSignatureOf(disc(RED, WHITE), SIDE);
    const green = colourSignatureOf(disc(GREEN, WHITE), SIDE);
    expect(colourDistance(red, green)).toBeCloseTo(1, 5);
  });

  it('is symmetric and between 0 and 1', () => {
    const a = colourSignatureOf(disc(RED, WHITE), SIDE);
    const b = colourSignatureOf(
      paint((x, y) => (x < 32 ? (y < 32 ? RED : GREEN) : WHITE)),
      SIDE,
    );
    const d = colourDistance(a, b);
    expect(d).toBeGreaterThan(0);
    expect(d).toBeLessThan(1);
    expect(colourDistance(b, a)).toBeCloseTo(d, 10);
  });

  it('refuses signatures of another length', () => {
    expect(() => colourDistance([1, 2, 3], [1, 2, 3])).toThrow();
  });
});

function signature(rgb: Uint8Array): ImageSignature {
  return { hash: hashWords(phashOf(rgb, SIDE)), colour: colourSignatureOf(rgb, SIDE) };
}

describe('imageDistance', () => {
  it('is 0 for the same image, puts shape before colour, and colour after it', () => {
    const redDisc = signature(disc(RED, WHITE));
    const greenDisc = signature(disc(GREEN, WHITE));
    const redBar = signature(bar(RED, WHITE));
    expect(imageDistance(redDisc, redDisc)).toBe(0);
    // the same toy in another colour costs at most the colour weight, plus a little hash noise
    expect(imageDistance(redDisc, greenDisc)).toBeLessThan(COLOUR_WEIGHT + 1 / 16);
    expect(imageDistance(redDisc, greenDisc)).toBeLessThan(imageDistance(redDisc, redBar));
  });
});

describe('rankGoods', () => {
  const redDisc = signature(disc(RED, WHITE));
  const greenDisc = signature(disc(GREEN, WHITE));
  const redBar = signature(bar(RED, WHITE));
  const images: IndexedImage[] = [
    { mediaId: 1, goodsId: 10, ...redDisc },
    { mediaId: 2, goodsId: 20, ...redBar },
    // goods 20's second image is a green disc: its best match for a disc query
    { mediaId: 3, goodsId: 20, ...greenDisc },
    { mediaId: 4, goodsId: 30, ...redBar },
    { mediaId: 5, goodsId: 40, ...greenDisc },
  ];

  it('ranks each goods by its best-matching image, nearest first, ties by id', () => {
    const ranked = rankGoods(images, redDisc, { limit: 10 });
    expect(ranked.map((r) => r.goodsId)).toEqual([10, 20, 40, 30]);
    expect(ranked[0]).toMatchObject({ goodsId: 10, distance: 0, mediaId: 1 });
    expect(ranked[1]).toMatchObject({ goodsId: 20, mediaId: 3 });
  });

  it('leaves out the excluded goods and stops at the limit', () => {
    expect(rankGoods(images, redDisc, { excludeGoodsId: 10, limit: 2 }).map((r) => r.goodsId)).toEqual([
      20, 40,
    ]);
    expect(rankGoods(images, redDisc, { limit: 0 })).toEqual([]);
  });
});

describe('signatures of rendered catalogue images', () => {
  const spec = (over: Partial<ImageSpec>): ImageSpec => ({
    kind: 'image',
    shape: 'whale',
    fill: '#87c5eb',
    background: '#f1f7fd',
    label: '1014',
    size: 400,
    ...over,
  });
  const signatureOf = async (s: ImageSpec) => {
    const stored = await signatureOfImage(await renderImage(s));
    return { hash: hashWords(stored.phash), colour: stored.colour };
  };

  it('hashes the same picture with another corner label alike, and another toy far away', async () => {
    const whale = await signatureOf(spec({}));
    const relabelled = await signatureOf(spec({ label: '1014 g3' }));
    const sameToyOtherColour = await signatureOf(spec({ fill: '#f4a7b9', background: '#fdf1f4' }));
    const star = await signatureOf(spec({ shape: 'star' }));
    expect(hammingDistance(whale.hash, relabelled.hash)).toBe(0);
    expect(hammingDistance(whale.hash, sameToyOtherColour.hash)).toBeLessThan(
      hammingDistance(whale.hash, star.hash),
    );
    expect(hammingDistance(whale.hash, star.hash)).toBeGreaterThan(PHASH_BITS / 4);
    expect(colourDistance(whale.colour, sameToyOtherColour.colour)).toBeGreaterThan(0.5);
    expect(colourDistance(whale.colour, star.colour)).toBeLessThan(0.3);
  });
});

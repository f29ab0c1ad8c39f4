/**
 * Building blocks shared by the catalogue files: a seeded PRNG, the colour palette, and
 * constructors for media and colour/size matrices.
 *
 * The catalogue must come out identical on every start (the seed, the media generator and the
 * tests all read it), so variety comes from a PRNG seeded per goods, never from Math.random.
 */
import type { ColourSeed, ImageSpec, MediaFile, Shape, SizeSeed } from './catalogue-types';

export interface Rng {
  /** float in [0, 1) */
  next(): number;
  /** integer in [min, max], both inclusive */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** a shuffled copy */
  shuffle<T>(items: readonly T[]): T[];
}

/** mulberry32: tiny, fast and good enough for demo data; the same seed gives the same sequence. */
export function rng(seed: number): Rng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[int(0, items.length - 1)] as T;
  };
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = int(0, i);
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  };
  return { next, int, pick, chance: (p) => next() < p, shuffle };
}

/**
 * Chinese colour names as factories enter them, mapped to the fill the generated images use, so
 * that a colour button and its thumbnail agree. At least 40 entries: goods 1005 uses them all.
 */
export const colourFills: Readonly<Record<string, string>> = {
  粉色: '#f4a7b9',
  白色: '#f7f4ee',
  浅棕色: '#c9a27e',
  灰色: '#a3a3ab',
  奶黄色: '#f7e3a3',
  棕色: '#9a6a48',
  深棕色: '#654229',
  米白色: '#efe6d2',
  天蓝色: '#87c5eb',
  浅蓝色: '#b3d7f2',
  蓝色: '#4f84d4',
  藏青色: '#2f4170',
  紫色: '#9b7fd0',
  浅紫色: '#cdbbea',
  红色: '#d9453f',
  酒红色: '#8e2b3a',
  橙色: '#f29a4a',
  黄色: '#f6d04d',
  绿色: '#6cbf6a',
  浅绿色: '#bde3b0',
  薄荷绿: '#9fe0c9',
  墨绿色: '#2f5d43',
  黑色: '#3a3a3a',
  卡其色: '#c3b091',
  咖啡色: '#6f4e37',
  杏色: '#f1d3b3',
  玫红色: '#d94d8a',
  桃粉色: '#f7b2a0',
  香芋紫: '#b9a3d6',
  雾霾蓝: '#8aa1b5',
  焦糖色: '#b5651d',
  奶茶色: '#d2b48c',
  银灰色: '#c4c4cc',
  姜黄色: '#d9a93c',
  湖蓝色: '#3aa6b9',
  牛油果绿: '#a8c26a',
  樱花粉: '#f9c9d4',
  珊瑚色: '#f08070',
  柠檬黄: '#fff066',
  豆沙色: '#c58c85',
  宝蓝色: '#2a52be',
  军绿色: '#5b6b3a',
  驼色: '#b5895e',
  橘黄色: '#f5a623',
};

export const colourNames: readonly string[] = Object.keys(colourFills);

export function fillOf(colour: string): string {
  const fill = colourFills[colour];
  if (!fill) throw new Error(`no fill for colour ${colour}`);
  return fill;
}

/** Light backgrounds: every fill above stays visible on them (the silhouette is also outlined). */
export const backgrounds: readonly string[] = [
  '#fdf1f4',
  '#f1f7fd',
  '#f3fbf1',
  '#fff8e6',
  '#f6f1fd',
  '#eef9f8',
  '#fdf3ec',
  '#f4f4f4',
  '#eaf2e3',
  '#fbeef6',
  '#e9f0fb',
  '#fffbe9',
];

/** Pixel sizes the page needs: gallery/zoom images at 800 (2x zoom of 400), thumbnails at 400. */
export const LARGE = 800;
export const THUMB = 400;

export interface GoodsLook {
  goodsId: number;
  shape: Shape;
  background: string;
  encrypted: boolean;
}

export function goodsPath(goodsId: number): string {
  return `goods/${goodsId}`;
}

export function image(look: GoodsLook, fname: string, fill: string, label: string, size = LARGE): MediaFile {
  const spec: ImageSpec = {
    kind: 'image',
    shape: look.shape,
    fill,
    background: look.background,
    label,
    size,
  };
  return { encrypted: look.encrypted, path: goodsPath(look.goodsId), fname, spec };
}

export function video(look: GoodsLook, asset?: string): MediaFile {
  return {
    encrypted: look.encrypted,
    path: goodsPath(look.goodsId),
    fname: 'main.mp4',
    spec: asset ? { kind: 'video', asset } : { kind: 'video' },
  };
}

/**
 * The main media: a video with a poster of this goods, or a plain image; both in the first colour.
 * `withVideo` names the goods' own video under server/assets/ (its first frame is this poster's
 * drawing), or is true for the shared demo video.
 */
export function mainMedia(look: GoodsLook, firstFill: string, withVideo: boolean | string) {
  const label = String(look.goodsId);
  return withVideo
    ? {
        video: video(look, typeof withVideo === 'string' ? withVideo : undefined),
        poster: image(look, 'poster.jpg', firstFill, `${label} poster`),
      }
    : { image: image(look, 'main.jpg', firstFill, label) };
}

/** Gallery images after the main one: one per colour (up to `count`), as a factory shoots each colourway. */
export function gallery(look: GoodsLook, colours: readonly string[], count: number): MediaFile[] {
  return Array.from({ length: count }, (_, i) =>
    image(look, `g${i + 1}.jpg`, fillOf(colours[i % colours.length] as string), `${look.goodsId} g${i + 1}`),
  );
}

/** Detail-tab images: same toy on a white sheet, like the long product photos of a detail tab; `fill` is the main image's, so the tab shows the goods the page opened on. */
export function details(look: GoodsLook, fill: string, count: number): MediaFile[] {
  const sheet: GoodsLook = { ...look, background: '#ffffff' };
  return Array.from({ length: count }, (_, i) =>
    image(sheet, `d${i + 1}.jpg`, fill, `${look.goodsId} d${i + 1}`),
  );
}

export interface SizeDef {
  label: string;
  weightG: number;
  priceFen: number;
}

/**
 * SKU ids are derived from the goods id and the matrix position, so they are unique over the
 * catalogue without a shared counter: goods × 10,000 + colour × 100 + size (1-based; ≤ 99 each).
 */
export function skuId(goodsId: number, colourIndex: number, sizeIndex: number): number {
  if (colourIndex >= 99 || sizeIndex >= 99) throw new Error('matrix too large for the SKU id scheme');
  return goodsId * 10_000 + (colourIndex + 1) * 100 + (sizeIndex + 1);
}

export function goodsSn(toySn: string, colourIndex: number, sizeIndex: number): string {
  const two = (n: number) => String(n + 1).padStart(2, '0');
  return `${toySn}-${two(colourIndex)}-${two(sizeIndex)}`;
}

/**
 * The colour × size matrix of one goods. `stock` decides each cell so callers can force the
 * stock-0 rows a goods must show.
 */
export function matrix(
  look: GoodsLook,
  toySn: string,
  colours: readonly string[],
  sizes: readonly SizeDef[],
  stock: (colourIndex: number, sizeIndex: number) => number,
): ColourSeed[] {
  return colours.map((color, ci) => ({
    color,
    thumbnail: image(look, `c${ci + 1}.jpg`, fillOf(color), `${look.goodsId} c${ci + 1}`, THUMB),
    sizes: sizes.map(
      (size, si): SizeSeed => ({
        id: skuId(look.goodsId, ci, si),
        size: size.label,
        goodsSn: goodsSn(toySn, ci, si),
        weightG: size.weightG,
        priceFen: size.priceFen,
        stock: stock(ci, si),
      }),
    ),
  }));
}

export function minWeight(sizes: readonly SizeDef[]): number {
  return Math.min(...sizes.map((s) => s.weightG));
}

export function minPrice(sizes: readonly SizeDef[]): number {
  return Math.min(...sizes.map((s) => s.priceFen));
}

/** 'YYYY-MM-DD HH:MM:SS', the legacy API's time format. */
export function dateTime(y: number, mo: number, d: number, h = 9, mi = 0, s = 0): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${y}-${p(mo)}-${p(d)} ${p(h)}:${p(mi)}:${p(s)}`;
}

const creditChars = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const creditWeights = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/**
 * An 18-character unified social credit code (GB 32100-2015) with a valid check character:
 * '91' (enterprise), the region code, a 9-character organisation code, then the check.
 */
export function creditCode(regionCode: string, seed: number): string {
  const r = rng(seed);
  const org =
    Array.from({ length: 8 }, () => r.pick([...'0123456789'])).join('') + r.pick([...'0123456789X']);
  const body = `91${regionCode}${org}`;
  if (body.length !== 17) throw new Error(`bad credit code body ${body}`);
  const sum = [...body].reduce(
    (acc, ch, i) => acc + creditChars.indexOf(ch) * (creditWeights[i] as number),
    0,
  );
  const check = (31 - (sum % 31)) % 31;
  return body + creditChars[check];
}

/**
 * A size row priced and weighed by its length, roughly as plush factories quote: weight and
 * price grow with the toy's area, and prices end in 0 fen as wholesale lists do.
 */
export function cmSize(cm: number, label = `${cm}cm`, priceFactor = 1): SizeDef {
  return {
    label,
    weightG: Math.round(20 + 0.12 * cm * cm),
    priceFen: Math.round(((500 + 0.6 * cm * cm) * priceFactor) / 10) * 10,
  };
}

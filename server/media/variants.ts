/**
 * Sized and modern-format copies of the store's images (issue #17 item 2): `?w=N` on a media URL
 * asks for the image N px wide (N from MEDIA_WIDTHS, src/rules/media-url.ts), as AVIF or WebP when
 * the request's Accept names them, else in the original's own format.
 *
 * A copy is made once with sharp and kept on disk under `<mediaDir>/variants/` (not below UpLoad/
 * or EnPic/, so it is never served as a file of the store), written under a temporary name and
 * renamed, so a copy on disk is always whole. Requests that arrive while a copy is being made wait
 * for that one conversion; at most CONVERSIONS run at once (the host has 2 cores, and sharp uses
 * threads of its own). A copy older than its original is made again.
 */
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, extname, join, relative } from 'node:path';
import { parseAccept } from 'hono/utils/accept';
import sharp, { type Sharp } from 'sharp';
import { MEDIA_WIDTHS, type MediaWidth } from '@/rules/media-url';

export type VariantFormat = 'avif' | 'webp' | 'jpeg' | 'png';

/** Original formats that have copies; a video (or anything else) has none. */
const SOURCE_FORMAT: Record<string, VariantFormat> = {
  '.jpg': 'jpeg',
  '.jpeg': 'jpeg',
  '.png': 'png',
  '.webp': 'webp',
};

export const hasVariants = (file: string) => extname(file).toLowerCase() in SOURCE_FORMAT;

/** The variants folder below the media directory. */
export const variantsDir = (mediaDir: string) => join(mediaDir, 'variants');

/**
 * `w` as the request gave it: undefined when absent, a MediaWidth, or 'bad' for anything else
 * (another number, a second `w`, leading zeros, a unit). Strict so that one copy has one URL.
 */
export function parseWidth(values: string[] | undefined): MediaWidth | undefined | 'bad' {
  if (!values || values.length === 0) return undefined;
  if (values.length > 1) return 'bad';
  const [value = ''] = values;
  if (!/^[1-9]\d{0,4}$/.test(value)) return 'bad';
  const width = Number(value);
  return (MEDIA_WIDTHS as readonly number[]).includes(width) ? (width as MediaWidth) : 'bad';
}

/**
 * The format to send: AVIF, then WebP, when Accept names it with q > 0 (a wildcard does not count:
 * `*\/*` promises nothing about decoders), else the original's.
 */
export function negotiatedFormat(accept: string | undefined, original: string): VariantFormat {
  // q of each media type ('image/avif;q=0' refuses AVIF)
  const weights = new Map(parseAccept(accept ?? '').map(({ type, q }) => [type.toLowerCase(), q]));
  for (const format of ['avif', 'webp'] as const)
    if ((weights.get(`image/${format}`) ?? 0) > 0) return format;
  return SOURCE_FORMAT[extname(original).toLowerCase()] ?? 'jpeg';
}

const EXTENSION: Record<VariantFormat, string> = { avif: '.avif', webp: '.webp', jpeg: '.jpg', png: '.png' };

/** Where the copy of `original` (a file below mediaDir) at width w in format lives. */
export function variantPath(
  mediaDir: string,
  original: string,
  w: MediaWidth,
  format: VariantFormat,
): string {
  return join(variantsDir(mediaDir), `${relative(mediaDir, original)}@${w}${EXTENSION[format]}`);
}

/**
 * Encoder settings: AVIF and WebP at qualities that look like the original JPEG (q 80) at a
 * fraction of its bytes; effort kept moderate so a first request waits ~0.1–0.5 s, not seconds.
 */
function encode(image: Sharp, format: VariantFormat): Sharp {
  switch (format) {
    case 'avif':
      return image.avif({ quality: 55, effort: 4 });
    case 'webp':
      return image.webp({ quality: 78, effort: 4 });
    case 'png':
      return image.png({ compressionLevel: 9 });
    default:
      return image.jpeg({ quality: 80, progressive: true, mozjpeg: true });
  }
}

const CONVERSIONS = 2;
let running = 0;
const queue: Array<() => void> = [];

async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running >= CONVERSIONS) await new Promise<void>((resolve) => queue.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    queue.shift()?.();
  }
}

/** Conversions under way, by target path: a second request waits for the first's. */
const inFlight = new Map<string, Promise<void>>();

/** How many copies this process has made (tests read it to prove a copy is reused). */
export const conversions = { made: 0 };

let tempCounter = 0;

async function convert(original: string, target: string, w: MediaWidth, format: VariantFormat) {
  await mkdir(dirname(target), { recursive: true });
  tempCounter += 1;
  const temp = `${target}.${process.pid}.${tempCounter}.part`;
  try {
    const image = sharp(original).resize({ width: w, withoutEnlargement: true });
    await encode(image, format).toFile(temp);
    await rename(temp, target);
    conversions.made += 1;
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/**
 * The path of the copy of `original` at width w in format, made now if it is missing or older than
 * the original. `original` must already be a checked file of the store (media.ts does that).
 */
export async function ensureVariant(
  mediaDir: string,
  original: string,
  w: MediaWidth,
  format: VariantFormat,
): Promise<string> {
  const target = variantPath(mediaDir, original, w, format);
  const [source, copy] = await Promise.all([stat(original), stat(target).catch(() => null)]);
  if (copy?.isFile() && copy.size > 0 && copy.mtimeMs >= source.mtimeMs) return target;
  let pending = inFlight.get(target);
  if (!pending) {
    pending = limited(() => convert(original, target, w, format)).finally(() => inFlight.delete(target));
    inFlight.set(target, pending);
  }
  await pending;
  return target;
}

/**
 * Reads one image file into its signature: sharp decodes and shrinks it to SIDE × SIDE RGB once
 * (JPEG shrink-on-load keeps this cheap for 800 px images), and the pure phash.ts and
 * colour-signature.ts compute from those pixels.
 */
import sharp from 'sharp';
import { colourSignatureOf } from './colour-signature';
import { phashOf } from './phash';

/** Pixels per side the signatures are computed on. */
const SIDE = 64;

/**
 * Names what a stored signature holds. Change it whenever phash.ts, colour-signature.ts or SIDE
 * change: rows of another algorithm are computed again, never compared with new ones.
 */
export const SIGNATURE_ALGORITHM = 'phash256-fghist64-v1';

export interface StoredSignature {
  /** 64 hex digits */
  phash: string;
  /** 64 bin counts */
  colour: number[];
}

/** Signature of an image file (a path) or of an encoded image in memory. */
export async function signatureOfImage(input: Buffer | string): Promise<StoredSignature> {
  const { data, info } = await sharp(input)
    // a transparent PNG is judged as shown on a white page
    .flatten({ background: '#ffffff' })
    .resize(SIDE, SIDE, { fit: 'fill' })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.channels !== 3 || info.width !== SIDE || info.height !== SIDE) {
    throw new Error(`expected ${SIDE}×${SIDE} RGB, got ${info.width}×${info.height}×${info.channels}`);
  }
  return { phash: phashOf(data, SIDE), colour: colourSignatureOf(data, SIDE) };
}

/**
 * How alike two images are, and the goods nearest a query image.
 *
 *   distance = hamming(phashA, phashB) / 256  +  COLOUR_WEIGHT × colourDistance(colourA, colourB)
 *
 * Both parts run from 0 (alike) to 1. The hash carries the shape, so it has the full weight: a
 * goods of the same silhouette must come before any other goods whatever its colour. The colour
 * part only orders goods of similar shape (the same toy in the query's colour first), so its
 * weight is small: on the demo catalogue every one of its 721 images as a query put all goods of
 * its family before all others with weights up to 0.1 (the hash gaps between families are ≥ 0.03)
 * and the sibling in the query's colour first in 630 of 642 queries at 0.08; at 0.12 a few queries
 * already mixed families. A goods is as near as its best-matching image (main, poster, gallery,
 * detail or colour thumbnail), so a query in any colour finds the goods that sells that colour.
 *
 * Pure: signatures in, ranking out.
 */
import { colourDistance } from './colour-signature';
import { hammingDistance, PHASH_BITS } from './phash';

export const COLOUR_WEIGHT = 0.08;

export interface ImageSignature {
  /** the hash as words (hashWords) */
  hash: Uint32Array;
  /** colour bin counts (colourSignatureOf) */
  colour: readonly number[];
}

export interface IndexedImage extends ImageSignature {
  mediaId: number;
  goodsId: number;
}

export function imageDistance(a: ImageSignature, b: ImageSignature): number {
  return hammingDistance(a.hash, b.hash) / PHASH_BITS + COLOUR_WEIGHT * colourDistance(a.colour, b.colour);
}

export interface RankedGoods {
  goodsId: number;
  distance: number;
  /** the goods' image nearest the query */
  mediaId: number;
}

export interface RankOptions {
  /** leave this goods out (the query's own goods) */
  excludeGoodsId?: number;
  limit: number;
}

/** Goods by their best-matching image, nearest first; ties by goods id, so the order is stable. */
export function rankGoods(
  images: readonly IndexedImage[],
  query: ImageSignature,
  { excludeGoodsId, limit }: RankOptions,
): RankedGoods[] {
  const best = new Map<number, RankedGoods>();
  for (const image of images) {
    if (image.goodsId === excludeGoodsId) continue;
    const distance = imageDistance(query, image);
    const seen = best.get(image.goodsId);
    if (!seen || distance < seen.distance) {
      best.set(image.goodsId, { goodsId: image.goodsId, distance, mediaId: image.mediaId });
    }
  }
  return [...best.values()]
    .sort((a, b) => a.distance - b.distance || a.goodsId - b.goodsId)
    .slice(0, Math.max(0, limit));
}

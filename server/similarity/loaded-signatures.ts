/**
 * The catalogue's image signatures, loaded once per database and kept in the server process: the
 * whole catalogue is a few hundred images of 256 bits and 64 counts each, so ranking in memory is
 * far cheaper than asking the database per query. indexMediaSignatures drops the loaded copy
 * whenever it stores signatures, and the next query loads them again.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { media, mediaSignatures } from '../db/schema';
import type { IndexedImage } from './distance';
import { SIGNATURE_ALGORITHM } from './image-signature';
import { hashWords } from './phash';

export interface LoadedSignatures {
  images: readonly IndexedImage[];
  byMediaId: ReadonlyMap<number, IndexedImage>;
}

const loaded = new WeakMap<Db, Promise<LoadedSignatures>>();

async function load(db: Db): Promise<LoadedSignatures> {
  const rows = await db
    .select({
      mediaId: mediaSignatures.mediaId,
      goodsId: media.goodsId,
      phash: mediaSignatures.phash,
      colour: mediaSignatures.colour,
    })
    .from(mediaSignatures)
    .innerJoin(media, eq(media.id, mediaSignatures.mediaId))
    .where(eq(mediaSignatures.algorithm, SIGNATURE_ALGORITHM));
  const images = rows.map(
    (row): IndexedImage => ({
      mediaId: row.mediaId,
      goodsId: row.goodsId,
      hash: hashWords(row.phash),
      colour: row.colour,
    }),
  );
  return { images, byMediaId: new Map(images.map((image) => [image.mediaId, image])) };
}

/** The signatures of `db`, loaded on first use. */
export function loadedSignatures(db: Db): Promise<LoadedSignatures> {
  let current = loaded.get(db);
  if (!current) {
    current = load(db);
    // a failed load is not kept: the next query tries again
    current.catch(() => {
      if (loaded.get(db) === current) loaded.delete(db);
    });
    loaded.set(db, current);
  }
  return current;
}

/** Forgets the loaded signatures of `db`: called whenever signatures are stored. */
export function forgetLoadedSignatures(db: Db): void {
  loaded.delete(db);
}

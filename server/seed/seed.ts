/**
 * Seeds the demo catalogue (server/seed/catalogue.ts) into the database, and its media files
 * into mediaDir through the media generator, then the image signatures find-similar ranks by.
 *
 * Idempotent: every row has a natural key and is inserted with ON CONFLICT DO NOTHING, so a second
 * run changes nothing and a catalogue that grew only adds its new rows. The one refresh is a
 * supplier whose latest update is 'today': it is moved to the seeding day when the day changed,
 * because the demo promises that supplier shows 今天.
 */
import { and, inArray, ne, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/password';
import { detailCacheOf } from '../cache/detail-cache';
import type { Db } from '../db/client';
import { colourGroups, goods, media, recommendations, skus, suppliers, users } from '../db/schema';
import { localDateTimeText } from '../http/format';
import { ensureMedia } from '../media/generate';
import { indexMediaSignatures } from '../similarity/index-signatures';
import type { Catalogue, GoodsSeed, MediaFile } from './catalogue-types';

export interface SeedOptions {
  /** the seeding day, for suppliers whose latestUpdate is 'today' */
  today?: Date;
  /** told what the seed is doing, one line per stage (npm start prints them: issue 19 item 21) */
  progress?: (line: string) => void;
  /**
   * when given, the catalogue's media files are generated there and the image signatures of
   * find-similar computed from them (both idempotent)
   */
  mediaDir?: string;
}

/** Postgres takes at most 65535 parameters per statement; 500 rows keeps every table well below. */
const CHUNK = 500;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

type MediaRole = (typeof media.$inferInsert)['role'];

const mediaRow = (goodsId: number, role: MediaRole, position: number, file: MediaFile) => ({
  goodsId,
  role,
  position,
  isVideo: file.spec.kind === 'video',
  isEncry: file.encrypted,
  path: file.path,
  fname: file.fname,
});

function mediaRowsOf(g: GoodsSeed) {
  const main =
    'video' in g.main
      ? [mediaRow(g.id, 'main', 0, g.main.video), mediaRow(g.id, 'poster', 0, g.main.poster)]
      : [mediaRow(g.id, 'main', 0, g.main.image)];
  return [
    ...main,
    ...g.gallery.map((file, i) => mediaRow(g.id, 'gallery', i, file)),
    ...g.details.map((file, i) => mediaRow(g.id, 'detail', i, file)),
    ...g.colours.map((colour, i) => mediaRow(g.id, 'thumbnail', i, colour.thumbnail)),
  ];
}

async function seedSuppliers(tx: Tx, catalogue: Catalogue, today: Date) {
  const todayText = localDateTimeText(today);
  const rows = catalogue.suppliers.map((s) => ({
    id: s.id,
    name: s.name,
    joinedYear: s.joinedYear,
    latestUpdate: s.latestUpdate === 'today' ? todayText : s.latestUpdate,
    address: s.address,
    qq: s.qq,
    wechat: s.wechat,
    mobile: s.mobile,
    mobile2: s.mobile2,
    shippingType: s.shippingType,
    businessCompanyName: s.qualification.companyName,
    businessChairman: s.qualification.chairman,
    businessCode: s.qualification.creditCode,
    businessAddress: s.qualification.address,
    businessDate: s.qualification.foundedOn,
    businessFoundation: s.qualification.capital,
    businessExpired: s.qualification.validity,
    businessScope: s.qualification.scope,
  }));
  await tx.insert(suppliers).values(rows).onConflictDoNothing();

  const updatedToday = catalogue.suppliers.filter((s) => s.latestUpdate === 'today').map((s) => s.id);
  if (updatedToday.length) {
    await tx
      .update(suppliers)
      .set({ latestUpdate: todayText })
      .where(
        and(
          inArray(suppliers.id, updatedToday),
          ne(sql`${suppliers.latestUpdate}::date`, sql`${todayText.slice(0, 10)}::date`),
        ),
      );
  }
}

async function seedGoods(tx: Tx, catalogue: Catalogue) {
  const rows = catalogue.goods.map((g) => ({
    id: g.id,
    supplierId: g.supplierId,
    title: g.title,
    toySn: g.toySn,
    publishedAt: g.publishedAt,
    updatedAt: g.updatedAt,
    saleNum: g.saleNum,
    displayCount: g.displayCount,
    buyNum: g.transferCount,
    minWeightG: g.minWeightG,
    message: g.message,
    skuFlag: g.skuFlag,
    priceFen: g.priceFen,
    aliUrl: g.aliUrl,
    areaId: g.areaId,
  }));
  await insertChunks(rows, (chunk) => tx.insert(goods).values(chunk).onConflictDoNothing());

  const groups = catalogue.goods.flatMap((g) =>
    g.colours.map((colour, position) => ({ goodsId: g.id, color: colour.color, position })),
  );
  await insertChunks(groups, (chunk) => tx.insert(colourGroups).values(chunk).onConflictDoNothing());

  // sku rows need the generated ids of their colour groups, found again by (goods, position)
  const stored = await tx
    .select({ id: colourGroups.id, goodsId: colourGroups.goodsId, position: colourGroups.position })
    .from(colourGroups)
    .where(
      inArray(
        colourGroups.goodsId,
        catalogue.goods.map((g) => g.id),
      ),
    );
  const groupId = new Map(stored.map((row) => [`${row.goodsId}/${row.position}`, row.id]));
  const skuRows = catalogue.goods.flatMap((g) =>
    g.colours.flatMap((colour, position) => {
      const colourGroupId = groupId.get(`${g.id}/${position}`);
      if (colourGroupId === undefined) throw new Error(`colour group ${g.id}/${position} was not stored`);
      return colour.sizes.map((s, i) => ({
        id: s.id,
        colourGroupId,
        position: i,
        size: s.size,
        goodsSn: s.goodsSn,
        weightG: s.weightG,
        priceFen: s.priceFen,
        stock: s.stock,
      }));
    }),
  );
  await insertChunks(skuRows, (chunk) => tx.insert(skus).values(chunk).onConflictDoNothing());

  const mediaRows = catalogue.goods.flatMap(mediaRowsOf);
  await insertChunks(mediaRows, (chunk) => tx.insert(media).values(chunk).onConflictDoNothing());

  const recommended = catalogue.suppliers.flatMap((s) =>
    s.recommended.map((goodsId, position) => ({ supplierId: s.id, goodsId, position })),
  );
  await insertChunks(recommended, (chunk) => tx.insert(recommendations).values(chunk).onConflictDoNothing());
}

async function seedUsers(tx: Tx, catalogue: Catalogue) {
  const existing = await tx.select({ id: users.id }).from(users);
  const known = new Set(existing.map((u) => u.id));
  // scrypt is slow on purpose: only users not stored yet are hashed
  const fresh = catalogue.users.filter((u) => !known.has(u.id));
  if (fresh.length === 0) return;
  const rows = await Promise.all(
    fresh.map(async (u) => ({
      id: u.id,
      mobile: u.mobile,
      nickname: u.nickname,
      passwordHash: await hashPassword(u.password),
    })),
  );
  await tx.insert(users).values(rows).onConflictDoNothing();
}

export async function seed(
  db: Db,
  catalogue: Catalogue,
  { today = new Date(), mediaDir, progress }: SeedOptions = {},
) {
  progress?.(
    `正在写入演示数据：${catalogue.goods.length} 件商品（seeding ${catalogue.goods.length} goods, only those not stored yet）`,
  );
  await db.transaction(async (tx) => {
    await seedSuppliers(tx, catalogue, today);
    await seedGoods(tx, catalogue);
    await seedUsers(tx, catalogue);
  });
  // a seed may add goods or their rows: no detail answered before it may outlive it
  detailCacheOf(db).forgetAll();
  if (mediaDir) {
    await ensureMedia(mediaDir, catalogue, { progress });
    // after the files exist: signatures are read from them
    progress?.('正在为“找相似”索引图片（indexing images for find-similar）');
    await indexMediaSignatures(db, mediaDir);
  }
}

/** Row counts of the catalogue tables, for checks that a seed changed nothing. */
export async function countCatalogueRows(db: Db) {
  const tables = { suppliers, goods, colourGroups, skus, media, recommendations, users };
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
    counts[name] = row?.n ?? 0;
  }
  return counts;
}

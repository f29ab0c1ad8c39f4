/**
 * The supplier: its card with the also-bought goods (POST /api/rbh/supply/info), its paid
 * qualification (POST /api/mini/supply/info) and its shop (GET /api/shop/goods).
 */
import { and, count, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { Qualification, Supplier } from '../../src/domain/supplier';
import { requireUser } from '../auth/guard';
import type { Db } from '../db/client';
import { goods, payments, suppliers } from '../db/schema';
import type { AppDeps } from '../http/deps';
import { ApiError, ok1, refuse } from '../http/envelope';
import { wallClockText, yuan } from '../http/format';
import { Id, pageParam, parseBody, parseQuery } from '../http/validate';
import { coversOf, goodsPage } from './goods-cards';

export const MSG_SUPPLIER_NOT_FOUND = '供应商不存在';
export const MSG_QUALIFICATION_UNPAID = '查看供应商资质需先支付100元';
/** the also-bought carousel shows 9 goods in 3 groups of 3 (spec §9) */
const ALSO_BOUGHT = 9;

export const SidBody = v.object({ sid: Id });

type SupplierRow = typeof suppliers.$inferSelect;

export async function findSupplier(db: Db, sid: number): Promise<SupplierRow> {
  const [row] = await db.select().from(suppliers).where(eq(suppliers.id, sid));
  if (!row) throw new ApiError(404, MSG_SUPPLIER_NOT_FOUND);
  return row;
}

/** Years on the platform as the card shows them (入驻{n}年): a supplier of this year counts 1. */
const yearsOnPlatform = (joinedYear: number, now = new Date()) => Math.max(1, now.getFullYear() - joinedYear);

export async function supplierCard(db: Db, row: SupplierRow): Promise<Supplier> {
  const [total] = await db.select({ n: count() }).from(goods).where(eq(goods.supplierId, row.id));
  const best = await db
    .select({ id: goods.id, title: goods.title, priceFen: goods.priceFen })
    .from(goods)
    .where(eq(goods.supplierId, row.id))
    .orderBy(desc(goods.saleNum), desc(goods.id))
    .limit(ALSO_BOUGHT);
  const covers = await coversOf(
    db,
    best.map((b) => b.id),
  );
  return {
    ID: row.id,
    CName: row.name,
    comeInYear: yearsOnPlatform(row.joinedYear),
    totalGoods: total?.n ?? 0,
    updateNewTime: wallClockText(row.latestUpdate),
    Addr: row.address,
    QQ: row.qq,
    Weixin: row.wechat,
    Mobile: row.mobile,
    Mobile1: row.mobile2,
    shipping_type: row.shippingType === 1 ? 1 : row.shippingType === 2 ? 2 : 0,
    goods: best.flatMap((b) => {
      const cover = covers.get(b.id);
      return cover
        ? [
            {
              ID: b.id,
              Path: cover.path,
              FName: cover.fname,
              IsEncry: cover.isEncry ? 1 : 0,
              // named and priced as a goods card is, so that the carousel is not pictures alone (issue 19 item 14)
              PName: b.title,
              Price: b.priceFen === null ? '' : yuan(b.priceFen),
            },
          ]
        : [];
    }),
  };
}

const qualificationOf = (row: SupplierRow): Qualification => ({
  business_company_name: row.businessCompanyName,
  business_chairman: row.businessChairman,
  business_code: row.businessCode,
  business_address: row.businessAddress,
  business_date: row.businessDate,
  business_foundation: row.businessFoundation,
  business_expired: row.businessExpired,
  business_scope: row.businessScope,
});

export const ShopQuery = v.object({ sid: Id, page: pageParam(1, 10_000), size: pageParam(20, 100) });

export function supplierRoutes({ db }: AppDeps) {
  return new Hono()
    .post('/api/rbh/supply/info', async (c) => {
      const { sid } = await parseBody(c, SidBody);
      return ok1(c, await supplierCard(db, await findSupplier(db, sid)));
    })
    .post('/api/mini/supply/info', async (c) => {
      const user = await requireUser(c, db);
      const { sid } = await parseBody(c, SidBody);
      const row = await findSupplier(db, sid);
      const [paid] = await db
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.userId, user.id), eq(payments.supplierId, sid), eq(payments.status, 'paid')))
        .limit(1);
      if (!paid) return refuse(c, MSG_QUALIFICATION_UNPAID);
      return ok1(c, { extend: qualificationOf(row) });
    })
    .get('/api/shop/goods', async (c) => {
      const { sid, page, size } = parseQuery(c, ShopQuery);
      const supplier = await supplierCard(db, await findSupplier(db, sid));
      return ok1(c, { supplier, page: await goodsPage(db, eq(goods.supplierId, sid), page, size) });
    });
}

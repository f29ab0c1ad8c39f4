/**
 * Buyers' orders in the database (issue 23): made, cancelled, expired and paid. Every rule that
 * must hold across server instances is decided by the database, never by one process's memory:
 * - stock is reserved by a conditional update (`stock = stock - n WHERE stock >= n`) in the very
 *   transaction that makes the order, lines in sku id order (so two orders never wait on each
 *   other's rows in opposite orders); a line that cannot be filled rolls everything back;
 * - the buyer's order number (spec §4) is unique per buyer: the same number again finds the order
 *   already made (a double submit, a retry, a second tab), even while the first is being made;
 * - a pending order leaves `pending` once, by an `UPDATE … WHERE status = 'pending'` whose winner
 *   alone returns the stock (cancel, expiry, the provider's notification race safely).
 */
import { and, asc, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cartLines, colourGroups, goods, orderLines, orders, skus } from '../db/schema';

/** a pending order is payable this long, then expires and its stock returns (issue 23: 30 minutes) */
export const ORDER_PAY_WINDOW_MS = 30 * 60 * 1000;

export type OrderStatus = 'pending' | 'paid' | 'cancelled' | 'expired';

export interface WantedLine {
  goodsId: number;
  skuId: number;
  quantity: number;
  /** the unit price in fen the buyer was shown; compared, never charged */
  seenPriceFen: number;
}

export interface StoredOrderLine {
  goodsId: number;
  skuId: number;
  title: string;
  color: string;
  size: string;
  goodsSn: string;
  priceFen: number;
  quantity: number;
}

export interface StoredGoodsOrder {
  id: number;
  userId: number;
  orderNo: string;
  payNo: string;
  totalFen: number;
  status: OrderStatus;
  createdAt: Date;
  expiresAt: Date;
  paidAt: Date | null;
  closedAt: Date | null;
  lines: StoredOrderLine[];
}

/** Why an order could not be made; nothing was reserved. */
export type OrderProblem =
  | { kind: 'gone'; skuId: number; goodsId: number }
  | {
      kind: 'short';
      skuId: number;
      goodsId: number;
      size: string;
      color: string;
      stock: number;
      wanted: number;
    }
  | {
      kind: 'priceChanged';
      skuId: number;
      goodsId: number;
      size: string;
      color: string;
      oldPriceFen: number;
      newPriceFen: number;
    };

export class OrderRefused extends Error {
  constructor(readonly problems: OrderProblem[]) {
    super('order refused');
  }
}

/** The same order number with other lines: a number reused by mistake, not a retry. */
export class OrderNoReused extends Error {}

/** What the payment provider is shown and signs: unique across buyers, apart from the qualification's QP numbers. */
export const payNoOf = (userId: number, orderNo: string) => `GO${userId}N${orderNo}`;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Merges lines of one sku (a hand-edited order may hold a size twice): one line, quantities summed. */
function merged(lines: readonly WantedLine[]): WantedLine[] {
  const bySku = new Map<number, WantedLine>();
  for (const line of lines) {
    const kept = bySku.get(line.skuId);
    bySku.set(line.skuId, kept ? { ...kept, quantity: kept.quantity + line.quantity } : { ...line });
  }
  return [...bySku.values()];
}

async function linesOf(db: Db | Tx, orderIds: number[]) {
  if (orderIds.length === 0) return new Map<number, StoredOrderLine[]>();
  const rows = await db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(asc(orderLines.orderId), asc(orderLines.position));
  const byOrder = new Map<number, StoredOrderLine[]>();
  for (const { orderId, position: _p, ...line } of rows) {
    const list = byOrder.get(orderId) ?? [];
    list.push(line);
    byOrder.set(orderId, list);
  }
  return byOrder;
}

async function withLines(db: Db | Tx, rows: (typeof orders.$inferSelect)[]): Promise<StoredGoodsOrder[]> {
  const lines = await linesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, lines: lines.get(r.id) ?? [] }));
}

/** Stock of the given orders' lines back on the shelf (inside the transaction that closed them). */
async function returnStock(tx: Tx, orderIds: number[]) {
  if (orderIds.length === 0) return;
  await tx.execute(sql`
    update ${skus} set stock = ${skus.stock} + back.quantity
    from (select ${orderLines.skuId} as sku_id, sum(${orderLines.quantity})::int as quantity
          from ${orderLines} where ${inArray(orderLines.orderId, orderIds)} group by ${orderLines.skuId}) as back
    where ${skus.id} = back.sku_id`);
}

/**
 * Pending orders past their expiry become expired and their stock returns: lazily, before any
 * read or write of orders, so whichever instance asks first expires them, exactly once.
 */
export async function expireOrders(db: Db, now: number): Promise<string[]> {
  return db.transaction(async (tx) => {
    const expired = await tx
      .update(orders)
      .set({ status: 'expired', closedAt: new Date(now) })
      .where(and(eq(orders.status, 'pending'), lte(orders.expiresAt, new Date(now))))
      .returning({ id: orders.id, payNo: orders.payNo });
    await returnStock(
      tx,
      expired.map((o) => o.id),
    );
    return expired.map((o) => o.payNo);
  });
}

const sameLines = (a: readonly { skuId: number; quantity: number }[], b: readonly WantedLine[]) => {
  const key = (lines: readonly { skuId: number; quantity: number }[]) =>
    lines
      .map((l) => `${l.skuId}x${l.quantity}`)
      .sort()
      .join(',');
  return key(a) === key(b);
};

/**
 * Makes the order, reserving its stock, or finds it already made under this number. Throws
 * OrderRefused (nothing reserved) naming every line that is gone, short or repriced, and
 * OrderNoReused when the number holds an order of other lines.
 */
export async function createOrder(
  db: Db,
  input: { userId: number; orderNo: string; lines: readonly WantedLine[]; fromCart: boolean; now: number },
): Promise<{ order: StoredGoodsOrder; created: boolean }> {
  const wanted = merged(input.lines).sort((a, b) => a.skuId - b.skuId);
  const found = await db.transaction(async (tx) => {
    const createdAt = new Date(input.now);
    // Claims the number first: a second submit of it waits here until the first commits, then finds it.
    const [claimed] = await tx
      .insert(orders)
      .values({
        userId: input.userId,
        orderNo: input.orderNo,
        payNo: payNoOf(input.userId, input.orderNo),
        // the real total is written below, once the lines are priced
        totalFen: 1,
        createdAt,
        expiresAt: new Date(input.now + ORDER_PAY_WINDOW_MS),
      })
      .onConflictDoNothing()
      .returning({ id: orders.id });
    if (!claimed) return null;

    const problems: OrderProblem[] = [];
    const sold: (typeof orderLines.$inferInsert)[] = [];
    for (const line of wanted) {
      const [taken] = await tx
        .update(skus)
        .set({ stock: sql`${skus.stock} - ${line.quantity}` })
        .from(colourGroups)
        .where(
          and(
            eq(skus.id, line.skuId),
            eq(colourGroups.id, skus.colourGroupId),
            eq(colourGroups.goodsId, line.goodsId),
            sql`${skus.stock} >= ${line.quantity}`,
          ),
        )
        .returning({
          size: skus.size,
          color: colourGroups.color,
          goodsSn: skus.goodsSn,
          priceFen: skus.priceFen,
        });
      if (!taken) {
        const [sku] = await tx
          .select({ size: skus.size, color: colourGroups.color, stock: skus.stock })
          .from(skus)
          .innerJoin(colourGroups, eq(colourGroups.id, skus.colourGroupId))
          .where(and(eq(skus.id, line.skuId), eq(colourGroups.goodsId, line.goodsId)));
        problems.push(
          sku
            ? { kind: 'short', skuId: line.skuId, goodsId: line.goodsId, ...sku, wanted: line.quantity }
            : { kind: 'gone', skuId: line.skuId, goodsId: line.goodsId },
        );
        continue;
      }
      if (taken.priceFen !== line.seenPriceFen)
        problems.push({
          kind: 'priceChanged',
          skuId: line.skuId,
          goodsId: line.goodsId,
          size: taken.size,
          color: taken.color,
          oldPriceFen: line.seenPriceFen,
          newPriceFen: taken.priceFen,
        });
      sold.push({
        orderId: claimed.id,
        skuId: line.skuId,
        goodsId: line.goodsId,
        position: sold.length,
        title: '',
        color: taken.color,
        size: taken.size,
        goodsSn: taken.goodsSn,
        priceFen: taken.priceFen,
        quantity: line.quantity,
      });
    }
    // the rollback returns every piece this transaction took
    if (problems.length > 0) throw new OrderRefused(problems);

    const titles = await tx
      .select({ id: goods.id, title: goods.title })
      .from(goods)
      .where(
        inArray(
          goods.id,
          sold.map((l) => l.goodsId),
        ),
      );
    const titleOf = new Map(titles.map((g) => [g.id, g.title]));
    // the buyer's own order of lines, not the sku order the stock was taken in
    const firstAt = new Map<number, number>();
    input.lines.forEach((l, i) => {
      if (!firstAt.has(l.skuId)) firstAt.set(l.skuId, i);
    });
    const ordered = [...sold].sort((a, b) => (firstAt.get(a.skuId) ?? 0) - (firstAt.get(b.skuId) ?? 0));
    await tx
      .insert(orderLines)
      .values(ordered.map((l, i) => ({ ...l, position: i, title: titleOf.get(l.goodsId) ?? '' })));
    const totalFen = sold.reduce((sum, l) => sum + l.priceFen * l.quantity, 0);
    await tx.update(orders).set({ totalFen }).where(eq(orders.id, claimed.id));
    if (input.fromCart)
      await tx.delete(cartLines).where(
        and(
          eq(cartLines.userId, input.userId),
          inArray(
            cartLines.skuId,
            sold.map((l) => l.skuId),
          ),
        ),
      );
    return claimed.id;
  });

  if (found === null) {
    const existing = await findOrderOf(db, input.userId, input.orderNo);
    if (!existing) throw new Error(`order ${input.orderNo} claimed but not found`);
    if (!sameLines(existing.lines, wanted)) throw new OrderNoReused();
    return { order: existing, created: false };
  }
  const [row] = await db.select().from(orders).where(eq(orders.id, found));
  if (!row) throw new Error(`order ${found} not found after commit`);
  const [order] = await withLines(db, [row]);
  return { order: order as StoredGoodsOrder, created: true };
}

/** The buyer's order of that number, or null (another buyer's is null too: the caller answers 404). */
export async function findOrderOf(db: Db, userId: number, orderNo: string): Promise<StoredGoodsOrder | null> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.orderNo, orderNo)));
  const [order] = await withLines(db, rows);
  return order ?? null;
}

export async function findOrderByPayNo(db: Db, payNo: string): Promise<StoredGoodsOrder | null> {
  const rows = await db.select().from(orders).where(eq(orders.payNo, payNo));
  const [order] = await withLines(db, rows);
  return order ?? null;
}

/** The buyer's orders, newest first (at most `limit`). */
export async function listOrders(db: Db, userId: number, limit: number): Promise<StoredGoodsOrder[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  return withLines(db, rows);
}

/**
 * Moves a pending, unexpired order to `status` (the owner's cancel, the provider's notification);
 * a cancelled order's stock returns in the same transaction. False when it was not pending.
 */
export async function closeOrder(
  db: Db,
  where: { id: number },
  status: 'paid' | 'cancelled',
  now: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const at = new Date(now);
    const [changed] = await tx
      .update(orders)
      .set(status === 'paid' ? { status, paidAt: at } : { status, closedAt: at })
      .where(and(eq(orders.id, where.id), eq(orders.status, 'pending'), gt(orders.expiresAt, at)))
      .returning({ id: orders.id });
    if (!changed) return false;
    if (status === 'cancelled') await returnStock(tx, [changed.id]);
    return true;
  });
}

/**
 * Rate limits of anonymous writes per client (issue 24 item 5, F6, F13): a fixed-window counter
 * per key in the database (rate_limits), so that every instance counts the same hits. Past the
 * limit the write is refused with 429 and Retry-After; windows older than an hour are deleted as
 * new ones open.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { ApiError } from './envelope';

export interface WriteRule {
  /** writes a key may make in one window */
  limit: number;
  windowMs: number;
}

export const MSG_TOO_MANY_WRITES = '操作过于频繁，请稍后再试';

/** Counts one write of `key`; throws 429 when the window already holds `limit`. */
export async function countWrite(
  c: Context,
  db: Db,
  key: string,
  rule: WriteRule,
  now: number,
): Promise<void> {
  const windowStart = new Date(now - (now % rule.windowMs));
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { hits: sql`${rateLimits.hits} + 1` },
    })
    .returning({ hits: rateLimits.hits });
  if ((row?.hits ?? 0) === 1) {
    // a new window opened: this key's old windows are of no use any more
    await db.delete(rateLimits).where(and(eq(rateLimits.key, key), lt(rateLimits.windowStart, windowStart)));
  }
  if ((row?.hits ?? 0) > rule.limit) {
    const retryAfter = Math.ceil((windowStart.getTime() + rule.windowMs - now) / 1000);
    c.header('Retry-After', String(Math.max(1, retryAfter)));
    throw new ApiError(429, MSG_TOO_MANY_WRITES);
  }
}

/**
 * Idempotency-Key on writes that must not happen twice (issue 24 item 8, F17): cart save and
 * order creation. The app sends a fresh key per click and the same key on its one retry after a
 * lost answer; the first answer is kept in the database (so any instance can replay it) and a
 * replay gets it back, changing nothing. A request without the header runs as before.
 *
 * A replay is the same request: the same route AND the same body (its sha256 is kept with the
 * key). The same key with another body is refused with 422, so a client that reused a key by
 * mistake is told, instead of getting the answer of a request it did not send.
 */
import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { ApiError } from './envelope';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;
/** a key is remembered this long; a retry comes within seconds */
const KEPT_MS = 24 * 3600 * 1000;

export const MSG_BAD_KEY = 'Idempotency-Key 格式不正确';
export const MSG_KEY_IN_FLIGHT = '相同的请求正在处理中，请稍候';
export const MSG_KEY_REUSED = 'Idempotency-Key 已用于其他操作';
export const MSG_KEY_OTHER_BODY = '同一个请求编号已用于内容不同的请求，请重新提交';

export async function withIdempotency(
  c: Context,
  db: Db,
  userId: number,
  run: () => Promise<Response>,
): Promise<Response> {
  const key = c.req.header(IDEMPOTENCY_HEADER);
  if (key === undefined) return run();
  if (!KEY_PATTERN.test(key)) throw new ApiError(400, MSG_BAD_KEY);
  const route = c.req.path;
  // Hono keeps the body it read, so the route's own parsing reads it again
  const requestHash = createHash('sha256')
    .update(await c.req.text())
    .digest('hex');
  const mine = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));

  await db
    .delete(idempotencyKeys)
    .where(
      and(eq(idempotencyKeys.userId, userId), lt(idempotencyKeys.createdAt, new Date(Date.now() - KEPT_MS))),
    );
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ userId, key, route, requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });

  if (claimed.length === 0) {
    const [first] = await db.select().from(idempotencyKeys).where(mine);
    if (!first) throw new ApiError(409, MSG_KEY_IN_FLIGHT);
    if (first.route !== route) throw new ApiError(422, MSG_KEY_REUSED);
    if (first.requestHash !== null && first.requestHash !== requestHash)
      throw new ApiError(422, MSG_KEY_OTHER_BODY);
    if (first.status === null || first.body === null) throw new ApiError(409, MSG_KEY_IN_FLIGHT);
    return new Response(first.body, {
      status: first.status,
      headers: { 'Content-Type': 'application/json; charset=utf-8', 'Idempotent-Replayed': 'true' },
    });
  }

  let res: Response;
  try {
    res = await run();
  } catch (error) {
    // a refusal changed nothing: the key is let go, so the same click may try again
    await db.delete(idempotencyKeys).where(mine);
    throw error;
  }
  await db
    .update(idempotencyKeys)
    .set({ status: res.status, body: await res.clone().text() })
    .where(mine);
  return res;
}

/** POST /api/6087db4edf7ee {uid, pid}: favourite a goods (spec §7); the page shows msg as the notice. */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { requireUid } from '../auth/guard';
import { favourites, goods } from '../db/schema';
import type { AppDeps } from '../http/deps';
import { ApiError, ok1 } from '../http/envelope';
import { Id, parseBody, Uid } from '../http/validate';
import { MSG_GOODS_NOT_FOUND } from './goods-detail';

export const MSG_FAVOURITED = '收藏成功';
export const MSG_ALREADY_FAVOURITED = '已收藏过该商品';

export const FavouriteBody = v.object({ uid: Uid, pid: Id });

export function favouriteRoutes({ db }: AppDeps) {
  return new Hono().post('/api/6087db4edf7ee', async (c) => {
    const { uid, pid } = await parseBody(c, FavouriteBody);
    const user = await requireUid(c, db, uid);
    const [target] = await db.select({ id: goods.id }).from(goods).where(eq(goods.id, pid));
    if (!target) throw new ApiError(404, MSG_GOODS_NOT_FOUND);
    const inserted = await db
      .insert(favourites)
      .values({ userId: user.id, goodsId: pid })
      .onConflictDoNothing()
      .returning({ id: favourites.id });
    return ok1(c, null, inserted.length ? MSG_FAVOURITED : MSG_ALREADY_FAVOURITED);
  });
}

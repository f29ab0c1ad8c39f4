/**
 * The auth rule of the server: a uid in a payload is never trusted on its own.
 * - uid 0 is a visitor;
 * - any other uid needs `Authorization: Bearer <token>` of a live session of that very user:
 *   no, invalid or expired token → 401, a token of another user → 403.
 */
import type { Context } from 'hono';
import type { Db } from '../db/client';
import { ApiError } from '../http/envelope';
import { findSessionUser, type SessionUser } from './sessions';

export const MSG_LOGIN_REQUIRED = '请先登录';
export const MSG_SESSION_INVALID = '登录已失效，请重新登录';
export const MSG_OTHER_USER = '无权操作其他用户的数据';

export function bearerToken(c: Context): string | null {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/** The logged-in user, or a 401 that says whether a token was missing or no longer valid. */
export async function requireUser(c: Context, db: Db): Promise<SessionUser> {
  const token = bearerToken(c);
  if (!token) throw new ApiError(401, MSG_LOGIN_REQUIRED);
  const user = await findSessionUser(db, token);
  if (!user) throw new ApiError(401, MSG_SESSION_INVALID);
  return user;
}

/** A call that needs a real user: the payload's uid must be the bearer token's user; uid 0 is refused. */
export async function requireUid(c: Context, db: Db, uid: number): Promise<SessionUser> {
  if (uid === 0) throw new ApiError(401, MSG_LOGIN_REQUIRED);
  const user = await requireUser(c, db);
  if (user.id !== uid) throw new ApiError(403, MSG_OTHER_USER);
  return user;
}

/** A call open to visitors: uid 0 passes as a visitor (null), any other uid is checked as above. */
export const allowVisitor = (c: Context, db: Db, uid: number): Promise<SessionUser | null> =>
  uid === 0 ? Promise.resolve(null) : requireUid(c, db, uid);

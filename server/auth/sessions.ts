/**
 * Bearer sessions. A token is 32 random bytes in base64url, handed to the client once; the
 * database keeps only its sha256, so reading the sessions table does not let anyone log in.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';

export const SESSION_DAYS = 30;

/** 32 bytes in base64url: 43 characters of [A-Za-z0-9_-] */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(db: Db, userId: number, now = new Date()) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_DAYS * 24 * 3600 * 1000);
  await db.insert(sessions).values({ userId, tokenHash: hashToken(token), createdAt: now, expiresAt });
  return { token, expiresAt };
}

export interface SessionUser {
  id: number;
  nickname: string;
}

/** The user of a live session (not revoked, not expired), or null. */
export async function findSessionUser(db: Db, token: string): Promise<SessionUser | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .select({ id: users.id, nickname: users.nickname })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
      ),
    );
  return row ?? null;
}

/** Revokes a live session; false when the token named none. */
export async function revokeSession(db: Db, token: string): Promise<boolean> {
  if (!TOKEN_PATTERN.test(token)) return false;
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
      ),
    )
    .returning({ id: sessions.id });
  return revoked.length > 0;
}

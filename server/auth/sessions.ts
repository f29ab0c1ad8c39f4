/**
 * Bearer sessions (issue 24 item 3, ASVS V3). A token is 32 random bytes in base64url, handed to
 * the client once; the database keeps only its sha256, so reading the sessions table does not let
 * anyone log in. A session ends at the first of:
 * - its absolute lifetime, SESSION_DAYS after the login;
 * - IDLE_DAYS without a request;
 * - logout, 退出其他设备 from another of the buyer's sessions, or an 11th login (a buyer keeps at
 *   most MAX_SESSIONS; the oldest goes).
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, ne, notInArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';

export const SESSION_DAYS = 30;
export const IDLE_DAYS = 7;
export const MAX_SESSIONS = 10;
const DAY_MS = 24 * 3600 * 1000;
/** last_seen_at is written at most this often per session: a request is not a write */
const TOUCH_EVERY_MS = 60 * 1000;

/** 32 bytes in base64url: 43 characters of [A-Za-z0-9_-] */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The conditions of a live session at `now`. */
const live = (now: Date) =>
  and(
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, now),
    gt(sessions.lastSeenAt, new Date(now.getTime() - IDLE_DAYS * DAY_MS)),
  );

export async function createSession(db: Db, userId: number, now = new Date(), userAgent = '') {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_DAYS * DAY_MS);
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    userAgent: userAgent.slice(0, 200),
  });
  // the newest MAX_SESSIONS stay; older live ones end
  const kept = db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), live(now)))
    .orderBy(desc(sessions.createdAt), desc(sessions.id))
    .limit(MAX_SESSIONS);
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), live(now), notInArray(sessions.id, kept)));
  return { token, expiresAt };
}

export interface SessionUser {
  id: number;
  nickname: string;
  /** the session's row id (the list of sessions marks the current one) */
  sessionId: number;
}

/** The user of a live session, or null; the session's idle clock starts again. */
export async function findSessionUser(db: Db, token: string, now = new Date()): Promise<SessionUser | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .select({
      id: users.id,
      nickname: users.nickname,
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), live(now)));
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() >= TOUCH_EVERY_MS)
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.sessionId));
  return { id: row.id, nickname: row.nickname, sessionId: row.sessionId };
}

/** Revokes a live session; false when the token named none. */
export async function revokeSession(db: Db, token: string, now = new Date()): Promise<boolean> {
  if (!TOKEN_PATTERN.test(token)) return false;
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, hashToken(token)), live(now)))
    .returning({ id: sessions.id });
  return revoked.length > 0;
}

/** The buyer's live sessions, newest first. */
export async function listSessions(db: Db, userId: number, now = new Date()) {
  return db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), live(now)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
}

/** 退出其他设备: ends every live session of the buyer but `keepId`; how many ended. */
export async function revokeOtherSessions(db: Db, userId: number, keepId: number, now = new Date()) {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepId), live(now)))
    .returning({ id: sessions.id });
  return ended.length;
}

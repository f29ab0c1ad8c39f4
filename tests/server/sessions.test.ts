/**
 * What the login hands out and keeps (issue #8 item 7, issue 24 items 2 and 3), checked on the
 * stored rows: the password is an argon2id hash (m = 19 MiB, t = 2, p = 1) with its own salt, the
 * token is 256 random bits the database keeps only as its sha256, a session ends when it expires
 * (30 days), idles (7 days), is revoked, or is the oldest of more than 10.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, legacyScryptHash, needsRehash, verifyPassword } from '../../server/auth/password';
import {
  createSession,
  findSessionUser,
  IDLE_DAYS,
  listSessions,
  MAX_SESSIONS,
  revokeOtherSessions,
  revokeSession,
  SESSION_DAYS,
  TOKEN_PATTERN,
} from '../../server/auth/sessions';
import { type DatabaseHandle, openDatabase } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { sessions, users } from '../../server/db/schema';
import { createTestDatabase, type TestDatabase } from './test-database';

const DAY = 24 * 3600 * 1000;
let database: TestDatabase;
let handle: DatabaseHandle;
const USER = { id: 7, mobile: '13700000007', nickname: '测试买家' };

beforeAll(async () => {
  database = await createTestDatabase();
  handle = await openDatabase(database.options);
  await migrateDatabase(handle);
  await handle.db.insert(users).values({ ...USER, passwordHash: await hashPassword('secret-1') });
});
afterAll(async () => {
  await handle?.close();
  await database?.drop();
});

describe('passwords', () => {
  it('are stored as argon2id at m = 19 MiB, t = 2, p = 1 with a salt of their own, never as given', async () => {
    const [row] = await handle.db.select().from(users).where(eq(users.id, USER.id));
    expect(row?.passwordHash).toMatch(
      /^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/,
    );
    expect(needsRehash(row?.passwordHash ?? '')).toBe(false);
    expect(row?.passwordHash).not.toContain('secret-1');
    const again = await hashPassword('secret-1');
    expect(again).not.toBe(row?.passwordHash);
    await expect(verifyPassword('secret-1', again)).resolves.toBe(true);
    await expect(verifyPassword('secret-2', again)).resolves.toBe(false);
    await expect(verifyPassword('secret-1', 'plain-text')).resolves.toBe(false);
  });

  it('still verify a hash of the former scheme (scrypt N = 16384), which asks to be rehashed', async () => {
    const old = await legacyScryptHash('secret-1');
    expect(old).toMatch(/^scrypt\$16384\$8\$1\$/);
    await expect(verifyPassword('secret-1', old)).resolves.toBe(true);
    await expect(verifyPassword('secret-2', old)).resolves.toBe(false);
    expect(needsRehash(old)).toBe(true);
    // a stored cost beyond the bounds is refused rather than computed (no memory bomb)
    await expect(verifyPassword('secret-1', old.replace('16384', String(2 ** 30)))).resolves.toBe(false);
  });
});

describe('sessions', () => {
  it('hand out 256 random bits and keep only their sha256', async () => {
    const tokens = await Promise.all([1, 2, 3].map(() => createSession(handle.db, USER.id)));
    const rows = await handle.db.select().from(sessions).where(eq(sessions.userId, USER.id));
    for (const { token } of tokens) {
      expect(token).toMatch(TOKEN_PATTERN);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
      const hash = createHash('sha256').update(token).digest('hex');
      expect(rows.map((row) => row.tokenHash)).toContain(hash);
      expect(JSON.stringify(rows)).not.toContain(token);
    }
    expect(new Set(tokens.map((t) => t.token)).size).toBe(3);
  });

  it(`expire after ${SESSION_DAYS} days`, async () => {
    const longAgo = new Date(Date.now() - (SESSION_DAYS * DAY + 1000));
    const old = await createSession(handle.db, USER.id, longAgo);
    expect(old.expiresAt.getTime()).toBeLessThan(Date.now());
    await expect(findSessionUser(handle.db, old.token)).resolves.toBeNull();
    const almost = await createSession(
      handle.db,
      USER.id,
      new Date(Date.now() - (SESSION_DAYS * DAY - 60_000)),
    );
    // used every day since (not idle): it lives to its absolute end
    await handle.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - DAY) })
      .where(eq(sessions.tokenHash, createHash('sha256').update(almost.token).digest('hex')));
    await expect(findSessionUser(handle.db, almost.token)).resolves.toMatchObject({
      id: USER.id,
      nickname: USER.nickname,
    });
    // an expired session cannot be revoked either: it is already over
    await expect(revokeSession(handle.db, old.token)).resolves.toBe(false);
  });

  it('end on revocation, and only the one revoked', async () => {
    const one = await createSession(handle.db, USER.id);
    const two = await createSession(handle.db, USER.id);
    await expect(revokeSession(handle.db, one.token)).resolves.toBe(true);
    await expect(findSessionUser(handle.db, one.token)).resolves.toBeNull();
    await expect(findSessionUser(handle.db, two.token)).resolves.not.toBeNull();
  });
});

describe('session limits (issue 24 item 3, F9)', () => {
  const OWNER = { id: 8, mobile: '13700000008', nickname: '多设备买家' };
  beforeAll(async () => {
    await handle.db.insert(users).values({ ...OWNER, passwordHash: await hashPassword('secret-8') });
  });

  it(`end after ${IDLE_DAYS} days without a request, and a request starts the idle clock again`, async () => {
    const start = Date.now() - 20 * DAY;
    const idle = await createSession(handle.db, OWNER.id, new Date(start));
    const used = await createSession(handle.db, OWNER.id, new Date(start));
    // `used` is seen six days in, and again six days later; `idle` never
    await expect(findSessionUser(handle.db, used.token, new Date(start + 6 * DAY))).resolves.not.toBeNull();
    await expect(findSessionUser(handle.db, used.token, new Date(start + 12 * DAY))).resolves.not.toBeNull();
    await expect(findSessionUser(handle.db, idle.token, new Date(start + 12 * DAY))).resolves.toBeNull();
    await expect(
      findSessionUser(handle.db, idle.token, new Date(start + IDLE_DAYS * DAY - 60_000)),
    ).resolves.not.toBeNull();
  });

  it(`keep at most ${MAX_SESSIONS} live per buyer: the oldest ends`, async () => {
    const first = await createSession(handle.db, OWNER.id);
    const later = [];
    for (let i = 0; i < MAX_SESSIONS; i++) later.push(await createSession(handle.db, OWNER.id));
    await expect(findSessionUser(handle.db, first.token)).resolves.toBeNull();
    for (const s of later) await expect(findSessionUser(handle.db, s.token)).resolves.not.toBeNull();
    expect(await listSessions(handle.db, OWNER.id)).toHaveLength(MAX_SESSIONS);
  });

  it('退出其他设备 ends every other live session and keeps the current one', async () => {
    const here = await createSession(handle.db, OWNER.id);
    const there = await createSession(handle.db, OWNER.id);
    const current = await findSessionUser(handle.db, here.token);
    expect(current).not.toBeNull();
    const ended = await revokeOtherSessions(handle.db, OWNER.id, current?.sessionId ?? 0);
    expect(ended).toBe(MAX_SESSIONS - 1);
    await expect(findSessionUser(handle.db, there.token)).resolves.toBeNull();
    await expect(findSessionUser(handle.db, here.token)).resolves.not.toBeNull();
    expect((await listSessions(handle.db, OWNER.id)).map((s) => s.id)).toEqual([current?.sessionId]);
  });
});

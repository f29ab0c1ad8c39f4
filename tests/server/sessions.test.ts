/**
 * What the login hands out and keeps (issue #8 item 7), checked on the stored rows: the password
 * is an scrypt hash with its own salt, the token is 256 random bits the database keeps only as
 * its sha256, a session ends when it expires or is revoked.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../server/auth/password';
import {
  createSession,
  findSessionUser,
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
  it('are stored as scrypt with a salt of their own, never as given', async () => {
    const [row] = await handle.db.select().from(users).where(eq(users.id, USER.id));
    expect(row?.passwordHash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(row?.passwordHash).not.toContain('secret-1');
    const again = await hashPassword('secret-1');
    expect(again).not.toBe(row?.passwordHash);
    await expect(verifyPassword('secret-1', again)).resolves.toBe(true);
    await expect(verifyPassword('secret-2', again)).resolves.toBe(false);
    await expect(verifyPassword('secret-1', 'plain-text')).resolves.toBe(false);
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
    await expect(findSessionUser(handle.db, almost.token)).resolves.toEqual({
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

/**
 * Login, logout, the current user and the buyer's sessions (docs/api.md): POST /api/auth/login,
 * POST /api/auth/logout, GET /api/auth/me, GET /api/auth/sessions, POST /api/auth/logout-others.
 * The token goes in `Authorization: Bearer <token>` on later calls.
 *
 * A login says nothing about which mobiles are registered (issue 24, F3): an unknown mobile and a
 * wrong password get the same answer after the same work (a verify against a dummy argon2 hash).
 */
import { eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { bearerToken, MSG_LOGIN_REQUIRED, MSG_SESSION_INVALID, requireUser } from '../auth/guard';
import { clearMobileFailures, loginDelay, recordLoginFailure } from '../auth/login-throttle';
import { dummyHash, hashPassword, needsRehash, verifyPassword } from '../auth/password';
import { createSession, listSessions, revokeOtherSessions, revokeSession } from '../auth/sessions';
import { users } from '../db/schema';
import type { AppDeps } from '../http/deps';
import { ApiError, ok1 } from '../http/envelope';
import { parseBody } from '../http/validate';
import { clientAddress } from '../security/config';
import type { SecurityEvent } from '../security/security-log';

export const MSG_BAD_LOGIN_INPUT = '请输入正确的手机号和密码';
/** the one answer for an unknown mobile and a wrong password */
export const MSG_BAD_CREDENTIALS = '手机号或密码错误';

export const LoginBody = v.object({
  mobile: v.pipe(v.string(), v.trim(), v.regex(/^1\d{10}$/)),
  password: v.pipe(v.string(), v.minLength(1), v.maxLength(128)),
});

export function authRoutes({ db, settings, securityLog, clock, sleep }: AppDeps) {
  const log = (c: Context, event: SecurityEvent, outcome: string, userId: number | null = null) =>
    securityLog.event(event, {
      route: c.req.path,
      method: c.req.method,
      address: clientAddress(c, settings),
      userId,
      outcome,
    });

  return new Hono()
    .post('/api/auth/login', async (c) => {
      const { mobile, password } = await parseBody(c, LoginBody, MSG_BAD_LOGIN_INPUT);
      const keys = { mobile, address: clientAddress(c, settings) };
      const wait = await loginDelay(db, keys, clock());
      if (wait > 0) {
        log(c, 'login.throttled', `delayed ${wait} ms`);
        await sleep(wait);
      }
      const [user] = await db.select().from(users).where(eq(users.mobile, mobile));
      // the same work whether or not the mobile is known
      const right = await verifyPassword(password, user?.passwordHash ?? (await dummyHash()));
      if (!user || !right) {
        await recordLoginFailure(db, keys, clock());
        log(c, 'login.failure', user ? 'wrong password' : 'unknown mobile', user?.id ?? null);
        throw new ApiError(401, MSG_BAD_CREDENTIALS);
      }
      await clearMobileFailures(db, mobile);
      if (needsRehash(user.passwordHash))
        await db
          .update(users)
          .set({ passwordHash: await hashPassword(password) })
          .where(eq(users.id, user.id));
      // a token the client still held is replaced, never kept alongside (rotation on login)
      const previous = bearerToken(c);
      if (previous) await revokeSession(db, previous);
      const { token, expiresAt } = await createSession(
        db,
        user.id,
        new Date(clock()),
        c.req.header('user-agent') ?? '',
      );
      log(c, 'login.success', 'session created', user.id);
      return ok1(c, {
        user: { id: user.id, nickname: user.nickname },
        token,
        expiresAt: expiresAt.toISOString(),
      });
    })
    .post('/api/auth/logout', async (c) => {
      const token = bearerToken(c);
      if (!token) throw new ApiError(401, MSG_LOGIN_REQUIRED);
      if (!(await revokeSession(db, token))) throw new ApiError(401, MSG_SESSION_INVALID);
      log(c, 'session.revoked', 'logout');
      return ok1(c, null, '已退出登录');
    })
    .get('/api/auth/me', async (c) => {
      const { id, nickname } = await requireUser(c, db);
      return ok1(c, { user: { id, nickname } });
    })
    .get('/api/auth/sessions', async (c) => {
      const user = await requireUser(c, db);
      const rows = await listSessions(db, user.id);
      return ok1(c, {
        sessions: rows.map((s) => ({
          id: s.id,
          current: s.id === user.sessionId,
          userAgent: s.userAgent,
          createdAt: s.createdAt.toISOString(),
          lastSeenAt: s.lastSeenAt.toISOString(),
          expiresAt: s.expiresAt.toISOString(),
        })),
      });
    })
    .post('/api/auth/logout-others', async (c) => {
      const user = await requireUser(c, db);
      const ended = await revokeOtherSessions(db, user.id, user.sessionId);
      log(c, 'session.revoked', `other sessions ended: ${ended}`, user.id);
      return ok1(c, { ended }, ended > 0 ? `已退出其他 ${ended} 台设备` : '没有其他设备登录');
    });
}

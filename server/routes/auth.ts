/**
 * Login, logout and the current user (docs/api.md): POST /api/auth/login, POST /api/auth/logout,
 * GET /api/auth/me. The token goes in `Authorization: Bearer <token>` on later calls.
 */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { bearerToken, MSG_LOGIN_REQUIRED, MSG_SESSION_INVALID, requireUser } from '../auth/guard';
import { verifyPassword } from '../auth/password';
import { createLoginLimiter, type LoginLimiter, tooManyLoginsMessage } from '../auth/rate-limit';
import { createSession, revokeSession } from '../auth/sessions';
import { users } from '../db/schema';
import { clientAddress } from '../http/client-address';
import type { AppDeps } from '../http/deps';
import { ApiError, ok1 } from '../http/envelope';
import { parseBody } from '../http/validate';

export const MSG_BAD_LOGIN_INPUT = '请输入正确的手机号和密码';
export const MSG_UNKNOWN_MOBILE = '该手机号尚未注册';
export const MSG_WRONG_PASSWORD = '密码错误';

export const LoginBody = v.object({
  mobile: v.pipe(v.string(), v.trim(), v.regex(/^1\d{10}$/)),
  password: v.pipe(v.string(), v.minLength(1), v.maxLength(128)),
});

export function authRoutes(
  { db, trustProxyHops = 0 }: AppDeps,
  limiter: LoginLimiter = createLoginLimiter(),
) {
  return new Hono()
    .post('/api/auth/login', async (c) => {
      const { mobile, password } = await parseBody(c, LoginBody, MSG_BAD_LOGIN_INPUT);
      const address = clientAddress(c, trustProxyHops);
      const wait = Math.max(
        limiter.byAddress.blockedFor(address),
        limiter.byMobile.blockedFor(`m:${mobile}`),
      );
      if (wait > 0) throw new ApiError(429, tooManyLoginsMessage(wait));
      // counted before the password is checked, so that parallel guesses cannot all slip through
      // while the first ones are still being verified; a success clears the mobile's count
      limiter.byAddress.hit(address);
      limiter.byMobile.hit(`m:${mobile}`);
      const [user] = await db.select().from(users).where(eq(users.mobile, mobile));
      if (!user) throw new ApiError(401, MSG_UNKNOWN_MOBILE);
      if (!(await verifyPassword(password, user.passwordHash))) throw new ApiError(401, MSG_WRONG_PASSWORD);
      limiter.byMobile.reset(`m:${mobile}`);
      const { token, expiresAt } = await createSession(db, user.id);
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
      return ok1(c, null, '已退出登录');
    })
    .get('/api/auth/me', async (c) => {
      const user = await requireUser(c, db);
      return ok1(c, { user });
    });
}

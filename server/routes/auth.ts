/**
 * Login, logout and the current user (docs/api.md): POST /api/auth/login, POST /api/auth/logout,
 * GET /api/auth/me. The token goes in `Authorization: Bearer <token>` on later calls.
 */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { bearerToken, MSG_LOGIN_REQUIRED, MSG_SESSION_INVALID, requireUser } from '../auth/guard';
import { verifyPassword } from '../auth/password';
import { createSession, revokeSession } from '../auth/sessions';
import { users } from '../db/schema';
import type { AppDeps } from '../http/deps';
import { ApiError, ok1 } from '../http/envelope';
import { parseBody } from '../http/validate';

export const MSG_BAD_LOGIN_INPUT = '请输入正确的手机号和密码';
export const MSG_UNKNOWN_MOBILE = '该手机号尚未注册';
export const MSG_WRONG_PASSWORD = '密码错误';

const LoginBody = v.object({
  mobile: v.pipe(v.string(), v.trim(), v.regex(/^1\d{10}$/)),
  password: v.pipe(v.string(), v.minLength(1), v.maxLength(128)),
});

export function authRoutes({ db }: AppDeps) {
  return new Hono()
    .post('/api/auth/login', async (c) => {
      const { mobile, password } = await parseBody(c, LoginBody, MSG_BAD_LOGIN_INPUT);
      const [user] = await db.select().from(users).where(eq(users.mobile, mobile));
      if (!user) throw new ApiError(401, MSG_UNKNOWN_MOBILE);
      if (!(await verifyPassword(password, user.passwordHash))) throw new ApiError(401, MSG_WRONG_PASSWORD);
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

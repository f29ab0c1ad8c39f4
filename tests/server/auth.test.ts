/** Login, logout and the current user (docs/api.md). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginResponse, LogoutResponse, MeResponse } from '@/services/schemas';
import { DEMO_USER, expectShape, Failure, startTestServer, type TestServer } from './harness';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('login', () => {
  it('answers the user and a bearer token', async () => {
    const res = await server.post('/api/auth/login', {
      mobile: DEMO_USER.mobile,
      password: DEMO_USER.password,
    });
    const { data } = expectShape(LoginResponse, res);
    expect(data.user).toEqual({ id: DEMO_USER.id, nickname: DEMO_USER.nickname });
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Date(data.expiresAt).getTime()).toBeGreaterThan(Date.now());
    const me = expectShape(MeResponse, await server.get('/api/auth/me', data.token));
    expect(me.data.user.id).toBe(DEMO_USER.id);
  });

  it('tells an unknown mobile from a wrong password (401)', async () => {
    const unknown = await server.post('/api/auth/login', { mobile: '13000000000', password: 'x' });
    expect(unknown.status).toBe(401);
    expect(expectShape(Failure, unknown).msg).toBe('该手机号尚未注册');
    const wrong = await server.post('/api/auth/login', { mobile: DEMO_USER.mobile, password: 'nope' });
    expect(wrong.status).toBe(401);
    expect(expectShape(Failure, wrong).msg).toBe('密码错误');
  });

  it('refuses a malformed body with 400', async () => {
    for (const body of [
      {},
      { mobile: 'abc', password: 'x' },
      { mobile: DEMO_USER.mobile },
      { mobile: DEMO_USER.mobile, password: '' },
    ]) {
      const res = await server.post('/api/auth/login', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(expectShape(Failure, res).msg).toBe('请输入正确的手机号和密码');
    }
  });
});

describe('me and logout', () => {
  it('answers 401 without a token or with a made-up one', async () => {
    expect((await server.get('/api/auth/me')).status).toBe(401);
    expect((await server.get('/api/auth/me', 'x'.repeat(43))).status).toBe(401);
    expect((await server.get('/api/auth/me', 'short')).status).toBe(401);
  });

  it('revokes the token on logout', async () => {
    const token = await server.login();
    const keep = await server.login();
    expectShape(LogoutResponse, await server.post('/api/auth/logout', {}, token));
    expect((await server.get('/api/auth/me', token)).status).toBe(401);
    expect((await server.post('/api/auth/logout', {}, token)).status).toBe(401);
    expectShape(MeResponse, await server.get('/api/auth/me', keep));
  });
});

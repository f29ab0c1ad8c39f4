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

  it('answers an unknown mobile exactly as a wrong password: 401 手机号或密码错误 (issue 24 F3)', async () => {
    const unknown = await server.post('/api/auth/login', { mobile: '13000000000', password: 'x' });
    const wrong = await server.post('/api/auth/login', { mobile: DEMO_USER.mobile, password: 'nope' });
    expect([unknown.status, wrong.status]).toEqual([401, 401]);
    expect(unknown.json).toEqual(wrong.json);
    expect(expectShape(Failure, unknown).msg).toBe('手机号或密码错误');
  });

  it('rotates the token on login: a token the client still sent is revoked', async () => {
    const before = await server.login();
    const res = await server.post(
      '/api/auth/login',
      { mobile: DEMO_USER.mobile, password: DEMO_USER.password },
      before,
    );
    const after = expectShape(LoginResponse, res).data.token;
    expect(after).not.toBe(before);
    expect((await server.get('/api/auth/me', before)).status).toBe(401);
    expectShape(MeResponse, await server.get('/api/auth/me', after));
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

  it('lists the buyer’s sessions and 退出其他设备 ends all but the current one (issue 24 F9)', async () => {
    const here = await server.login();
    const there = await server.login();
    const listed = await server.get('/api/auth/sessions', here);
    expect(listed.status).toBe(200);
    const { sessions } = (listed.json as { data: { sessions: { current: boolean }[] } }).data;
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(sessions.length).toBeGreaterThanOrEqual(2);
    const ended = await server.post('/api/auth/logout-others', {}, here);
    expect(ended.status).toBe(200);
    expect((await server.get('/api/auth/me', there)).status).toBe(401);
    expectShape(MeResponse, await server.get('/api/auth/me', here));
    const after = (await server.get('/api/auth/sessions', here)).json as { data: { sessions: unknown[] } };
    expect(after.data.sessions).toHaveLength(1);
    expect((await server.get('/api/auth/sessions')).status).toBe(401);
  });

  it('answers the token, /me and the sessions with Cache-Control: no-store (issue 24 F10)', async () => {
    const res = await server.post('/api/auth/login', {
      mobile: DEMO_USER.mobile,
      password: DEMO_USER.password,
    });
    expect(res.headers.get('cache-control')).toBe('no-store');
    const token = expectShape(LoginResponse, res).data.token;
    for (const path of ['/api/auth/me', '/api/auth/sessions', '/api/rbh/cart/list'])
      expect((await server.get(path, token)).headers.get('cache-control'), path).toBe('no-store');
  });
});

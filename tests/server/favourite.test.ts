/** POST /api/6087db4edf7ee {uid, pid} (spec §7): favourite a goods. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FavouriteResponse } from '@/services/schemas';
import { DEMO_USER, expectShape, Failure, OTHER_USER, startTestServer, type TestServer } from './harness';

const FAVOURITE = '/api/6087db4edf7ee';
let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await server.login();
});
afterAll(() => server?.close());

describe('favourite', () => {
  it('answers 收藏成功, then 已收藏过该商品', async () => {
    const first = expectShape(
      FavouriteResponse,
      await server.post(FAVOURITE, { uid: DEMO_USER.id, pid: 1002 }, token),
    );
    expect(first.msg).toBe('收藏成功');
    const second = expectShape(
      FavouriteResponse,
      await server.post(FAVOURITE, { uid: DEMO_USER.id, pid: 1002 }, token),
    );
    expect(second.msg).toBe('已收藏过该商品');
  });

  it('needs a real user: uid 0 → 401, no token → 401, another uid → 403', async () => {
    const visitor = await server.post(FAVOURITE, { uid: 0, pid: 1002 });
    expect(visitor.status).toBe(401);
    expect(expectShape(Failure, visitor).msg).toBe('请先登录');
    expect((await server.post(FAVOURITE, { uid: DEMO_USER.id, pid: 1002 })).status).toBe(401);
    expect((await server.post(FAVOURITE, { uid: OTHER_USER.id, pid: 1002 }, token)).status).toBe(403);
  });

  it('answers 404 for an unknown goods and 400 for a bad pid', async () => {
    expect((await server.post(FAVOURITE, { uid: DEMO_USER.id, pid: 999_999 }, token)).status).toBe(404);
    expect((await server.post(FAVOURITE, { uid: DEMO_USER.id, pid: 'x' }, token)).status).toBe(400);
  });
});

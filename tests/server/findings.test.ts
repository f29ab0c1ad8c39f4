/**
 * Issue 24: one test per finding of the attack on the running server (F1 … F17), through HTTP
 * only, so that the same file runs against the code before the fix (where each of these failed:
 * see the commit that added it) and after it. The deeper tests of each area live beside it:
 * payments.test.ts, login-throttle.test.ts, sessions.test.ts, transfer.test.ts, cors.test.ts,
 * connections.test.ts, security-log.test.ts, idempotency.test.ts, fuzz.test.ts.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SizeItem } from '@/domain/goods';
import { GoodsDetailResponse } from '@/services/schemas';
import { createSecurityLog } from '../../server/security/security-log';
import { DEMO_GOODS } from '../../server/seed/catalogue-showcase';
import { SUPPLIER } from '../../server/seed/catalogue-suppliers';
import { DEMO_USER, expectShape, OTHER_USER, reply, startTestServer, type TestServer } from './harness';

let server: TestServer;
let distDir: string;
const logged: Record<string, unknown>[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) logged.push(JSON.parse(line));
    done();
  },
});

beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'findings-dist-'));
  await mkdir(join(distDir, 'assets'));
  await writeFile(join(distDir, 'index.html'), '<!doctype html><title>毛绒</title><div id="root"></div>');
  await writeFile(
    join(distDir, 'assets', 'index-abc.js'),
    'console.log(1)\n//# sourceMappingURL=index-abc.js.map',
  );
  await writeFile(join(distDir, 'assets', 'index-abc.js.map'), '{"sources":["secret.ts"]}');
  await writeFile(join(distDir, '.env'), 'SECRET=1');
  server = await startTestServer({
    distDir,
    // the login's delays are recorded, not waited; the security log is captured
    sleep: async () => {},
    securityLog: createSecurityLog(logStream),
  } as Parameters<typeof startTestServer>[0]);
});
afterAll(async () => {
  await server?.close();
  await rm(distDir, { recursive: true, force: true });
});

const buyNum = async (id: number) =>
  expectShape(GoodsDetailResponse, await server.post('/api/62442353b9c1b', { id, uid: 0 })).data.BuyNum;

async function firstSize(): Promise<SizeItem> {
  const detail = expectShape(
    GoodsDetailResponse,
    await server.post('/api/62442353b9c1b', { id: DEMO_GOODS.fullPage, uid: 0 }),
  );
  const size = detail.data.specs.flatMap((s) => s.sizes).find((s) => s.stock >= 10);
  if (!size) throw new Error('no size in stock');
  return size;
}

describe('issue 24 findings', () => {
  it('F1: a NUL in the search keyword is a 400, not a 500', async () => {
    const res = await server.get('/api/goods/search?keyword=%E7%86%8A%00x');
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: 0, msg: '请求内容含有不允许的控制字符' });
  });

  it('F2: a cart line id of 2.5, 2147483648 or 1e300 is a 400, not a 500', async () => {
    const token = await server.login();
    // the line as the page sends it, every field of the size, with only its id made hostile
    const { id: _id, ...size } = await firstSize();
    const fields = JSON.stringify({ ...size, goods_num: 1, num: 1 }).slice(1);
    for (const id of ['2.5', '2147483648', '1e300']) {
      const body = `{"uid":${DEMO_USER.id},"goods_id":${DEMO_GOODS.fullPage},"goods_spec":[{"id":${id},${fields}]}`;
      const res = await reply(
        await fetch(`${server.url}/api/rbh/cart/save`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body,
        }),
      );
      expect(res.status, id).toBe(400);
    }
  });

  it('F3: an unknown mobile and a wrong password get the same answer', async () => {
    const unknown = await server.post('/api/auth/login', { mobile: '13000000009', password: 'x' });
    const wrong = await server.post('/api/auth/login', { mobile: OTHER_USER.mobile, password: 'x' });
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.json).toEqual(wrong.json);
  });

  it('F4: five wrong passwords do not lock the owner out, nor do 21 correct logins from one address', async () => {
    for (let i = 0; i < 5; i++)
      await server.post('/api/auth/login', { mobile: DEMO_USER.mobile, password: `no-${i}` });
    expect(
      (await server.post('/api/auth/login', { mobile: DEMO_USER.mobile, password: DEMO_USER.password }))
        .status,
    ).toBe(200);
    for (let i = 0; i < 21; i++)
      expect(
        (await server.post('/api/auth/login', { mobile: OTHER_USER.mobile, password: OTHER_USER.password }))
          .status,
      ).toBe(200);
  });

  it('F5: a foreign form with only the order number neither settles nor cancels, and GET /pay shows it to nobody', async () => {
    const token = await server.login();
    const created = await server.post('/api/pay/create', { sid: SUPPLIER.buding }, token);
    const order = (created.json as { data: { order_no: string; body: string } }).data;
    for (const path of ['/pay/confirm', '/pay/cancel']) {
      const res = await fetch(server.url + path, {
        method: 'POST',
        headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
        body: `order_no=${order.order_no}`,
      });
      expect(await res.text(), path).not.toMatch(/支付成功|已取消支付/);
    }
    const status = await server.get(`/api/pay/status?order_no=${order.order_no}`, token);
    expect((status.json as { data: { status: string } }).data.status).toBe('pending');
    expect((await server.get(`/pay?order_no=${order.order_no}&money=100`)).text).not.toContain(order.body);
  });

  it('F6: one client’s repeated download counts are counted once', async () => {
    const before = await buyNum(DEMO_GOODS.imagesOnlyNoPrice);
    for (let i = 0; i < 5; i++)
      await server.post('/api/mini/goods/download/update', { goods_id: DEMO_GOODS.imagesOnlyNoPrice });
    expect(await buyNum(DEMO_GOODS.imagesOnlyNoPrice)).toBe(before + 1);
  });

  it('F8: a GET of the upload page counts nothing', async () => {
    const before = await buyNum(DEMO_GOODS.fullPage);
    for (let i = 0; i < 3; i++)
      await server.get(`/api/mini/goods/upload/view/${DEMO_GOODS.fullPage}/${encodeURIComponent('抖音')}`);
    expect(await buyNum(DEMO_GOODS.fullPage)).toBe(before);
  });

  it('F9: a buyer keeps at most 10 live sessions: the 11th login ends the oldest', async () => {
    const first = await server.login(OTHER_USER);
    for (let i = 0; i < 10; i++) await server.login(OTHER_USER);
    expect((await server.get('/api/auth/me', first)).status).toBe(401);
  });

  it('F10: the token, /me, the cart and the qualification are answered with Cache-Control: no-store', async () => {
    const login = await server.post('/api/auth/login', {
      mobile: DEMO_USER.mobile,
      password: DEMO_USER.password,
    });
    expect(login.headers.get('cache-control')).toBe('no-store');
    const token = (login.json as { data: { token: string } }).data.token;
    expect((await server.get('/api/auth/me', token)).headers.get('cache-control')).toBe('no-store');
    expect((await server.get('/api/rbh/cart/list', token)).headers.get('cache-control')).toBe('no-store');
    expect(
      (await server.post('/api/mini/supply/info', { sid: SUPPLIER.baobeile }, token)).headers.get(
        'cache-control',
      ),
    ).toBe('no-store');
  });

  it('F11: a failed login is one JSON line of the security log, without the password', async () => {
    await server.post('/api/auth/login', { mobile: DEMO_USER.mobile, password: 'secret-guess-42' });
    await new Promise((done) => setImmediate(done));
    const line = logged.findLast((l) => l.event === 'login.failure' && l.route === '/api/auth/login');
    expect(line).toMatchObject({ event: 'login.failure', outcome: 'wrong password', address: '127.0.0.1' });
    expect(JSON.stringify(logged)).not.toContain('secret-guess-42');
  });

  it('F13: a buyer cannot pile up pending orders: the 4th for one supplier is refused', async () => {
    const token = await server.login(OTHER_USER);
    const answers = [];
    for (let i = 0; i < 4; i++)
      answers.push((await server.post('/api/pay/create', { sid: SUPPLIER.hualishu }, token)).status);
    expect(answers).toEqual([200, 200, 200, 429]);
  });

  it('F14: no Access-Control-Allow-Origin for a foreign origin or null', async () => {
    for (const origin of ['https://evil.example', 'null']) {
      const res = await fetch(`${server.url}/api/goods/featured?size=1`, { headers: { origin } });
      expect(res.headers.get('access-control-allow-origin'), origin).toBeNull();
    }
  });

  it('F16: no source map and no dotfile of dist/ is served', async () => {
    expect((await server.get('/assets/index-abc.js')).status).toBe(200);
    expect((await server.get('/assets/index-abc.js.map')).status).toBe(404);
    expect((await server.get('/.env')).status).toBe(404);
  });

  it('F17: a cart save retried with the same Idempotency-Key is added once', async () => {
    const token = await server.login();
    const size = await firstSize();
    await server.post('/api/rbh/cart/remove', { uid: DEMO_USER.id, id: 0 }, token).catch(() => {});
    const list = async () =>
      (
        (await server.get('/api/rbh/cart/list', token)).json as {
          data: { lines: { sku_id: number; goods_num: number }[] };
        }
      ).data.lines.find((l) => l.sku_id === size.id)?.goods_num ?? 0;
    const before = await list();
    const save = () =>
      fetch(`${server.url}/api/rbh/cart/save`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          'idempotency-key': 'click-0001-retry',
        },
        body: JSON.stringify({
          uid: DEMO_USER.id,
          goods_id: DEMO_GOODS.fullPage,
          goods_spec: [{ id: size.id, goods_num: 1, num: 1 }],
        }),
      });
    const first = await reply(await save());
    const replay = await reply(await save());
    expect(replay.status).toBe(first.status);
    expect(replay.text).toBe(first.text);
    expect(await list()).toBe(before + 1);
  });

  it('F17: the same Idempotency-Key with another body is refused with 422 in Chinese and adds nothing', async () => {
    const token = await server.login();
    const size = await firstSize();
    const list = async () =>
      (
        (await server.get('/api/rbh/cart/list', token)).json as {
          data: { lines: { sku_id: number; goods_num: number }[] };
        }
      ).data.lines.find((l) => l.sku_id === size.id)?.goods_num ?? 0;
    const save = (num: number) =>
      fetch(`${server.url}/api/rbh/cart/save`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          'idempotency-key': 'click-0002-other-body',
        },
        body: JSON.stringify({
          uid: DEMO_USER.id,
          goods_id: DEMO_GOODS.fullPage,
          goods_spec: [{ id: size.id, goods_num: num, num }],
        }),
      });
    const before = await list();
    expect((await reply(await save(1))).status).toBe(200);
    // a key reused for another quantity: not the first answer replayed, a refusal that says why
    const other = await reply(await save(3));
    expect(other.status).toBe(422);
    expect(JSON.parse(other.text)).toMatchObject({ msg: '同一个请求编号已用于内容不同的请求，请重新提交' });
    expect(await list()).toBe(before + 1);
    // the very same body is still a replay
    const replay = await save(1);
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await list()).toBe(before + 1);
  });
});

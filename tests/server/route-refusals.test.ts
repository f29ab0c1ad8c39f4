/**
 * Issue #8 item 6: the routes whose refusals no other file proves. Each sends what the route's
 * schema does not take (a wrong type, out of range, missing, malformed) and expects 400 with the
 * contract's failure shape {code: 0, msg: <Chinese>, data: null} (HTML pages: a Chinese error
 * page), then one well-formed request, so a route that refused everything would fail too.
 * docs/SECURITY.md maps every route to its schema and to the test that proves its refusals.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPLIER } from '../../server/seed/catalogue-suppliers';
import { DEMO_USER, expectShape, Failure, type Reply, startTestServer, type TestServer } from './harness';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await server.login();
});
afterAll(() => server?.close());

const CHINESE = /[\u4e00-\u9fff]/;

function expectRefused(res: Reply, what: string) {
  expect(res.status, what).toBe(400);
  expect(expectShape(Failure, res).msg, what).toMatch(CHINESE);
}

describe('routes refuse what their schema does not take (issue #8 item 6)', () => {
  it('GET /api/goods/search: page, size and keyword (SearchQuery)', async () => {
    for (const query of [
      'page=0',
      'page=-1',
      'page=x',
      'page=1.5',
      'size=101',
      'size=0',
      `keyword=${'熊'.repeat(101)}`,
    ])
      expectRefused(await server.get(`/api/goods/search?${query}`), query);
    expect((await server.get('/api/goods/search?keyword=熊&page=1&size=5')).status).toBe(200);
  });

  it('GET /api/shop/goods: sid, page and size (ShopQuery)', async () => {
    for (const query of [
      '',
      'sid=',
      'sid=abc',
      'sid=0',
      'sid=-1',
      'sid=1e3',
      'sid=2147483648',
      `sid=${SUPPLIER.baobeile}&page=0`,
      `sid=${SUPPLIER.baobeile}&size=101`,
    ])
      expectRefused(await server.get(`/api/shop/goods?${query}`), query);
    expect((await server.get(`/api/shop/goods?sid=${SUPPLIER.baobeile}`)).status).toBe(200);
  });

  it('POST /api/pay/create: sid (v.object({ sid: Id }))', async () => {
    for (const body of [{}, { sid: 'abc' }, { sid: 0 }, { sid: 1.5 }, { sid: null }, [SUPPLIER.baobeile]])
      expectRefused(await server.post('/api/pay/create', body, token), JSON.stringify(body));
    expect((await server.post('/api/pay/create', { sid: SUPPLIER.baobeile }, token)).status).toBe(200);
  });

  it('GET /api/pay/status: order_no (OrderNo)', async () => {
    for (const query of [
      '',
      'order_no=',
      'order_no=QP-1',
      'order_no=%3Cscript%3E',
      `order_no=${'9'.repeat(65)}`,
      "order_no=1'%20OR%201=1",
    ])
      expectRefused(await server.get(`/api/pay/status?${query}`, token), query);
    expect((await server.get('/api/pay/status?order_no=QP1', token)).status).toBe(404);
  });

  it('POST /api/rbh/cart/remove: uid and id (RemoveBody)', async () => {
    for (const body of [
      { uid: DEMO_USER.id },
      { uid: DEMO_USER.id, id: 'x' },
      { uid: DEMO_USER.id, id: 0 },
      { uid: 'x', id: 1 },
      { uid: DEMO_USER.id, id: 2 ** 31 },
    ])
      expectRefused(await server.post('/api/rbh/cart/remove', body, token), JSON.stringify(body));
    expect(
      (await server.post('/api/rbh/cart/remove', { uid: DEMO_USER.id, id: 999_999 }, token)).status,
    ).toBe(404);
  });

  it('POST /pay/confirm and /pay/cancel: a missing or malformed order_no changes nothing and answers a Chinese page', async () => {
    for (const path of ['/pay/confirm', '/pay/cancel'])
      for (const fields of [{}, { order_no: '' }, { order_no: 'QP-1' }, { order_no: '<script>' }] as Array<
        Record<string, string>
      >) {
        const res = await server.postForm(path, fields);
        // issue 24: the provider's forms need the whole signed link; without it, 400
        expect(res.status, `${path} ${JSON.stringify(fields)}`).toBe(400);
        expect(res.text).toMatch(CHINESE);
        expect(res.text).not.toContain('<script>');
      }
  });

  it('GET /api/mini/goods/upload/view/:goodsId/:platform: path parameters (UploadParams)', async () => {
    for (const path of [
      'abc/抖音',
      '0/抖音',
      '-1/抖音',
      '1e3/抖音',
      '1001/微博',
      '1001/%3Cscript%3E',
      '2147483648/抖音',
    ]) {
      const res = await server.get(`/api/mini/goods/upload/view/${path}`);
      expect(res.status, path).toBe(404);
      expect(res.text).toContain('不支持的平台或商品编号');
      expect(res.text).not.toContain('<script>');
    }
    // a control character is refused as on every other route: 400, and not written back
    for (const path of ['1001/%01', `1001/${encodeURIComponent('抖\u0000音')}`, '1001%7F/抖音']) {
      const res = await server.get(`/api/mini/goods/upload/view/${path}`);
      expect(res.status, path).toBe(400);
      expect(res.text).toContain('请求内容含有不允许的控制字符');
      // biome-ignore lint/suspicious/noControlCharactersInRegex: the answer must not hold these very characters
      expect(res.text).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/);
    }
  });

  it('an unknown /api path and an unknown goods answer 404 in the contract’s shape', async () => {
    for (const res of [
      await server.get('/api/no-such-call'),
      await server.post('/api/no-such-call', {}),
      await server.post('/api/62442353b9c1b', { id: 999_999, uid: 0 }),
    ]) {
      expect(res.status).toBe(404);
      expect(expectShape(Failure, res).msg).toMatch(CHINESE);
    }
  });
});

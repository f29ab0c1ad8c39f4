/**
 * The security log (issue 24 item 9, F11): one JSON line per security event, written by pino, with
 * time, event, route, client address, user id and outcome, and never a password or a token; a
 * client that disconnects is an info line, not a server error with a stack.
 */
import { connect } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ORDER_LIFETIME_MS } from '../../server/routes/payments';
import { COUNTER_RULE } from '../../server/routes/transfer';
import { createSecurityLog } from '../../server/security/security-log';
import { DEMO_GOODS } from '../../server/seed/catalogue-showcase';
import { SUPPLIER } from '../../server/seed/catalogue-suppliers';
import { DEMO_USER, startTestServer, type TestServer } from './harness';

let server: TestServer;
const lines: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});
const events = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
/** pino writes on the next turn: wait until the line is there */
const logged = (event: string, extra: Record<string, unknown> = {}) =>
  expect
    .poll(
      () => events().find((e) => e.event === event && Object.entries(extra).every(([k, v]) => e[k] === v)),
      {
        timeout: 5_000,
      },
    )
    .toBeDefined();

/** the server's clock: moved past an order's lifetime where a test needs it expired */
let now = Date.now();

beforeAll(async () => {
  server = await startTestServer({
    securityLog: createSecurityLog(stream),
    sleep: async () => {},
    clock: () => now,
  });
});
afterAll(() => server?.close());

describe('the security log', () => {
  it('writes login failure and success, 401, refused input and payments as JSON lines with the required fields', async () => {
    await server.post('/api/auth/login', { mobile: DEMO_USER.mobile, password: 'not-the-password' });
    const token = await server.login();
    await server.get('/api/auth/me', 'x'.repeat(43));
    await server.get('/api/goods/search?keyword=%00');
    await server.post('/api/pay/create', { sid: SUPPLIER.baobeile }, token);

    await logged('login.failure', { outcome: 'wrong password' });
    await logged('login.success', { userId: DEMO_USER.id });
    await logged('auth.denied', { status: 401, route: '/api/auth/me' });
    await logged('input.refused', { status: 400, route: '/api/goods/search' });
    await logged('payment.created', { userId: DEMO_USER.id, outcome: 'pending' });
    for (const event of events()) {
      expect(event).toHaveProperty('time');
      expect(event).toHaveProperty('route');
      expect(event).toHaveProperty('address');
      expect(event).toHaveProperty('outcome');
    }
    const all = lines.join('\n');
    expect(all).not.toContain('not-the-password');
    expect(all).not.toContain(DEMO_USER.password);
    expect(all).not.toContain(token);
  });

  it('writes the throttled login, the 403, the refused write and every payment event', async () => {
    const token = await server.login();
    // a mobile guessed at past its free failures: the next attempt is delayed, and says so
    for (let i = 0; i < 5; i++)
      await server.post('/api/auth/login', { mobile: '13000000077', password: `g${i}` });
    await logged('login.throttled', { route: '/api/auth/login' });
    // another buyer's uid with this token
    await server.post('/api/62442353b9c1b', { id: DEMO_GOODS.fullPage, uid: DEMO_USER.id + 1 }, token);
    await logged('auth.denied', { status: 403, route: '/api/62442353b9c1b' });
    // one client's counter writes past the minute's limit
    for (let i = 0; i <= COUNTER_RULE.limit; i++)
      await server.post('/api/mini/goods/download/update', { goods_id: DEMO_GOODS.fullPage });
    await logged('rate.limited', { status: 429, route: '/api/mini/goods/download/update' });

    type Created = { data: { order_no: string; expires: number; sign: string } };
    const create = async (sid: number) =>
      ((await server.post('/api/pay/create', { sid }, token)).json as Created).data;
    const paid = await create(SUPPLIER.baobeile);
    await server.postForm('/pay/confirm', {
      order_no: paid.order_no,
      money: '100',
      expires: String(paid.expires),
      sign: paid.sign,
    });
    await logged('payment.settled', { orderNo: paid.order_no, userId: DEMO_USER.id });
    const cancelled = await create(SUPPLIER.hualishu);
    await server.post('/api/pay/cancel', { order_no: cancelled.order_no }, token);
    await logged('payment.cancelled', { orderNo: cancelled.order_no, userId: DEMO_USER.id });
    const late = await create(SUPPLIER.buding);
    now += ORDER_LIFETIME_MS + 1000;
    await server.get(`/api/pay/status?order_no=${late.order_no}`, token);
    await logged('payment.expired', { orderNo: late.order_no, outcome: 'expired' });
    expect(lines.join('\n')).not.toContain(token);
  });

  it('logs a client that disconnects mid-body as info, with no server error', async () => {
    const errors = vi.spyOn(console, 'error');
    const { port } = new URL(server.url);
    await new Promise<void>((done) => {
      const socket = connect({ host: '127.0.0.1', port: Number(port) }, () => {
        socket.write(
          'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"mobile":',
        );
        setImmediate(() => socket.destroy());
      });
      socket.on('close', () => done());
      socket.on('error', () => {});
    });
    await logged('client.aborted', { route: '/api/auth/login' });
    expect(events().find((e) => e.event === 'client.aborted')?.level).toBe(30);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});

/**
 * The security log (issue 24 item 9, F11): one JSON line per security event, written by pino, with
 * time, event, route, client address, user id and outcome, and never a password or a token; a
 * client that disconnects is an info line, not a server error with a stack.
 */
import { connect } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSecurityLog } from '../../server/security/security-log';
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

beforeAll(async () => {
  server = await startTestServer({ securityLog: createSecurityLog(stream), sleep: async () => {} });
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

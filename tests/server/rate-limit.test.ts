/**
 * Login throttling (issue #8 item 7): the limiter on its own with a hand-moved clock, then
 * POST /api/auth/login with the same clock — 5 failures per mobile and 20 attempts per address
 * in 15 minutes, then 429 with a Chinese message that says how long to wait.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginResponse } from '@/services/schemas';
import {
  ADDRESS_ATTEMPTS,
  createLoginLimiter,
  LOGIN_WINDOW_MS,
  MOBILE_FAILURES,
  RateLimiter,
  tooManyLoginsMessage,
} from '../../server/auth/rate-limit';
import { DEMO_USER, expectShape, Failure, OTHER_USER, startTestServer, type TestServer } from './harness';

const MINUTE = 60_000;

/** A clock the test moves by hand. */
function handClock(start = 1_800_000_000_000) {
  let now = start;
  return {
    now: () => now,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('RateLimiter', () => {
  it('blocks a key after `limit` events inside the window, until the oldest leaves it', () => {
    const clock = handClock();
    const limiter = new RateLimiter({ limit: 3, windowMs: 10 * MINUTE }, clock.now);
    for (let i = 0; i < 3; i++) {
      expect(limiter.blockedFor('a')).toBe(0);
      limiter.hit('a');
      clock.advance(MINUTE);
    }
    // events at 0, 1 and 2 minutes; now is 3 minutes: the first leaves the window at 10
    expect(limiter.blockedFor('a')).toBe(7 * MINUTE);
    expect(limiter.blockedFor('b')).toBe(0);
    clock.advance(7 * MINUTE - 1);
    expect(limiter.blockedFor('a')).toBe(1);
    clock.advance(1);
    expect(limiter.blockedFor('a')).toBe(0);
  });

  it('forgets a key on reset and once all its events are old', () => {
    const clock = handClock();
    const limiter = new RateLimiter({ limit: 2, windowMs: MINUTE }, clock.now);
    limiter.hit('a');
    limiter.hit('a');
    expect(limiter.blockedFor('a')).toBeGreaterThan(0);
    limiter.reset('a');
    expect(limiter.blockedFor('a')).toBe(0);
    limiter.hit('b');
    clock.advance(MINUTE);
    expect(limiter.blockedFor('b')).toBe(0);
    expect(limiter.size).toBe(0);
  });

  it('keeps a bounded number of keys under a flood of addresses', () => {
    const clock = handClock();
    const limiter = new RateLimiter({ limit: 5, windowMs: MINUTE }, clock.now);
    for (let i = 0; i < 12_000; i++) limiter.hit(`10.0.${i >> 8}.${i & 255}`);
    expect(limiter.size).toBeLessThanOrEqual(10_000);
  });

  it('says how many minutes to wait, rounded up, at least one', () => {
    expect(tooManyLoginsMessage(14 * MINUTE + 1)).toBe('登录尝试过于频繁，请15分钟后再试');
    expect(tooManyLoginsMessage(500)).toBe('登录尝试过于频繁，请1分钟后再试');
  });
});

describe('POST /api/auth/login throttled', () => {
  const clock = handClock();
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ loginLimiter: createLoginLimiter(clock.now) });
  });
  afterAll(() => server?.close());

  const login = (mobile: string, password: string) => server.post('/api/auth/login', { mobile, password });

  it(`answers 429 after ${MOBILE_FAILURES} wrong passwords for a mobile, even to the right one, for 15 minutes`, async () => {
    for (let i = 0; i < MOBILE_FAILURES; i++) {
      const wrong = await login(DEMO_USER.mobile, `wrong-${i}`);
      expect(wrong.status).toBe(401);
      clock.advance(MINUTE);
    }
    const blocked = await login(DEMO_USER.mobile, DEMO_USER.password);
    expect(blocked.status).toBe(429);
    // the first failure leaves the window 15 − 5 = 10 minutes from now
    expect(expectShape(Failure, blocked)).toMatchObject({ code: 0, msg: '登录尝试过于频繁，请10分钟后再试' });
    // another buyer's mobile from the same address is not blocked
    expect((await login(OTHER_USER.mobile, OTHER_USER.password)).status).toBe(200);
    clock.advance(10 * MINUTE);
    expectShape(LoginResponse, await login(DEMO_USER.mobile, DEMO_USER.password));
    clock.advance(LOGIN_WINDOW_MS);
  });

  it('counts unknown mobiles too, and a success clears the mobile’s failures', async () => {
    for (let i = 0; i < MOBILE_FAILURES; i++) expect((await login('13900000000', 'x')).status).toBe(401);
    expect((await login('13900000000', 'x')).status).toBe(429);

    for (let i = 0; i < MOBILE_FAILURES - 1; i++)
      expect((await login(DEMO_USER.mobile, 'nope')).status).toBe(401);
    expectShape(LoginResponse, await login(DEMO_USER.mobile, DEMO_USER.password));
    // the count starts again: four more failures are still answered 401
    for (let i = 0; i < MOBILE_FAILURES - 1; i++)
      expect((await login(DEMO_USER.mobile, 'nope')).status).toBe(401);
    clock.advance(LOGIN_WINDOW_MS);
  });

  it(`answers 429 to an address after ${ADDRESS_ATTEMPTS} attempts in 15 minutes, whatever the mobile`, async () => {
    for (let i = 0; i < ADDRESS_ATTEMPTS; i++) {
      const mobile = `1380000${String(i).padStart(4, '0')}`;
      expect((await login(mobile, 'x')).status, mobile).toBe(401);
    }
    const blocked = await login(OTHER_USER.mobile, OTHER_USER.password);
    expect(blocked.status).toBe(429);
    expect(expectShape(Failure, blocked).msg).toBe('登录尝试过于频繁，请15分钟后再试');
    clock.advance(LOGIN_WINDOW_MS);
    expectShape(LoginResponse, await login(OTHER_USER.mobile, OTHER_USER.password));
  });

  it('lets only the allowed number of parallel guesses for one mobile reach the password check', async () => {
    clock.advance(LOGIN_WINDOW_MS);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login(DEMO_USER.mobile, `parallel-${i}`)),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(MOBILE_FAILURES);
    expect(statuses.filter((status) => status === 429)).toHaveLength(12 - MOBILE_FAILURES);
    clock.advance(LOGIN_WINDOW_MS);
  });

  it('does not count a malformed body', async () => {
    for (let i = 0; i < ADDRESS_ATTEMPTS + 5; i++)
      expect((await server.post('/api/auth/login', { mobile: 'abc' })).status).toBe(400);
    expectShape(LoginResponse, await login(DEMO_USER.mobile, DEMO_USER.password));
  });
});

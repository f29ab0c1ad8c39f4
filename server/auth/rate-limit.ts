/**
 * Login throttling (issue #8 item 7): guessing passwords must be slow for one mobile (credential
 * stuffing against one account) and for one client address (one machine trying many accounts).
 *
 * In memory, per server process: a restart forgets the counts, which costs an attacker nothing
 * they could not get by waiting, and several processes would each count their own (a shared store
 * is the next step if the server is ever scaled out). The clock is injected so tests can move
 * time instead of waiting.
 */

/** Milliseconds since the epoch, as Date.now. */
export type Clock = () => number;

export interface LimitRule {
  /** how many events a key may have inside the window */
  limit: number;
  windowMs: number;
}

/** Keys kept before expired ones are swept; past it the oldest keys go first, down to KEEP_KEYS
 * (so that under a flood a sweep happens once per thousand new keys, not on every request). */
const MAX_KEYS = 10_000;
const KEEP_KEYS = 9_000;

/**
 * A sliding-window log per key: the times of its last `limit` events. A key is blocked while it
 * has `limit` events younger than the window, until the oldest of them leaves it.
 */
export class RateLimiter {
  private readonly events = new Map<string, number[]>();

  constructor(
    readonly rule: LimitRule,
    private readonly clock: Clock = Date.now,
  ) {}

  private live(key: string, now: number): number[] {
    const kept = (this.events.get(key) ?? []).filter((at) => now - at < this.rule.windowMs);
    if (kept.length === 0) this.events.delete(key);
    else this.events.set(key, kept);
    return kept;
  }

  /** Milliseconds until the key may try again; 0 when it may now. */
  blockedFor(key: string): number {
    const now = this.clock();
    const live = this.live(key, now);
    const oldest = live[0];
    if (live.length < this.rule.limit || oldest === undefined) return 0;
    return oldest + this.rule.windowMs - now;
  }

  /** Counts one event of the key. */
  hit(key: string): void {
    const now = this.clock();
    const live = this.live(key, now);
    live.push(now);
    // only the last `limit` events can ever block: older ones are dropped
    this.events.delete(key);
    this.events.set(key, live.slice(-this.rule.limit));
    if (this.events.size > MAX_KEYS) this.sweep(now);
  }

  /** Forgets the key (a successful login clears its mobile's failures). */
  reset(key: string): void {
    this.events.delete(key);
  }

  /** How many keys are kept (for tests of the sweep). */
  get size(): number {
    return this.events.size;
  }

  private sweep(now: number): void {
    for (const key of [...this.events.keys()]) this.live(key, now);
    // still too many live keys (a flood of addresses): the least recently hit go first
    if (this.events.size <= KEEP_KEYS) return;
    for (const key of this.events.keys()) {
      if (this.events.size <= KEEP_KEYS) break;
      this.events.delete(key);
    }
  }
}

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** failed logins per mobile in the window */
export const MOBILE_FAILURES = 5;
/** login attempts (failed or not) per client address in the window */
export const ADDRESS_ATTEMPTS = 20;

export const tooManyLoginsMessage = (waitMs: number) =>
  `登录尝试过于频繁，请${Math.max(1, Math.ceil(waitMs / 60_000))}分钟后再试`;

/** The two limits of POST /api/auth/login. */
export interface LoginLimiter {
  byMobile: RateLimiter;
  byAddress: RateLimiter;
}

export const createLoginLimiter = (clock: Clock = Date.now): LoginLimiter => ({
  byMobile: new RateLimiter({ limit: MOBILE_FAILURES, windowMs: LOGIN_WINDOW_MS }, clock),
  byAddress: new RateLimiter({ limit: ADDRESS_ATTEMPTS, windowMs: LOGIN_WINDOW_MS }, clock),
});

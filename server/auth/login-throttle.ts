/**
 * The login throttle (issue 24 item 2, F4): a progressive DELAY per mobile and per client address,
 * counted on failures only, with a ceiling, kept in the database (login_throttle) so that every
 * instance shares it and a restart keeps it.
 *
 * It never refuses: an attempt waits out the delay its keys have earned and is then checked like
 * any other, so a correct password is always accepted, at worst CEILING_MS late. Five wrong
 * passwords from anywhere cannot lock the owner out (the old 15-minute block could), and
 * correct logins from one NAT never count. Guessing stays slow: every failure past the free ones
 * doubles the wait of the next attempt on that mobile or from that address, up to the ceiling;
 * running many attempts side by side is bounded by the connection cap per address
 * (server/http/connection-limits.ts) and argon2's cost.
 */
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginThrottle } from '../db/schema';

/** failures without any delay: a typo or two costs nothing */
export const FREE_FAILURES = { mobile: 3, address: 20 } as const;
export const BASE_DELAY_MS = 1000;
export const CEILING_MS = 10_000;
/** failures are forgotten this long after the last one */
export const FORGET_AFTER_MS = 15 * 60 * 1000;

export const mobileKey = (mobile: string) => `m:${mobile}`;
export const addressKey = (address: string) => `a:${address}`;

/** The delay earned by `failures`, the first `free` of them costing nothing. */
export function delayFor(failures: number, free: number): number {
  if (failures <= free) return 0;
  return Math.min(CEILING_MS, BASE_DELAY_MS * 2 ** (failures - free - 1));
}

export interface ThrottleKeys {
  mobile: string;
  address: string;
}

/** How long this attempt must wait before its password is checked (0: at once). */
export async function loginDelay(db: Db, keys: ThrottleKeys, now: number): Promise<number> {
  const wanted = {
    [mobileKey(keys.mobile)]: FREE_FAILURES.mobile,
    [addressKey(keys.address)]: FREE_FAILURES.address,
  };
  const rows = await db
    .select()
    .from(loginThrottle)
    .where(inArray(loginThrottle.key, Object.keys(wanted)));
  let wait = 0;
  for (const row of rows) {
    const last = row.lastFailureAt.getTime();
    if (now - last >= FORGET_AFTER_MS) continue;
    const due = last + delayFor(row.failures, wanted[row.key] ?? 0);
    wait = Math.max(wait, due - now);
  }
  return Math.min(Math.max(wait, 0), CEILING_MS);
}

/** Counts a failure on both keys (a failure older than FORGET_AFTER_MS starts the count again). */
export async function recordLoginFailure(db: Db, keys: ThrottleKeys, now: number): Promise<void> {
  const at = new Date(now);
  const forgotten = new Date(now - FORGET_AFTER_MS);
  await db
    .insert(loginThrottle)
    .values([
      { key: mobileKey(keys.mobile), failures: 1, lastFailureAt: at },
      { key: addressKey(keys.address), failures: 1, lastFailureAt: at },
    ])
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: sql`case when ${loginThrottle.lastFailureAt} <= ${forgotten.toISOString()}::timestamptz then 1 else ${loginThrottle.failures} + 1 end`,
        lastFailureAt: at,
      },
    });
}

/** A correct password clears its mobile's failures (the address keeps its own). */
export async function clearMobileFailures(db: Db, mobile: string): Promise<void> {
  await db.delete(loginThrottle).where(inArray(loginThrottle.key, [mobileKey(mobile)]));
}

/**
 * For a load balancer or an orchestrator (issue 20 item 5):
 * - GET /healthz: the process is up and answers HTTP (liveness: restart it when this fails);
 * - GET /readyz: the database takes a write now (readiness: send it traffic only while this
 *   passes). The probe writes this instance's heartbeat row, so a database that is read-only, full,
 *   gone or too slow to answer within READY_TIMEOUT_MS makes it fail with 503.
 */
import { hostname } from 'node:os';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Db } from '../db/client';
import { instanceHeartbeats } from '../db/schema';

/** Under nginx's and most balancers' probe timeouts, so that we answer before they give up. */
export const READY_TIMEOUT_MS = 2000;

/** This process, as the heartbeat table names it. */
export const INSTANCE = `${hostname()}:${process.pid}`;

const noStore = { 'Cache-Control': 'no-store' };

function withinTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export function healthRoutes(db: Db) {
  return new Hono()
    .get('/healthz', (c) => c.json({ status: 'ok', instance: INSTANCE }, 200, noStore))
    .get('/readyz', async (c) => {
      try {
        await withinTimeout(
          db
            .insert(instanceHeartbeats)
            .values({ instance: INSTANCE })
            .onConflictDoUpdate({ target: instanceHeartbeats.instance, set: { seenAt: sql`now()` } }),
          READY_TIMEOUT_MS,
        );
        return c.json({ status: 'ready', instance: INSTANCE }, 200, noStore);
      } catch (err) {
        const reason = err instanceof Error ? err.message : String(err);
        return c.json({ status: 'not ready', instance: INSTANCE, reason }, 503, noStore);
      }
    });
}

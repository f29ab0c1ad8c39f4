/**
 * Keeps the detail cache (detail-cache.ts) true to the database across processes: LISTEN on the
 * channel 'detail_changed', where the triggers of migration 0004 announce every committed change
 * to a goods' answer (payload: the goods id, 'live:' and the id when only its counters or stock
 * changed (migration 0006), or '*' for any goods). PostgreSQL delivers a NOTIFY
 * to every listening session within milliseconds of the commit; PGlite delivers its own after the
 * statement, so the embedded server behaves the same (and sees plain SQL run through it).
 *
 * On PostgreSQL the feed is a connection of its own. When it drops (a restart, a network cut)
 * the cache is suspended (every read loads afresh) until LISTEN succeeds again, because a change
 * committed meanwhile would otherwise never be announced to us.
 */
import pg from 'pg';
import type { DatabaseHandle } from '../db/client';
import type { DetailCache } from './detail-cache';

export const DETAIL_CHANNEL = 'detail_changed';

export interface ChangeFeed {
  close(): Promise<void>;
}

const LIVE = 'live:';

/**
 * Applies one announcement to the cache: 'live:<id>' when only counters or stock of the goods
 * changed (its live part is forgotten, its document kept), '<id>' for any other change, anything
 * else forgets every goods.
 */
export function applyDetailChange(cache: DetailCache, payload: string | undefined): void {
  const live = payload?.startsWith(LIVE) ?? false;
  const id = Number(live ? payload?.slice(LIVE.length) : payload);
  if (!payload || !Number.isSafeInteger(id)) cache.forgetAll();
  else if (live) cache.forgetLive(id);
  else cache.forget(id);
}

const RETRY_MS = [100, 250, 500, 1000, 2000];

export async function followDetailChanges(handle: DatabaseHandle, cache: DetailCache): Promise<ChangeFeed> {
  if (handle.kind === 'pglite') {
    const stop = await handle.client.listen(DETAIL_CHANNEL, (payload) => applyDetailChange(cache, payload));
    return { close: () => stop() };
  }

  const { url } = handle;
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  /** failed attempts since the last success, for the back-off */
  let failures = 0;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => applyDetailChange(cache, message.payload));
    // 'error' then 'end', or 'end' alone: either way the feed is gone
    let lost = false;
    const onLost = () => {
      if (lost || closed) return;
      lost = true;
      cache.suspend();
      const delay = RETRY_MS[Math.min(failures++, RETRY_MS.length - 1)];
      retry = setTimeout(() => void connect().catch(() => {}), delay);
    };
    next.on('error', onLost);
    next.on('end', onLost);
    try {
      await next.connect();
      await next.query(`LISTEN ${DETAIL_CHANNEL}`);
    } catch (err) {
      onLost();
      next.end().catch(() => {});
      throw err;
    }
    if (closed) {
      await next.end();
      return;
    }
    client = next;
    failures = 0;
    // listening from now on; whatever changed while we were not is forgotten with the rest
    cache.resume();
  };

  const close = async () => {
    closed = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
  try {
    // the first connection must work: a server that cannot listen would serve stale answers
    await connect();
  } catch (err) {
    await close();
    throw err;
  }
  return { close };
}

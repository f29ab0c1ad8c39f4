/**
 * Starts the server: opens the database, applies migrations, seeds when asked, listens.
 * Used by `npm start`, `npm run dev`, the server tests and the e2e harness (keep the signature).
 */

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { createApp } from './app';
import { detailCacheOf } from './cache/detail-cache';
import { type ChangeFeed, followDetailChanges } from './cache/detail-invalidation';
import { openDatabase } from './db/client';
import { migrateDatabase, underPrepareLock } from './db/migrate';
import { answerClientError, unreadableRequest } from './http/client-error';
import { type ConnectionLimits, limitConnections, timeoutOptions } from './http/connection-limits';
import { expireOrders } from './orders/order-store';
import { isAddressInUse, portInUse } from './port-in-use';
import type { SecuritySettings } from './security/config';
import type { SecurityLog } from './security/security-log';
import { catalogue } from './seed/catalogue';
import { seed } from './seed/seed';
import { indexMediaSignatures } from './similarity/index-signatures';

export interface StartOptions {
  /** 0 picks a free port */
  port?: number;
  /** default 127.0.0.1 */
  host?: string;
  /** PostgreSQL; wins over dataDir */
  databaseUrl?: string;
  /** PGlite data directory, 'memory://' for tests; default 'memory://' */
  dataDir?: string;
  /** what a 'memory://' database starts from (server/db/client.ts DatabaseOptions.startFrom) */
  startFrom?: Blob;
  mediaDir: string;
  distDir?: string;
  /** seed the demo catalogue (idempotent) and generate its media */
  seed?: boolean;
  /** log every request */
  log?: boolean;
  /** TRUST_PROXY, CORS_ORIGINS (server/security/config.ts) */
  settings?: SecuritySettings;
  /** the security event log; start.ts gives pino on stdout, tests their own or none */
  securityLog?: SecurityLog;
  /** PAYMENT_SECRET; start.ts reads it or keeps one under DATA_DIR */
  paymentSecret?: string;
  /** ms since the epoch and the login's delay, for tests that move time */
  clock?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** live sessions per buyer (default MAX_SESSIONS = 10) */
  maxSessions?: number;
  /** told what the start is doing, one line per stage (npm start prints them: issue 19 item 21) */
  progress?: (line: string) => void;
  /**
   * How often this instance returns the stock of unpaid orders past their 30 minutes (issue 23);
   * every order call does it too. Default a minute; 0 turns the sweep off.
   */
  orderSweepMs?: number;
  /** connection limits (server/http/connection-limits.ts); the defaults unless given */
  connectionLimits?: Partial<ConnectionLimits>;
}

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

export async function startServer(opts: StartOptions): Promise<RunningServer> {
  const database = await openDatabase({
    databaseUrl: opts.databaseUrl,
    dataDir: opts.dataDir,
    startFrom: opts.startFrom,
  });
  let feed: ChangeFeed;
  try {
    // one instance at a time: N instances started together on a fresh database get one schema
    // and one catalogue (server/db/migrate.ts)
    await underPrepareLock(database, async () => {
      opts.progress?.('正在应用数据库迁移（migrating the database）');
      await migrateDatabase(database);
      if (opts.seed) await seed(database.db, catalogue, { mediaDir: opts.mediaDir, progress: opts.progress });
      // seeding indexes its own media; a database seeded elsewhere gets its missing signatures here
      else await indexMediaSignatures(database.db, opts.mediaDir);
    });
    // before the first request: every answer cached from now on is forgotten on any change
    feed = await followDetailChanges(database, detailCacheOf(database.db));
  } catch (err) {
    await database.close();
    throw err;
  }

  const app = createApp({
    db: database.db,
    mediaDir: opts.mediaDir,
    distDir: opts.distDir,
    log: opts.log,
    settings: opts.settings,
    securityLog: opts.securityLog,
    paymentSecret: opts.paymentSecret,
    clock: opts.clock,
    sleep: opts.sleep,
    maxSessions: opts.maxSessions,
  });
  // Unpaid orders past their time give their stock back even when nobody looks at an order: any
  // instance may sweep, the database's `WHERE status = 'pending'` lets one of them do each order.
  const sweepMs = opts.orderSweepMs ?? 60_000;
  const clock = opts.clock ?? Date.now;
  const sweep =
    sweepMs > 0
      ? setInterval(() => {
          expireOrders(database.db, clock()).catch((err: unknown) => console.error('order sweep', err));
        }, sweepMs)
      : null;
  sweep?.unref();
  const host = opts.host ?? '127.0.0.1';
  // Hono's own listener, with our answer for a request it cannot even turn into a Request (a
  // URL the platform refuses): {code: 0, msg} in Chinese like every other refusal, not an empty 400.
  const listener = getRequestListener(app.fetch, { hostname: host, errorHandler: unreadableRequest });
  const listening = new Promise<{ server: Server; port: number }>((resolve, reject) => {
    const server = createServer(timeoutOptions(), listener);
    server.once('error', (error) =>
      reject(isAddressInUse(error) ? portInUse(opts.port ?? 0, host, error) : error),
    );
    server.on('clientError', answerClientError);
    limitConnections(server, {
      // behind trusted proxies every connection is the proxy's: the cap per client is theirs
      ...(opts.settings?.trustProxy ? { perAddress: 0 } : {}),
      ...opts.connectionLimits,
    });
    server.listen(opts.port ?? 0, host, () =>
      resolve({ server, port: (server.address() as AddressInfo).port }),
    );
  });
  // a port in use (or any listen failure) leaves nothing open behind it
  const { server, port } = await listening.catch(async (error: unknown) => {
    if (sweep) clearInterval(sweep);
    await feed.close();
    await database.close();
    throw error;
  });

  const shownHost =
    host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${shownHost}:${port}`,
    port,
    async close() {
      if (sweep) clearInterval(sweep);
      await new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        // keep-alive sockets would hold close() open until they time out
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
      await feed.close();
      await database.close();
    },
  };
}

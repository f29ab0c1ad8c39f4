/**
 * Connection limits (issue 24 item 6, F7: 20,000 slow connections from one client used every
 * descriptor, and nothing answered until they closed; a slow body stayed open for Node's default
 * 300 s). Our requests are small, so:
 * - headers must arrive within HEADERS_TIMEOUT_MS and the whole request within REQUEST_TIMEOUT_MS
 *   (checked every CHECK_INTERVAL_MS), an idle keep-alive connection closes after KEEP_ALIVE_MS;
 * - one client address holds at most `perAddress` connections at once (a further one is closed at
 *   once, before it costs more than its accept), and the server `total`, below the process's
 *   descriptor limit (20,000 here), so files, the database and other clients keep theirs.
 *
 * Arithmetic: 20,000 slow connections from one address → `perAddress` (128) held for at most
 * REQUEST_TIMEOUT_MS (30 s), 19,872 closed as they arrive; other clients' connections stay free.
 * Behind a trusted proxy every connection comes from the proxy: the per-address cap is left to it
 * (TRUST_PROXY > 0 turns ours off, README).
 */
import type { Server, ServerOptions } from 'node:http';
import type { Socket } from 'node:net';

export interface ConnectionLimits {
  perAddress: number;
  total: number;
}

export const HEADERS_TIMEOUT_MS = 20_000;
export const REQUEST_TIMEOUT_MS = 30_000;
export const KEEP_ALIVE_MS = 5_000;
export const CHECK_INTERVAL_MS = 2_000;
export const DEFAULT_LIMITS: ConnectionLimits = { perAddress: 128, total: 8_192 };

/** The options of node:http's createServer that bound how long a connection may dawdle. */
export const timeoutOptions = (): ServerOptions => ({
  headersTimeout: HEADERS_TIMEOUT_MS,
  requestTimeout: REQUEST_TIMEOUT_MS,
  keepAliveTimeout: KEEP_ALIVE_MS,
  connectionsCheckingInterval: CHECK_INTERVAL_MS,
});

/** Caps connections per client address and in total; `perAddress` 0 turns the per-address cap off. */
export function limitConnections(server: Server, limits: Partial<ConnectionLimits> = {}): void {
  const { perAddress, total } = { ...DEFAULT_LIMITS, ...limits };
  server.maxConnections = total;
  if (perAddress <= 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const held = open.get(address) ?? 0;
    if (held >= perAddress) {
      socket.destroy();
      return;
    }
    open.set(address, held + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
}

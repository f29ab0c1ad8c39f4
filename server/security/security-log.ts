/**
 * The security event log (issue 24 item 9, ASVS V7): one JSON line per event, written by pino.
 * Each line has the time, the event, the route, the client address, the user id (when known) and
 * the outcome. Never a password, a token or an Idempotency-Key: the fields below are the only
 * ones written, and pino's redact removes the names that could carry one should a caller pass them.
 */
import pino, { type DestinationStream, type Logger } from 'pino';

export type SecurityEvent =
  | 'login.success'
  | 'login.failure'
  | 'login.throttled'
  | 'session.revoked'
  | 'auth.denied'
  | 'rate.limited'
  | 'input.refused'
  | 'payment.created'
  | 'payment.settled'
  | 'payment.cancelled'
  | 'payment.expired'
  | 'payment.refused'
  | 'order.created'
  | 'order.refused'
  | 'order.cancelled'
  | 'client.aborted';

/** refusals and failures; the rest (successes, payments moving on, aborted clients) are info */
const WARNINGS = new Set<SecurityEvent>([
  'login.failure',
  'login.throttled',
  'auth.denied',
  'rate.limited',
  'input.refused',
  'payment.refused',
]);

export interface SecurityFields {
  route?: string;
  method?: string;
  address?: string;
  userId?: number | null;
  status?: number;
  outcome: string;
  orderNo?: string;
}

export interface SecurityLog {
  event(event: SecurityEvent, fields: SecurityFields): void;
}

/** A pino logger for the events; `destination` is stdout unless a test gives its own stream. */
export function createSecurityLog(destination?: DestinationStream): SecurityLog {
  const logger: Logger = pino(
    {
      base: { log: 'security' },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: ['password', 'token', 'authorization', 'idempotencyKey'], remove: true },
      // an aborted client is information, not an error
      level: 'info',
    },
    destination ?? pino.destination({ sync: false }),
  );
  return {
    event(event, fields) {
      const level = WARNINGS.has(event) ? 'warn' : 'info';
      logger[level]({ event, ...fields });
    },
  };
}

/** A log that writes nothing: tests of other things, and app.request in unit tests. */
export const silentSecurityLog: SecurityLog = { event() {} };

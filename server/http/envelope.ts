/**
 * The envelopes of the legacy API (`{code, msg, data}`) and the one error type the routes throw.
 * Success codes differ per base (see src/services/schemas.ts): 1 on {apiBase}/{apiHost}/{site},
 * 200 on {newApi}; a failure is always code 0 with a Chinese msg and the HTTP status that fits.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    /** what the refusal is about, for the page to show line by line (an order's short lines); null mostly */
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const failure = (msg: string) => ({ code: 0 as const, msg, data: null });

/** The body of a code-1 answer, for an answer serialized once and sent many times (the detail cache). */
export const ok1Body = <T>(data: T, msg = '') => ({ code: 1 as const, msg, data });

export const ok1 = <T>(c: Context, data: T, msg = '') => c.json(ok1Body(data, msg));

export const ok200 = <T>(c: Context, data: T, msg = '') => c.json({ code: 200 as const, msg, data });

/** A business "no" that the page shows as a message, not a transport error (HTTP 200, code 0). */
export const refuse = (c: Context, msg: string) => c.json(failure(msg), 200);

/**
 * One ofetch instance per base of spec §7, each attaching the session's bearer token, and the
 * one function every call goes through: it turns every way a call can fail into an ApiError
 * and validates the answer against the call's schema.
 */
import { FetchError, type FetchOptions, ofetch } from 'ofetch';
import * as v from 'valibot';
import { ApiError, defaultMessage } from './api-error';
import { bases, REQUEST_TIMEOUT_MS } from './config';
import { AnyEnvelope } from './schemas';
import { readToken, revokeToken } from './token-store';

/** The bearer token a call carried, read back from its headers. */
function carriedToken(headers: Headers): string | null {
  return /^Bearer\s+(\S+)$/.exec(headers.get('Authorization') ?? '')?.[1] ?? null;
}

function client(baseURL: string) {
  return ofetch.create({
    baseURL,
    // Retries are decided per call by request(): only idempotent GETs may be retried (see get()).
    onRequest({ options }) {
      const token = readToken();
      if (token) options.headers.set('Authorization', `Bearer ${token}`);
    },
    // A 401 to a call that carried a token says that token is dead (expired, or revoked by a
    // logout elsewhere): forget it and tell the session, whatever call happened to find out.
    onResponseError({ response, options }) {
      const token = carriedToken(options.headers);
      if (response.status === 401 && token) revokeToken(token);
    },
  });
}

export const clients = {
  apiBase: client(bases.apiBase),
  newApi: client(bases.newApi),
  apiHost: client(bases.apiHost),
  site: client(bases.site),
};
export type Client = (typeof clients)[keyof typeof clients];

/** The server's Chinese `msg` from an error body, if it sent one. */
export function messageOf(body: unknown): { msg?: string; code?: number } {
  const parsed = v.safeParse(AnyEnvelope, body);
  return parsed.success ? { msg: parsed.output.msg || undefined, code: parsed.output.code } : {};
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof FetchError) {
    const status = error.response?.status;
    if (status === undefined) {
      // ofetch's own timeout aborts with an Error named TimeoutError, AbortSignal.timeout with a
      // DOMException of that name: the name is what both share.
      const timedOut = error.cause instanceof Error && error.cause.name === 'TimeoutError';
      const kind = timedOut ? 'timeout' : 'network';
      return new ApiError(kind, defaultMessage(kind));
    }
    const { msg, code } = messageOf(error.data);
    // a refusal's data (an order's short lines) goes with it
    return new ApiError('http', msg ?? defaultMessage('http', status), status, code, error.data?.data);
  }
  if (error instanceof SyntaxError) return new ApiError('schema', defaultMessage('schema'));
  return new ApiError('network', defaultMessage('network'));
}

/** No answer, no answer in time, or a 5xx: worth one more try of an idempotent call. */
const worthRetrying = ({ kind, status = 0 }: ApiError) =>
  kind === 'network' || kind === 'timeout' || status >= 500;

/** One attempt, with time of its own: ofetch times a call out only when no signal is given. */
function attempt(api: Client, path: string, options: FetchOptions<'json'>, timeout: number) {
  const signal = options.signal ? AbortSignal.any([options.signal, AbortSignal.timeout(timeout)]) : undefined;
  return api(path, { ...options, timeout, retry: 0, ...(signal && { signal }), responseType: 'json' });
}

/**
 * Sends a call and returns its answer validated by `schema`. An answer with a failure code
 * (the schema's success literal does not match) becomes a `rejected` ApiError carrying the
 * server's msg; any other mismatch is a `schema` error. `retry` more attempts are made (GETs
 * only, see get()) when no answer or a 5xx came, each with its own timeout, and never once the
 * caller has stopped waiting (its signal aborted).
 */
export async function request<S extends v.GenericSchema>(
  api: Client,
  path: string,
  schema: S,
  options: FetchOptions<'json'> = {},
): Promise<v.InferOutput<S>> {
  const timeout = options.timeout ?? REQUEST_TIMEOUT_MS;
  const retries = Number(options.retry) || 0;
  let body: unknown;
  for (let tried = 0; ; tried++) {
    try {
      body = await attempt(api, path, options, timeout);
      break;
    } catch (error) {
      const failure = toApiError(error);
      if (tried >= retries || options.signal?.aborted || !worthRetrying(failure)) throw failure;
    }
  }
  const parsed = v.safeParse(schema, body);
  if (parsed.success) return parsed.output;
  const { msg, code } = messageOf(body);
  // The success code is a literal in each call's schema: when that is what failed, the server
  // answered but refused (its msg says why); anything else is an answer we cannot trust.
  const codeRefused = code !== undefined && parsed.issues.some((issue) => issue.path?.[0]?.key === 'code');
  if (codeRefused) throw new ApiError('rejected', msg ?? defaultMessage('http'), 200, code);
  throw new ApiError('schema', defaultMessage('schema'), 200, code);
}

/** `signal`: the calling actor's, so a stopped actor (a new ?id, a closed page) cancels its call. */
export const post = <S extends v.GenericSchema>(
  api: Client,
  path: string,
  body: object,
  schema: S,
  signal?: AbortSignal,
) => request(api, path, schema, { method: 'POST', body, signal });

/**
 * A fresh Idempotency-Key: 128 random bits in hex. getRandomValues, not randomUUID, which a page
 * served over plain http from a LAN address does not have.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * A write that must not happen twice (cart save, order creation; issue 24 item 8): one
 * Idempotency-Key per call, i.e. per click, sent again on its single retry after a lost answer
 * (no answer, none in time, a 5xx), so the server replays its first answer instead of adding twice.
 */
export const postOnce = <S extends v.GenericSchema>(
  api: Client,
  path: string,
  body: object,
  schema: S,
  signal?: AbortSignal,
) =>
  request(api, path, schema, {
    method: 'POST',
    body,
    signal,
    retry: 1,
    headers: { 'Idempotency-Key': newIdempotencyKey() },
  });

/** GETs are idempotent, so a passing network fault gets one more try. */
export const get = <S extends v.GenericSchema>(
  api: Client,
  path: string,
  query: Record<string, string | number>,
  schema: S,
  signal?: AbortSignal,
) => request(api, path, schema, { method: 'GET', query, retry: 1, signal });

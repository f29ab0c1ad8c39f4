import { appText } from '@/copy/copy';

/**
 * Why a call failed, as a machine needs to know it: each kind leads to its own state and message.
 * - network: no answer (offline, refused); timeout: no answer in time;
 * - http: an HTTP error status (401/403/404/5xx…); rejected: HTTP 200 with a failure code;
 * - schema: an answer that is not what the contract says.
 */
export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'rejected' | 'schema';

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly kind: ApiErrorKind,
    /** A Chinese sentence fit to show the buyer. */
    message: string,
    readonly status?: number,
    /** The `code` field of the answer, when there was one. */
    readonly code?: number,
    /** The refusal's `data`, when the server said more than its msg (an order's short lines). */
    readonly data?: unknown,
  ) {
    super(message);
  }

  get isNotFound(): boolean {
    return this.status === 404;
  }
}

/** The message for a failure without a usable `msg` from the server. */
export function defaultMessage(kind: ApiErrorKind, status?: number): string {
  if (kind === 'network') return appText.networkError;
  if (kind === 'timeout') return appText.timeoutError;
  if (kind === 'schema') return appText.badResponse;
  if (status === 401) return appText.loginRequired;
  if (status === 403) return appText.forbidden;
  if (status === 404) return appText.goodsNotFound;
  return appText.serverError;
}

/**
 * Pure readers of a failed call's error, for guards. Machines never import services, so they
 * look at the error's shape (services/api-error.ts ApiError has `status` and a Chinese message).
 */
export function failureStatus(error: unknown): number | undefined {
  if (typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number') {
    return error.status;
  }
  return undefined;
}

/** The Chinese message to show for a failure, or `fallback` when the error carries none. */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/**
 * The server answered but said no (HTTP 200 with a failure code: services/api-error.ts ApiError
 * of kind 'rejected'), as opposed to a call that got no usable answer.
 */
export function failureRefused(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'kind' in error && error.kind === 'rejected';
}

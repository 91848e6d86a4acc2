/**
 * Every failed call becomes one of these. `kind` tells screens which wording of docs/spec/messages.md applies:
 * - 'http': the server answered with success false (use its message, or the screen's fallback);
 * - 'network': no answer at all (the screen's "exception" message);
 * - 'contract': an answer that does not match the agreed schema.
 */
export type ApiErrorKind = 'http' | 'network' | 'contract';

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly kind: ApiErrorKind,
    readonly status: number,
    message: string,
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** The server's own message when it gave one, else the screen's fallback. */
export function serverMessageOr(error: unknown, fallback: string, exceptionFallback = fallback): string {
  if (!isApiError(error)) return exceptionFallback;
  if (error.kind === 'http') return error.message || fallback;
  return exceptionFallback;
}

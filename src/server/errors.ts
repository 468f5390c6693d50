import { DEFAULT_MESSAGES, type ErrorCode } from '#shared/error-codes.ts';

/** Domain code throws this; the one error handler maps it (D21). */
export class AppError extends Error {
  readonly code: ErrorCode;
  /** For a 429: seconds before a new try can succeed (sent as Retry-After). */
  readonly retryAfter?: number;
  constructor(code: ErrorCode, message?: string, opts: { retryAfterMs?: number } = {}) {
    super(message ?? DEFAULT_MESSAGES[code]);
    this.code = code;
    if (opts.retryAfterMs !== undefined) this.retryAfter = Math.max(1, Math.ceil(opts.retryAfterMs / 1000));
  }
}

export const notFound = (message = 'Não encontrado') => new AppError('NOT_FOUND', message);
export const forbidden = (message?: string) => new AppError('FORBIDDEN', message);

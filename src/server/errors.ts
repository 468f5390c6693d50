import { DEFAULT_MESSAGES, type ErrorCode } from '#shared/error-codes.ts';

/** Domain code throws this; the one error handler maps it (D21). */
export class AppError extends Error {
  readonly code: ErrorCode;
  constructor(code: ErrorCode, message?: string) {
    super(message ?? DEFAULT_MESSAGES[code]);
    this.code = code;
  }
}

export const notFound = (message = 'Não encontrado') => new AppError('NOT_FOUND', message);
export const forbidden = (message?: string) => new AppError('FORBIDDEN', message);

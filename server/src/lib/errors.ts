import type { MessageKey, MessageParams } from './i18n.ts';

// One error type for the whole server. A code names what went wrong, the status map turns it
// into HTTP, and the message key is translated into the caller's culture by the error handler.
export const ERROR_STATUS = {
  BadRequest: 400,
  ValidationFailed: 400,
  Unauthorized: 401,
  Forbidden: 403,
  NotFound: 404,
  Conflict: 409,
  PayloadTooLarge: 413,
  RateLimited: 429,
  Internal: 500,
  // The database is out of reach for a moment: try again (decisions/047).
  Unavailable: 503,
  // The original site's refusal whose plain-text body the client shows as is.
  Suspended: 605,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    readonly messageKey: MessageKey,
    readonly params: MessageParams = {},
    readonly details?: string,
  ) {
    super(`${code}: ${messageKey}`);
    this.name = 'AppError';
    this.statusCode = ERROR_STATUS[code];
  }
}

export const badRequest = (key: MessageKey, params?: MessageParams) => new AppError('BadRequest', key, params);
export const notFound = (key: MessageKey = 'error.notFound') => new AppError('NotFound', key);
export const conflict = (key: MessageKey, params?: MessageParams) => new AppError('Conflict', key, params);

/** What a refused change would have done, for the audit trail: field → [now, asked for]. */
export interface RefusedAttempt {
  entity: string;
  entityId: string | number;
  fields: Record<string, readonly [unknown, unknown]>;
}

/**
 * A change to who may do what, refused by a rule (decisions/059). It writes no row, so its attempt
 * is recorded in the audit trail on its own (infra/audit-trail.ts, recordRefusal).
 */
export class RefusedChange extends AppError {
  constructor(
    code: 'BadRequest' | 'Forbidden',
    messageKey: MessageKey,
    readonly attempt: RefusedAttempt,
    params?: MessageParams,
  ) {
    super(code, messageKey, params);
    this.name = 'RefusedChange';
  }
}

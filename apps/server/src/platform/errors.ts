import type { ErrorCode } from '@clearline/contracts';

/**
 * The one way a service refuses a request. The HTTP layer turns it into the error envelope; nothing is
 * changed when it is thrown inside a transaction.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: { path: string; message: string }[],
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, details?: { path: string; message: string }[]) =>
  new AppError(400, details ? 'validation_failed' : 'bad_request', message, details);
export const forbidden = (message: string) => new AppError(403, 'forbidden', message);
export const notFound = (message: string) => new AppError(404, 'not_found', message);
export const conflict = (message: string) => new AppError(409, 'conflict', message);
/** What was there and is no more (an expired export's file): 410, with the not-found code. */
export const gone = (message: string) => new AppError(410, 'not_found', message);

/** SQLSTATEs the services answer themselves (a duplicate, a row still referenced). */
export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';
/**
 * Database errors that mean "this input value cannot be stored or compared", never a fault of the server:
 * a datetime out of range or malformed (22007, 22008), text that is not valid for its type (22P02), and
 * characters the encoding refuses such as NUL (22021, 22P05). Every other database error stays a 500.
 */
export const BAD_VALUE_STATES: ReadonlySet<string> = new Set(['22007', '22008', '22P02', '22021', '22P05']);

/**
 * A change refused because it would alter a locked (certified) month's figures: raised by the database's
 * lock triggers (migration 0038) whoever writes, answered 409 with their message, which names the month.
 */
export const PERIOD_LOCKED = 'CL409';

/** A locked-period refusal as the API answers it, from the database's error; undefined for other errors. */
export function periodLockedError(error: unknown): AppError | undefined {
  if (pgErrorCode(error) !== PERIOD_LOCKED) return undefined;
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth += 1) {
    const { code, message, detail } = current as { code?: unknown; message?: unknown; detail?: unknown };
    if (code === PERIOD_LOCKED && typeof message === 'string')
      return new AppError(409, 'period_locked', message, undefined, {
        ...(typeof detail === 'string' ? { refused: detail } : {}),
      });
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The SQLSTATE of a database error, through Drizzle's wrapper (node-postgres and PGlite alike). */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

import { ErrorEnvelope, MESSAGES } from '@clearline/contracts';
import type { z } from 'zod';

type FieldIssue = { path: string; message: string };

/**
 * Every failed API call surfaces as an ApiError carrying the server's error envelope: a stable `code`,
 * a human `message` (show it as is), and field `details` for validation errors. Calls that never reached
 * the server have status 0 and code 'network_error'.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: FieldIssue[];
  /** The parsed envelope when the server sent one. */
  readonly envelope: ErrorEnvelope | undefined;

  constructor(
    status: number,
    code: string,
    message: string,
    details: FieldIssue[] = [],
    envelope?: ErrorEnvelope,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
    this.envelope = envelope;
  }

  /** Builds the error from a non-OK response body (JSON already parsed, or null). */
  static fromResponse(status: number, statusText: string, body: unknown): ApiError {
    const parsed = ErrorEnvelope.safeParse(body);
    if (parsed.success) {
      const e = parsed.data;
      return new ApiError(status, e.code, e.message, e.details ?? [], e);
    }
    const message =
      body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
        ? body.message
        : `The server answered ${status}${statusText ? ` ${statusText}` : ''}.`;
    return new ApiError(status, `http_${status}`, message);
  }

  static network(cause: unknown): ApiError {
    const error = new ApiError(
      0,
      'network_error',
      'Cannot reach the server. Check your connection and try again.',
    );
    (error as { cause?: unknown }).cause = cause;
    return error;
  }

  static invalidResponse(status: number, issues: z.core.$ZodIssue[]): ApiError {
    return new ApiError(
      status,
      'invalid_response',
      'The server sent an answer this page does not understand. Reload the page and try again.',
      issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
    );
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** The message to show a user for any thrown value. */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (error instanceof ApiError) return error.message;
  return fallback;
}

/** What to do about a 401 answer (spec §8). */
export type UnauthorizedDecision =
  | { action: 'refresh'; accessToken: string }
  | { action: 'signOut' }
  | { action: 'none' };

/**
 * Spec §8: read the first entry of the body's `error` list. `refresh_token: 'refresh'` carries a new
 * access token (store it, retry once); `'expired'`, an `invalid_token` 'jwt expired' or a
 * `credentials_required` 'No authorization token was found' ends the session.
 */
export function decideUnauthorized(body: unknown): UnauthorizedDecision {
  if (!body || typeof body !== 'object' || !('error' in body) || !Array.isArray(body.error)) {
    return { action: 'none' };
  }
  const first: unknown = body.error[0];
  if (!first || typeof first !== 'object') return { action: 'none' };
  const entry = first as {
    refresh_token?: unknown;
    access_token?: unknown;
    code?: unknown;
    message?: unknown;
  };
  if (
    entry.refresh_token === 'refresh' &&
    typeof entry.access_token === 'string' &&
    entry.access_token !== ''
  ) {
    return { action: 'refresh', accessToken: entry.access_token };
  }
  if (entry.refresh_token === 'expired') return { action: 'signOut' };
  if (entry.code === 'invalid_token' && entry.message === MESSAGES.jwtExpired) return { action: 'signOut' };
  if (entry.code === 'credentials_required' && entry.message === MESSAGES.noToken)
    return { action: 'signOut' };
  return { action: 'none' };
}

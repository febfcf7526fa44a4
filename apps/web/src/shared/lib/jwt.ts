import { base64urlToText } from './base64url';

/**
 * Reading (not verifying) an access token in the browser: the server verifies it on every request; the
 * browser only needs its expiry (spec §9) and which session it names.
 */
export interface TokenClaims {
  sub?: string;
  sid?: string;
  exp?: number;
  iat?: number;
}

export function readClaims(token: string): TokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const payload: unknown = JSON.parse(base64urlToText(parts[1]));
    return payload !== null && typeof payload === 'object' && !Array.isArray(payload)
      ? (payload as TokenClaims)
      : null;
  } catch {
    return null;
  }
}

/** The current time in whole seconds, the unit of a JWT's `exp`. */
export const nowInSeconds = (): number => Math.floor(Date.now() / 1000);

/**
 * Spec §9: a token is good while its expiry time is in the future, compared in seconds. A token without
 * a readable `exp` counts as expired.
 */
export function isTokenExpired(token: string, now: number = nowInSeconds()): boolean {
  const exp = readClaims(token)?.exp;
  return typeof exp !== 'number' || !Number.isFinite(exp) || exp <= now;
}

/** Seconds until the token expires (negative once it has). Null when it carries no expiry. */
export function secondsLeft(token: string, now: number = nowInSeconds()): number | null {
  const exp = readClaims(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp - now : null;
}

/**
 * A key for "which signed-in session is this": the same across token refreshes of one session, different
 * for another user or a new sign-in.
 */
export function sessionKeyOf(token: string): string | null {
  const claims = readClaims(token);
  return claims?.sub ? `${claims.sub}:${claims.sid ?? ''}` : null;
}

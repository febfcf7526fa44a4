import { createHmac, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';

/**
 * Access tokens are short-lived JWTs that name a server-side session. The session decides whether the
 * caller is still signed in; the token only saves a lookup of who the session belongs to.
 */
export interface AccessClaims {
  sub: string;
  sid: string;
}

export type TokenCheck =
  | { state: 'valid'; claims: AccessClaims }
  /** Signature good, lifetime over: the session may still be alive and hand out a new token. */
  | { state: 'expired'; claims: AccessClaims }
  | { state: 'invalid' };

export class TokenService {
  constructor(
    private readonly secret: Uint8Array,
    private readonly ttlSeconds: number,
    private readonly now: () => number = Date.now,
  ) {}

  async issue(claims: AccessClaims): Promise<string> {
    const iat = Math.floor(this.now() / 1000);
    return new SignJWT({ sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.sub)
      .setIssuer('clearline')
      .setIssuedAt(iat)
      .setExpirationTime(iat + this.ttlSeconds)
      .sign(this.secret);
  }

  /**
   * Verifies an HS256 token with node:crypto (synchronous HMAC: every request pays this, and WebCrypto's
   * promise round trips cost more than the hash). The signature is checked before any claim is read, so an
   * expired token's claims are trustworthy.
   */
  async check(token: string): Promise<TokenCheck> {
    const parts = token.split('.');
    if (parts.length !== 3) return { state: 'invalid' };
    const [header, body, signature] = parts as [string, string, string];
    const expected = createHmac('sha256', this.secret).update(`${header}.${body}`).digest();
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { state: 'invalid' };
    let payload: { sub?: string; sid?: unknown; exp?: unknown; iss?: unknown };
    try {
      const head = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: string };
      if (head.alg !== 'HS256') return { state: 'invalid' };
      payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    } catch {
      return { state: 'invalid' };
    }
    if (payload.iss !== 'clearline' || typeof payload.exp !== 'number') return { state: 'invalid' };
    const expired = payload.exp <= Math.floor(this.now() / 1000);
    return toClaims(payload, expired ? 'expired' : 'valid');
  }
}

function toClaims(payload: { sub?: string; sid?: unknown }, state: 'valid' | 'expired'): TokenCheck {
  if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return { state: 'invalid' };
  return { state, claims: { sub: payload.sub, sid: payload.sid } };
}

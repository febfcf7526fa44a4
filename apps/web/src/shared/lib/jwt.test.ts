import { describe, expect, it } from 'vitest';
import { textToBase64url } from './base64url';
import { isTokenExpired, readClaims, secondsLeft, sessionKeyOf } from './jwt';

const tokenWith = (claims: object) =>
  `${textToBase64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${textToBase64url(JSON.stringify(claims))}.sig`;

describe('token expiry (spec §9: compared in seconds)', () => {
  const now = 1_800_000_000;

  it('is live while exp is in the future', () => {
    expect(isTokenExpired(tokenWith({ exp: now + 1 }), now)).toBe(false);
    expect(secondsLeft(tokenWith({ exp: now + 90 }), now)).toBe(90);
  });

  it('is expired at and after exp', () => {
    expect(isTokenExpired(tokenWith({ exp: now }), now)).toBe(true);
    expect(isTokenExpired(tokenWith({ exp: now - 1 }), now)).toBe(true);
  });

  it('treats a token without a readable exp as expired', () => {
    expect(isTokenExpired(tokenWith({ sub: 'u' }), now)).toBe(true);
    expect(isTokenExpired(tokenWith({ exp: 'soon' }), now)).toBe(true);
    expect(isTokenExpired('not-a-jwt', now)).toBe(true);
    expect(isTokenExpired('a.!!!.c', now)).toBe(true);
  });

  it('uses the current time by default', () => {
    const inAMinute = Math.floor(Date.now() / 1000) + 60;
    expect(isTokenExpired(tokenWith({ exp: inAMinute }))).toBe(false);
  });
});

describe('claims', () => {
  it('reads UTF-8 claims and names the session', () => {
    const token = tokenWith({ sub: 'user-1', sid: 'session-9', name: 'Zoë' });
    expect(readClaims(token)).toMatchObject({ sub: 'user-1', sid: 'session-9', name: 'Zoë' });
    expect(sessionKeyOf(token)).toBe('user-1:session-9');
    expect(sessionKeyOf(tokenWith({ sid: 'x' }))).toBeNull();
    expect(readClaims(`a.${textToBase64url('[1,2]')}.c`)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { authorizationResponseOf, loggedIn, loggingIn } from './external-sign-in';

describe('external sign-in at /callback (issue 17)', () => {
  it("reads the provider's code and state, and nothing else", () => {
    expect(authorizationResponseOf('?code=abc&state=xyz&iss=http%3A%2F%2Fidp')).toEqual({
      code: 'abc',
      state: 'xyz',
    });
    expect(authorizationResponseOf('?code=abc')).toBeNull();
    expect(authorizationResponseOf('?error=access_denied&state=xyz')).toBeNull();
  });

  it("words spec §8's progress messages", () => {
    expect(loggingIn('Auth0')).toBe('Logging in with Auth0');
    expect(loggedIn('JWT')).toBe('Logged in with JWT');
  });
});

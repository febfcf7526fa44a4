import { describe, expect, it } from 'vitest';
import { ApiError, decideUnauthorized } from './api-errors';

describe('decideUnauthorized (spec §8)', () => {
  it('refreshes when the first entry says refresh and carries a token', () => {
    expect(
      decideUnauthorized({ error: [{ refresh_token: 'refresh', access_token: 'new.jwt.token' }] }),
    ).toEqual({
      action: 'refresh',
      accessToken: 'new.jwt.token',
    });
  });

  it('signs out on expired, jwt expired and a missing token', () => {
    expect(decideUnauthorized({ error: [{ refresh_token: 'expired' }] })).toEqual({ action: 'signOut' });
    expect(decideUnauthorized({ error: [{ code: 'invalid_token', message: 'jwt expired' }] })).toEqual({
      action: 'signOut',
    });
    expect(
      decideUnauthorized({
        error: [{ code: 'credentials_required', message: 'No authorization token was found' }],
      }),
    ).toEqual({ action: 'signOut' });
  });

  it('reads only the first entry', () => {
    expect(decideUnauthorized({ error: [{ code: 'other' }, { refresh_token: 'expired' }] })).toEqual({
      action: 'none',
    });
  });

  it('does nothing for other bodies', () => {
    expect(decideUnauthorized(null)).toEqual({ action: 'none' });
    expect(decideUnauthorized('text')).toEqual({ action: 'none' });
    expect(decideUnauthorized({ error: 'Invalid email or password' })).toEqual({ action: 'none' });
    expect(decideUnauthorized({ error: [] })).toEqual({ action: 'none' });
    expect(decideUnauthorized({ error: [{ refresh_token: 'refresh' }] })).toEqual({ action: 'none' });
    expect(decideUnauthorized({ error: [{ code: 'invalid_token', message: 'invalid token' }] })).toEqual({
      action: 'none',
    });
    expect(decideUnauthorized({ error: [{ code: 'invalid_token', message: 'JWT EXPIRED' }] })).toEqual({
      action: 'none',
    });
  });
});

describe('ApiError', () => {
  it('keeps the envelope', () => {
    const error = ApiError.fromResponse(400, 'Bad Request', {
      status: 400,
      code: 'validation_failed',
      message: 'Some fields are not valid.',
      details: [{ path: 'email', message: 'Please enter a valid email' }],
    });
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Some fields are not valid.',
    });
    expect(error.details).toEqual([{ path: 'email', message: 'Please enter a valid email' }]);
    expect(error.envelope?.code).toBe('validation_failed');
  });

  it('describes a response that is not an envelope', () => {
    const error = ApiError.fromResponse(502, 'Bad Gateway', '<html>');
    expect(error).toMatchObject({
      status: 502,
      code: 'http_502',
      message: 'The server answered 502 Bad Gateway.',
    });
    expect(ApiError.fromResponse(503, '', { status: 'fail' }).message).toBe('The server answered 503.');
  });
});

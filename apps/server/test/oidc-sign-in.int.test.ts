import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authorizationUrl,
  discover,
  exchangeCode,
  randomToken,
  verifyIdToken,
} from '../src/modules/auth/oidc-client';
import { authed, createTestApp, json, type TestApp } from './harness';
import { signInAtProvider, startTestIdentityProvider, type TestIdentityProvider } from './oidc-test-provider';

// Issue 17: the Auth0 tab's OpenID Connect sign-in against a real provider (oidc-provider) on loopback.
const PUBLIC_URL = 'http://localhost:18000';
const REDIRECT = `${PUBLIC_URL}/callback`;
const CLEARLINE = {
  clientId: 'clearline',
  clientSecret: 'clearline-secret-0123456789',
  redirectUris: [REDIRECT],
};
const OTHER_APP = {
  clientId: 'other-app',
  clientSecret: 'other-secret-0123456789',
  redirectUris: [REDIRECT],
};

let idp: TestIdentityProvider;
let t: TestApp;

beforeAll(async () => {
  idp = await startTestIdentityProvider({
    clients: [CLEARLINE, OTHER_APP],
    accounts: {
      ops: { email: 'OPS@demo.test', emailVerified: true },
      stranger: { email: 'stranger@example.com', emailVerified: true },
      unverified: { email: 'bankrec@demo.test', emailVerified: false },
    },
  });
  t = await createTestApp({
    PUBLIC_URL,
    OIDC_AUTH0_ISSUER: idp.issuer,
    OIDC_AUTH0_CLIENT_ID: CLEARLINE.clientId,
    OIDC_AUTH0_CLIENT_SECRET: CLEARLINE.clientSecret,
  });
});
afterAll(async () => {
  await t?.close();
  await idp?.close();
});

/** Starts at Clearline, signs in at the provider as `login`; returns the callback's code, state and cookie. */
async function throughProvider(login: string) {
  const start = await t.app.inject({
    method: 'POST',
    url: '/api/auth/oidc/start',
    payload: { provider: 'auth0' },
  });
  expect(start.statusCode).toBe(200);
  const cookie = String(start.headers['set-cookie']).split(';')[0] ?? '';
  expect(start.headers['set-cookie']).toContain('HttpOnly');
  const back = await signInAtProvider(json<{ authorizationUrl: string }>(start).authorizationUrl, login);
  expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
  return { code: back.searchParams.get('code') ?? '', state: back.searchParams.get('state') ?? '', cookie };
}

const complete = (flow: { code: string; state: string; cookie: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/oidc/callback',
    payload: { code: flow.code, state: flow.state },
    headers: flow.cookie ? { cookie: flow.cookie } : {},
  });

describe('external sign-in (Auth0 tab)', () => {
  it('tells which tabs are configured and refuses an unconfigured one', async () => {
    expect(json(await t.app.inject({ method: 'GET', url: '/api/auth/oidc/providers' }))).toEqual({
      providers: [
        { provider: 'auth0', configured: true },
        { provider: 'firebase', configured: false },
      ],
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/oidc/start',
      payload: { provider: 'firebase' },
    });
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toBe('Firebase sign-in is not configured on this server.');
  });

  it('signs in the member with the verified e-mail, once per sign-in', async () => {
    const flow = await throughProvider('ops');
    const res = await complete(flow);
    const body = json<{ success: boolean; access_token: string; provider: string }>(res);
    expect(body).toMatchObject({ success: true, provider: 'auth0' });
    const me = json<{ user: { from: string; data: { email: string }; roles: number[] } }>(
      await t.app.inject({
        method: 'GET',
        url: '/api/auth/access-token',
        headers: authed(body.access_token),
      }),
    );
    expect(me.user).toMatchObject({ from: 'auth0', data: { email: 'ops@demo.test' }, roles: [110] });

    const again = json<{ success: boolean; error: string }>(await complete(flow));
    expect(again).toMatchObject({
      success: false,
      error: 'This sign-in has expired or was already used. Please sign in again.',
    });
  });

  it('refuses an e-mail no member uses, an unverified e-mail, and another browser', async () => {
    expect(json(await complete(await throughProvider('stranger')))).toMatchObject({
      success: false,
      error:
        'No Clearline member uses the e-mail stranger@example.com. Ask your administrator for an invitation.',
    });
    expect(json(await complete(await throughProvider('unverified')))).toMatchObject({
      success: false,
      error: 'The sign-in service did not confirm an e-mail address for you.',
    });
    const flow = await throughProvider('ops');
    expect(json(await complete({ ...flow, cookie: 'clearline_oidc=someone-elses' }))).toMatchObject({
      success: false,
      error: 'This sign-in was started in another browser. Please sign in again.',
    });
  });

  it("refuses an ID token meant for another client, an expired one and another sign-in's nonce", async () => {
    // A real ID token from the provider, issued to another application.
    const other = { issuer: idp.issuer, clientId: OTHER_APP.clientId, clientSecret: OTHER_APP.clientSecret };
    const ours = { issuer: idp.issuer, clientId: CLEARLINE.clientId, clientSecret: CLEARLINE.clientSecret };
    const doc = await discover(other);
    const values = {
      redirectUri: REDIRECT,
      state: randomToken(),
      nonce: randomToken(),
      codeVerifier: randomToken(),
    };
    const back = await signInAtProvider(authorizationUrl(doc, other, values), 'ops');
    const { idToken } = await exchangeCode(doc, other, {
      ...values,
      code: back.searchParams.get('code') ?? '',
    });

    await expect(verifyIdToken(doc, ours, idToken, values.nonce)).rejects.toThrow(
      "The sign-in service's ID token was refused (aud). Please sign in again.",
    );
    await expect(verifyIdToken(doc, other, idToken, 'another-nonce')).rejects.toThrow('(nonce)');
    await expect(
      verifyIdToken(doc, other, idToken, values.nonce, new Date(Date.now() + 2 * 3_600_000)),
    ).rejects.toThrow('(exp)');
    expect((await verifyIdToken(doc, other, idToken, values.nonce)).sub).toBe('ops');
  });

  it('refuses a code redeemed by a client it was not issued to', async () => {
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/auth/oidc/start',
      payload: { provider: 'auth0' },
    });
    const cookie = String(start.headers['set-cookie']).split(';')[0] ?? '';
    const url = new URL(json<{ authorizationUrl: string }>(start).authorizationUrl);
    url.searchParams.set('client_id', OTHER_APP.clientId);
    const back = await signInAtProvider(url.toString(), 'ops');
    const res = json<{ success: boolean; error: string }>(
      await complete({
        code: back.searchParams.get('code') ?? '',
        state: back.searchParams.get('state') ?? '',
        cookie,
      }),
    );
    expect(res.success).toBe(false);
    expect(res.error).toMatch(/^The sign-in service refused the request/);
  });
});

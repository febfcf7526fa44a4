import { Writable } from 'node:stream';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authed,
  createTestApp,
  DEMO_PASSWORD,
  DEMO_TOTP_SECRET,
  encryptedCredentials,
  json,
  login,
  type TestApp,
  tokenFor,
} from './harness';

let t: TestApp;
const logLines: string[] = [];
beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _enc, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  t = await createTestApp({ LOG_LEVEL: 'debug' }, sink);
});
afterAll(async () => t?.close());

describe('password sign-in', () => {
  it('publishes an RSA-OAEP-256 public key with a kid', async () => {
    const body = json(await t.app.inject({ method: 'GET', url: '/api/auth/public-key' }));
    expect(body).toMatchObject({ alg: 'RSA-OAEP-256', jwk: { kty: 'RSA', e: 'AQAB' } });
    expect(typeof body.kid).toBe('string');
  });

  it('signs in a demo user and returns a working access token', async () => {
    const result = await login(t.app, 'OPS@demo.test', DEMO_PASSWORD);
    expect(result).toMatchObject({ success: true, error: '', mfa: false });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: authed(result.access_token ?? ''),
    });
    expect(me.statusCode).toBe(200);
    const body = json<{ setting: { organizations: { coName: string; menu: unknown[] }[] } }>(me);
    expect(body.setting.organizations.map((o) => o.coName)).toEqual([
      'Demo Payroll Bureau',
      'Demo Wage Access',
    ]);
    expect(body.setting.organizations[0]?.menu.length).toBeGreaterThan(0);
  });

  it('answers the same for a wrong password and an unknown e-mail', async () => {
    expect(await login(t.app, 'ewa@demo.test', 'Wrong-password-1')).toEqual({
      success: false,
      error: 'Invalid email or password',
      mfa: false,
    });
    expect(await login(t.app, 'nobody@demo.test', DEMO_PASSWORD)).toEqual({
      success: false,
      error: 'Invalid email or password',
      mfa: false,
    });
  });

  it('answers an unknown, a wrong and a locked account alike, and checks the password of each', async () => {
    const email = 'locked-probe@demo.test';
    const password = 'Probe-pass-1!';
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { displayName: 'Locked Probe', email, password },
    });
    expect(created.statusCode).toBe(200);
    const attempt = async (who: string, pass: string) => {
      const payload = await encryptedCredentials(t.app, who, pass);
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/zero/login', payload });
      return { status: res.statusCode, type: res.headers['content-type'], body: json(res) };
    };
    const unknown = await attempt('nobody-here@demo.test', password);
    const wrong = await attempt(email, 'Wrong-pass-1!');
    for (let i = 2; i <= 5; i++) await attempt(email, `Wrong-pass-${i}!`);
    const lockedWrong = await attempt(email, 'Wrong-pass-6!');
    const lockedRight = await attempt(email, password);

    const invalid = { success: false, error: 'Invalid email or password', mfa: false };
    // Spec §8 names its own message for a locked account; everything else about the answer is the same.
    const locked = {
      ...invalid,
      error: 'Your account has been locked. Please contact your Administrator for assistance.',
    };
    expect(unknown).toEqual({ status: 200, type: wrong.type, body: invalid });
    expect(wrong).toEqual({ status: 200, type: unknown.type, body: invalid });
    expect(lockedWrong).toEqual({ status: 200, type: unknown.type, body: locked });
    expect(lockedRight).toEqual(lockedWrong);

    // The password was verified while locked, like for any other account (the same work, recorded).
    const { auditLog } = await import('../src/db/schema/index');
    const { eq } = await import('drizzle-orm');
    const refused = await t.ctx.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.actorUserId, await userIdOf(email)))
      .orderBy(auditLog.at);
    const lockedAttempts = refused.map((r) => r.details).filter((d) => 'passwordMatched' in d);
    expect(lockedAttempts).toEqual([{ passwordMatched: false }, { passwordMatched: true }]);
  });

  it('refuses credentials it cannot decrypt with a clear 400', async () => {
    const payload = await encryptedCredentials(t.app, 'ops@demo.test', DEMO_PASSWORD);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/zero/login',
      payload: { ...payload, kid: 'old-key' },
    });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({
      code: 'bad_request',
      message: expect.stringContaining('Reload the page'),
    });
  });

  it('refuses a malformed body with field details, never a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/zero/login',
      payload: { email: 'a b', kid: 1 },
    });
    expect(res.statusCode).toBe(400);
    const body = json<{ code: string; details: { path: string }[] }>(res);
    expect(body.code).toBe('validation_failed');
    expect(body.details.map((d) => d.path).sort()).toEqual(['body.email', 'body.kid', 'body.password']);
  });

  it('refuses an oversized body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { displayName: 'x'.repeat(300_000), email: 'a@b.co', password: 'x' },
    });
    expect(res.statusCode).toBe(413);
    expect(json(res)).toMatchObject({ code: 'payload_too_large' });
  });

  it('locks an account after 5 failures in a row, until an administrator unlocks it', async () => {
    // A token from before the lock stays dead after the unlock: the lock ended its session.
    const before = await tokenFor(t.app, 'bankrec@demo.test', DEMO_PASSWORD);
    for (let i = 1; i <= 4; i++) {
      expect((await login(t.app, 'bankrec@demo.test', `Wrong-${i}-pass!`)).error).toBe(
        'Invalid email or password',
      );
    }
    const locked = 'Your account has been locked. Please contact your Administrator for assistance.';
    expect((await login(t.app, 'bankrec@demo.test', 'Wrong-5-pass!')).error).toBe(locked);
    expect(await login(t.app, 'bankrec@demo.test', DEMO_PASSWORD)).toMatchObject({
      success: false,
      error: locked,
    });

    const opsToken = await tokenFor(t.app, 'ops@demo.test', DEMO_PASSWORD);
    const me = json<{ userDetails: { id: string } }>(
      await t.app.inject({ method: 'GET', url: '/api/users/me', headers: authed(opsToken) }),
    );
    const bankrecId = await userIdOf('bankrec@demo.test');
    const unlock = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${bankrecId}/unlock`,
      headers: authed(opsToken),
    });
    expect(unlock.statusCode).toBe(200);
    expect(me.userDetails.id).not.toBe(bankrecId);
    expect(await login(t.app, 'bankrec@demo.test', DEMO_PASSWORD)).toMatchObject({ success: true });
    const stale = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: authed(before) });
    expect(stale.statusCode).toBe(401);
    expect(json(stale)).toMatchObject({ error: [{ refresh_token: 'expired' }] });
  });

  it('never writes passwords or tokens to the log', async () => {
    const token = await tokenFor(t.app, 'ops@demo.test', DEMO_PASSWORD);
    await t.app.inject({ method: 'GET', url: '/api/users/me', headers: authed(token) });
    await login(t.app, 'ops@demo.test', 'Secret-Wrong-9!');
    const log = logLines.join('');
    expect(log).toContain('request completed');
    expect(log).not.toContain(DEMO_PASSWORD);
    expect(log).not.toContain('Secret-Wrong-9!');
    expect(log).not.toContain(token);
  });
});

async function userIdOf(email: string): Promise<string> {
  const { users } = await import('../src/db/schema/index');
  const { eq } = await import('drizzle-orm');
  const [row] = await t.ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

describe('second factor', () => {
  it('asks mfa@demo.test for a code and accepts the current TOTP code once', async () => {
    const first = await login(t.app, 'mfa@demo.test', DEMO_PASSWORD);
    expect(first).toMatchObject({ success: true, mfa: true, totp_enrolled: true });
    expect(first.access_token).toBeUndefined();

    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/zero/login/mfa',
      payload: { mfa_token: first.mfa_token, code: '000000' },
    });
    expect(json(wrong)).toMatchObject({ success: false, error: 'Check your password' });

    const code = await generate({ secret: DEMO_TOTP_SECRET });
    const ok = json<{ success: boolean; access_token: string }>(
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/zero/login/mfa',
        payload: { mfa_token: first.mfa_token, code },
      }),
    );
    expect(ok.success).toBe(true);
    expect(ok.access_token).toMatch(/^ey/);

    // The same code on a new challenge is a replay and is refused.
    const second = await login(t.app, 'mfa@demo.test', DEMO_PASSWORD);
    const replay = await t.app.inject({
      method: 'POST',
      url: '/api/auth/zero/login/mfa',
      payload: { mfa_token: second.mfa_token, code },
    });
    expect(json(replay)).toMatchObject({ success: false, error: 'Check your password' });
  });

  it('e-mails a code to the account address only', async () => {
    const challenge = await login(t.app, 'mfa@demo.test', DEMO_PASSWORD);
    const wrongEmail = await t.app.inject({
      method: 'POST',
      url: '/api/auth/zero/login/mfafactor',
      payload: {
        mfa_token: challenge.mfa_token,
        mfa_option: 'Email',
        enroll_auth: false,
        email: 'other@demo.test',
      },
    });
    expect(json(wrongEmail)).toMatchObject({ success: false, error: 'Email Not Found. Check your email' });

    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/auth/zero/login/mfafactor',
      payload: {
        mfa_token: challenge.mfa_token,
        mfa_option: 'Email',
        enroll_auth: false,
        email: 'MFA@demo.test',
      },
    });
    expect(json(sent)).toMatchObject({ success: true, message: expect.stringContaining('m***@demo.test') });
    const { emailOutbox } = await import('../src/db/schema/index');
    const mails = await t.ctx.db.select().from(emailOutbox);
    const code = /code is (\d{6})/.exec(mails.at(-1)?.body ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/zero/login/mfa',
      payload: { mfa_token: challenge.mfa_token, code },
    });
    expect(json(ok)).toMatchObject({ success: true, mfa: false });
  });

  it('logs that a sign-in code was e-mailed, never the code itself', async () => {
    const challenge = await login(t.app, 'mfa@demo.test', DEMO_PASSWORD);
    const from = logLines.length;
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/zero/login/mfafactor',
      payload: { mfa_token: challenge.mfa_token, mfa_option: 'Email', enroll_auth: false, email: '' },
    });
    const { emailOutbox } = await import('../src/db/schema/index');
    const mails = await t.ctx.db.select().from(emailOutbox);
    const code = /code is (\d{6})/.exec(mails.at(-1)?.body ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    const lines = logLines.slice(from).join('');
    expect(lines).toContain('mail written to outbox');
    expect(lines).toContain(String(mails.at(-1)?.id));
    expect(lines).not.toContain(code);
  });

  it('enrols an authenticator app when the organisation requires a second factor', async () => {
    const { organizations } = await import('../src/db/schema/index');
    const { eq, sql } = await import('drizzle-orm');
    await t.ctx.db
      .update(organizations)
      .set({ settings: sql`${organizations.settings} || '{"mfaRequired": true}'::jsonb` })
      .where(eq(organizations.name, 'Demo Wage Access'));
    const challenge = await login(t.app, 'ewa@demo.test', DEMO_PASSWORD);
    expect(challenge).toMatchObject({ mfa: true, totp_enrolled: false });
    const enrol = json<{ success: boolean; secret: string; qr: string; otpauth_url: string }>(
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/zero/login/mfafactor',
        payload: { mfa_token: challenge.mfa_token, mfa_option: 'TOTP', enroll_auth: true, email: '' },
      }),
    );
    expect(enrol.success).toBe(true);
    expect(enrol.qr).toMatch(/^data:image\/png;base64,/);
    expect(enrol.otpauth_url).toContain('otpauth://totp/');
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/zero/login/mfa',
      payload: { mfa_token: challenge.mfa_token, code: await generate({ secret: enrol.secret }) },
    });
    expect(json(ok)).toMatchObject({ success: true });
    // From now on the app is enrolled and a second enrolment is refused.
    const again = await login(t.app, 'ewa@demo.test', DEMO_PASSWORD);
    expect(again).toMatchObject({ mfa: true, totp_enrolled: true });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/zero/login/mfafactor',
      payload: { mfa_token: again.mfa_token, mfa_option: 'TOTP', enroll_auth: true, email: '' },
    });
    expect(json(refused)).toMatchObject({ success: false });
    await t.ctx.db
      .update(organizations)
      .set({ settings: sql`${organizations.settings} - 'mfaRequired'` })
      .where(eq(organizations.name, 'Demo Wage Access'));
  });
});

describe('tokens and sessions (spec §8)', () => {
  it('asks for credentials when no token is sent', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users/me' });
    expect(res.statusCode).toBe(401);
    expect(json(res)).toMatchObject({
      status: 401,
      error: [{ code: 'credentials_required', message: 'No authorization token was found' }],
    });
  });

  it('refuses a forged token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: authed('ey.bad.token') });
    expect(res.statusCode).toBe(401);
    expect(json(res)).toMatchObject({ code: 'invalid_token' });
  });

  it('hands back a fresh token for an expired one while the session lives, then ends with the session', async () => {
    const token = await tokenFor(t.app, 'ops@demo.test', DEMO_PASSWORD);
    t.advance(16 * 60_000);
    const expired = await t.app.inject({
      method: 'GET',
      url: '/api/users/organizations',
      headers: authed(token),
    });
    expect(expired.statusCode).toBe(401);
    const entry = json<{ error: { refresh_token: string; access_token: string }[] }>(expired).error[0];
    expect(entry?.refresh_token).toBe('refresh');
    const retried = await t.app.inject({
      method: 'GET',
      url: '/api/users/organizations',
      headers: authed(entry?.access_token ?? ''),
    });
    expect(retried.statusCode).toBe(200);

    t.advance(13 * 3_600_000);
    const dead = await t.app.inject({
      method: 'GET',
      url: '/api/users/organizations',
      headers: authed(token),
    });
    expect(dead.statusCode).toBe(401);
    expect(json(dead)).toMatchObject({ error: [{ refresh_token: 'expired' }] });
  });

  it('ends the session on logout', async () => {
    const token = await tokenFor(t.app, 'ops@demo.test', DEMO_PASSWORD);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: authed(token) })).statusCode,
    ).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: authed(token) });
    expect(after.statusCode).toBe(401);
    expect(json(after)).toMatchObject({ error: [{ refresh_token: 'expired' }] });
  });

  it('returns the user and a new token from access-token', async () => {
    const token = await tokenFor(t.app, 'ops@demo.test', DEMO_PASSWORD);
    const body = json<{ user: { data: { email: string }; roles: number[] }; access_token: string }>(
      await t.app.inject({ method: 'GET', url: '/api/auth/access-token', headers: authed(token) }),
    );
    expect(body.user.data.email).toBe('ops@demo.test');
    expect(body.user.roles).toEqual([110]);
    expect(body.access_token).toMatch(/^ey/);
  });
});

describe('registration', () => {
  it('pushes field errors back and refuses a taken e-mail', async () => {
    const weak = json(
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { displayName: 'Abe', email: 'new', password: 'short' },
      }),
    );
    expect(weak).toEqual({
      error: {
        displayName: 'Min character length is 4',
        email: 'Please enter a valid email',
        password:
          'Passwords must include at least 8 characters, 1 uppercase letter, 1 lowercase letter, 1 number, and 1 special character.',
      },
    });
    const taken = json(
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { displayName: 'Olivia P', email: 'Ops@Demo.test', password: 'Abcdef1!x' },
      }),
    );
    expect(taken).toEqual({ error: { email: 'The email is already in use' } });
  });

  it('creates an account with no organisation, which only reaches its own pages', async () => {
    const res = json<{
      user: { organizations: unknown[]; data: { displayName: string } };
      access_token: string;
    }>(
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { displayName: 'Nora Newhire', email: 'nora@example.com', password: 'Abcdef1!x' },
      }),
    );
    expect(res.user.organizations).toEqual([]);
    expect(res.user.data.displayName).toBe('Nora Newhire');
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: authed(res.access_token) });
    expect(me.statusCode).toBe(200);
    const idle = await t.app.inject({
      method: 'GET',
      url: '/api/rec/items/agent/idleTimeout',
      headers: authed(res.access_token),
    });
    expect(idle.statusCode).toBe(403);
    expect(json(idle)).toMatchObject({
      code: 'forbidden',
      message: expect.stringContaining('not a member of any organisation'),
    });
  });
});

describe('rate limit', () => {
  it('limits sign-in attempts per address', async () => {
    const statuses: number[] = [];
    const payload = await encryptedCredentials(t.app, 'nobody@demo.test', 'Wrong-pass-1!');
    for (let i = 0; i < 32; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/zero/login',
        payload,
        remoteAddress: '10.9.9.9',
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(json(res)).toMatchObject({ code: 'rate_limited' });
        break;
      }
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.length).toBe(31);
    // Another address is not affected.
    expect((await login(t.app, 'ops@demo.test', DEMO_PASSWORD, '10.9.9.10')).success).toBe(true);
  });
});

describe('forwarded addresses (issue 10, item 2)', () => {
  const attempt = async (app: TestApp['app'], payload: object, from: string, forwardedFor: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/zero/login',
      payload,
      remoteAddress: from,
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('does not let a client pick its own address with X-Forwarded-For by default', async () => {
    const payload = await encryptedCredentials(t.app, 'nobody@demo.test', 'Wrong-pass-1!');
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      statuses.push((await attempt(t.app, payload, '10.9.8.7', `203.0.113.${i + 1}`)).statusCode);
    }
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
    expect(statuses.at(-1)).toBe(429);
  });

  it('takes the client address from a configured proxy only (TRUST_PROXY)', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '10.7.7.7', LOGIN_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const payload = await encryptedCredentials(proxied.app, 'nobody@demo.test', 'Wrong-pass-1!');
      const viaProxy: number[] = [];
      const direct: number[] = [];
      for (let i = 0; i < 4; i++) {
        viaProxy.push((await attempt(proxied.app, payload, '10.7.7.7', `198.51.100.${i + 1}`)).statusCode);
        direct.push((await attempt(proxied.app, payload, '10.7.7.8', `198.51.100.${i + 1}`)).statusCode);
      }
      // Through the proxy each forwarded client has its own budget; a direct caller's header is ignored.
      expect(viaProxy).not.toContain(429);
      expect(direct.at(-1)).toBe(429);
    } finally {
      await proxied.close();
    }
  });
});

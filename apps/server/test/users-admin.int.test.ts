import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, mfaFactors, organizations, users } from '../src/db/schema/index';
import { authed, createTestApp, DEMO_PASSWORD, json, login, type TestApp, tokenFor } from './harness';

// Issue 17: the users panel's calls and refusals, and invitations.
let t: TestApp;
let ops: string;
let bankrec: string;
const ids: Record<string, string> = {};
const STRONG = 'Invited-pass-1';

beforeAll(async () => {
  t = await createTestApp();
  ops = await tokenFor(t.app, 'ops@demo.test', DEMO_PASSWORD);
  bankrec = await tokenFor(t.app, 'bankrec@demo.test', DEMO_PASSWORD);
  for (const row of await t.ctx.db.select({ id: users.id, email: users.email }).from(users))
    ids[row.email] = row.id;
});
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: authed(token), ...(payload ? { payload } : {}) });

/** Invites and returns the token from the e-mailed link (the outbox is the delivery without SMTP). */
async function invite(email: string, roleIds: number[], token = ops) {
  const res = await call('POST', '/api/admin/users/invite', token, { email, roleIds });
  expect(res.statusCode).toBe(200);
  const [mail] = await t.ctx.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, email))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  const link = /https?:\/\/\S+\/invitation#token=([A-Za-z0-9_-]+)/.exec(mail?.body ?? '');
  if (!link?.[1]) throw new Error(`no invitation link in ${mail?.body}`);
  return link[1];
}

const accept = (token: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/admin/invitations/accept', payload: { token, password } });

describe('who may administer', () => {
  it('refuses a member without a management role with the house message', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/users'],
      ['POST', `/api/admin/users/${ids['ewa@demo.test']}/lock`],
      ['PUT', `/api/admin/users/${ids['ewa@demo.test']}/roles`],
    ] as const) {
      const res = await call(method, url, bankrec, method === 'PUT' ? { roleIds: [128] } : undefined);
      expect(res.statusCode).toBe(403);
      expect(json(res).message).toBe('Unauthorized to perform operation');
    }
  });

  it("does not let an administrator touch another organisation's user", async () => {
    // ewa@demo.test belongs to Demo Wage Access only; ops works in the bureau.
    const target = ids['ewa@demo.test'];
    for (const [method, url, payload] of [
      ['PUT', `/api/admin/users/${target}/roles`, { roleIds: [128] }],
      ['POST', `/api/admin/users/${target}/lock`, undefined],
      ['POST', `/api/admin/users/${target}/resetMfa`, undefined],
      ['DELETE', `/api/admin/users/${target}`, undefined],
      ['GET', `/api/admin/users/${target}/history`, undefined],
    ] as const) {
      const res = await call(method, url, ops, payload);
      expect(res.statusCode).toBe(404);
      expect(json(res).message).toBe('You are not a member of this organisation.');
    }
    const [row] = await t.ctx.db
      .select()
      .from(users)
      .where(eq(users.id, target ?? ''));
    expect(row?.lockedAt).toBeNull();
  });
});

describe('the members list', () => {
  it('shows members with role names, status, last sign-in and MFA state', async () => {
    const body = json<{
      users: {
        email: string;
        roles: { id: number; name: string }[];
        status: string;
        mfa: string;
        lastSignInAt: string | null;
      }[];
      roles: { id: number }[];
    }>(await call('GET', '/api/admin/users', ops));
    const byEmail = new Map(body.users.map((u) => [u.email, u]));
    expect(byEmail.get('ops@demo.test')?.roles).toEqual([{ id: 110, name: 'Management' }]);
    expect(byEmail.get('bankrec@demo.test')?.lastSignInAt).not.toBeNull();
    expect(byEmail.get('mfa@demo.test')?.mfa).toBe('TOTP');
    expect(byEmail.get('bankrec@demo.test')?.status).toBe('active');
    expect(byEmail.has('ewa@demo.test')).toBe(false);
    expect(body.roles.map((r) => r.id)).toContain(135);
  });
});

describe('invitations', () => {
  it('lets the invitee set a password once and join with the invited roles', async () => {
    const token = await invite('new.person@example.com', [128]);
    const listed = json<{ users: { email: string; status: string }[] }>(
      await call('GET', '/api/admin/users', ops),
    );
    expect(listed.users.find((u) => u.email === 'new.person@example.com')?.status).toBe('invited');

    const info = await t.app.inject({
      method: 'POST',
      url: '/api/admin/invitations/check',
      payload: { token },
    });
    expect(json(info)).toMatchObject({
      email: 'new.person@example.com',
      organization: 'Demo Payroll Bureau',
      existingAccount: false,
    });

    const weak = await accept(token, 'weakpass');
    expect(weak.statusCode).toBe(400);
    expect(json(weak).message).toBe(
      'Passwords must include at least 8 characters, 1 uppercase letter, 1 lowercase letter, 1 number, and 1 special character.',
    );

    expect((await accept(token, STRONG)).statusCode).toBe(200);
    const signedIn = await tokenFor(t.app, 'new.person@example.com', STRONG);
    const me = json<{ user: { roles: number[] } }>(await call('GET', '/api/auth/access-token', signedIn));
    expect(me.user.roles).toEqual([128]);

    const again = await accept(token, STRONG);
    expect(again.statusCode).toBe(410);
    expect(json(again).message).toBe(
      'This invitation link has already been used or has expired. Ask your administrator for a new one.',
    );
    const history = json<{ entries: { action: string }[] }>(
      await call('GET', `/api/admin/users/${await idOf('new.person@example.com')}/history`, ops),
    );
    expect(history.entries.map((e) => e.action)).toEqual(['auth.login', 'user.invitation_accepted']);
  });

  it('refuses a link after it expired (72 hours)', async () => {
    const token = await invite('late.person@example.com', [135]);
    t.advance(73 * 3_600_000);
    try {
      const res = await accept(token, STRONG);
      expect(res.statusCode).toBe(410);
      const check = await t.app.inject({
        method: 'POST',
        url: '/api/admin/invitations/check',
        payload: { token },
      });
      expect(check.statusCode).toBe(410);
    } finally {
      t.advance(-73 * 3_600_000);
    }
    expect((await login(t.app, 'late.person@example.com', STRONG)).success).toBe(false);
  });

  it('refuses unknown role ids and an existing member', async () => {
    const res = await call('POST', '/api/admin/users/invite', ops, {
      email: 'x@example.com',
      roleIds: [128, 999],
    });
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toBe('Unknown role id: 999.');
    const member = await call('POST', '/api/admin/users/invite', ops, {
      email: 'bankrec@demo.test',
      roleIds: [128],
    });
    expect(member.statusCode).toBe(409);
  });

  it('adds an existing account to the organisation without touching its password', async () => {
    const token = await invite('ewa@demo.test', [135]);
    expect((await accept(token, '')).statusCode).toBe(200);
    expect((await login(t.app, 'ewa@demo.test', DEMO_PASSWORD)).success).toBe(true);
    const list = json<{ users: { email: string; status: string }[] }>(
      await call('GET', '/api/admin/users', ops),
    );
    expect(list.users.find((u) => u.email === 'ewa@demo.test')?.status).toBe('active');
    expect((await call('DELETE', `/api/admin/users/${ids['ewa@demo.test']}`, ops)).statusCode).toBe(200);
  });
});

async function idOf(email: string) {
  const [row] = await t.ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id ?? '';
}

describe('changes to a member', () => {
  it('changes role ids to known ones only, and audits the change', async () => {
    const target = ids['bankrec@demo.test'] ?? '';
    const unknown = await call('PUT', `/api/admin/users/${target}/roles`, ops, { roleIds: [4242] });
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown).message).toBe('Unknown role id: 4242.');
    expect(
      (await call('PUT', `/api/admin/users/${target}/roles`, ops, { roleIds: [128, 135] })).statusCode,
    ).toBe(200);
    const history = json<{ entries: { action: string; actor: string; details: Record<string, unknown> }[] }>(
      await call('GET', `/api/admin/users/${target}/history`, ops),
    );
    expect(history.entries[0]).toMatchObject({
      action: 'user.roles_changed',
      details: { from: [128], to: [128, 135] },
    });
    await call('PUT', `/api/admin/users/${target}/roles`, ops, { roleIds: [128] });
  });

  it('locks (ending sessions), unlocks and resets MFA', async () => {
    const target = ids['bankrec@demo.test'] ?? '';
    const session = await tokenFor(t.app, 'bankrec@demo.test', DEMO_PASSWORD);
    expect(json(await call('POST', `/api/admin/users/${target}/lock`, ops))).toEqual({
      id: target,
      status: 'locked',
    });
    await t.ctx.auth.forget();
    expect((await call('GET', '/api/users/me', session)).statusCode).toBe(401);
    expect((await login(t.app, 'bankrec@demo.test', DEMO_PASSWORD)).success).toBe(false);
    expect((await call('POST', `/api/admin/users/${target}/unlock`, ops)).statusCode).toBe(200);
    expect((await login(t.app, 'bankrec@demo.test', DEMO_PASSWORD)).success).toBe(true);

    const mfaUser = ids['mfa@demo.test'] ?? '';
    expect((await call('POST', `/api/admin/users/${mfaUser}/resetMfa`, ops)).statusCode).toBe(200);
    expect(await t.ctx.db.select().from(mfaFactors).where(eq(mfaFactors.userId, mfaUser))).toHaveLength(0);
    const history = json<{ entries: { action: string }[] }>(
      await call('GET', `/api/admin/users/${mfaUser}/history`, ops),
    );
    expect(history.entries[0]?.action).toBe('user.mfa_reset');
  });

  it('never removes, demotes or locks the last administrator', async () => {
    // In Demo Wage Access ops is the only management member.
    const [wage] = await t.ctx.db
      .select()
      .from(organizations)
      .where(eq(organizations.name, 'Demo Wage Access'));
    const token = await tokenFor(t.app, 'ops@demo.test', DEMO_PASSWORD);
    await call('GET', `/api/users/updateOrganization/${wage?.id}`, token);
    const self = ids['ops@demo.test'] ?? '';
    try {
      for (const [method, url, payload] of [
        ['PUT', `/api/admin/users/${self}/roles`, { roleIds: [135] }],
        ['DELETE', `/api/admin/users/${self}`, undefined],
        ['POST', `/api/admin/users/${self}/lock`, undefined],
      ] as const) {
        const res = await call(method, url, token, payload);
        expect(res.statusCode).toBe(409);
        expect(json(res).message).toContain('last administrator');
      }
      // Adding a management role elsewhere is still allowed.
      expect(
        (await call('PUT', `/api/admin/users/${self}/roles`, token, { roleIds: [110, 126] })).statusCode,
      ).toBe(200);
    } finally {
      const [bureau] = await t.ctx.db
        .select()
        .from(organizations)
        .where(eq(organizations.name, 'Demo Payroll Bureau'));
      await call('GET', `/api/users/updateOrganization/${bureau?.id}`, token);
    }
  });

  it('removes a member from the organisation and ends their sessions there', async () => {
    const token = await invite('leaver@example.com', [128]);
    await accept(token, STRONG);
    const session = await tokenFor(t.app, 'leaver@example.com', STRONG);
    const leaver = await idOf('leaver@example.com');
    expect((await call('DELETE', `/api/admin/users/${leaver}`, ops)).statusCode).toBe(200);
    await t.ctx.auth.forget();
    expect((await call('GET', '/api/users/me', session)).statusCode).toBe(401);
    const list = json<{ users: { email: string }[] }>(await call('GET', '/api/admin/users', ops));
    expect(list.users.some((u) => u.email === 'leaver@example.com')).toBe(false);
  });
});

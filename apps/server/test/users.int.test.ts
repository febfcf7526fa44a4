import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../src/db/schema/index';
import { authed, createTestApp, DEMO_PASSWORD, json, login, type TestApp, tokenFor } from './harness';

let t: TestApp;
let ops: string;
let bankrec: string;
let ewa: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  ops = await tokenFor(t.app, 'ops@demo.test', DEMO_PASSWORD);
  bankrec = await tokenFor(t.app, 'bankrec@demo.test', DEMO_PASSWORD);
  ewa = await tokenFor(t.app, 'ewa@demo.test', DEMO_PASSWORD);
  for (const row of await t.ctx.db.select({ id: users.id, email: users.email }).from(users))
    ids[row.email] = row.id;
});
afterAll(async () => t?.close());

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: authed(token) });

describe('current user and organisations', () => {
  it('lists only the organisations the user belongs to', async () => {
    expect(json(await get('/api/users/organizations', ops)).data).toHaveLength(2);
    const own = json<{ data: { coName: string }[] }>(await get('/api/users/organizations', bankrec));
    expect(own.data.map((o) => o.coName)).toEqual(['Demo Payroll Bureau']);
  });

  it('switches the organisation of the session and makes it the default', async () => {
    const token = await tokenFor(t.app, 'ops@demo.test', DEMO_PASSWORD);
    const orgs = json<{ data: { _id: string; coName: string }[] }>(
      await get('/api/users/organizations', token),
    ).data;
    const wage = orgs.find((o) => o.coName === 'Demo Wage Access');
    const res = await get(`/api/users/updateOrganization/${wage?._id}`, token);
    expect(res.statusCode).toBe(200);
    const me = json<{ setting: { defaultOrganization: string } }>(await get('/api/users/me', token));
    expect(me.setting.defaultOrganization).toBe(wage?._id);
    // The next sign-in starts there too.
    const next = await tokenFor(t.app, 'ops@demo.test', DEMO_PASSWORD);
    const token2 = json<{ user: { disorgId: string } }>(await get('/api/auth/access-token', next));
    expect(token2.user.disorgId).toBe(wage?._id);
    const bureau = orgs.find((o) => o.coName === 'Demo Payroll Bureau');
    await get(`/api/users/updateOrganization/${bureau?._id}`, next);
  });

  it('refuses a switch into an organisation the user is not a member of', async () => {
    const orgs = json<{ data: { _id: string; coName: string }[] }>(
      await get('/api/users/organizations', ops),
    ).data;
    const wage = orgs.find((o) => o.coName === 'Demo Wage Access');
    const res = await get(`/api/users/updateOrganization/${wage?._id}`, bankrec);
    expect(res.statusCode).toBe(403);
  });

  it('returns the idle settings of the organisation', async () => {
    expect(json(await get('/api/rec/items/agent/idleTimeout', ewa))).toEqual({
      idleLogOut: 10,
      remainingTime: 2,
    });
  });

  it('keeps layout settings and shortcuts on the profile', async () => {
    const settings = { layout: { style: 'layout2', config: { mode: 'boxed' } }, theme: { main: 'slate' } };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/update',
      headers: authed(ewa),
      payload: { user: { data: { settings, shortcuts: ['/app/ewa/orgList'] } } },
    });
    expect(res.statusCode).toBe(200);
    const body = json<{ user: { data: { settings: unknown; shortcuts: string[] } } }>(
      await get('/api/auth/access-token', ewa),
    );
    expect(body.user.data.settings).toEqual(settings);
    expect(body.user.data.shortcuts).toEqual(['/app/ewa/orgList']);
  });
});

describe('idle sign-out settings', () => {
  const put = (token: string, payload: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/rec/items/agent/idleTimeout',
      headers: authed(token),
      payload: payload as Record<string, unknown>,
    });

  it('lets an administrator change them, audits old and new, and every member reads the new values', async () => {
    const res = await put(ops, { idleLogOut: 3, remainingTime: 0.5 });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ idleLogOut: 3, remainingTime: 0.5 });
    expect(json(await get('/api/rec/items/agent/idleTimeout', bankrec))).toEqual({
      idleLogOut: 3,
      remainingTime: 0.5,
    });
    const [entry] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'organization.idle_updated'))
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1);
    expect(entry?.details).toEqual({
      from: { idleLogOut: 10, remainingTime: 2 },
      to: { idleLogOut: 3, remainingTime: 0.5 },
    });
    // Other settings of the organisation are untouched (the quick panel still has its flag).
    expect(json(await get('/api/quick-panel/data', bankrec))).toMatchObject({ bankRec: true });
    expect((await put(ops, { idleLogOut: 10, remainingTime: 2 })).statusCode).toBe(200);
  });

  it('refuses members without administration', async () => {
    const res = await put(bankrec, { idleLogOut: 5, remainingTime: 1 });
    expect(res.statusCode).toBe(403);
    expect(json(res)).toMatchObject({ message: 'Unauthorized to perform operation' });
  });

  it('refuses values out of range or a warning that starts after the sign-out', async () => {
    for (const payload of [
      { idleLogOut: 0, remainingTime: 0 },
      { idleLogOut: 2.5, remainingTime: 1 },
      { idleLogOut: 5, remainingTime: 5 },
      { idleLogOut: 5 },
    ]) {
      const res = await put(ops, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(json(res)).toMatchObject({ code: 'validation_failed' });
    }
    expect(json(await get('/api/rec/items/agent/idleTimeout', ops))).toEqual({
      idleLogOut: 10,
      remainingTime: 2,
    });
  });
});

describe('profile', () => {
  it('reads your own profile', async () => {
    const res = json(await get(`/api/users/userinfo/${ids['bankrec@demo.test']}`, bankrec));
    expect(res).toEqual({
      status: 200,
      data: [
        { email: 'bankrec@demo.test', firstName: 'Ben', lastName: 'Reyes', phoneNumber: '555-010-1280' },
      ],
    });
  });

  it("refuses another user's profile to a non-administrator, allows it to an administrator of the organisation", async () => {
    const refused = await get(`/api/users/userinfo/${ids['mfa@demo.test']}`, bankrec);
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toMatchObject({ message: 'Unauthorized to perform operation' });
    expect((await get(`/api/users/userinfo/${ids['mfa@demo.test']}`, ops)).statusCode).toBe(200);
  });

  it('applies the Profile dialog rules on the server and changes nothing on refusal', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/users/updateUserInfo/${ids['bankrec@demo.test']}`,
      headers: authed(bankrec),
      payload: {
        firstName: 'Ben2',
        lastName: 'Reyes',
        phoneNumber: '5550101280',
        password: 'weak',
        email: 'bankrec@demo.test',
      },
    });
    expect(res.statusCode).toBe(400);
    const body = json<{ details: { path: string; message: string }[] }>(res);
    expect(body.details).toEqual([
      { path: 'firstName', message: 'Invalid format!' },
      { path: 'phoneNumber', message: 'Invalid format!' },
      {
        path: 'password',
        message:
          'Passwords must include at least 8 characters, 1 uppercase letter, 1 lowercase letter, 1 number, and 1 special character.',
      },
    ]);
    const after = json<{ data: { firstName: string }[] }>(
      await get(`/api/users/userinfo/${ids['bankrec@demo.test']}`, bankrec),
    );
    expect(after.data[0]?.firstName).toBe('Ben');
  });

  it('updates the profile and the password, and audits it without the password', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/users/updateUserInfo/${ids['mfa@demo.test']}`,
      headers: authed(ops),
      payload: {
        firstName: 'Maya Lou',
        lastName: 'Fischer',
        phoneNumber: '(555) 222-3333',
        password: 'Newpass-42!',
        email: 'mfa@demo.test',
        // The administrator's own password: a token alone does not change credentials.
        currentPassword: DEMO_PASSWORD,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ data: [{ firstName: 'Maya Lou', phoneNumber: '(555) 222-3333' }] });
    expect((await login(t.app, 'mfa@demo.test', 'Newpass-42!')).mfa).toBe(true);
    const [entry] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'user.updated'))
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1);
    expect(entry?.details).toEqual({ changed: ['firstName', 'phoneNumber', 'password'] });
    expect(JSON.stringify(entry)).not.toContain('Newpass-42!');
  });

  it('refuses an e-mail that another account uses', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/users/updateUserInfo/${ids['bankrec@demo.test']}`,
      headers: authed(bankrec),
      payload: {
        firstName: 'Ben',
        lastName: 'Reyes',
        phoneNumber: '',
        password: '',
        email: 'ops@demo.test',
        currentPassword: DEMO_PASSWORD,
      },
    });
    expect(res.statusCode).toBe(409);
    expect(json(res)).toMatchObject({ message: 'The email is already in use' });
  });

  it('rejects a path id that is not a uuid', async () => {
    const res = await get('/api/users/userinfo/not-a-uuid', ops);
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ code: 'validation_failed' });
  });
});

describe('changing credentials (issue 10, item 4)', () => {
  const password = 'Owner-pass-1!';
  /** A fresh account with two sessions: the one that makes the change and another tab or device. */
  async function accountWithTwoSessions(email: string) {
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { displayName: 'Cred Owner', email, password },
    });
    const first = json<{ user: { uuid: string }; access_token: string }>(reg);
    return {
      id: first.user.uuid,
      current: first.access_token,
      other: await tokenFor(t.app, email, password),
    };
  }
  const update = (id: string, token: string, body: Record<string, string>) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/users/updateUserInfo/${id}`,
      headers: authed(token),
      payload: { firstName: 'Cred', lastName: 'Owner', phoneNumber: '', password: '', ...body },
    });
  const failures = async (userId: string) =>
    (await t.ctx.db.select({ n: users.failedAttempts }).from(users).where(eq(users.id, userId)))[0]?.n;

  it('refuses a password or e-mail change without the current password, and changes nothing', async () => {
    const a = await accountWithTwoSessions('cred-one@demo.test');
    const attempts: Record<string, string>[] = [
      { password: 'Brand-new-1!', email: 'cred-one@demo.test' },
      { email: 'cred-moved@demo.test' },
    ];
    for (const body of attempts) {
      const res = await update(a.id, a.current, body);
      expect(res.statusCode).toBe(400);
      expect(json(res)).toMatchObject({
        details: [
          {
            path: 'currentPassword',
            message: 'Enter your current password to change the password or e-mail.',
          },
        ],
      });
    }
    expect((await login(t.app, 'cred-one@demo.test', password)).success).toBe(true);
    expect((await get('/api/users/me', a.other)).statusCode).toBe(200);
  });

  it('counts a wrong current password like a failed sign-in', async () => {
    const a = await accountWithTwoSessions('cred-two@demo.test');
    const res = await update(a.id, a.current, {
      password: 'Brand-new-1!',
      email: 'cred-two@demo.test',
      currentPassword: 'Not-my-pass-1!',
    });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({
      details: [{ path: 'currentPassword', message: 'Your current password is not correct.' }],
    });
    expect(await failures(a.id)).toBe(1);
    expect((await login(t.app, 'cred-two@demo.test', 'Brand-new-1!')).success).toBe(false);
  });

  it('with the current password, changes it, ends the other sessions and keeps this one', async () => {
    const a = await accountWithTwoSessions('cred-three@demo.test');
    const res = await update(a.id, a.current, {
      password: 'Brand-new-1!',
      email: 'cred-three@demo.test',
      currentPassword: password,
    });
    expect(res.statusCode).toBe(200);
    const other = await get('/api/users/me', a.other);
    expect(other.statusCode).toBe(401);
    expect(json(other)).toMatchObject({ error: [{ refresh_token: 'expired' }] });
    expect((await get('/api/users/me', a.current)).statusCode).toBe(200);
    expect((await login(t.app, 'cred-three@demo.test', 'Brand-new-1!')).success).toBe(true);
    const [ended] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'auth.sessions_ended'))
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1);
    expect(ended).toMatchObject({
      actorUserId: a.id,
      entityId: a.id,
      details: { reason: 'password_changed', sessions: 1 },
    });
  });

  it('ends the other sessions on an e-mail change too', async () => {
    const a = await accountWithTwoSessions('cred-four@demo.test');
    const res = await update(a.id, a.current, {
      email: 'cred-four-new@demo.test',
      currentPassword: password,
    });
    expect(res.statusCode).toBe(200);
    expect((await get('/api/users/me', a.other)).statusCode).toBe(401);
    expect((await get('/api/users/me', a.current)).statusCode).toBe(200);
  });
});

describe('permissions', () => {
  it('refuses administration to a bank reconciliation role with the spec message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${ids['mfa@demo.test']}/unlock`,
      headers: authed(bankrec),
    });
    expect(res.statusCode).toBe(403);
    expect(json(res)).toEqual({
      status: 403,
      code: 'forbidden',
      message: 'Unauthorized to perform operation',
    });
  });

  it('does not let an administrator unlock someone outside their organisation', async () => {
    const orgs = json<{ data: { _id: string; coName: string }[] }>(
      await get('/api/users/organizations', ops),
    ).data;
    const token = await tokenFor(t.app, 'ops@demo.test', DEMO_PASSWORD);
    await get(
      `/api/users/updateOrganization/${orgs.find((o) => o.coName === 'Demo Wage Access')?._id}`,
      token,
    );
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${ids['bankrec@demo.test']}/unlock`,
      headers: authed(token),
    });
    expect(res.statusCode).toBe(404);
    await get(
      `/api/users/updateOrganization/${orgs.find((o) => o.coName === 'Demo Payroll Bureau')?._id}`,
      token,
    );
  });
});

describe('audit log and health', () => {
  it('is append-only', async () => {
    const refusal = async (statement: ReturnType<typeof sql>) => {
      try {
        await t.ctx.db.execute(statement);
        return 'allowed';
      } catch (error) {
        // Drizzle wraps the database error; the trigger's message is on the cause.
        return String((error as { cause?: { message?: string } }).cause?.message);
      }
    };
    expect(await refusal(sql`update audit_log set action = 'x'`)).toMatch(/append-only/);
    expect(await refusal(sql`delete from audit_log`)).toMatch(/append-only/);
  });

  it('records sign-ins with the acting user', async () => {
    const rows = await t.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'auth.login'));
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.every((r) => r.actorUserId !== null)).toBe(true);
  });

  it('answers the health endpoints', async () => {
    expect(json(await t.app.inject({ method: 'GET', url: '/api' }))).toMatchObject({ status: 'ok' });
    const db = json(await t.app.inject({ method: 'GET', url: '/api/healthCheck/queryMongo' }));
    expect(db).toMatchObject({ status: 'pass', database: t.database.kind });
    expect((await t.app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/nope' })).statusCode).toBe(404);
  });

  it('serves the OpenAPI document of the contracts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = json<{ paths: Record<string, unknown> }>(res);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/auth/zero/login', '/api/users/me']));
  });
});

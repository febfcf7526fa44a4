import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  auditLog,
  bankRecLedgers,
  bankRecTransactionCodes,
  boards,
  memberships,
  organizations,
  recReconcilingTypes,
  recTenantConfigs,
  users,
} from '../src/db/schema/index';
import { DEMO_BUREAU, DEMO_WAGE_ACCESS } from '../src/db/seed/demo';
import { defaultMenuOf } from '../src/db/starter-configuration';
import { authed, createTestApp, DEMO_PASSWORD, json, type TestApp, tokenFor } from './harness';

// Issue 17: the organisation page's General and Navigation tabs, and new organisations.
let t: TestApp;
let ops: string;
let bankrec: string;
const orgs: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  ops = await tokenFor(t.app, 'ops@demo.test', DEMO_PASSWORD);
  bankrec = await tokenFor(t.app, 'bankrec@demo.test', DEMO_PASSWORD);
  for (const row of await t.ctx.db.select().from(organizations)) orgs[row.name] = row.id;
});
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: authed(token), ...(payload ? { payload } : {}) });

type Settings = {
  id: string;
  kind: string;
  general: Record<string, unknown> & { idle: { idleLogOut: number; remainingTime: number } };
  customerIds: { valid: boolean; total: number; nonMatching: number; examples: string[] };
};

const settingsOf = async (token = ops) =>
  json<Settings>(await call('GET', '/api/organization/settings', token));
const rowOf = async (name: string) =>
  (
    await t.ctx.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, orgs[name] ?? ''))
  )[0];
const lastAudit = async (action: string) =>
  (
    await t.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, action))
      .orderBy(desc(auditLog.id))
      .limit(1)
  )[0];

describe('who may configure the organisation', () => {
  it('refuses a member without a management role, and changes nothing', async () => {
    const before = await rowOf(DEMO_BUREAU);
    const general = (await settingsOf()).general;
    for (const [method, url, payload] of [
      ['GET', '/api/organization/settings', undefined],
      ['PUT', '/api/organization/settings', { ...general, allowDelete: false }],
      ['POST', '/api/organization/settings/customerIdPattern/check', { pattern: '.*' }],
      ['GET', '/api/organization/menu', undefined],
      ['PUT', '/api/organization/menu', { menu: [] }],
      ['POST', '/api/organization/menu/reset', undefined],
      ['POST', '/api/organization/organizations', { name: 'Sneaky', kind: 'bureau' }],
      ['PUT', '/api/rec/items/agent/idleTimeout', { idleLogOut: 5, remainingTime: 1 }],
    ] as const) {
      const res = await call(method, url, bankrec, payload);
      expect(res.statusCode, url).toBe(403);
      expect(json(res).message).toBe('Unauthorized to perform operation');
    }
    expect(await rowOf(DEMO_BUREAU)).toEqual(before);
  });
});

describe('the General tab', () => {
  it("reads the bureau's settings with spec §9's idle defaults and how its customer ids fare", async () => {
    const body = await settingsOf();
    expect(body.id).toBe(orgs[DEMO_BUREAU]);
    expect(body.kind).toBe('bureau');
    expect(body.general).toMatchObject({
      name: DEMO_BUREAU,
      features: { bankRec: 'on', ewa: 'off' },
      allowDelete: true,
      idle: { idleLogOut: 10, remainingTime: 2 },
      mfaRequired: false,
    });
    expect(body.customerIds.valid).toBe(true);
    expect(body.customerIds.total).toBeGreaterThan(10);
    expect(body.customerIds.nonMatching).toBe(0);
  });

  it('saves every field, audits before and after, tells members, and members see allow-delete', async () => {
    const told = vi.spyOn(t.ctx.realtime, 'toUser');
    const before = await settingsOf();
    const next = {
      ...before.general,
      name: 'Demo Payroll Bureau East',
      features: { bankRec: 'onWithoutUnImport', ewa: 'off' },
      allowDelete: false,
      idle: { idleLogOut: 15, remainingTime: 3 },
      mfaRequired: false,
    };
    const res = await call('PUT', '/api/organization/settings', ops, next);
    expect(res.statusCode).toBe(200);
    expect(json<Settings>(res).general).toMatchObject({ name: next.name, allowDelete: false });
    // What members read: the quick panel's flag object (no Un-Import), the idle call, /me's allow-delete.
    expect(json(await call('GET', '/api/quick-panel/data', bankrec))).toMatchObject({
      bankRec: { enabled: true, unImport: false },
    });
    expect(json(await call('GET', '/api/rec/items/agent/idleTimeout', bankrec))).toEqual({
      idleLogOut: 15,
      remainingTime: 3,
    });
    const me = json<{ setting: { organizations: { _id: string; coName: string; allowDelete: boolean }[] } }>(
      await call('GET', '/api/users/me', bankrec),
    );
    expect(me.setting.organizations.find((o) => o._id === orgs[DEMO_BUREAU])).toMatchObject({
      coName: next.name,
      allowDelete: false,
    });
    // The server refuses a delete as before (its own check), so the hidden icon and the rule agree.
    const removal = await call('PUT', '/api/bankRec/items/removeClient/ANY', bankrec);
    expect(removal.statusCode).toBe(403);
    const entry = await lastAudit('organization.settings_updated');
    expect(entry?.organizationId).toBe(orgs[DEMO_BUREAU]);
    expect(entry?.details).toMatchObject({
      before: {
        name: DEMO_BUREAU,
        allowDelete: true,
        features: { bankRec: 'on', ewa: 'off' },
        idle: { idleLogOut: 10, remainingTime: 2 },
      },
      after: {
        name: next.name,
        allowDelete: false,
        features: { bankRec: 'onWithoutUnImport', ewa: 'off' },
        idle: { idleLogOut: 15, remainingTime: 3 },
      },
    });
    // Every member of the bureau is told; nobody of another organisation.
    const toldOrgs = new Set(told.mock.calls.map((c) => c[1]));
    expect(toldOrgs).toEqual(new Set([orgs[DEMO_BUREAU]]));
    expect(told.mock.calls.map((c) => c[2])).toContain('organizationChanged');
    expect(told.mock.calls.length).toBeGreaterThanOrEqual(5);
    told.mockRestore();
    // The other organisation ops belongs to is untouched.
    expect((await rowOf(DEMO_WAGE_ACCESS))?.settings).toMatchObject({
      allowDelete: true,
      features: { ewa: true },
    });
    // Back as it was, for the other tests.
    expect((await call('PUT', '/api/organization/settings', ops, before.general)).statusCode).toBe(200);
    expect((await settingsOf()).general).toEqual(before.general);
  });

  it('counts the existing ids a stricter pattern would not match, and never rewrites them', async () => {
    const res = await call('POST', '/api/organization/settings/customerIdPattern/check', ops, {
      pattern: '[A-M][A-Z0-9]*',
    });
    const check = json<Settings['customerIds']>(res);
    expect(check.valid).toBe(true);
    expect(check.nonMatching).toBeGreaterThan(0);
    expect(check.nonMatching).toBeLessThan(check.total);
    expect(check.examples.length).toBeGreaterThan(0);
    for (const id of check.examples) expect(id).not.toMatch(/^[A-M][A-Z0-9]*$/);
    const general = (await settingsOf()).general;
    const saved = await call('PUT', '/api/organization/settings', ops, {
      ...general,
      customerIdPattern: '[A-M][A-Z0-9]*',
    });
    expect(json<Settings>(saved).customerIds.nonMatching).toBe(check.nonMatching);
    // The ids stay as they were: the list still has the ones the pattern does not match.
    const list = json<{ data: { coId: string }[] }>(
      await call('GET', '/api/bankRec/items/getCompanyName/client', ops),
    );
    expect(JSON.stringify(list)).toContain(check.examples[0]);
    expect((await lastAudit('organization.settings_updated'))?.details).toMatchObject({
      customerIdsNotMatching: check.nonMatching,
    });
    await call('PUT', '/api/organization/settings', ops, general);
  });

  it('refuses a pattern that does not compile or is too long, and changes nothing', async () => {
    const before = await rowOf(DEMO_BUREAU);
    const general = (await settingsOf()).general;
    const bad = await call('PUT', '/api/organization/settings', ops, {
      ...general,
      customerIdPattern: '[A-Z',
    });
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toMatchObject({
      message: 'This is not a valid regular expression',
      details: [{ path: 'customerIdPattern', message: 'This is not a valid regular expression' }],
    });
    const long = await call('PUT', '/api/organization/settings', ops, {
      ...general,
      customerIdPattern: 'A'.repeat(501),
    });
    expect(long.statusCode).toBe(400);
    const check = json(
      await call('POST', '/api/organization/settings/customerIdPattern/check', ops, { pattern: '(' }),
    );
    expect(check).toMatchObject({ valid: false, message: 'This is not a valid regular expression' });
    expect(await rowOf(DEMO_BUREAU)).toEqual(before);
  });

  it('refuses idle values out of range or a warning that starts after the sign-out', async () => {
    const before = await rowOf(DEMO_BUREAU);
    const general = (await settingsOf()).general;
    for (const idle of [
      { idleLogOut: 0, remainingTime: 0 },
      { idleLogOut: 1441, remainingTime: 2 },
      { idleLogOut: 2.5, remainingTime: 1 },
      { idleLogOut: 5, remainingTime: 5 },
      { idleLogOut: 90, remainingTime: 61 },
      { idleLogOut: 5, remainingTime: -1 },
    ]) {
      const res = await call('PUT', '/api/organization/settings', ops, { ...general, idle });
      expect(res.statusCode, JSON.stringify(idle)).toBe(400);
      expect(json(res)).toMatchObject({ code: 'validation_failed' });
    }
    const warning = await call('PUT', '/api/organization/settings', ops, {
      ...general,
      idle: { idleLogOut: 5, remainingTime: 5 },
    });
    expect(JSON.stringify(json(warning))).toContain('The warning must start before the sign-out');
    for (const payload of [
      { ...general, name: '   ' },
      { ...general, features: { bankRec: 'maybe', ewa: 'off' } },
      { ...general, allowDelete: 'yes' },
      { ...general, name: 'A\u0000B' },
    ]) {
      expect((await call('PUT', '/api/organization/settings', ops, payload)).statusCode).toBe(400);
    }
    expect(await rowOf(DEMO_BUREAU)).toEqual(before);
  });

  it('keeps the idle call of spec §7 working, through the same owner and audit', async () => {
    const res = await call('PUT', '/api/rec/items/agent/idleTimeout', ops, {
      idleLogOut: 12,
      remainingTime: 1,
    });
    expect(json(res)).toEqual({ idleLogOut: 12, remainingTime: 1 });
    expect((await settingsOf()).general.idle).toEqual({ idleLogOut: 12, remainingTime: 1 });
    await call('PUT', '/api/rec/items/agent/idleTimeout', ops, { idleLogOut: 10, remainingTime: 2 });
  });
});

type MenuEntry = { id: string; type: string; title?: string; url?: string; children?: MenuEntry[] };
const menuOf = async () =>
  json<{ menu: MenuEntry[]; kind: string }>(await call('GET', '/api/organization/menu', ops));

describe('the Navigation tab', () => {
  it("edits, reorders and removes entries; members' navigation follows; audited", async () => {
    const { menu } = await menuOf();
    expect(menu).toEqual(defaultMenuOf('bureau'));
    const bankRec = menu.find((m) => m.id === 'bank-rec') as MenuEntry;
    const renamed: MenuEntry = {
      ...bankRec,
      title: 'Bank Rec',
      children: (bankRec.children ?? []).filter((c) => c.id !== 'bank-reports').reverse(),
    };
    const next = [renamed, ...menu.filter((m) => m.id !== 'bank-rec')];
    const res = await call('PUT', '/api/organization/menu', ops, { menu: next });
    expect(res.statusCode).toBe(200);
    const me = json<{ setting: { organizations: { _id: string; menu: MenuEntry[] }[] } }>(
      await call('GET', '/api/users/me', bankrec),
    );
    const seen = me.setting.organizations.find((o) => o._id === orgs[DEMO_BUREAU])?.menu ?? [];
    expect(seen[0]?.title).toBe('Bank Rec');
    expect(JSON.stringify(seen)).not.toContain('bank-reports');
    const entry = await lastAudit('organization.menu_updated');
    const details = entry?.details as { before: MenuEntry[]; after: MenuEntry[] } | undefined;
    expect(details?.before).toEqual(menu);
    expect(details?.after[0]?.title).toBe('Bank Rec');
  });

  it('puts back the default menu of the kind of organisation', async () => {
    const res = await call('POST', '/api/organization/menu/reset', ops);
    expect(json(res)).toEqual({ menu: defaultMenuOf('bureau'), kind: 'bureau' });
    expect((await rowOf(DEMO_BUREAU))?.menu).toEqual(defaultMenuOf('bureau'));
    expect(await lastAudit('organization.menu_reset')).toBeDefined();
  });

  it('refuses a bad menu with where and why, and changes nothing', async () => {
    const before = await rowOf(DEMO_BUREAU);
    const link = (id: string, url = '/apps/Home') => ({ id, title: 'Home', type: 'item', url });
    for (const [menu, path, message] of [
      [[link('home'), link('home')], 'menu.1', "Id 'home' is used twice (also at 0)"],
      [[link('home', 'https://evil.example/')], 'menu.0', 'https://evil.example/ is not a page of the app'],
      [[link('home', '/app/nothing')], 'menu.0', '/app/nothing is not a page of the app'],
      [
        [{ id: 'g', title: 'Group', type: 'group', children: [] }],
        'menu.0',
        'A group needs at least one entry',
      ],
      [[{ id: 'g', title: '', type: 'group', children: [link('a')] }], 'menu.0', 'A title is required'],
    ] as const) {
      const res = await call('PUT', '/api/organization/menu', ops, { menu });
      expect(res.statusCode).toBe(400);
      expect(json<{ details: { path: string; message: string }[] }>(res).details).toContainEqual({
        path,
        message,
      });
    }
    // Shapes the contract refuses before the rules: an unknown type, an icon that is not an icon name.
    for (const menu of [
      [{ id: 'x', title: 'X', type: 'button', url: '/apps/Home' }],
      [{ id: 'x', title: 'X', type: 'item', url: '/apps/Home', icon: '<svg>' }],
      [{ id: 'x', title: 'X', type: 'item', url: '/apps/Home', auth: ['110'] }],
    ]) {
      expect((await call('PUT', '/api/organization/menu', ops, { menu })).statusCode).toBe(400);
    }
    expect(await rowOf(DEMO_BUREAU)).toEqual(before);
  });
});

describe('a new organisation', () => {
  it('gets a starter configuration of its kind; the creator is its 110 and can switch to it', async () => {
    const res = await call('POST', '/api/organization/organizations', ops, {
      name: 'Lakeside Payroll',
      kind: 'both',
    });
    expect(res.statusCode).toBe(201);
    const created = json<{ id: string; name: string; kind: string }>(res);
    expect(created).toMatchObject({ name: 'Lakeside Payroll', kind: 'both' });
    const db = t.ctx.db;
    const [row] = await db.select().from(organizations).where(eq(organizations.id, created.id));
    expect(row?.settings).toMatchObject({
      features: { bankRec: true, ewa: true },
      idle: { idleLogOut: 10, remainingTime: 2 },
      allowDelete: true,
    });
    expect(row?.menu).toEqual(defaultMenuOf('both'));
    const ids = (items: MenuEntry[]): string[] => items.flatMap((i) => [i.id, ...ids(i.children ?? [])]);
    expect(ids(row?.menu ?? [])).toEqual(expect.arrayContaining(['bank-rec', 'employer-funds']));
    const [opsUser] = await db.select().from(users).where(eq(users.email, 'ops@demo.test'));
    const [membership] = await db
      .select()
      .from(memberships)
      .where(and(eq(memberships.organizationId, created.id), eq(memberships.userId, opsUser?.id ?? '')));
    expect(membership?.roleIds).toEqual([110]);
    const ledgers = await db
      .select()
      .from(bankRecLedgers)
      .where(eq(bankRecLedgers.organizationId, created.id));
    expect(ledgers.map((l) => l.ledgerId).sort()).toEqual([
      'EWAFUND',
      'EWASETTLE',
      'FEES',
      'NETPAY',
      'OPER',
      'TAX',
    ]);
    const codes = await db
      .select()
      .from(bankRecTransactionCodes)
      .where(eq(bankRecTransactionCodes.organizationId, created.id));
    expect(codes.map((c) => c.transCode)).toEqual(expect.arrayContaining(['206', '506']));
    const services = await db
      .select()
      .from(recTenantConfigs)
      .where(eq(recTenantConfigs.organizationId, created.id));
    expect(services.map((s) => s.service).sort()).toEqual(['Bank Rec', 'Employer Funds']);
    const recTypes = await db
      .select()
      .from(recReconcilingTypes)
      .where(eq(recReconcilingTypes.organizationId, created.id));
    expect(recTypes.filter((r) => r.systemAssigned).length).toBe(4);
    expect(await db.select().from(boards).where(eq(boards.organizationId, created.id))).toHaveLength(1);
    const entry = await lastAudit('organization.created');
    expect(entry?.details).toMatchObject({ name: 'Lakeside Payroll', kind: 'both' });

    // In the organisation switcher, and ops can work there as its administrator.
    const list = json<{ data: { _id: string; coName: string }[] }>(
      await call('GET', '/api/users/organizations', ops),
    );
    expect(list.data).toContainEqual({ _id: created.id, coName: 'Lakeside Payroll' });
    const other = await tokenFor(t.app, 'ops@demo.test', DEMO_PASSWORD);
    expect((await call('GET', `/api/users/updateOrganization/${created.id}`, other)).statusCode).toBe(200);
    const there = await settingsOf(other);
    expect(there).toMatchObject({ id: created.id, kind: 'both', customerIds: { total: 0, nonMatching: 0 } });
    expect(json(await call('GET', '/api/rec/tenant/ledgerConfig', other))).toMatchObject({
      data: { bankAccounts: [] },
    });
    // Nobody else was added to it.
    expect(
      await db.select().from(memberships).where(eq(memberships.organizationId, created.id)),
    ).toHaveLength(1);
  });

  it('makes a wage-access organisation with the employer-funds menu and configuration only', async () => {
    const res = await call('POST', '/api/organization/organizations', ops, {
      name: 'Brightwage',
      kind: 'wageAccess',
    });
    const created = json<{ id: string }>(res);
    const [row] = await t.ctx.db.select().from(organizations).where(eq(organizations.id, created.id));
    expect(row?.settings.features).toEqual({ bankRec: false, ewa: true });
    expect(row?.menu).toEqual(defaultMenuOf('wageAccess'));
    const services = await t.ctx.db
      .select()
      .from(recTenantConfigs)
      .where(eq(recTenantConfigs.organizationId, created.id));
    expect(services.map((s) => s.service)).toEqual(['Employer Funds']);
  });

  it('refuses a second organisation of the same name for the same person, a bad kind or name', async () => {
    const count = async () => (await t.ctx.db.select().from(organizations)).length;
    const before = await count();
    const again = await call('POST', '/api/organization/organizations', ops, {
      name: 'lakeside payroll',
      kind: 'bureau',
    });
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toBe('You already belong to an organisation named lakeside payroll.');
    for (const body of [
      { name: 'X', kind: 'bank' },
      { name: '', kind: 'bureau' },
      { name: 'N'.repeat(121), kind: 'bureau' },
      { kind: 'bureau' },
    ]) {
      expect((await call('POST', '/api/organization/organizations', ops, body)).statusCode).toBe(400);
    }
    expect(await count()).toBe(before);
  });
});

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../src/db/schema/index';
import { authed, createTestApp, DEMO_PASSWORD, json, type TestApp, tokenFor } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: authed(token) });

describe('quick panel', () => {
  it("gives the bureau's bank-rec flag, its notes and today's events of the user", async () => {
    const token = await tokenFor(t.app, 'bankrec@demo.test', DEMO_PASSWORD);
    const body = json<{
      bankRec?: unknown;
      ewa?: unknown;
      notes: { title: string }[];
      events: { title: string }[];
    }>(await get('/api/quick-panel/data', token));
    expect(body.bankRec).toBe(true);
    expect(body.ewa).toBeUndefined();
    expect(body.notes.map((n) => n.title)).toEqual(['Quarter-end', 'Bank cut-off']);
    expect(body.events[0]?.title).toBe('Signed in');
  });

  it('passes a restricted flag through as an object', async () => {
    await t.ctx.db
      .update(organizations)
      .set({
        settings: sql`jsonb_set(${organizations.settings}, '{features,ewa}', '{"enabled": true, "unImport": false}')`,
      })
      .where(eq(organizations.name, 'Demo Wage Access'));
    const token = await tokenFor(t.app, 'ewa@demo.test', DEMO_PASSWORD);
    expect(json(await get('/api/quick-panel/data', token))).toMatchObject({
      ewa: { enabled: true, unImport: false },
    });
  });
});

describe('agent notifications', () => {
  it('lists the unread ones and marks them read', async () => {
    const token = await tokenFor(t.app, 'ops@demo.test', DEMO_PASSWORD);
    const before = json<{ data: { dirty: boolean }[]; unread: number }>(
      await get('/api/rec/items/agent/notification', token),
    );
    expect(before.unread).toBe(2);
    expect(before.data).toHaveLength(2);
    const after = json<{ unread: number; data: { dirty: boolean }[] }>(
      await get('/api/rec/items/agent/notification/update', token),
    );
    expect(after.unread).toBe(0);
    expect(after.data.every((n) => !n.dirty)).toBe(true);
  });

  it("never shows another user's notifications", async () => {
    const token = await tokenFor(t.app, 'mfa@demo.test', DEMO_PASSWORD).catch(() => '');
    expect(token).toBe('');
    const ewa = await tokenFor(t.app, 'ewa@demo.test', DEMO_PASSWORD);
    expect(json(await get('/api/rec/items/agent/notification', ewa))).toEqual({ data: [], unread: 0 });
  });
});

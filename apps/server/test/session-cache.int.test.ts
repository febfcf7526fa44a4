import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { SESSIONS_CHANNEL } from '../src/platform/auth-context';
import { loadConfig } from '../src/platform/config';
import { type Database, openDatabase } from '../src/platform/db';
import { authed, createTestApp, DEMO_PASSWORD, json, login, type TestApp, tokenFor } from './harness';

/**
 * Issue 10, item 5: the session look-up is cached per session for a few seconds, so a revocation must
 * evict it at once, in this process and in every other one on the database. "Other" is a second
 * application: on PostgreSQL on its own connections (LISTEN/NOTIFY between them, as two processes),
 * on PGlite on the same database (one process owns it; the in-process channel relays).
 */
describe('the session cache across processes', () => {
  let t: TestApp;
  let other: FastifyInstance;
  let otherDatabase: Database;
  let otherDir: string;

  beforeAll(async () => {
    t = await createTestApp();
    otherDatabase = t.databaseUrl ? await openDatabase({ url: t.databaseUrl, poolSize: 2 }) : t.database;
    otherDir = await mkdtemp(path.join(tmpdir(), 'clearline-other-'));
    const config = loadConfig({ WEB_DIST_DIR: '/nonexistent', DATA_DIR: otherDir }, []);
    const built = await buildApp({ config, database: otherDatabase, quiet: true });
    other = built.app;
    await other.ready();
    // Both reuse session look-ups only once they hear evictions: the tests below rely on the reuse.
    expect(await built.ctx.auth.listening).toBe(true);
    expect(await t.ctx.auth.listening).toBe(true);
  });

  afterAll(async () => {
    await other?.close();
    if (otherDatabase && otherDatabase !== t.database) await otherDatabase.close();
    await t?.close();
    if (otherDir) await rm(otherDir, { recursive: true, force: true });
  });

  /** Resolves when the other application's channel carries the next session eviction. */
  async function nextEviction(): Promise<{ heard: Promise<void> }> {
    let heard: () => void = () => undefined;
    const evicted = new Promise<void>((resolve) => (heard = resolve));
    // The other application's own listener was registered first, so it has evicted when this one runs.
    await otherDatabase.channel.listen(SESSIONS_CHANNEL, () => heard());
    // Wrapped: an async function returning the bare promise would wait for it.
    return { heard: evicted };
  }

  const me = (app: FastifyInstance, token: string) =>
    app.inject({ method: 'GET', url: '/api/users/me', headers: authed(token) });

  it('reuses a session look-up in each process, so the eviction is what ends it there', async () => {
    const token = await tokenFor(t.app, 'ops@demo.test', DEMO_PASSWORD);
    expect((await me(other, token)).statusCode).toBe(200);
    const evicted = await nextEviction();
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: authed(token) })).statusCode,
    ).toBe(200);
    await evicted.heard;
    const after = await me(other, token);
    expect(after.statusCode).toBe(401);
    expect(json(after)).toMatchObject({ error: [{ refresh_token: 'expired' }] });
  });

  it('ends a session at once in the other process when the account is locked here', async () => {
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { displayName: 'Cache Lock', email: 'cache-lock@demo.test', password: DEMO_PASSWORD },
    });
    const token = json<{ access_token: string }>(reg).access_token;
    expect((await me(other, token)).statusCode).toBe(200);
    const evicted = await nextEviction();
    for (let attempt = 0; attempt < t.ctx.config.maxFailedLogins; attempt += 1)
      await login(t.app, 'cache-lock@demo.test', 'not-the-password');
    await evicted.heard;
    expect((await me(other, token)).statusCode).toBe(401);
  });

  it('ends a session at once in this process after logout, with its look-up cached', async () => {
    const token = await tokenFor(t.app, 'ops@demo.test', DEMO_PASSWORD);
    expect((await me(t.app, token)).statusCode).toBe(200);
    expect((await me(t.app, token)).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: authed(token) });
    expect((await me(t.app, token)).statusCode).toBe(401);
  });
});

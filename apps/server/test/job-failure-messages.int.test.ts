import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, DEMO_PASSWORD, json, type TestApp, tokenFor } from './harness';

/** A job that fails inside the server tells the person what to do and a reference, never the raw error. */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await tokenFor(t.app, 'bankrec@demo.test', DEMO_PASSWORD);
});
afterAll(async () => t?.close());

describe('internal job failures', () => {
  it('auto-match: says no match was made, to run it again, and the reference; not the database error', async () => {
    // A missing table fails the run the way a broken database would.
    await t.ctx.db.execute(sql`alter table match_suggestions rename to match_suggestions_away`);
    const queued = await t.app.inject({
      method: 'POST',
      url: '/api/bankRec/items/autoMatch',
      headers: authed(token),
      payload: { accountId: '4410029399' },
    });
    expect(queued.statusCode).toBe(202);
    const { jobId } = json<{ data: { jobId: string } }>(queued).data;
    await t.ctx.jobs.drain();
    await t.ctx.db.execute(sql`alter table match_suggestions_away rename to match_suggestions`);
    const status = json<{ data: { status: string; error: string } }>(
      await t.app.inject({
        method: 'GET',
        url: `/api/bankRec/items/autoMatch/${jobId}`,
        headers: authed(token),
      }),
    ).data;
    expect(status.status).toBe('failed');
    expect(status.error).toBe(
      `an internal error stopped the run; no match was made. Run auto-match again; if it fails again, contact an administrator with reference ${jobId}.`,
    );
    expect(status.error).not.toMatch(/match_suggestions|relation|exist/);
  });
});

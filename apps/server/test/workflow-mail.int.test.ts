import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/platform/db';
import { type Session, sessionFor } from './bank-rec-fixtures';
import { createTestApp, json, type TestApp } from './harness';

/**
 * With a mail server configured, a workflow notice is also e-mailed (through the mailer, so its outbox
 * row exists whether the server took it or not: here nothing listens, and the row records the failure).
 */
let t: TestApp;
let ops: Session;
beforeAll(async () => {
  t = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
  ops = await sessionFor(t, 'ops@demo.test');
});
afterAll(async () => t?.close());

describe('workflow notices by e-mail', () => {
  it('mails the person assigned when SMTP_URL is set', async () => {
    const tasks = json<{ data: { tasks: { id: string; accountName: string; period: string }[] } }>(
      await ops.get('/api/rec/workflow/tasks'),
    ).data.tasks;
    const task = tasks.find((x) => x.accountName === 'Operating');
    const people = json<{ data: { id: string; name: string }[] }>(
      await ops.get('/api/rec/workflow/people'),
    ).data;
    const ben = people.find((p) => p.name === 'Ben Reyes');
    const res = await ops.post('/api/rec/workflow/assign', { taskIds: [task?.id], preparerUserId: ben?.id });
    expect(res.statusCode, res.body).toBe(200);
    await t.ctx.jobs.drain();
    const mails = await queryRows<{ to_address: string; subject: string; body: string }>(
      t.ctx.db,
      sql`select to_address, subject, body from email_outbox where subject like 'Reconciliation:%'`,
    );
    expect(mails).toEqual([
      {
        to_address: 'bankrec@demo.test',
        subject: `Reconciliation: Operating ${task?.period}`,
        body: expect.stringContaining('You are assigned to the reconciliation of Operating'),
      },
    ]);
  });
});

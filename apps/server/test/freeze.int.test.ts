import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, organizations } from '../src/db/schema/index';
import { queryRows } from '../src/platform/db';
import { authed, createTestApp, DEMO_PASSWORD, json, type TestApp, tokenFor } from './harness';

/**
 * Issue 10: one user's big file must not freeze the server for everyone. A statement of LINES bank lines
 * against as many open ledger entries is auto-matched and then un-imported while other requests arrive
 * over real HTTP; they must be answered while the work is still running (no timing: the job row is still
 * 'running' when the answer arrives, or the un-import has not answered yet). And a single long statement
 * (embedded: PGlite on its own thread) does not hold the server either: health answers before it ends,
 * and readiness does not wait for a transaction to end.
 */
const LINES = 6000;
const ACCOUNT = '4410029399';
const DAY0 = Date.UTC(2031, 0, 1);
const amountOf = (i: number) => -(100_003 + i * 7);
const dayOf = (i: number) => new Date(DAY0 + (i % 60) * 86_400_000).toISOString().slice(0, 10);

let t: TestApp;
let base: string;
let token: string;
let otherOrgToken: string;
let importId: string;

async function seedBigStatement(organizationId: string): Promise<string> {
  return t.database.bulk(
    async (conn) => {
      const imported = await conn.query<{ id: string }>(
        `insert into imports (organization_id, area, kind, file_name, sha256, size_bytes, format, status, msg)
         values ($1, 'bankRec', 'statement', 'big.bai2', repeat('a', 64), 0, 'bai2', 'Completed', 'test')
         returning id`,
        [organizationId],
      );
      const id = imported.rows[0]?.id ?? '';
      const book = await conn.query<{ co_id: string; account: string }>(
        `select co_id, account from bank_rec_ledger_entries where organization_id = $1 and account_id = $2 limit 1`,
        [organizationId, ACCOUNT],
      );
      const { co_id, account } = book.rows[0] ?? { co_id: '', account: '' };
      // One COPY at a time on a connection: the bank lines, then the book entries.
      const bank = conn.writer('bank_transactions', [
        'organization_id',
        'account_id',
        'import_id',
        'row_key',
        'value_date',
        'amount_minor',
        'currency',
        'text',
        'line',
      ]);
      for (let i = 0; i < LINES; i += 1) {
        await bank.write([
          organizationId,
          ACCOUNT,
          id,
          `v1:big:${i}`,
          dayOf(i),
          amountOf(i),
          'USD',
          `DEBIT ${i}`,
          i + 1,
        ]);
      }
      await bank.end();
      const ledger = conn.writer('bank_rec_ledger_entries', [
        'organization_id',
        'amount_minor',
        'transaction_date',
        'co_id',
        'account',
        'account_id',
        'status',
        'source',
      ]);
      for (let i = 0; i < LINES; i += 1) {
        await ledger.write([
          organizationId,
          amountOf(i),
          dayOf(i),
          co_id,
          account,
          ACCOUNT,
          'open',
          'import',
        ]);
      }
      await ledger.end();
      return id;
    },
    { transaction: true },
  );
}

beforeAll(async () => {
  t = await createTestApp();
  const [org] = await t.ctx.db
    .select()
    .from(organizations)
    .where(eq(organizations.name, 'Demo Payroll Bureau'));
  importId = await seedBigStatement(org?.id ?? '');
  token = await tokenFor(t.app, 'bankrec@demo.test', DEMO_PASSWORD);
  otherOrgToken = await tokenFor(t.app, 'ewa@demo.test', DEMO_PASSWORD);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 120_000);
afterAll(async () => t?.close());

const jobStatus = async (id: string) =>
  (await t.ctx.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, id)))[0]?.status;

describe('long work does not hold the server', () => {
  it('answers /health/live while a single long statement is still running', async () => {
    const finished: string[] = [];
    const statement = queryRows(t.ctx.db, sql`select pg_sleep(3)`).then(() => finished.push('statement'));
    // The statement is on its way before the request: a query is sent in the same turn it is asked.
    const live = await fetch(`${base}/health/live`);
    finished.push('health');
    expect(live.status).toBe(200);
    await statement;
    expect(finished).toEqual(['health', 'statement']);
  }, 60_000);

  it('answers /health/ready while a transaction holds the database', async () => {
    // The transaction waits for the answer: it would never come if readiness waited for the transaction.
    const status = await t.database.bulk(
      async (conn) => {
        await conn.query('select 1');
        const ready = await fetch(`${base}/health/ready`);
        await conn.query('select 1');
        return ready.status;
      },
      { transaction: true },
    );
    expect(status).toBe(200);
  }, 60_000);

  it('answers /health/live and another organisation while a big auto-match is still running', async () => {
    const queued = await t.app.inject({
      method: 'POST',
      url: '/api/bankRec/items/autoMatch',
      headers: authed(token),
      payload: { accountId: ACCOUNT, from: dayOf(0), to: dayOf(59) },
    });
    expect(queued.statusCode).toBe(202);
    const { jobId } = json<{ data: { jobId: string } }>(queued).data;
    const run = t.ctx.jobs.drain();
    while ((await jobStatus(jobId)) === 'queued') await new Promise((r) => setTimeout(r, 5));

    const live = await fetch(`${base}/health/live`);
    expect(live.status).toBe(200);
    expect(await jobStatus(jobId)).toBe('running');
    const other = await fetch(`${base}/api/users/me`, { headers: authed(otherOrgToken) });
    expect(other.status).toBe(200);
    expect(await jobStatus(jobId)).toBe('running');

    await run;
    expect(await jobStatus(jobId)).toBe('succeeded');
    const [matched] = await queryRows<{ n: number }>(
      t.ctx.db,
      sql`select count(*)::int as n from match_items mi join bank_transactions bt on bt.id = mi.bank_transaction_id
           where mi.live and bt.import_id = ${importId}`,
    );
    expect(matched?.n).toBe(LINES);
  }, 300_000);

  it('answers /health/live while the un-import of that file is still running, and keeps every match in the record', async () => {
    const answered: string[] = [];
    const unimport = fetch(`${base}/api/bankRec/items/fileImport/${importId}/unimport`, {
      method: 'POST',
      headers: authed(token),
    }).then((res) => {
      answered.push('unimport');
      return res;
    });
    const live = await fetch(`${base}/health/live`);
    answered.push('health');
    expect(live.status).toBe(200);
    const res = await unimport;
    expect(answered).toEqual(['health', 'unimport']);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { status: string } }).data.status).toBe('Un-imported');
    const [undone] = await queryRows<{ n: number; audited: number }>(
      t.ctx.db,
      sql`select count(*)::int as n,
                 (select count(*)::int from audit_log a where a.action = 'match.undone'
                     and a.details->>'reason' = 'Un-import of big.bai2') as audited
            from matches m where m.status = 'undone' and m.undo_reason = 'Un-import of big.bai2'`,
    );
    expect(undone).toEqual({ n: LINES, audited: LINES });
    const [left] = await queryRows<{ n: number }>(
      t.ctx.db,
      sql`select count(*)::int as n from bank_transactions where import_id = ${importId}`,
    );
    expect(left?.n).toBe(0);
  }, 300_000);
});

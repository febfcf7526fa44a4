import type { TaskDetail, TaskFiguresJson, TaskListItem } from '@clearline/contracts';
import { shiftPeriod } from '@clearline/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bai2File } from '../../../packages/domain/src/statements/bai2/builder.test-util';
import { OVERDUE_JOB, PERIOD_OPEN_JOB } from '../src/modules/workflow/schedule';
import { queryRows } from '../src/platform/db';
import { enqueueJob } from '../src/platform/jobs';
import {
  bankingDraft,
  browserConfig,
  type Session,
  sessionFor,
  transferBody,
  URLS,
} from './bank-rec-fixtures';
import { monthsBack } from './calendar';
import { authed, createTestApp, json, type TestApp } from './harness';

/**
 * Reconciliation tasks (issue 16) through HTTP on the demo bureau with its last two monthly statements:
 * every move and every refusal, and decertification by each kind of write.
 */
let t: TestApp;
let bankrec: Session;
let reviewer: Session;
let ops: Session;
let ewa: Session;
const TAX_IMPOUND = '4410029399';
const OPERATING = '4410029381';
const PAYROLL_CLEARING = '4410029402';

/** The month before the current one: the demo statements cover it whole. */
const lastMonth = () => monthsBack(1);
const MONTH = lastMonth();

beforeAll(async () => {
  t = await createTestApp();
  const { importDemoStatements } = await import('../src/db/seed/demo-statements-import');
  await importDemoStatements(t.ctx, t.services.imports, { wholeMonths: 1 });
  [bankrec, reviewer, ops, ewa] = await Promise.all([
    sessionFor(t, 'bankrec@demo.test'),
    sessionFor(t, 'reviewer@demo.test'),
    sessionFor(t, 'ops@demo.test'),
    sessionFor(t, 'ewa@demo.test'),
  ]);
});
afterAll(async () => t?.close());

const W = '/api/rec/workflow';
async function tasksOf(s: Session, query: string): Promise<TaskListItem[]> {
  const res = await s.get(`${W}/tasks?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return json<{ data: { tasks: TaskListItem[] } }>(res).data.tasks;
}
async function taskOf(account: string, month = MONTH): Promise<TaskListItem> {
  const task = (await tasksOf(ops, `period=${month}`)).find((x) => x.accountId === account);
  if (!task) throw new Error(`no task for ${account} ${month}`);
  return task;
}
async function detail(s: Session, id: string): Promise<TaskDetail> {
  const res = await s.get(`${W}/tasks/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return json<{ data: TaskDetail }>(res).data;
}
const move = (
  s: Session,
  id: string,
  body: { action: string; comment?: string; figures?: TaskFiguresJson },
) => s.post(`${W}/tasks/${id}/transition`, body);
async function moved(
  s: Session,
  id: string,
  action: string,
  extra: { comment?: string; figures?: TaskFiguresJson } = {},
) {
  const res = await move(s, id, { action, ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return json<{ data: TaskListItem }>(res).data;
}
async function notificationsOf(s: Session): Promise<string[]> {
  const res = await s.get('/api/rec/items/agent/notification');
  expect(res.statusCode, res.body).toBe(200);
  return json<{ data: { details: string }[] }>(res).data.map((n) => n.details);
}

describe('tasks of a period', () => {
  it('opens a period once: one task per bank account, whoever asks and however often', async () => {
    const first = await tasksOf(ops, `period=${MONTH}`);
    const again = await tasksOf(bankrec, `period=${MONTH}`);
    expect(first.map((x) => x.accountId).sort()).toEqual(['4410029381', '4410029399', '4410029402']);
    expect(again.map((x) => x.id).sort()).toEqual(first.map((x) => x.id).sort());
    expect(first.every((x) => x.state === 'not_started' && x.dueDate > `${MONTH}-28`)).toBe(true);
  });

  it('lists with the statement figures on request', async () => {
    const [task] = await tasksOf(ops, `period=${MONTH}&accountId=${TAX_IMPOUND}&figures=true`);
    expect(task?.figures?.difference).toBe('0.00');
  });

  it('keeps another organisation out: its member neither lists nor reads nor moves the task', async () => {
    const task = await taskOf(TAX_IMPOUND);
    expect((await tasksOf(ewa, `period=${MONTH}`)).some((x) => x.id === task.id)).toBe(false);
    expect((await ewa.get(`${W}/tasks/${task.id}`)).statusCode).toBe(404);
    expect((await move(ewa, task.id, { action: 'start' })).statusCode).toBe(404);
  });
});

describe('assignment', () => {
  it('is management’s, refuses one person in both roles and a reviewer whose role may not review', async () => {
    const task = await taskOf(TAX_IMPOUND);
    const people = json<{ data: { id: string; name: string; mayReview: boolean }[] }>(
      await ops.get(`${W}/people`),
    ).data;
    const ben = people.find((p) => p.name === 'Ben Reyes');
    const rita = people.find((p) => p.name === 'Rita Vance');
    expect(rita?.mayReview).toBe(true);
    expect(ben?.mayReview).toBe(false);
    const body = { taskIds: [task.id], preparerUserId: ben?.id, reviewerUserId: rita?.id };
    expect((await bankrec.post(`${W}/assign`, body)).statusCode).toBe(403);
    const same = await ops.post(`${W}/assign`, { ...body, reviewerUserId: ben?.id });
    expect(same.statusCode).toBe(400);
    expect(json<{ message: string }>(same).message).toMatch(/may not review|may not be the preparer/);
    const ok = await ops.post(`${W}/assign`, body);
    expect(ok.statusCode, ok.body).toBe(200);
    await t.ctx.jobs.drain();
    expect(
      (await notificationsOf(bankrec)).some((n) =>
        n.includes('You are assigned to the reconciliation of Tax Impound'),
      ),
    ).toBe(true);
    expect((await notificationsOf(reviewer)).some((n) => n.includes('Tax Impound'))).toBe(true);
    const after = await taskOf(TAX_IMPOUND);
    expect(after.preparer?.name).toBe('Ben Reyes');
    expect(after.reviewer?.name).toBe('Rita Vance');
  });
});

describe('preparation, sign-off and review', () => {
  it('refuses the reviewer preparing, then lets the preparer start', async () => {
    const task = await taskOf(TAX_IMPOUND);
    const refused = await move(reviewer, task.id, { action: 'start' });
    expect(refused.statusCode).toBe(403);
    expect(json<{ reason: string }>(refused).reason).toBe('maker_checker');
    expect((await moved(bankrec, task.id, 'start')).state).toBe('in_preparation');
    expect((await move(bankrec, task.id, { action: 'start' })).statusCode).toBe(409);
  });

  it('refuses a sign-off on figures that changed since the page loaded, with the new figures', async () => {
    const task = await taskOf(TAX_IMPOUND);
    const { figures, allowed } = await detail(bankrec, task.id);
    expect(allowed).toEqual(['signOff']);
    expect(figures.difference).toBe('0.00');
    const res = await move(bankrec, task.id, {
      action: 'signOff',
      figures: { ...figures, bookBalance: '1.00' },
    });
    expect(res.statusCode).toBe(409);
    expect(json<{ figures: TaskFiguresJson; reason: string }>(res), res.body).toMatchObject({
      reason: 'stale_figures',
      figures,
    });
  });

  it('signs off the figures it saw and stores them in the history', async () => {
    const task = await taskOf(TAX_IMPOUND);
    const { figures } = await detail(bankrec, task.id);
    expect((await moved(bankrec, task.id, 'signOff', { figures })).state).toBe('ready_for_review');
    const { history } = await detail(ops, task.id);
    expect(history.at(-1)).toMatchObject({
      kind: 'signed_off',
      actor: 'Ben Reyes',
      figures,
      toState: 'ready_for_review',
    });
    await t.ctx.jobs.drain();
    expect((await notificationsOf(reviewer)).some((n) => n.includes('ready for your review'))).toBe(true);
  });

  it('refuses a certification by a role that may not review, and a return without a comment', async () => {
    const task = await taskOf(TAX_IMPOUND);
    const wrongRole = await move(bankrec, task.id, { action: 'certify' });
    expect(wrongRole.statusCode).toBe(403);
    expect(json<{ reason: string }>(wrongRole).reason).toBe('may_not_review');
    const noComment = await move(reviewer, task.id, { action: 'return', comment: '  ' });
    expect(noComment.statusCode).toBe(400);
    expect(json<{ message: string }>(noComment).message).toBe(
      'Say what must change: a return needs a comment',
    );
  });

  it('returns with a comment the preparer is told, and certifies after a new sign-off', async () => {
    const task = await taskOf(TAX_IMPOUND);
    await moved(reviewer, task.id, 'return', { comment: 'Explain the open debit of the 14th' });
    await t.ctx.jobs.drain();
    expect(
      (await notificationsOf(bankrec)).some((n) =>
        n.includes('returned for changes: Explain the open debit'),
      ),
    ).toBe(true);
    await certify(task.id);
    const { history, task: now } = await detail(reviewer, task.id);
    expect(now.state).toBe('certified');
    expect(history.map((e) => e.kind)).toEqual([
      'created',
      'assigned',
      'started',
      'signed_off',
      'returned',
      'signed_off',
      'certified',
    ]);
  });

  it('refuses the preparer certifying their own work (maker-checker)', async () => {
    const task = await taskOf(OPERATING);
    const people = json<{ data: { id: string; name: string }[] }>(await ops.get(`${W}/people`)).data;
    const olivia = people.find((p) => p.name === 'Olivia Parker');
    expect(
      (
        await ops.post(`${W}/assign`, {
          taskIds: [task.id],
          preparerUserId: olivia?.id,
          reviewerUserId: null,
        })
      ).statusCode,
    ).toBe(200);
    await moved(ops, task.id, 'start');
    const { figures } = await detail(ops, task.id);
    await moved(ops, task.id, 'signOff', { figures });
    const own = await move(ops, task.id, { action: 'certify', figures });
    expect(own.statusCode).toBe(403);
    expect(json<{ message: string }>(own).message).toBe(
      'The person who prepared a reconciliation may not certify it',
    );
  });

  it('keeps the history append-only', async () => {
    const refusal = (query: Promise<unknown>) =>
      query.then(
        () => 'allowed',
        (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
      );
    expect(
      await refusal(t.ctx.db.execute(sql`update reconciliation_task_events set comment = 'rewritten'`)),
    ).toMatch(/append-only/);
    expect(await refusal(t.ctx.db.execute(sql`delete from reconciliation_task_events`))).toMatch(
      /append-only/,
    );
  });
});

/** Sign off (as the preparer, on the figures the page shows) and certify (as the reviewer). */
async function certify(id: string) {
  const { task, figures } = await detail(bankrec, id);
  if (task.state === 'in_preparation') await moved(bankrec, id, 'signOff', { figures });
  await moved(reviewer, id, 'certify', { figures });
}

/** The month as the lock's message names it: 'November 2026'. */
const monthWords = (period: string) =>
  new Date(`${period}-15T12:00:00Z`).toLocaleString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
const LOCKED = (period: string) =>
  `Tax Impound · ${monthWords(period)} is certified and locked. Reopen it to change it.`;

async function expectLocked(res: { statusCode: number; body: string }, period = MONTH) {
  expect(res.statusCode, res.body).toBe(409);
  expect(json<{ code: string; message: string }>(res as never)).toMatchObject({
    code: 'period_locked',
    message: LOCKED(period),
  });
}

const count = async (query: ReturnType<typeof sql>) =>
  (await queryRows<{ n: number }>(t.ctx.db, query))[0]?.n;

function statementOf(asOf: string): Buffer {
  return Buffer.from(
    bai2File({
      sender: '121000248',
      created: asOf,
      fileId: '916',
      groups: [
        {
          asOfDate: asOf,
          accounts: [
            {
              number: TAX_IMPOUND,
              details: [
                { type: '165', amount: 10000, bankRef: 'WF1', text: 'WORKFLOW TEST CREDIT' },
                { type: '455', amount: 10000, bankRef: 'WF2', text: 'WORKFLOW TEST DEBIT' },
              ],
            },
          ],
        },
      ],
    }),
  );
}

async function uploadStatement(name: string, bytes: Buffer) {
  const boundary = '----workflow-test';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/bankRec/items/fileImport',
    payload,
    headers: { ...authed(bankrec.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

describe('a certified month is locked', () => {
  let bankLine: { id: string; amount: string; date: string };
  let entryId: string;
  let matchId: string;
  const entryBody = (line: { amount: string; date: string }) => ({
    data: {
      checkNo: '',
      details: 'Workflow test entry',
      amount: line.amount,
      transactionDate: line.date,
      coName: 'b&j-01',
      account: 'Federal Tax',
      addNew: true,
      autoMatch: false,
      taxType: 'Federal',
    },
  });

  it('refuses an entry dated in the month, or before it, writing nothing, and names the month', async () => {
    const task = await taskOf(TAX_IMPOUND);
    expect(task.state).toBe('certified');
    const open = await bankrec.get(
      `/api/bankRec/items/open?side=bank&accountId=${TAX_IMPOUND}&from=${MONTH}-01&to=${MONTH}-28&limit=1`,
    );
    const line = json<{ data: { rows: { id: string; amount: string; date: string }[] } }>(open).data.rows[0];
    if (!line) throw new Error('no open bank line in the month');
    bankLine = line;
    const entries = sql`select count(*)::int as n from bank_rec_ledger_entries where details = 'Workflow test entry'`;
    await expectLocked(await bankrec.post(URLS.newBankLedger, entryBody(line)));
    // A month's figures are as of its last day: an entry of an earlier month would change them too.
    await expectLocked(
      await bankrec.post(URLS.newBankLedger, entryBody({ ...line, date: `${shiftPeriod(MONTH, -1)}-10` })),
    );
    expect(await count(entries)).toBe(0);
    expect((await detail(reviewer, task.id)).task.state).toBe('certified');
  });

  it('refuses a transfer touching the month whole: no line of it is written', async () => {
    const config = await browserConfig(bankrec);
    const before = await count(sql`select count(*)::int as n from bank_rec_transfers`);
    const res = await bankrec.post(
      URLS.transferMoney,
      transferBody(
        config,
        bankingDraft({ transactionDate: `${MONTH}-12`, details: 'Locked-month transfer' }),
      ),
    );
    expect(res.statusCode, res.body).toBe(409);
    expect(json<{ code: string }>(res).code).toBe('period_locked');
    expect(await count(sql`select count(*)::int as n from bank_rec_transfers`)).toBe(before);
    expect(
      await count(
        sql`select count(*)::int as n from bank_rec_ledger_entries where details = 'Locked-month transfer'`,
      ),
    ).toBe(0);
  });

  it('reopens only for a reviewing role with a reason; preparer and reviewer are told; the audit trail keeps why', async () => {
    const task = await taskOf(TAX_IMPOUND);
    const noReason = await move(reviewer, task.id, { action: 'reopen' });
    expect(noReason.statusCode).toBe(400);
    expect(json<{ message: string }>(noReason).message).toBe(
      'Say why the month is reopened: a reopen needs a reason',
    );
    const clerk = await move(bankrec, task.id, { action: 'reopen', comment: 'late fee' });
    expect(clerk.statusCode).toBe(403);
    expect((await detail(reviewer, task.id)).task.state).toBe('certified');

    const reopened = await moved(reviewer, task.id, 'reopen', { comment: 'Bank posted a late correction' });
    expect(reopened.state).toBe('in_preparation');
    const { history } = await detail(reviewer, task.id);
    expect(history.at(-1)).toMatchObject({ kind: 'reopened', comment: 'Bank posted a late correction' });
    const [audited] = await queryRows<{ details: { reason: string; period: string } }>(
      t.ctx.db,
      sql`select details from audit_log where action = 'reconciliation.reopened' and entity_id = ${task.id}`,
    );
    expect(audited?.details).toMatchObject({ reason: 'Bank posted a late correction', period: MONTH });
    await t.ctx.jobs.drain();
    for (const s of [bankrec, reviewer]) {
      expect(
        (await notificationsOf(s)).some((n) =>
          n.startsWith(
            `Tax Impound ${MONTH} was reopened and is back in preparation: Bank posted a late correction`,
          ),
        ),
      ).toBe(true);
    }
  });

  it('takes the change once reopened, and locks again when certified again', async () => {
    const task = await taskOf(TAX_IMPOUND);
    const res = await bankrec.post(URLS.newBankLedger, entryBody(bankLine));
    expect(res.statusCode, res.body).toBe(200);
    entryId = json<{ data: { id: string } }>(res).data.id;
    const matched = await bankrec.post('/api/bankRec/items/match', {
      ledgerEntryIds: [entryId],
      bankTransactionIds: [bankLine.id],
    });
    expect(matched.statusCode, matched.body).toBe(200);
    matchId = json<{ data: { id: string } }>(matched).data.id;
    await certify(task.id);
    expect((await detail(reviewer, task.id)).task.state).toBe('certified');
    await expectLocked(await bankrec.post(`/api/bankRec/items/unmatch/${matchId}`, { reason: 'wrong pair' }));
    expect(
      await count(sql`select count(*)::int as n from matches where id = ${matchId} and status = 'confirmed'`),
    ).toBe(1);
  });

  it('refuses the un-import of a statement of the month, and a statement of the month fails naming the lock', async () => {
    const task = await taskOf(TAX_IMPOUND);
    const [statement] = await queryRows<{ id: string }>(
      t.ctx.db,
      sql`select import_id as id from bank_transactions where id = ${bankLine.id}`,
    );
    const lines = sql`select count(*)::int as n from bank_transactions where import_id = ${statement?.id ?? ''}`;
    const before = await count(lines);
    await expectLocked(await bankrec.post(`/api/bankRec/items/fileImport/${statement?.id}/unimport`, {}));
    expect(await count(lines)).toBe(before);
    expect(
      await count(sql`select count(*)::int as n from matches where id = ${matchId} and status = 'confirmed'`),
    ).toBe(1);

    const asOf = `${MONTH.slice(2, 4)}${MONTH.slice(5, 7)}15`;
    const res = await uploadStatement('wf-check.bai2', statementOf(asOf));
    expect(res.statusCode, res.body).toBeLessThan(300);
    const importId = json<{ data: { importId: string } }>(res).data.importId;
    await t.ctx.jobs.drain();
    const [ended] = await queryRows<{ status: string; msg: string }>(
      t.ctx.db,
      sql`select status, msg from imports where id = ${importId}`,
    );
    expect(ended).toEqual({
      status: 'Failed',
      msg: `Error: ${LOCKED(MONTH)} Nothing of the file was imported`,
    });
    expect(
      await count(
        sql`select count(*)::int as n from bank_transactions where bank_reference in ('WF1', 'WF2')`,
      ),
    ).toBe(0);
    expect((await detail(reviewer, task.id)).task.state).toBe('certified');
  });
});

describe('locking at sign-off', () => {
  it('is management’s choice per area: a signed-off month then refuses changes too', async () => {
    const task = await taskOf(OPERATING);
    expect(task.state).toBe('ready_for_review');
    expect((await bankrec.put(`${W}/settings`, { area: 'bankRec', lockAtSignOff: true })).statusCode).toBe(
      403,
    );
    const set = await ops.put(`${W}/settings`, { area: 'bankRec', lockAtSignOff: true });
    expect(set.statusCode, set.body).toBe(200);
    expect(json<{ data: { bankRec: boolean; ewa: boolean } }>(set).data).toEqual({
      bankRec: true,
      ewa: false,
    });
    const entry = {
      data: {
        checkNo: '',
        details: 'Signed-off month entry',
        amount: '25.00',
        transactionDate: `${MONTH}-10`,
        coName: 'b&j-01',
        account: 'Service Fees',
        addNew: true,
        autoMatch: false,
      },
    };
    const refused = await bankrec.post(URLS.newBankLedger, entry);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(json<{ message: string }>(refused).message).toBe(
      `Operating · ${monthWords(MONTH)} is signed off and locked. Reopen it to change it.`,
    );
    expect((await ops.put(`${W}/settings`, { area: 'bankRec', lockAtSignOff: false })).statusCode).toBe(200);
    expect(json<{ data: { bankRec: boolean } }>(await bankrec.get(`${W}/settings`)).data.bankRec).toBe(false);
    expect((await bankrec.post(URLS.newBankLedger, entry)).statusCode).toBe(200);
  });
});

describe('two people at once', () => {
  it('lets one move win; the other is refused and sees where the task is', async () => {
    const task = await taskOf(PAYROLL_CLEARING);
    const answers = await Promise.all([
      move(bankrec, task.id, { action: 'start' }),
      move(bankrec, task.id, { action: 'start' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const { history, task: now } = await detail(ops, task.id);
    expect(now.state).toBe('in_preparation');
    expect(history.filter((e) => e.kind === 'started')).toHaveLength(1);
  });
});

describe('the scheduled jobs', () => {
  it('opens the current period at a month’s start and books the next month’s run', async () => {
    await t.ctx.db.execute(sql`delete from jobs where kind = ${PERIOD_OPEN_JOB}`);
    await enqueueJob(t.ctx.db, { organizationId: null, kind: PERIOD_OPEN_JOB, payload: {}, createdBy: null });
    await t.ctx.jobs.drain();
    const current = monthsBack(0);
    const rows = await queryRows<{ n: number }>(
      t.ctx.db,
      sql`select count(*)::int as n from reconciliation_tasks where period = ${current}`,
    );
    expect(rows[0]?.n).toBeGreaterThanOrEqual(5);
    const next = await queryRows<{ run_after: string }>(
      t.ctx.db,
      sql`select run_after::text from jobs where kind = ${PERIOD_OPEN_JOB} and status = 'queued'`,
    );
    expect(next).toHaveLength(1);
    expect(new Date(next[0]?.run_after ?? '').getTime()).toBeGreaterThan(Date.now());
  });

  it('tells the preparer of an overdue task every day', async () => {
    const older = await taskOf(TAX_IMPOUND, shiftPeriod(MONTH, -1));
    const people = json<{ data: { id: string; name: string }[] }>(await ops.get(`${W}/people`)).data;
    const ben = people.find((p) => p.name === 'Ben Reyes');
    expect((await ops.post(`${W}/assign`, { taskIds: [older.id], preparerUserId: ben?.id })).statusCode).toBe(
      200,
    );
    await enqueueJob(t.ctx.db, { organizationId: null, kind: OVERDUE_JOB, payload: {}, createdBy: null });
    await t.ctx.jobs.drain();
    expect(
      (await notificationsOf(bankrec)).some((n) => n.startsWith(`Tax Impound ${older.period} is overdue`)),
    ).toBe(true);
  });
});

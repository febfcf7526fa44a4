import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PanelAccount } from '@clearline/contracts';
import { seededRandom } from '@clearline/domain/random';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { bai2File } from '../../../packages/domain/src/statements/bai2/builder.test-util';
import { seedDemo } from '../src/db/seed/demo';
import { type Database, openDatabase, queryRows } from '../src/platform/db';
import { API_READY, killHard, type Started, signInAt, start, stop, WORKER_READY } from './processes';
import { summaryDifferences } from './simulation/summaries';
import { createThrowawayDatabase } from './throwaway-database';

/**
 * Issue 18, item 5: kill -9 of the process running an import, an auto-match and an export, each at a
 * random point (a seeded progress threshold and delay: the seed is printed, CRASH_SEED=<seed> replays it).
 * The import and the auto-match run in one server process that runs its own jobs, restarted after the
 * kill; the export runs beside a worker process, and whichever of the two is not killed takes it over.
 * The killed job comes back through its lease (JOB_LEASE_SECONDS=2 here instead of 30 s). Then: the job ended, nothing half-done is left (a file's lines all there or none, a match with all
 * its items and its audit entry, no half-written export offered, no stage table), the reconciliation
 * summaries and the panel equal a recount, and the health probes answer. On a throw-away PostgreSQL
 * database: PostgreSQL only (TEST_DATABASE_URL's server, else 127.0.0.1:5432). CRASH_LINES sets the size
 * of the files (default 6,000 ledger lines and three times as many bank lines, so the import takes a few
 * seconds: the whole file about 90 s on a loaded 2-core machine).
 */
const baseUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const LINES = Number(process.env.CRASH_LINES || 6_000);
/** The statement's lines: the first LINES have a book entry in the ledger file, the rest stay open. */
const BANK_LINES = 3 * LINES;
const SEED = Number(process.env.CRASH_SEED || Math.floor(Math.random() * 2 ** 31));
const random = seededRandom(SEED);
const ACCOUNT = '4410029381';
const PORT = Number(process.env.CRASH_TEST_PORT || 18340);
const origin = `http://127.0.0.1:${PORT}`;

let database: Database;
let dropDatabase: (() => Promise<void>) | undefined;
let dataDir: string;
let env: Record<string, string>;
let server: Started | undefined;
/** The export's scenario: a worker beside the server, both running jobs. */
let workers: Started[] = [];
let token: string;
let orgId: string;
/** What each scenario did, printed at the end (and the seed that replays it). */
const story: string[] = [];
const began = performance.now();
const note = (line: string) => story.push(`${((performance.now() - began) / 1000).toFixed(1)} s ${line}`);

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(database.db, query);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  console.log(
    `crash tests: seed ${SEED} (replay with CRASH_SEED=${SEED}), ${BANK_LINES} bank and ${LINES} ledger lines`,
  );
  const seeded = inject('seededDatabase');
  const template = seeded?.kind === 'postgres' ? seeded.template : undefined;
  const throwaway = await createThrowawayDatabase(baseUrl, 'clearline_crash', template);
  dropDatabase = throwaway.drop;
  database = await openDatabase({ url: throwaway.url, poolSize: 2 });
  if (!template) {
    await database.migrate();
    await seedDemo(database);
  }
  dataDir = await mkdtemp(path.join(tmpdir(), 'clearline-crash-'));
  env = {
    DATABASE_URL: throwaway.url,
    DATA_DIR: dataDir,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    WEB_DIST_DIR: '/nonexistent',
    DB_POOL_SIZE: '4',
    SEED_DEMO: '',
    RUN_JOBS: '',
    HEALTH_SAMPLE_SECONDS: '0',
    JOB_LEASE_SECONDS: '2',
    LOG_LEVEL: 'info',
  };
  server = await startServer();
  note('started');
  token = await signInAt(origin, 'bankrec@demo.test');
  const [org] = await rows<{ id: string }>(
    sql`select id from organizations where name = 'Demo Payroll Bureau'`,
  );
  orgId = org?.id ?? '';
}, 120_000);

afterAll(async () => {
  console.log(`crash tests (seed ${SEED}):\n  ${story.join('\n  ')}`);
  await Promise.all([server, ...workers].map((started) => stop(started)));
  await database?.close();
  await dropDatabase?.();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const startServer = (extra: Record<string, string> = {}) =>
  start('src/main.ts', { ...env, ...extra }, API_READY);
const startWorker = () => start('src/worker.ts', env, WORKER_READY);

const api = (url: string, init: RequestInit = {}) =>
  fetch(`${origin}${url}`, { ...init, headers: { authorization: `Bearer ${token}`, ...init.headers } });

async function upload(name: string, content: string, query = ''): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([content]), name);
  const res = await api(`/api/bankRec/items/fileImport${query}`, { method: 'POST', body: form });
  expect(res.status, await res.clone().text()).toBe(202);
  return ((await res.json()) as { data: { importId: string } }).data.importId;
}

interface JobState {
  id: string;
  kind: string;
  status: string;
  progress: number;
  attempts: number;
  error: string | null;
  result: Record<string, unknown> | null;
  /** The runner that holds or last held it: `api-<pid>-…` or `worker-<pid>-…`. */
  lockedBy: string | null;
}

async function job(id: string): Promise<JobState> {
  const [row] = await rows<JobState>(
    sql`select id, kind, status, progress, attempts, error, result, locked_by as "lockedBy" from jobs where id = ${id}`,
  );
  if (!row) throw new Error(`no job ${id}`);
  return row;
}

/** Polls until `check` answers something (the test's own timeout bounds the wait). */
async function waitFor<T>(check: () => Promise<T | undefined | null | false>): Promise<T> {
  for (;;) {
    const value = await check();
    if (value) return value;
    await sleep(50);
  }
}

/** The newest job of a kind queued after `since` (an import's job, the auto-match an import queued). */
const newestJob = (kind: string, since: Date) =>
  waitFor(async () => {
    const [row] = await rows<{ id: string }>(
      sql`select id from jobs where kind = ${kind} and organization_id = ${orgId} and created_at >= ${since.toISOString()}
           order by created_at desc limit 1`,
    );
    return row?.id;
  });

/** Waits until no import or auto-match job of the organisation is queued or running. */
const quiet = () =>
  waitFor(async () => {
    const [row] = await rows<{ n: number }>(
      sql`select count(*)::int as n from jobs where organization_id = ${orgId}
           and status in ('queued', 'running') and kind in ('import', 'auto-match', 'report-export')`,
    );
    return row?.n === 0;
  }).then(() => note('no job left'));

/**
 * kill -9 of the process running the job (the server, unless `victim` names another) once the job runs and its progress reached a seeded threshold, after a further
 * seeded delay (so the kill also lands between progress points and in the final writes). Returns what
 * the job looked like when the process died.
 */
async function crashDuring(
  jobId: string,
  label: string,
  victim: (running: JobState) => Started | undefined = () => server,
): Promise<JobState> {
  const threshold = Math.floor(random() * 95);
  const delayMs = Math.floor(random() * 500);
  const seen = await waitFor(async () => {
    const row = await job(jobId);
    if (row.status === 'succeeded' || row.status === 'failed') return row;
    return row.status === 'running' && row.progress >= threshold ? row : undefined;
  });
  await sleep(delayMs);
  const running = await job(jobId);
  const target = victim(running);
  if (!target) throw new Error(`no process of ours runs job ${jobId} (${running.lockedBy})`);
  await killHard(target);
  const atDeath = await job(jobId);
  note(
    `${label}: ${running.lockedBy} killed at progress >= ${threshold} % + ${delayMs} ms (seen ${seen.status} ${seen.progress} %, ` +
      `at death ${atDeath.status} ${atDeath.progress} %, attempt ${atDeath.attempts})`,
  );
  return atDeath;
}

/** Starts the server again and waits for the job to end; answers its final state. */
async function restartAndFinish(jobId: string, label: string): Promise<JobState> {
  server = await startServer();
  note(`${label}: restarted`);
  return jobEnd(jobId, label);
}

async function jobEnd(jobId: string, label: string): Promise<JobState> {
  const ended = await waitFor(async () => {
    const row = await job(jobId);
    return row.status === 'succeeded' || row.status === 'failed' ? row : undefined;
  });
  note(`${label}: ${ended.status} on attempt ${ended.attempts} by ${ended.lockedBy}`);
  return ended;
}

async function healthAnswers(): Promise<void> {
  expect((await fetch(`${origin}/health/live`)).status).toBe(200);
  expect((await fetch(`${origin}/health/ready`)).status).toBe(200);
}

/** Nothing left between states: no import in progress, no stage table, the summaries equal a recount. */
async function consistent(): Promise<void> {
  note('checking');
  // Fresh statistics after the bulk writes (autovacuum may lag behind): the checks below join whole tables.
  await database.db.execute(
    sql`analyze bank_transactions, bank_rec_ledger_entries, matches, match_items, audit_log`,
  );
  const stages = await rows<{ name: string }>(
    sql`select tablename as name from pg_tables where tablename like 'import\\_stage\\_%'`,
  );
  expect(stages).toEqual([]);
  const open = await rows<{ id: string }>(
    sql`select id from imports where organization_id = ${orgId} and status = 'In Progress'`,
  );
  expect(open).toEqual([]);
  note('checked imports');
  // Matches: no line in two live matches, each confirmed match has its bank and book items and its totals
  // are theirs, each was audited, and a ledger entry is 'matched' exactly when it sits in a live match.
  // Set-based (hash joins): the organisation holds the demo's ledger besides the test's lines.
  const [checks] = await rows<{ twice: number; broken: number; unaudited: number; status: number }>(
    sql`with items as (
          select match_id,
                 count(*) filter (where side = 'bank') as bank_items,
                 count(*) filter (where side = 'ledger') as ledger_items,
                 coalesce(sum(amount_minor) filter (where side = 'bank'), 0) as bank_sum,
                 coalesce(sum(amount_minor) filter (where side = 'ledger'), 0) as ledger_sum
            from match_items group by match_id),
        audited as (
          select distinct entity_id from audit_log where entity_type = 'match' and action = 'match.created'),
        live_ledger as (
          select distinct ledger_entry_id as id from match_items where live and ledger_entry_id is not null)
      select
        (select count(*)::int from (select coalesce(bank_transaction_id, ledger_entry_id) from match_items
            where live group by 1 having count(*) > 1) d) as twice,
        (select count(*)::int from matches m left join items i on i.match_id = m.id
          where m.organization_id = ${orgId} and m.status = 'confirmed'
            and (i.match_id is null or i.bank_items = 0 or i.ledger_items = 0
                 or m.bank_total_minor <> i.bank_sum or m.ledger_total_minor <> i.ledger_sum)) as broken,
        (select count(*)::int from matches m left join audited a on a.entity_id = m.id::text
          where m.organization_id = ${orgId} and a.entity_id is null) as unaudited,
        (select count(*)::int from bank_rec_ledger_entries e left join live_ledger l on l.id = e.id
          where e.organization_id = ${orgId} and (e.status = 'matched') <> (l.id is not null)) as status`,
  );
  expect(checks).toEqual({ twice: 0, broken: 0, unaudited: 0, status: 0 });
  note('checked matches');
  expect(await summaryDifferences({ ctx: { db: database.db } }, orgId)).toEqual([]);
  await panelAgrees();
  note('checked');
}

/** The panel's open lines of the test's month against a direct count of the lines in no live match. */
async function panelAgrees(): Promise<void> {
  const res = await api(`/api/bankRec/items/panel?month=2024-03&accountId=${ACCOUNT}`);
  expect(res.status).toBe(200);
  const body = (await res.json()) as { data: { accounts: PanelAccount[] } };
  const panel = body.data.accounts.find((a) => a.accountId === ACCOUNT);
  const [direct] = await rows<{ bank: number; bank_cents: string; ledger: number; ledger_cents: string }>(
    sql`select
      (select count(*)::int from bank_transactions b where b.organization_id = ${orgId} and b.account_id = ${ACCOUNT}
          and b.value_date <= '2024-03-31'
          and not exists (select 1 from match_items mi where mi.bank_transaction_id = b.id and mi.live)) as bank,
      (select coalesce(sum(amount_minor), 0)::text from bank_transactions b where b.organization_id = ${orgId}
          and b.account_id = ${ACCOUNT} and b.value_date <= '2024-03-31'
          and not exists (select 1 from match_items mi where mi.bank_transaction_id = b.id and mi.live)) as bank_cents,
      (select count(*)::int from bank_rec_ledger_entries e where e.organization_id = ${orgId} and e.account_id = ${ACCOUNT}
          and e.status <> 'void' and e.transaction_date <= '2024-03-31'
          and not exists (select 1 from match_items mi where mi.ledger_entry_id = e.id and mi.live)) as ledger,
      (select coalesce(sum(amount_minor), 0)::text from bank_rec_ledger_entries e where e.organization_id = ${orgId}
          and e.account_id = ${ACCOUNT} and e.status <> 'void' and e.transaction_date <= '2024-03-31'
          and not exists (select 1 from match_items mi where mi.ledger_entry_id = e.id and mi.live)) as ledger_cents`,
  );
  const cents = (amount: string | undefined) => Math.round(Number(amount) * 100);
  expect({
    bank: panel?.openBankCount,
    bankCents: cents(panel?.openBankAmount),
    ledger: panel?.openLedgerCount,
    ledgerCents: cents(panel?.openLedgerAmount),
  }).toEqual({
    bank: direct?.bank,
    bankCents: Number(direct?.bank_cents),
    ledger: direct?.ledger,
    ledgerCents: Number(direct?.ledger_cents),
  });
}

/** Line i of the test's files: one bank credit and its ledger entry, same day, an amount no other line has. */
const dayOf = (i: number) => `2024-03-${String(1 + (i % 28)).padStart(2, '0')}`;
const amountOf = (i: number) => 10_000 + i;

function statement(): string {
  const days = new Map<string, { type: string; amount: number; bankRef: string; text: string }[]>();
  for (let i = 0; i < BANK_LINES; i += 1) {
    const day = dayOf(i);
    const details = days.get(day) ?? [];
    details.push({ type: '165', amount: amountOf(i), bankRef: `CRASH${i}`, text: `CRASH TEST CREDIT ${i}` });
    days.set(day, details);
  }
  return bai2File({
    sender: '121000248',
    created: '240401',
    fileId: '18',
    groups: [...days].map(([day, details]) => ({
      asOfDate: day.slice(2).replaceAll('-', ''),
      accounts: [{ number: ACCOUNT, details }],
    })),
  });
}

function ledgerFile(coId: string): string {
  const lines = [
    'transactionDate,amount,details,coName,account,transactionType,checkNo,taxType,taxCode,quarter,manualCheck,recType',
  ];
  for (let i = 0; i < LINES; i += 1)
    lines.push(
      `${dayOf(i)},${(amountOf(i) / 100).toFixed(2)},Crash test entry ${i},${coId},Operating,,,,,,false,`,
    );
  return lines.join('\n');
}

let bankImportId: string;

describe('kill -9 of the server process mid-job (issue 18, item 5)', () => {
  it('an import killed mid-way is retried after the restart: all its lines or none, never some', async () => {
    const since = new Date();
    bankImportId = await upload('crash-statement.bai', statement());
    const [imported] = await rows<{ job_id: string }>(
      sql`select job_id from imports where id = ${bankImportId}`,
    );
    const jobId = imported?.job_id ?? '';
    await crashDuring(jobId, 'import');
    const ended = await restartAndFinish(jobId, 'import');
    await healthAnswers();
    expect(ended).toMatchObject({ status: 'succeeded', error: null });

    const [outcome] = await rows<{ status: string; msg: string; imported: number; lines: number }>(
      sql`select i.status, i.msg, (i.counts->>'imported')::int as imported,
                 (select count(*)::int from bank_transactions b where b.import_id = i.id) as lines
            from imports i where i.id = ${bankImportId}`,
    );
    expect(outcome).toEqual({
      status: 'Completed',
      msg: `${BANK_LINES} records imported`,
      imported: BANK_LINES,
      lines: BANK_LINES,
    });
    // The import queues an auto-match (over lines with no book counterpart yet), also when the process
    // died after its merge committed; it runs before the next step.
    await newestJob('auto-match', since);
    await quiet();
    await consistent();
  }, 180_000);

  it('an auto-match killed mid-way keeps whole matches only, and the rerun matches the rest', async () => {
    const [client] = await rows<{ co_id: string }>(
      sql`select co_id from bank_rec_clients where organization_id = ${orgId} and area = 'bankRec' order by co_id limit 1`,
    );
    const since = new Date();
    const ledgerImport = await upload('crash-ledger.csv', ledgerFile(client?.co_id ?? ''), '?kind=ledger');
    // The ledger file's import commits, then queues the auto-match over the bank lines it can reach.
    const jobId = await newestJob('auto-match', since);
    const [ledger] = await rows<{ status: string }>(
      sql`select status from imports where id = ${ledgerImport}`,
    );
    expect(ledger?.status).toBe('Completed');

    await crashDuring(jobId, 'auto-match');
    const ended = await restartAndFinish(jobId, 'auto-match');
    await healthAnswers();
    expect(ended).toMatchObject({ status: 'succeeded', error: null });
    await quiet();
    await consistent();
    // Every entry of the ledger file ends in one live auto match with its own bank line: nothing lost.
    const [matched] = await rows<{ lines: number; matches: number; entries: number }>(
      sql`select count(*)::int as lines, count(distinct mi.match_id)::int as matches,
                 (select count(*)::int from bank_rec_ledger_entries e
                   where e.import_id = ${ledgerImport} and e.status = 'matched') as entries
            from bank_transactions b
            join match_items mi on mi.bank_transaction_id = b.id and mi.live
            join matches m on m.id = mi.match_id and m.kind = 'auto'
           where b.import_id = ${bankImportId}`,
    );
    expect(matched).toEqual({ lines: LINES, matches: LINES, entries: LINES });
  }, 180_000);

  it('an export whose process is killed mid-way is taken over by the other: no half-written file is offered', async () => {
    // The multi-process shape (ADR 0009): a worker beside the server, both running jobs. Whichever claims
    // the export is killed; the other's runner takes the job over once its lease ran out, no restart.
    workers = [await startWorker()];
    note('a worker started beside the server');
    const res = await api('/api/bankRec/report/export', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        reportId: 'matched-detail',
        parameters: { accountId: ACCOUNT, from: '2024-01-01' },
        format: 'xlsx',
      }),
    });
    expect(res.status, await res.clone().text()).toBe(202);
    const exportId = ((await res.json()) as { data: { exportId: string } }).data.exportId;
    const atDeath = await crashDuring(exportId, 'export', (running) =>
      [server, ...workers].find((p) => p && running.lockedBy?.includes(`-${p.child.pid}-`)),
    );
    // The server, if it was the one killed, starts again meanwhile: the download is asked of it below.
    const restarted = server?.child.signalCode ? startServer() : undefined;
    const folder = path.join(dataDir, 'exports', orgId);
    // Not finished when the process died: nothing is offered (an export offers the file its result names).
    if (atDeath.status !== 'succeeded') expect(atDeath.result).toBeNull();
    const ended = await jobEnd(exportId, 'export');
    if (restarted) server = await restarted;
    await healthAnswers();
    expect(ended).toMatchObject({ status: 'succeeded', error: null });
    if (atDeath.status === 'running') expect(ended.lockedBy).not.toBe(atDeath.lockedBy);
    // What the person sees: the export listed as done, with its download.
    const listed = (await (await api('/api/bankRec/report/exports')).json()) as {
      data: { rows: { id: string; status: string; downloadUrl: string | null; rows: number | null }[] };
    };
    expect(listed.data.rows.find((r) => r.id === exportId)).toMatchObject({
      status: 'succeeded',
      downloadUrl: `/api/bankRec/report/exports/${exportId}/download`,
    });

    const result = ended.result as { file: string; sizeBytes: number; rows: number };
    const [expected] = await rows<{ n: number }>(
      sql`select count(*)::int as n from match_items mi join matches m on m.id = mi.match_id
           where m.organization_id = ${orgId} and m.account_id = ${ACCOUNT}`,
    );
    expect(result.rows).toBe(expected?.n);
    // No attempt's temporary file is left; the offered file is whole: its size, and a zip that ends with
    // its central directory (a file cut short has none).
    expect((await readdir(folder)).filter((n) => n.endsWith('.tmp'))).toEqual([]);
    expect((await stat(path.join(folder, result.file))).size).toBe(result.sizeBytes);
    const download = await api(`/api/bankRec/report/exports/${exportId}/download`);
    expect(download.status).toBe(200);
    const bytes = Buffer.from(await download.arrayBuffer());
    expect(bytes.length).toBe(result.sizeBytes);
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]))).toBe(bytes.length - 22);
    expect(bytes.equals(await readFile(path.join(folder, result.file)))).toBe(true);
    await consistent();
  }, 180_000);
});

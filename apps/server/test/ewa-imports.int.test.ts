import { createHash } from 'node:crypto';
import { FILE_SIZE_LIMITS } from '@clearline/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  bankRecBankAccounts,
  bankRecLedgerEntries,
  imports,
  jobs,
  matches,
  users,
} from '../src/db/schema/index';
import { DEMO_WAGE_ACCESS } from '../src/db/seed/demo';
import { organizationIdOf, type Session, sessionFor } from './bank-rec-fixtures';
import { DEMO, EWA_URLS } from './ewa-fixtures';
import { authed, createTestApp, json, type TestApp } from './harness';

/**
 * Employer-funds imports through HTTP (issue 13): partner settlement files into the employer-funds
 * ledger (all-or-nothing, the partner's saved profile), bank statements of the area's accounts, the
 * activity log, errors and un-import under /api/employeeFunds, the area's size limit and templates.
 */

const api = '/api/employeeFunds';
const URL = {
  upload: `${api}/items/fileImport`,
  status: (id: string) => `${api}/items/fileImport/${id}`,
  errors: (id: string) => `${api}/items/fileImport/${id}/errors`,
  unimport: (id: string) => `${api}/items/fileImport/${id}/unimport`,
  activity: `${api}/items/fileActivityLogs`,
  bankTransactions: `${api}/items/bankTransactions`,
  templates: `${api}/getTemplateFile`,
  profile: (partner: string) => `${api}/items/partners/${partner}/settlementProfile`,
};
/** The demo's employer-funds settlement account (Wage Advances and Program Fees post to it). */
const SETTLEMENT_ACCOUNT = '5520047724';
/** A bank-rec account of the wage-access organisation: its statements belong to the other area. */
const BANK_REC_ACCOUNT = '7770001111';

let t: TestApp;
let ewa: Session;
let bankRec: Session;
let orgId: string;
let harborName: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.ctx.jobs.start();
  ewa = await sessionFor(t, 'ewa@demo.test');
  bankRec = await sessionFor(t, 'bankrec@demo.test');
  orgId = await organizationIdOf(t, DEMO_WAGE_ACCESS);
  await t.ctx.db.insert(bankRecBankAccounts).values({
    organizationId: orgId,
    name: 'Wage Payroll Operating',
    accountId: BANK_REC_ACCOUNT,
    area: 'bankRec',
  });
  const found = json<{ data: { rows: { employer: string; employerName: string }[] } }>(
    await ewa.get(`${EWA_URLS.clients}?search=${DEMO.harbor}&limit=5`),
  );
  harborName = found.data.rows.find((r) => r.employer === DEMO.harbor)?.employerName ?? '';
  // What the uploader's open tabs are told, by event name.
  const toUser = t.ctx.realtime.toUser.bind(t.ctx.realtime);
  t.ctx.realtime.toUser = (userId, organizationId, event, payload) => {
    told.push({ event, payload: payload as { importId?: string; status?: string } });
    toUser(userId, organizationId, event, payload);
  };
});
const told: { event: string; payload: { importId?: string; status?: string } }[] = [];
afterAll(async () => t?.close());

function upload(fileName: string, bytes: Buffer | string, query = '', token = ewa.token) {
  const boundary = '----clearline-ewa-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\n`;
  return t.app.inject({
    method: 'POST',
    url: `${URL.upload}${query}`,
    payload: Buffer.concat([Buffer.from(head), Buffer.from(bytes), Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { ...authed(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

interface Status {
  status: string;
  msg: string;
  errorFlag: boolean;
  counts: Record<string, number>;
}

async function uploaded(fileName: string, bytes: Buffer | string, query = '') {
  const res = await upload(fileName, bytes, query);
  expect(res.statusCode).toBe(202);
  return json<{ data: { importId: string; status: string; msg: string } }>(res).data;
}

async function settled(importId: string): Promise<Status> {
  for (let i = 0; i < 400; i++) {
    const body = json<{ data: Status }>(await ewa.get(URL.status(importId)));
    if (body.data.status !== 'In Progress') return body.data;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('import did not finish in 20 s');
}

async function imported(fileName: string, bytes: Buffer | string, query: string) {
  const { importId } = await uploaded(fileName, bytes, query);
  return { importId, done: await settled(importId) };
}

interface Line {
  id: string;
  employer: string;
  partner: string;
  amount: string;
  details: string;
  transactionDate: string;
  sourceDate: string;
  accountName: string;
  accountId: string;
  sourceFile: string;
  fileHash: string;
  lineNo: number;
  status: string;
  source: string;
}

async function ledgerOf(fileName: string): Promise<Line[]> {
  const res = await ewa.get(`${EWA_URLS.ledger}?sourceFile=${encodeURIComponent(fileName)}&limit=100`);
  expect(res.statusCode).toBe(200);
  return json<{ data: { rows: Line[] } }>(res).data.rows.sort((a, b) => a.lineNo - b.lineNo);
}

/** Whether an import-triggered auto-match of the account whose range covers the day was queued. */
async function autoMatchQueuedFor(accountId: string, day: string): Promise<boolean> {
  for (let i = 0; i < 200; i++) {
    const found = await t.ctx.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          eq(jobs.organizationId, orgId),
          eq(jobs.kind, 'auto-match'),
          sql`${jobs.payload}->>'accountId' = ${accountId} and ${jobs.payload}->>'trigger' = 'import'
              and ${jobs.payload}->>'from' <= ${day} and ${jobs.payload}->>'to' >= ${day}`,
        ),
      );
    if (found.length > 0) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

const settlement = (...lines: string[]) => `date,employer,worker,amount,type\r\n${lines.join('\r\n')}\r\n`;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const PARTNER = `?kind=ledger&partner=${DEMO.brightpay}`;

describe('partner settlement files', () => {
  const file = settlement(
    `2026-11-02,${DEMO.harbor},W-1001,120.00,advance`,
    `2026-11-06,${DEMO.cedar},W-2002,80.00,repay`,
    `2026-11-06,${DEMO.harbor},W-1001,2.50,fee`,
  );

  it('imports each line as an employer-funds ledger entry with its file, hash and line', async () => {
    const { importId, done } = await imported('brightpay-1106.csv', file, PARTNER);
    expect(done).toMatchObject({ status: 'Completed', msg: '3 records imported', errorFlag: false });
    // The completion is told right after the outcome is committed (which the status call reads).
    const ended = () => told.some((e) => e.payload.importId === importId && e.payload.status === 'Completed');
    for (let i = 0; i < 100 && !ended(); i++) await new Promise((r) => setTimeout(r, 50));
    const events = told.filter((e) => e.payload.importId === importId);
    expect(events.map((e) => e.event)).toContain('showEwaStatus');
    expect(events.every((e) => e.event === 'showEwaStatus')).toBe(true);
    expect(events.at(-1)?.payload.status).toBe('Completed');
    const lines = await ledgerOf('brightpay-1106.csv');
    expect(lines.map((l) => [l.lineNo, l.employer, l.partner, l.amount, l.details, l.accountName])).toEqual([
      [2, DEMO.harbor, DEMO.brightpay, '-120.00', 'W-1001', 'Wage Advances'],
      [3, DEMO.cedar, DEMO.brightpay, '80.00', 'W-2002', 'Payroll Repayments'],
      [4, DEMO.harbor, DEMO.brightpay, '-2.50', 'W-1001', 'Program Fees'],
    ]);
    for (const line of lines) {
      expect(line).toMatchObject({ fileHash: sha256(file), status: 'open', source: 'import' });
      expect(line.sourceDate).toBe(line.transactionDate);
    }
    // Auto-match runs over each bank account the file's entries post to, as after a bank-rec ledger file.
    expect(await autoMatchQueuedFor(SETTLEMENT_ACCOUNT, '2026-11-06')).toBe(true);
  });

  it("calls the same bytes again 'already imported'", async () => {
    const again = await uploaded('brightpay-1106-again.csv', file, PARTNER);
    expect(again.msg).toBe('brightpay-1106-again.csv already imported');
  });

  it('imports nothing of a file naming an unknown employer or another partner’s, and numbers those lines', async () => {
    const bad = settlement(
      `2026-11-03,${DEMO.harbor},W-1003,10.00,advance`,
      '2026-11-03,Nobody Industries,W-1004,10.00,advance',
      `2026-11-03,${DEMO.summit},W-1005,10.00,advance`,
      `2026-11-03,${harborName.toUpperCase()},W-1006,10.001,advance`,
    );
    const { importId, done } = await imported('brightpay-bad.csv', bad, PARTNER);
    expect(done.status).toBe('Failed');
    expect(done.msg).toBe(
      'Error: 3 line errors in the file, so nothing of it was imported; fix them and upload it again',
    );
    expect(await ledgerOf('brightpay-bad.csv')).toEqual([]);
    const errors = json<{ data: { rows: { line: number; code: string; message: string }[]; total: number } }>(
      await ewa.get(URL.errors(importId)),
    ).data;
    expect(errors.rows.map((r) => [r.line, r.code])).toEqual([
      [3, 'SETTLEMENT_UNKNOWN_EMPLOYER'],
      [4, 'SETTLEMENT_OTHER_PARTNER'],
      [5, 'SETTLEMENT_BAD_AMOUNT'],
    ]);
    expect(errors.rows[0]?.message).toBe(
      "Employer 'Nobody Industries' is not an employer of this organisation (by id or exact name); add it first.",
    );
    expect(errors.rows[1]?.message).toBe(
      `Employer ${DEMO.summit} belongs to partner ${DEMO.clearwage}, not ${DEMO.brightpay}.`,
    );
    const log = json<{
      data: { _id: string; msg: string; kind: string; firstIssue: { line: number } | null }[];
    }>(await ewa.get(`${URL.activity}?limit=100`)).data;
    expect(log.find((e) => e._id === importId)).toMatchObject({ kind: 'ledger', firstIssue: { line: 3 } });
  });

  it('imports a file longer than two merge slices (5,000 lines each) whole, each line once', async () => {
    const lines = Array.from({ length: 12_001 }, (_, i) => `2026-10-01,${DEMO.cedar},W-${i},1.00,fee`);
    const { importId, done } = await imported('long.csv', settlement(...lines), PARTNER);
    expect(done).toMatchObject({ status: 'Completed', msg: '12001 records imported' });
    const [stored] = await t.ctx.db
      .select({
        n: sql<number>`count(*)::int`,
        lines: sql<number>`count(distinct ${bankRecLedgerEntries.lineNo})::int`,
      })
      .from(bankRecLedgerEntries)
      .where(
        and(eq(bankRecLedgerEntries.organizationId, orgId), eq(bankRecLedgerEntries.importId, importId)),
      );
    expect(stored).toEqual({ n: 12_001, lines: 12_001 });
  });

  it('finds an employer by its exact name in any case', async () => {
    const { done } = await imported(
      'by-name.csv',
      settlement(`2026-11-04,${harborName.toLowerCase()},W-1007,15.00,advance`),
      PARTNER,
    );
    expect(done.status).toBe('Completed');
    expect((await ledgerOf('by-name.csv')).map((l) => l.employer)).toEqual([DEMO.harbor]);
  });

  it('asks the partner of a settlement file, and refuses a partner of no one', async () => {
    const missing = await upload('x.csv', file, '?kind=ledger');
    expect(missing.statusCode).toBe(400);
    expect(JSON.stringify(json(missing))).toContain('partner');
    const unknown = await upload('x.csv', file, '?kind=ledger&partner=NOSUCH');
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown)).toMatchObject({ message: 'No partner NOSUCH in this organisation.' });
  });

  it("reads a partner's file with its saved profile", async () => {
    expect(json(await ewa.get(URL.profile(DEMO.clearwage)))).toMatchObject({
      data: {
        partner: DEMO.clearwage,
        saved: null,
        profile: { columns: { date: 'date' }, amountSign: 'unsigned' },
      },
    });
    const profile = {
      delimiter: ';',
      dateFormat: 'MM/DD/YYYY',
      columns: { date: 'Txn Date', employer: 'Employer ID', worker: 'Member', amount: 'Net', type: 'Kind' },
      typeValues: { advance: ['ADV'], repayment: ['REPAY'], fee: ['FEE'] },
      amountSign: 'signed',
    };
    const saved = await ewa.put(URL.profile(DEMO.clearwage), { profile });
    expect(saved.statusCode).toBe(200);
    expect(json(await ewa.get(URL.profile(DEMO.clearwage)))).toMatchObject({
      data: { saved: profile, profile: { ...profile, hasHeader: true, employerBy: 'either' } },
    });
    const [audited] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.organizationId, orgId), eq(auditLog.action, 'ewa.partner.settlementProfile.updated')),
      );
    expect(audited?.entityId).toBe(DEMO.clearwage);

    const { done } = await imported(
      'clearwage-1107.csv',
      `Kind;Txn Date;Member;Employer ID;Net\nADV;11/07/2026;M-9;${DEMO.summit};-40.00\nREPAY;11/14/2026;M-9;${DEMO.summit};40.00\n`,
      `?kind=ledger&partner=${DEMO.clearwage}`,
    );
    expect(done).toMatchObject({ status: 'Completed', msg: '2 records imported' });
    expect(
      (await ledgerOf('clearwage-1107.csv')).map((l) => [l.transactionDate, l.amount, l.partner]),
    ).toEqual([
      ['2026-11-07', '-40.00', DEMO.clearwage],
      ['2026-11-14', '40.00', DEMO.clearwage],
    ]);
  });

  it('refuses a profile it cannot read and a partner of no one', async () => {
    const bad = await ewa.put(URL.profile(DEMO.clearwage), { profile: { dateFormat: 'someday' } });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(json(bad))).toContain('profile.dateFormat');
    const noHeader = await ewa.put(URL.profile(DEMO.clearwage), { profile: { hasHeader: false } });
    expect(noHeader.statusCode).toBe(400);
    expect((await ewa.put(URL.profile('NOSUCH'), { profile: {} })).statusCode).toBe(404);
  });
});

describe('bank statements of the area', () => {
  const bankCsv = (...lines: string[]) => `Date,Description,Amount,Account\r\n${lines.join('\r\n')}\r\n`;

  it("imports its own accounts' lines and numbers the other area's as errors", async () => {
    const { importId, done } = await imported(
      'ewa-bank-0613.csv',
      bankCsv(
        `06/13/2024,BRIGHTPAY SETTLEMENT,-120.00,${SETTLEMENT_ACCOUNT}`,
        `06/13/2024,PAYROLL OPERATING,-99.00,${BANK_REC_ACCOUNT}`,
      ),
      '',
    );
    expect(done).toMatchObject({ status: 'Completed', msg: '1 records imported', errorFlag: true });
    const errors = json<{ data: { rows: { line: number; message: string }[] } }>(
      await ewa.get(URL.errors(importId)),
    );
    expect(errors.data.rows).toMatchObject([
      {
        line: 3,
        message: `Account ${BANK_REC_ACCOUNT} belongs to the bank reconciliation area; import it there.`,
      },
    ]);
    const rows = json<{ data: { rows: { accountId: string; amountMinor: number }[] } }>(
      await ewa.get(`${URL.bankTransactions}?importId=${importId}`),
    ).data.rows;
    expect(rows).toEqual([expect.objectContaining({ accountId: SETTLEMENT_ACCOUNT, amountMinor: -12000 })]);
  });

  it("imports nothing of a file whose accounts are all the other area's, and says so", async () => {
    const { done } = await imported(
      'payroll-ops.csv',
      bankCsv(`06/14/2024,PAYROLL,-5.00,${BANK_REC_ACCOUNT}`),
      '',
    );
    expect(done.status).toBe('Failed');
    expect(done.msg).toBe(
      "Error: the file's accounts belong to the bank reconciliation area, not this one; import it there",
    );
  });
});

describe('un-import of a settlement file', () => {
  it('removes its entries and undoes, with a record, the match of a matched one', async () => {
    const { importId } = await imported(
      'to-unimport.csv',
      settlement(
        `2026-11-20,${DEMO.harbor},W-3003,120.00,advance`,
        `2026-11-20,${DEMO.harbor},W-3004,7.00,advance`,
      ),
      PARTNER,
    );
    const [entry] = await ledgerOf('to-unimport.csv');
    const bank = json<{ data: { rows: { id: string; amountMinor: number }[] } }>(
      await ewa.get(`${URL.bankTransactions}?accountId=${SETTLEMENT_ACCOUNT}&from=2024-06-13&to=2024-06-13`),
    ).data.rows.find((r) => r.amountMinor === -12000);
    const [user] = await t.ctx.db.select().from(users).where(eq(users.email, 'ewa@demo.test'));
    const caller = {
      userId: user?.id ?? '',
      sessionId: '',
      organizationId: orgId,
      roles: [135],
      email: 'ewa@demo.test',
    };
    const match = await t.services.matching.manualMatch(caller, orgId, 'ewa', {
      ledgerEntryIds: [entry?.id ?? ''],
      bankTransactionIds: [bank?.id ?? ''],
    });

    const res = await ewa.post(URL.unimport(importId), {});
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ data: { status: 'Un-imported' } });
    expect(await ledgerOf('to-unimport.csv')).toEqual([]);
    const [undone] = await t.ctx.db.select().from(matches).where(eq(matches.id, match.id));
    expect(undone?.status).toBe('undone');
    const records = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, match.id), eq(auditLog.action, 'match.undone')));
    expect(records[0]?.details).toMatchObject({ reason: 'Un-import of to-unimport.csv' });
    const log = json<{ data: { _id: string; status: string }[] }>(
      await ewa.get(`${URL.activity}?limit=100`),
    ).data;
    expect(log.find((e) => e._id === importId)?.status).toBe('Un-imported');
  });
});

describe('the area', () => {
  it('refuses bank-rec users on its import routes, and employer-funds users on bank-rec ones', async () => {
    for (const url of [URL.activity, URL.templates, URL.profile(DEMO.brightpay)]) {
      const res = await bankRec.get(url);
      expect(res.statusCode).toBe(403);
      expect(json(res)).toMatchObject({ message: 'Unauthorized to perform operation' });
    }
    expect((await upload('x.csv', 'a', PARTNER, bankRec.token)).statusCode).toBe(403);
    expect((await ewa.get('/api/bankRec/items/fileActivityLogs')).statusCode).toBe(403);
  });

  it('lists only its own imports in its activity log', async () => {
    const rows = json<{ data: { fileName: string }[] }>(await ewa.get(`${URL.activity}?limit=100`)).data;
    expect(rows.map((r) => r.fileName)).toContain('brightpay-1106.csv');
    const [count] = await t.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(imports)
      .where(and(eq(imports.organizationId, orgId), eq(imports.area, 'ewa')));
    expect(rows).toHaveLength(count?.n ?? -1);
  });

  it('applies the employer-funds size limit whatever the source', async () => {
    // The limit is read per upload, so a small stand-in proves the rule without 100 MB of test data.
    const limits = FILE_SIZE_LIMITS as { ewa: number; drop: number };
    const [ewaLimit, dropLimit] = [limits.ewa, limits.drop];
    limits.ewa = 4096;
    limits.drop = 1024;
    try {
      const line = `2026-11-21,${DEMO.harbor},W-4000,1.00,fee\r\n`;
      const fits = settlement(
        ...Array.from({ length: 60 }, (_, i) => line.replace('W-4000', `W-4${i}`).trim()),
      );
      expect(fits.length).toBeGreaterThan(1024);
      expect(fits.length).toBeLessThanOrEqual(4096);
      expect((await upload('fits.csv', fits, `${PARTNER}&source=drop`)).statusCode).toBe(202);
      const over = await upload('over.csv', Buffer.alloc(4097, 0x41), `${PARTNER}&source=import`);
      expect(over.statusCode).toBe(413);
    } finally {
      limits.ewa = ewaLimit;
      limits.drop = dropLimit;
    }
    expect(FILE_SIZE_LIMITS.ewa).toBe(100_485_760);
  });

  it('serves its templates, and they import cleanly into the demo', async () => {
    const res = await ewa.get(URL.templates);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(files).sort()).toEqual([
      'bank-statement-template.README.txt',
      'bank-statement-template.csv',
      'partner-settlement-template.README.txt',
      'partner-settlement-template.csv',
    ]);
    const readme = new TextDecoder().decode(files['partner-settlement-template.README.txt']);
    expect(readme).toContain('100,485,760 bytes');
    expect(readme).toContain('worker');
    const settlementFile = Buffer.from(files['partner-settlement-template.csv'] ?? new Uint8Array());
    expect((await imported('partner-settlement-template.csv', settlementFile, PARTNER)).done).toMatchObject({
      status: 'Completed',
      msg: '2 records imported',
    });
    const bankFile = Buffer.from(files['bank-statement-template.csv'] ?? new Uint8Array());
    expect((await imported('bank-statement-template.csv', bankFile, '')).done).toMatchObject({
      status: 'Completed',
      msg: '1 records imported',
    });
  });
});

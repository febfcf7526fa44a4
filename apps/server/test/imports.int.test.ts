import { parseBai2 } from '@clearline/domain/statements';
import { eq, sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Bai2Account,
  bai2File,
  WIRE_ACCOUNT,
} from '../../../packages/domain/src/statements/bai2/builder.test-util';
import { bankRecBankAccounts, imports } from '../src/db/schema/index';
import { queryRows } from '../src/platform/db';
import { organizationIdOf } from './bank-rec-fixtures';
import { authed, createTestApp, DEMO_PASSWORD, json, type TestApp, tokenFor } from './harness';

let t: TestApp;
let token: string;
let orgId: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.ctx.jobs.start();
  token = await tokenFor(t.app, 'bankrec@demo.test', DEMO_PASSWORD);
  orgId = await organizationIdOf(t, 'Demo Payroll Bureau');
  // The test files name these accounts; the organisation must know them for their lines to import.
  await t.ctx.db.insert(bankRecBankAccounts).values([
    { organizationId: orgId, name: 'SVB Wires', accountId: '3333333333' },
    { organizationId: orgId, name: 'SVB Daily', accountId: '1234567890' },
    { organizationId: orgId, name: 'Test Payroll', accountId: '000123456789' },
  ]);
});
afterAll(async () => t?.close());

function multipart(fileName: string, bytes: Buffer | string) {
  const boundary = '----clearline-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  const payload = Buffer.concat([
    Buffer.from(head),
    Buffer.from(bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return {
    payload,
    headers: { ...authed(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function upload(fileName: string, bytes: Buffer | string, query = '') {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/bankRec/items/fileImport${query}`,
    ...multipart(fileName, bytes),
  });
  return { res, body: json<{ data: { importId: string; status: string; msg: string } }>(res) };
}

async function settled(importId: string) {
  for (let i = 0; i < 200; i++) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/bankRec/items/fileImport/${importId}`,
      headers: authed(token),
    });
    const body = json<{
      data: { status: string; msg: string; errorFlag: boolean; counts: Record<string, number> };
    }>(res);
    if (body.data.status !== 'In Progress') return body.data;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('import did not finish in 10 s');
}

async function bankRows(accountId: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/bankRec/items/bankTransactions?accountId=${accountId}&limit=500`,
    headers: authed(token),
  });
  return json<{
    data: {
      rows: { amountMinor: number; valueDate: string; text: string; bankReference: string }[];
      total: number;
    };
  }>(res).data;
}

/** A file of the bank 121000248 (the domain's BAI2 builder writes it, trailers included). */
const bankFile = (accounts: Bai2Account[]) =>
  bai2File({
    sender: '121000248',
    created: '261015',
    fileId: '7',
    groups: [{ asOfDate: '261014', accounts }],
  });

const bai2 = (rows: [typeCode: string, cents: number, ref: string, text: string][]) => {
  const total = rows.reduce((s, [, c]) => s + c, 0);
  return bankFile([
    {
      number: '000123456789',
      summaries: [
        ['010', 100000],
        ['015', 100000 + total],
      ],
      details: rows.map(([type, amount, bankRef, text]) => ({ type, amount, bankRef, text })),
    },
  ]);
};

// A day's file with one ACH credit, and an end-of-day file with one wire whose text runs over 88 records.
const DAILY = bai2File({
  sender: '121140399',
  receiver: '9999999999',
  created: '050608',
  groups: [
    {
      accounts: [
        { number: '1234567890', details: [{ type: '165', amount: 25001, bankRef: '1', text: 'ACH CREDIT' }] },
      ],
    },
  ],
});
const WIRE = bai2File({
  sender: '121140399',
  created: '100831',
  groups: [{ modifier: '4', accounts: [WIRE_ACCOUNT] }],
});

describe('statement import', () => {
  it('imports a BAI2 file with the parsed totals, then calls the same bytes already imported', async () => {
    const bytes = Buffer.from(DAILY);
    const expected = parseBai2(new Uint8Array(bytes));
    expect(expected.rows).toHaveLength(1);
    const { res, body } = await upload('vh-daily.bai2', bytes);
    expect(res.statusCode).toBe(202);
    const done = await settled(body.data.importId);
    expect(done.status).toBe('Completed');
    expect(done.msg).toBe(`${expected.rows.length} records imported`);
    const stored = await bankRows('1234567890');
    expect(stored.total).toBe(expected.rows.length);
    expect(stored.rows.reduce((s, r) => s + r.amountMinor, 0)).toBe(
      expected.rows.reduce((s, r) => s + r.amountMinor, 0),
    );

    const again = await upload('copy-of-daily.bai2', bytes);
    expect(again.body.data).toMatchObject({ status: 'Failed', msg: 'copy-of-daily.bai2 already imported' });
    expect((await bankRows('1234567890')).total).toBe(expected.rows.length);
  });

  it('un-imports exactly the file, and a re-import restores the same state', async () => {
    const bytes = Buffer.from(WIRE);
    const first = await upload('vh-eod.bai2', bytes);
    await settled(first.body.data.importId);
    const before = await bankRows('3333333333');
    expect(before.total).toBe(1);
    expect(before.rows[0]?.amountMinor).toBe(8_325_982);

    const undo = await t.app.inject({
      method: 'POST',
      url: `/api/bankRec/items/fileImport/${first.body.data.importId}/unimport`,
      headers: authed(token),
    });
    expect(undo.statusCode).toBe(200);
    expect(json(undo)).toMatchObject({ data: { status: 'Un-imported' } });
    expect((await bankRows('3333333333')).total).toBe(0);
    expect((await bankRows('1234567890')).total).toBeGreaterThan(0);

    const second = await upload('vh-eod.bai2', bytes);
    expect(second.body.data.status).toBe('In Progress');
    await settled(second.body.data.importId);
    const after = await bankRows('3333333333');
    expect(after.rows.map(({ amountMinor, valueDate, text }) => ({ amountMinor, valueDate, text }))).toEqual(
      before.rows.map(({ amountMinor, valueDate, text }) => ({ amountMinor, valueDate, text })),
    );
  });

  it('updates the rows a corrected file changes, and un-importing it restores them', async () => {
    const original = await upload(
      'payroll-1014.bai2',
      bai2([
        ['475', 125_000, 'R1', 'CHECK 1001'],
        ['165', 980_050, 'R2', 'ACH CREDIT'],
      ]),
    );
    expect((await settled(original.body.data.importId)).msg).toBe('2 records imported');
    const corrected = await upload(
      'payroll-1014-corrected.bai2',
      bai2([
        ['475', 125_000, 'R1', 'CHECK 1001'],
        ['165', 985_050, 'R2', 'ACH CREDIT ACME PAYROLL'],
        ['455', 4_210, 'R3', 'BANK FEE'],
      ]),
    );
    const done = await settled(corrected.body.data.importId);
    expect(done).toMatchObject({
      status: 'Completed',
      msg: '1 records imported, 1 records updated, 1 unchanged',
      counts: { imported: 1, updated: 1, unchanged: 1 },
    });
    expect((await bankRows('000123456789')).rows.map((r) => r.amountMinor).sort()).toEqual(
      [-125_000, -4_210, 985_050].sort(),
    );

    const unimport = (id: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/bankRec/items/fileImport/${id}/unimport`,
        headers: authed(token),
      });
    const refused = await unimport(original.body.data.importId);
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toMatchObject({
      message: "'payroll-1014-corrected.bai2' updated rows of this file. Un-import that file first.",
    });

    expect((await unimport(corrected.body.data.importId)).statusCode).toBe(200);
    expect((await bankRows('000123456789')).rows.map((r) => [r.amountMinor, r.text]).sort()).toEqual(
      [
        [-125_000, 'CHECK 1001'],
        [980_050, 'ACH CREDIT'],
      ].sort(),
    );
    expect((await unimport(original.body.data.importId)).statusCode).toBe(200);
    expect((await bankRows('000123456789')).total).toBe(0);
  });

  it('lists the lines it could not import with their numbers, and imports the rest', async () => {
    // The 16 of the unknown account is on line 7.
    const file = bankFile([
      { number: '000123456789', details: [{ type: '475', amount: 2000, bankRef: 'X2', text: 'TWO' }] },
      { number: '999999999999', details: [{ type: '475', amount: 1000, bankRef: 'X1', text: 'ONE' }] },
    ]);
    const { body } = await upload('unknown-account.bai2', file);
    const done = await settled(body.data.importId);
    expect(done).toMatchObject({ status: 'Completed', msg: '1 records imported' });
    expect(done.errorFlag).toBe(true);
    const issues = await t.app.inject({
      method: 'GET',
      url: `/api/bankRec/items/fileImport/${body.data.importId}/errors`,
      headers: authed(token),
    });
    const rows = json<{ data: { rows: { line: number; code: string; message: string }[] } }>(issues).data
      .rows;
    expect(rows.find((r) => r.code === 'UNKNOWN_ACCOUNT')).toMatchObject({ line: 7 });
  });

  it('calls a file it cannot read invalid, and an unreadable one an error, keeping nothing', async () => {
    const invalid = await upload('notes.txt', 'hello, this is not a bank file at all');
    const done = await settled(invalid.body.data.importId);
    expect(done.status).toBe('Failed');
    expect(done.msg.startsWith('Invalid') || done.msg.startsWith('Error')).toBe(true);
    // A PNG renamed .bai2 is not read as BAI2: it is not a recognised bank file.
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000001000000010008060000005c72a866', 'hex');
    const image = await settled((await upload('march.bai2', png)).body.data.importId);
    expect(image).toMatchObject({ status: 'Failed' });
    expect(image.msg).toMatch(/^Invalid file: this is not a recognised bank file/);
  });

  it("shows a failed file's first reason in the activity log", async () => {
    const file = bai2([['475', 4321, 'C9', 'NOWHERE']]).replace('03,000123456789,', '03,9999999999,');
    const { body } = await upload('elsewhere.bai2', file);
    expect(await settled(body.data.importId)).toMatchObject({ status: 'Failed' });
    const log = json<{ data: { _id: string; firstIssue: { line: number; message: string } | null }[] }>(
      await t.app.inject({
        method: 'GET',
        url: '/api/bankRec/items/fileActivityLogs',
        headers: authed(token),
      }),
    ).data;
    expect(log.find((e) => e._id === body.data.importId)?.firstIssue).toEqual({
      line: 4,
      message: "Account '9999999999' is not a bank account of this organisation; the line was not imported.",
    });
  });

  it('refuses a drop-area file above 10485760 bytes', async () => {
    const big = Buffer.alloc(10_485_761, 0x41);
    const { res } = await upload('big.csv', big, '?source=drop');
    expect(res.statusCode).toBe(413);
    expect(json(res)).toMatchObject({ code: 'payload_too_large' });
  });

  it('commits all of a file or none of it', async () => {
    await t.ctx.db.execute(sql`create function refuse_boom() returns trigger as $$
      begin if new.text like '%BOOM%' then raise exception 'simulated crash'; end if; return new; end $$ language plpgsql`);
    await t.ctx.db.execute(
      sql`create trigger refuse_boom before insert on bank_transactions for each row execute function refuse_boom()`,
    );
    const { body } = await upload(
      'crash.bai2',
      bai2([
        ['475', 777, 'C1', 'FINE'],
        ['475', 778, 'C2', 'BOOM'],
      ]),
    );
    const done = await settled(body.data.importId);
    expect(done.status).toBe('Failed');
    // The database's words stay in the server log; the person reads what to do and a reference.
    expect(done.msg).toMatch(
      /^Error: an internal error stopped the import; nothing of the file was kept\. Upload the file again; if it fails again, contact an administrator with reference [0-9a-f-]{36}\.$/,
    );
    expect(done.msg).not.toContain('simulated crash');
    const rows = await bankRows('000123456789');
    expect(rows.rows.some((r) => r.amountMinor === -777)).toBe(false);
    await t.ctx.db.execute(sql`drop trigger refuse_boom on bank_transactions`);
  });

  it('queues the auto-match of a file whose process died after its merge committed (issue 18)', async () => {
    const count = async (query: ReturnType<typeof sql>) =>
      (await queryRows<{ n: number }>(t.ctx.db, query))[0]?.n ?? 0;
    const autoMatches = () =>
      count(
        sql`select count(*)::int as n from jobs where kind = 'auto-match' and organization_id = ${orgId}`,
      );
    const until = async (done: () => Promise<boolean>) => {
      while (!(await done())) await new Promise((r) => setTimeout(r, 20));
    };
    const before = await autoMatches();
    const { body } = await upload('retried.bai2', bai2([['165', 4321, 'R1', 'RETRIED AFTER A CRASH']]));
    expect((await settled(body.data.importId)).status).toBe('Completed');
    const [row] = await t.ctx.db.select().from(imports).where(eq(imports.id, body.data.importId));
    const jobId = row?.jobId ?? '';
    const jobDone = () =>
      count(sql`select count(*)::int as n from jobs where id = ${jobId} and status = 'succeeded'`).then(
        (n) => n === 1,
      );
    await until(async () => (await jobDone()) && (await autoMatches()) === before + 1);
    // The job put back as the lease recovery leaves the job of a process killed between the merge's commit
    // and the job's end: the retry finds the file imported, writes nothing twice, and still queues the
    // auto-match the file is owed.
    await t.ctx.db.execute(
      sql`update jobs set status = 'queued', locked_by = null, progress = 0, result = null where id = ${jobId}`,
    );
    t.ctx.jobs.wake();
    await until(jobDone);
    const [retried] = await queryRows<{ result: Record<string, unknown> }>(
      t.ctx.db,
      sql`select result from jobs where id = ${jobId}`,
    );
    expect(retried?.result).toEqual({ skipped: true, status: 'Completed' });
    await until(async () => (await autoMatches()) === before + 2);
    const lines = await bankRows('000123456789');
    expect(lines.rows.filter((r) => r.bankReference === 'R1')).toHaveLength(1);
  });

  it('shows imports in the activity log, In Progress first, and refuses another area', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/bankRec/items/fileActivityLogs',
      headers: authed(token),
    });
    const body = json<{
      data: { fileName: string; msg: string; status: string; createdByName: string | null }[];
    }>(res);
    expect(body.data.map((e) => e.msg)).toContain('copy-of-daily.bai2 already imported');
    // Every file names the person who imported it.
    expect(new Set(body.data.map((e) => e.createdByName))).toEqual(new Set(['Ben Reyes']));
    const ewa = await tokenFor(t.app, 'ewa@demo.test', DEMO_PASSWORD);
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/bankRec/items/fileActivityLogs',
      headers: authed(ewa),
    });
    expect(refused.statusCode).toBe(403);
  });

  it("keeps another area's imports out of the bank-rec log, status and un-import", async () => {
    const [funds] = await t.ctx.db
      .insert(imports)
      .values({
        organizationId: orgId,
        area: 'ewa',
        kind: 'statement',
        fileName: 'employer-funds.csv',
        sha256: 'f'.repeat(64),
        sizeBytes: 10,
        status: 'Completed',
        msg: '3 records imported',
      })
      .returning();
    const id = funds?.id ?? '';
    const log = await t.app.inject({
      method: 'GET',
      url: '/api/bankRec/items/fileActivityLogs?limit=100',
      headers: authed(token),
    });
    expect(json<{ data: { _id: string }[] }>(log).data.map((e) => e._id)).not.toContain(id);
    const url = `/api/bankRec/items/fileImport/${id}`;
    expect((await t.app.inject({ method: 'GET', url, headers: authed(token) })).statusCode).toBe(404);
    const unimport = await t.app.inject({ method: 'POST', url: `${url}/unimport`, headers: authed(token) });
    expect(unimport.statusCode).toBe(404);
    const [kept] = await t.ctx.db.select().from(imports).where(eq(imports.id, id));
    expect(kept?.status).toBe('Completed');
  });

  it('stores bankRec when no area is given, and no area other than bankRec or ewa', async () => {
    const insert = (area: string | null) =>
      t.ctx.db.execute(sql`insert into imports (organization_id, ${sql.raw(area ? 'area, ' : '')}kind, file_name, sha256, size_bytes, status)
        values (${orgId}, ${area ? sql`${area}, ` : sql``}'statement', 'x.bai2', ${'e'.repeat(64)}, 1, 'Failed') returning area`);
    const defaulted = (await insert(null)) as unknown as { rows: { area: string }[] };
    expect(defaulted.rows[0]?.area).toBe('bankRec');
    await expect(insert('payroll')).rejects.toThrow();
  });

  it('serves the import templates as a zip', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/bankRec/getTemplateFile',
      headers: authed(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect(res.rawPayload.toString('latin1')).toContain('ledger-transactions-template.csv');
  });

  it('imports every downloadable template cleanly into the demo organisation', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/bankRec/getTemplateFile',
      headers: authed(token),
    });
    const files = Object.entries(unzipSync(res.rawPayload)).filter(([name]) => name.endsWith('.csv'));
    expect(files.map(([name]) => name).sort()).toEqual([
      'bank-statement-template.csv',
      'ledger-transactions-template.csv',
    ]);
    for (const [name, bytes] of files) {
      const query = name.startsWith('ledger') ? '?kind=ledger' : '';
      const { body } = await upload(name, Buffer.from(bytes), query);
      const done = await settled(body.data.importId);
      expect({ name, ...done }).toMatchObject({
        name,
        status: 'Completed',
        errorFlag: false,
        counts: { errors: 0, warnings: 0 },
      });
      expect(done.counts.imported).toBeGreaterThan(0);
    }
  });
});

describe('ledger file import', () => {
  const HEADER =
    'transactionDate,amount,details,coName,account,transactionType,checkNo,taxType,taxCode,quarter,manualCheck,recType';

  async function ledgerEntries(details: string) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/bankRec/items/ledger?q=${encodeURIComponent(details)}&limit=50`,
      headers: authed(token),
    });
    return json<{
      data: { rows: { amount: string; details: string; account: string; ledger: string; taxCode: string }[] };
    }>(res).data.rows;
  }

  it('posts good lines as ledger entries, lists the bad ones, and a corrected file updates', async () => {
    const { rows: clients } = json<{ data: { rows: { coId: string }[] } }>(
      await t.app.inject({
        method: 'GET',
        url: '/api/bankRec/items/clients?limit=1',
        headers: authed(token),
      }),
    ).data;
    const co = clients[0]?.coId ?? '';
    const file = [
      HEADER,
      `2026-10-15,-1825.40,Zebracorn 941 deposit,${co},Federal Tax,,,Federal,941,Q4 2026,false,`,
      `2026-10-15,310.25,Zebracorn fee,${co},Service Fees,,,,,,false,`,
      `2026-10-15,5.00,Zebracorn unknown,NOPE99,Service Fees,,,,,,false,`,
      `2026-10-15,5.00,Zebracorn bad account,${co},Petty Cash,,,,,,false,`,
    ].join('\n');
    const first = await upload('ledger-1015.csv', file, '?kind=ledger');
    const done = await settled(first.body.data.importId);
    expect(done).toMatchObject({
      status: 'Completed',
      msg: '2 records imported',
      errorFlag: true,
      counts: { errors: 2 },
    });
    const posted = await ledgerEntries('zebracorn');
    expect(posted.map((e) => e.amount).sort()).toEqual(['-1825.40', '310.25']);
    expect(posted.find((e) => e.amount === '-1825.40')).toMatchObject({
      account: 'Federal Tax',
      ledger: 'Tax',
    });

    const issues = json<{ data: { rows: { line: number; code: string }[] } }>(
      await t.app.inject({
        method: 'GET',
        url: `/api/bankRec/items/fileImport/${first.body.data.importId}/errors`,
        headers: authed(token),
      }),
    ).data.rows;
    expect(issues.map((i) => [i.line, i.code])).toEqual([
      [4, 'LEDGER_UNKNOWN_CUSTOMER'],
      [5, 'LEDGER_UNKNOWN_ACCOUNT'],
    ]);

    // The corrected file fixes the tax code of line 2 and adds a line.
    const corrected = file.replace(
      `2026-10-15,-1825.40,Zebracorn 941 deposit,${co},Federal Tax,,,Federal,941,Q4 2026,false,`,
      `2026-10-15,-1825.40,Zebracorn 941 deposit,${co},Federal Tax,,,Federal,944,Q4 2026,false,\n2026-10-16,-12.00,Zebracorn wire fee,${co},Service Fees,,,,,,false,`,
    );
    const second = await upload('ledger-1015-v2.csv', corrected, '?kind=ledger');
    expect(await settled(second.body.data.importId)).toMatchObject({
      msg: '1 records imported, 1 records updated, 1 unchanged',
      counts: { imported: 1, updated: 1, unchanged: 1 },
    });
    expect((await ledgerEntries('zebracorn')).find((e) => e.amount === '-1825.40')?.taxCode).toBe('944');
    const undo = await t.app.inject({
      method: 'POST',
      url: `/api/bankRec/items/fileImport/${second.body.data.importId}/unimport`,
      headers: authed(token),
    });
    expect(undo.statusCode).toBe(200);
    const restored = await ledgerEntries('zebracorn');
    expect(restored.map((e) => e.amount).sort()).toEqual(['-1825.40', '310.25']);
    expect(restored.find((e) => e.amount === '-1825.40')?.taxCode).toBe('941');
  });
});

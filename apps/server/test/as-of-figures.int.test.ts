import type { PanelAccount } from '@clearline/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/platform/db';
import { type Session, sessionFor } from './bank-rec-fixtures';
import { monthsBack } from './calendar';
import { authed, createTestApp, json, type TestApp } from './harness';

/**
 * A month's figures are as of its last day, from the account's reconciliation start: a statement of an
 * earlier period, imported later, leaves every month's figures as they were.
 */
let t: TestApp;
let bankrec: Session;
const PAYROLL_CLEARING = '4410029402';
const MONTHS = [monthsBack(1), monthsBack(0)];

beforeAll(async () => {
  t = await createTestApp();
  const { importDemoStatements } = await import('../src/db/seed/demo-statements-import');
  await importDemoStatements(t.ctx, t.services.imports, { wholeMonths: 1 });
  bankrec = await sessionFor(t, 'bankrec@demo.test');
});
afterAll(async () => t?.close());

async function panelOf(month: string): Promise<PanelAccount> {
  const res = await bankrec.get(`/api/bankRec/items/panel?month=${month}&accountId=${PAYROLL_CLEARING}`);
  expect(res.statusCode, res.body).toBe(200);
  const account = json<{ data: { accounts: PanelAccount[] } }>(res).data.accounts[0];
  if (!account) throw new Error('no panel row');
  return account;
}
const startOf = async () =>
  (
    await queryRows<{ start: string | null }>(
      t.ctx.db,
      sql`select reconciliation_start::text as start from bank_rec_bank_accounts where account_id = ${PAYROLL_CLEARING}`,
    )
  )[0]?.start;

async function uploadCsv(name: string, text: string) {
  const boundary = '----as-of-test';
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/bankRec/items/fileImport?accountId=${PAYROLL_CLEARING}`,
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/csv\r\n\r\n`,
      ),
      Buffer.from(text),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { ...authed(bankrec.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
  const importId = json<{ data: { importId: string } }>(res).data.importId;
  await t.ctx.jobs.drain();
  return importId;
}

describe('figures as of each month’s end', () => {
  it('keeps the reconciliation’s start and every month’s figures when a statement of an earlier period arrives', async () => {
    const start = await startOf();
    expect(start).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const before = await Promise.all(MONTHS.map(panelOf));
    expect(before[0]?.difference).toBe('0.00');

    const importId = await uploadCsv(
      'june-2024.csv',
      [
        'Date,Description,Amount,Balance',
        '06/03/2024,ACH CREDIT PAYROLL FUNDING,1500.00,11500.00',
        '06/04/2024,CHECK 1001,-250.00,11250.00',
        '06/05/2024,ACH DEBIT NET PAY,-1000.00,10250.00',
        '06/06/2024,SERVICE FEE,-12.50,10237.50',
      ].join('\n'),
    );
    const [ended] = await queryRows<{ status: string }>(
      t.ctx.db,
      sql`select status from imports where id = ${importId}`,
    );
    expect(ended?.status).toBe('Completed');
    expect(await startOf()).toBe(start);
    expect(await Promise.all(MONTHS.map(panelOf))).toEqual(before);

    // Un-importing it changes nothing either, and the start stays where the first statement put it.
    const undone = await bankrec.post(`/api/bankRec/items/fileImport/${importId}/unimport`, {});
    expect(undone.statusCode, undone.body).toBe(200);
    expect(await startOf()).toBe(start);
    expect(await Promise.all(MONTHS.map(panelOf))).toEqual(before);
  });

  it('moves the start to the next statement day only when the statement that opened it goes', async () => {
    const start = await startOf();
    const [first] = await queryRows<{ id: string }>(
      t.ctx.db,
      sql`select import_id as id from bank_statement_balances
           where account_id = ${PAYROLL_CLEARING} and kind = 'opening' and date = ${start}::date limit 1`,
    );
    const [next] = await queryRows<{ day: string }>(
      t.ctx.db,
      sql`select min(date)::text as day from bank_statement_balances
           where account_id = ${PAYROLL_CLEARING} and kind = 'opening' and import_id <> ${first?.id ?? ''}`,
    );
    const undone = await bankrec.post(`/api/bankRec/items/fileImport/${first?.id}/unimport`, {});
    expect(undone.statusCode, undone.body).toBe(200);
    expect(await startOf()).toBe(next?.day);
  });
});

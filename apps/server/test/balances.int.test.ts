import type { BalanceDayRow, PanelAccount } from '@clearline/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bai2File } from '../../../packages/domain/src/statements/bai2/builder.test-util';
import { businessDaysOf, DEMO_STATEMENT_ACCOUNTS } from '../src/db/seed/demo-statements';
import { type Session, sessionFor } from './bank-rec-fixtures';
import { monthsBack } from './calendar';
import { authed, createTestApp, json, type TestApp } from './harness';

/**
 * Account balances (issue 19 item 3) through HTTP on the demo bureau with last month's statements: the
 * statements' balances, balance files (CSV through the saved profile, BAI2 balance records), the check
 * against the day's lines, the panel's flag, and every refusal leaving nothing written.
 */
let t: TestApp;
let bankrec: Session;
let ewa: Session;
const TAX_IMPOUND = '4410029399';
const B = '/api/rec/balances';

const lastMonth = () => monthsBack(1);
const MONTH = lastMonth();

beforeAll(async () => {
  t = await createTestApp();
  const { importDemoStatements } = await import('../src/db/seed/demo-statements-import');
  await importDemoStatements(t.ctx, t.services.imports, { wholeMonths: 1 });
  [bankrec, ewa] = await Promise.all([sessionFor(t, 'bankrec@demo.test'), sessionFor(t, 'ewa@demo.test')]);
});
afterAll(async () => t?.close());

const boundary = '----clearline-balances-test';
function upload(s: Session, name: string, text: string): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: `${B}/import`,
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/csv\r\n\r\n`,
      ),
      Buffer.from(text),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { ...authed(s.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

async function days(s: Session, query = `month=${MONTH}`): Promise<BalanceDayRow[]> {
  const res = await s.get(`${B}?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return json<{ data: { days: BalanceDayRow[] } }>(res).data.days;
}
async function fileCount(s: Session) {
  return json<{ data: unknown[] }>(await s.get(`${B}/files`)).data.length;
}

describe("the statements' balances", () => {
  it('lists each account’s days with the bank’s opening and closing, which agree with the lines', async () => {
    const list = await days(bankrec);
    const accounts = new Set(list.map((d) => d.accountId));
    expect(accounts).toEqual(new Set(['4410029381', '4410029399', '4410029402']));
    // The demo bank reports every account on every weekday, quiet or not (it keeps no holidays): last
    // month is whole, so each account has each of its weekdays, whatever the month and the day today.
    const weekdays = businessDaysOf(MONTH, `${MONTH}-31`);
    expect(list.length).toBe(weekdays.length * DEMO_STATEMENT_ACCOUNTS.length);
    expect(new Set(list.map((d) => d.date))).toEqual(new Set(weekdays));
    expect(list.every((d) => d.sources.closing === 'statement' && d.date.startsWith(MONTH))).toBe(true);
    expect(list.filter((d) => d.flagged)).toEqual([]);
    expect(list.some((d) => d.lineCount > 0 && d.difference === '0.00')).toBe(true);
  });
});

describe('a balance CSV', () => {
  it('replaces a day’s closing, and a closing the lines do not add up to is flagged with the difference', async () => {
    const day = (await days(bankrec, `month=${MONTH}&accountId=${TAX_IMPOUND}`)).find((d) => d.lineCount > 0);
    if (!day?.closing) throw new Error('no statement day with lines');
    const wrong = (Number(day.closing) + 10).toFixed(2);
    const res = await upload(
      bankrec,
      'balances.csv',
      `account,date,closing,available\n${TAX_IMPOUND},${day.date},${wrong},${wrong}\n`,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(json<{ data: unknown }>(res).data).toMatchObject({
      format: 'csv',
      balances: 2,
      accounts: [TAX_IMPOUND],
      flaggedDays: 1,
    });
    const after = (await days(bankrec, `month=${MONTH}&accountId=${TAX_IMPOUND}`)).find(
      (d) => d.date === day.date,
    );
    expect(after).toMatchObject({ closing: wrong, available: wrong, difference: '10.00', flagged: true });
    expect(after?.sources).toEqual({ opening: 'statement', closing: 'file', available: 'file' });

    const panel = await bankrec.get(`/api/bankRec/items/panel?month=${MONTH}`);
    expect(panel.statusCode, panel.body).toBe(200);
    const accounts = json<{ data: { accounts: PanelAccount[] } }>(panel).data.accounts;
    expect(accounts.find((a) => a.accountId === TAX_IMPOUND)?.balanceCheck).toEqual({
      flaggedDays: 1,
      difference: '10.00',
    });
    expect(accounts.find((a) => a.accountId === '4410029381')?.balanceCheck).toEqual({
      flaggedDays: 0,
      difference: '0.00',
    });
  });

  it('refuses the same file twice and writes nothing again', async () => {
    const text = `account,date,opening\n${TAX_IMPOUND},${MONTH}-02,1.00\n`;
    expect((await upload(bankrec, 'once.csv', text)).statusCode).toBe(201);
    const before = await fileCount(bankrec);
    const again = await upload(bankrec, 'again.csv', text);
    expect(again.statusCode).toBe(409);
    expect(json<{ message: string }>(again).message).toMatch(
      /already imported on \d{4}-\d{2}-\d{2} as once\.csv/,
    );
    expect(await fileCount(bankrec)).toBe(before);
  });

  it('refuses a file naming an unknown account or a bad line, by line number, and writes none of it', async () => {
    const before = await days(bankrec);
    const files = await fileCount(bankrec);
    const res = await upload(
      bankrec,
      'bad.csv',
      `account,date,closing\n${TAX_IMPOUND},${MONTH}-03,5.00\n9999999999,${MONTH}-03,5.00\n${TAX_IMPOUND},not a date,1\n`,
    );
    expect(res.statusCode).toBe(400);
    const body = json<{ message: string; details: { path: string; message: string }[] }>(res);
    expect(body.message).toBe('The balance file has 2 errors; nothing was imported.');
    expect(body.details).toEqual([
      { path: 'line 3', message: 'Account 9999999999 is not a bank account of this organisation.' },
      { path: 'line 4', message: expect.stringContaining("The date 'not a date'") },
    ]);
    expect(await days(bankrec)).toEqual(before);
    expect(await fileCount(bankrec)).toBe(files);
  });

  it('reads files through the saved column profile, which is checked before it is saved', async () => {
    const bad = await bankrec.put(`${B}/profile`, { dateFormat: 'someday' });
    expect(bad.statusCode).toBe(400);
    const profile = {
      delimiter: ';',
      dateFormat: 'MM/DD/YYYY',
      columns: { account: 'Acct', date: 'As Of', opening: 'Ledger Open', closing: 'Ledger Close' },
    };
    const saved = await bankrec.put(`${B}/profile`, profile);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json<{ data: { saved: boolean } }>(await bankrec.get(`${B}/profile`)).data.saved).toBe(true);
    const [y, m] = MONTH.split('-');
    const res = await upload(
      bankrec,
      'bank-export.csv',
      `Acct;As Of;Ledger Open;Ledger Close\n${TAX_IMPOUND};${m}/05/${y};"1,000.00";1000.00\n`,
    );
    expect(res.statusCode, res.body).toBe(201);
    const day = (await days(bankrec, `month=${MONTH}&accountId=${TAX_IMPOUND}`)).find(
      (d) => d.date === `${MONTH}-05`,
    );
    expect(day).toMatchObject({
      opening: '1000.00',
      closing: '1000.00',
      sources: { opening: 'file', closing: 'file' },
    });
    // Another organisation does not read it: its own profile is still the defaults.
    expect(json<{ data: { saved: boolean } }>(await ewa.get(`${B}/profile`)).data.saved).toBe(false);
  });

  it('takes the balance records of a BAI2 file (opening, closing, closing available)', async () => {
    const [y, m] = MONTH.split('-');
    const file = bai2File({
      fileId: 'BAL1',
      groups: [
        {
          asOfDate: `${(y as string).slice(2)}${m}07`,
          accounts: [
            {
              number: TAX_IMPOUND,
              summaries: [
                ['010', 500000],
                ['015', 512345],
                ['045', 400000],
              ],
            },
          ],
        },
      ],
    });
    const res = await upload(bankrec, 'balances.bai', file);
    expect(res.statusCode, res.body).toBe(201);
    expect(json<{ data: unknown }>(res).data).toMatchObject({ format: 'bai2', balances: 3 });
    const day = (await days(bankrec, `month=${MONTH}&accountId=${TAX_IMPOUND}`)).find(
      (d) => d.date === `${MONTH}-07`,
    );
    expect(day).toMatchObject({ opening: '5000.00', closing: '5123.45', available: '4000.00' });
  });
});

describe('another organisation', () => {
  it('cannot import balances of the bureau’s accounts nor read them', async () => {
    const res = await upload(ewa, 'theirs.csv', `account,date,closing\n${TAX_IMPOUND},${MONTH}-03,5.00\n`);
    expect(res.statusCode).toBe(400);
    expect(json<{ details: { path: string }[] }>(res).details[0]?.path).toBe('line 2');
    expect((await days(ewa)).some((d) => d.accountId === TAX_IMPOUND)).toBe(false);
  });
});

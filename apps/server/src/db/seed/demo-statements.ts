import { addDays, civilFromDays, daysFromCivil, parseIsoDate, seededRandom } from '@clearline/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { bankRecLedgerEntries } from '../schema/index';
import { between, type Rng } from './bank-rec-demo-data';

/**
 * Bank statements for the demo bureau, built from its ledger the way a bank would report it: one BAI2 file
 * per month (a group per business day, an account record with opening and closing ledger balances per
 * account, a detail per cleared item). Most book entries clear 1:1 (same day for ACH, days later for
 * checks); state withholding clears as one batched debit per state and day (one bank line, many ledger
 * lines); some recent checks are still outstanding; bank fees, interest and an occasional returned item
 * appear only on the bank side. The files are imported through the real pipeline at seed time.
 */

/** The lowest a demo account's bank balance goes (cents): 100,000.00. */
const MIN_DEMO_BALANCE = 100_000_00;
const OPENING_BALANCE: Record<string, number> = {
  '4410029381': 250_000_00,
  '4410029399': 1_250_000_00,
  '4410029402': 900_000_00,
};

const STATEMENT_PREFIX = 'first-national-';
/** The month ('YYYY-MM') a demo statement file covers, from its name. */
export const monthOf = (fileName: string): string =>
  fileName.slice(STATEMENT_PREFIX.length, STATEMENT_PREFIX.length + 7);

/** The accounts the demo bank reports every business day. */
export const DEMO_STATEMENT_ACCOUNTS = Object.keys(OPENING_BALANCE).sort();

export interface BankDetail {
  date: string;
  accountId: string;
  typeCode: string;
  /** Signed cents. */
  amountMinor: number;
  bankRef: string;
  customerRef: string;
  text: string;
}

const weekday = (iso: string) => {
  const day = daysFromCivil(parseIsoDate(iso) ?? { year: 1970, month: 1, day: 1 });
  return (((day + 4) % 7) + 7) % 7;
};
export const isBusinessDay = (iso: string) => weekday(iso) !== 0 && weekday(iso) !== 6;
export const nextBusinessDay = (iso: string) => {
  let d = iso;
  while (!isBusinessDay(d)) d = addDays(d, 1);
  return d;
};

export async function demoStatementFiles(
  db: Db,
  organizationId: string,
  today: string,
): Promise<{ name: string; bytes: Buffer }[]> {
  const entries = await db
    .select()
    .from(bankRecLedgerEntries)
    .where(
      and(
        eq(bankRecLedgerEntries.organizationId, organizationId),
        inArray(bankRecLedgerEntries.status, ['open', 'matched']),
      ),
    )
    // By content, not by id (ids are random): the same ledger gives the same statements at every seeding.
    .orderBy(
      asc(bankRecLedgerEntries.transactionDate),
      asc(bankRecLedgerEntries.accountId),
      asc(bankRecLedgerEntries.coId),
      asc(bankRecLedgerEntries.account),
      asc(bankRecLedgerEntries.amountMinor),
      asc(bankRecLedgerEntries.checkNo),
      asc(bankRecLedgerEntries.taxCode),
      asc(bankRecLedgerEntries.details),
    );
  const rng = seededRandom(20261122);
  const details = clearedItems(entries, rng, today);
  addBankOnlyItems(details, rng, entries[0]?.transactionDate ?? today, today);
  details.sort((a, b) =>
    a.date === b.date ? a.accountId.localeCompare(b.accountId) : a.date < b.date ? -1 : 1,
  );

  const byMonth = new Map<string, BankDetail[]>();
  for (const d of details) {
    const month = d.date.slice(0, 7);
    byMonth.set(month, [...(byMonth.get(month) ?? []), d]);
  }
  const balances = openingBalances(details);
  const files: { name: string; bytes: Buffer }[] = [];
  let sequence = 1;
  for (const [month, items] of [...byMonth.entries()].sort()) {
    files.push({
      name: `${STATEMENT_PREFIX}${month}.bai2`,
      bytes: Buffer.from(
        bai2Month(month, items, balances, sequence, undefined, {
          accounts: DEMO_STATEMENT_ACCOUNTS,
          through: today,
        }),
      ),
    });
    sequence += 1;
  }
  return files;
}

function clearedItems(
  entries: (typeof bankRecLedgerEntries.$inferSelect)[],
  rng: Rng,
  today: string,
): BankDetail[] {
  const out: BankDetail[] = [];
  const stateBatches = new Map<string, BankDetail>();
  let trace = 1_000_000;
  for (const e of entries) {
    if (!OPENING_BALANCE[e.accountId]) continue;
    const isCheck = e.checkNo !== '';
    const date = nextBusinessDay(
      isCheck ? addDays(e.transactionDate, between(rng, 1, 6)) : e.transactionDate,
    );
    // Recent checks are often still out; a few other items never clear (they age into 'Aged Uncleared').
    if (date > today || (isCheck && addDays(date, 10) > today && rng() < 0.6) || rng() < 0.012) continue;
    trace += between(rng, 1, 40);
    if (e.account === 'State Withholding' && e.amountMinor < 0) {
      const key = `${date}|${e.taxCode}`;
      const batch = stateBatches.get(key);
      if (batch) batch.amountMinor += e.amountMinor;
      else {
        const item = {
          date,
          accountId: e.accountId,
          typeCode: '455',
          amountMinor: e.amountMinor,
          bankRef: `SIT${String(trace).padStart(9, '0')}`,
          customerRef: e.taxCode,
          text: `${e.taxCode.slice(0, 2)} DEPT OF REVENUE TAX PAYMENT BATCH ${e.taxCode}`,
        };
        stateBatches.set(key, item);
        out.push(item);
      }
      continue;
    }
    out.push({
      date,
      accountId: e.accountId,
      typeCode: isCheck ? '475' : e.amountMinor < 0 ? '455' : '165',
      amountMinor: e.amountMinor,
      bankRef: isCheck ? e.checkNo : `${e.amountMinor < 0 ? 'D' : 'C'}${String(trace).padStart(12, '0')}`,
      customerRef: isCheck ? e.checkNo : e.coId,
      text: bankText(e),
    });
  }
  return out;
}

function bankText(e: typeof bankRecLedgerEntries.$inferSelect): string {
  if (e.checkNo) return `CHECK ${e.checkNo}`;
  if (e.account === 'Federal Tax') return `IRS USATAXPYMT EFTPS ${e.taxCode} ${e.coId}`;
  if (e.account === 'Local Tax') return `LOCAL TAX ${e.taxCode} PAYMENT ${e.coId}`;
  if (e.account === 'State Unemployment') return `STATE UI ${e.taxCode} ${e.coId}`;
  if (e.account === 'Net Pay') return `ORIG CO NAME:CLEARLINE PAYRL CO ENTRY DESCR:PAYROLL SEC:PPD ${e.coId}`;
  if (e.account === 'Client Funding' || e.account === 'Tax Funding')
    return `ACH CREDIT ${e.coId} PAYROLL FUNDING`;
  if (e.account === 'Service Fees') return `ACH CREDIT ${e.coId} SERVICE FEE`;
  return e.details.toUpperCase().slice(0, 60);
}

function addBankOnlyItems(out: BankDetail[], rng: Rng, from: string, today: string): void {
  // An item the bank books on its own (no ledger entry): its reference is a prefix and the day.
  const bankItem = (date: string, accountId: string, typeCode: string, amountMinor: number, ref: string) =>
    ({ date, accountId, typeCode, amountMinor, bankRef: `${ref}${date.replaceAll('-', '')}` }) as const;
  for (let d = nextBusinessDay(`${from.slice(0, 8)}01`); d <= today; d = addDays(d, 1)) {
    if (!isBusinessDay(d)) continue;
    const day = Number(d.slice(8, 10));
    if (day <= 3 && !out.some((x) => x.typeCode === '698' && x.date.slice(0, 7) === d.slice(0, 7))) {
      const fee = bankItem(d, '4410029381', '698', -between(rng, 95_00, 185_00), 'FEE');
      out.push({ ...fee, customerRef: '', text: 'ACCOUNT ANALYSIS FEE' });
      const interest = bankItem(d, '4410029399', '354', between(rng, 800_00, 2_400_00), 'INT');
      out.push({ ...interest, customerRef: '', text: 'INTEREST CREDIT' });
    }
    if (rng() < 0.01) {
      const returned = bankItem(d, '4410029402', '555', -between(rng, 300_00, 2_900_00), 'RET');
      out.push({ ...returned, customerRef: 'R01', text: 'RETURN ITEM R01 INSUFFICIENT FUNDS' });
    }
  }
}

const yymmdd = (iso: string) => iso.slice(2).replaceAll('-', '');

/**
 * Each account's lowest running balance from a zero start over `details` (in date order): what an
 * opening balance must at least make up for the account never to show less than a floor.
 */
export function lowestRunningBalances(details: readonly BankDetail[]): Map<string, number> {
  const running = new Map<string, number>();
  const lowest = new Map<string, number>();
  for (const d of details) {
    const balance = (running.get(d.accountId) ?? 0) + d.amountMinor;
    running.set(d.accountId, balance);
    lowest.set(d.accountId, Math.min(lowest.get(d.accountId) ?? 0, balance));
  }
  return lowest;
}

/**
 * Each account's opening balance: the configured one, raised where needed so that the running balance
 * never falls below MIN_DEMO_BALANCE over the two years (a tax impound account that its deposits
 * outrun would otherwise show a negative bank balance, which no bureau's bank would let happen).
 */
function openingBalances(details: BankDetail[]): Map<string, number> {
  const lowest = lowestRunningBalances(details);
  const accounts = new Set([...Object.keys(OPENING_BALANCE), ...lowest.keys()]);
  return new Map(
    [...accounts].map((account) => [
      account,
      Math.max(OPENING_BALANCE[account] ?? 0, MIN_DEMO_BALANCE - (lowest.get(account) ?? 0)),
    ]),
  );
}

/** Which accounts a bank reports on which days: each of them on every business day of a month up to `through`. */
export interface ReportedDays {
  accounts: readonly string[];
  through: string;
}

/** The business days of `month` (Monday to Friday; the demo bank keeps no holidays) up to `through`. */
export function businessDaysOf(month: string, through: string): string[] {
  const days: string[] = [];
  for (let d = `${month}-01`; d.startsWith(month) && d <= through; d = addDays(d, 1))
    if (isBusinessDay(d)) days.push(d);
  return days;
}

/**
 * One month of prior-day reports as one BAI2 file with consistent 49/98/99 control totals. `balances`
 * holds each account's balance before the month and is advanced to its end. With `reported`, each of
 * those accounts appears on every business day, with its balances and no detail on a quiet day, as a
 * bank's prior-day report lists every account it reports whether it moved or not; without it, an account
 * appears only on the days it has items.
 */
export function bai2Month(
  month: string,
  items: BankDetail[],
  balances: Map<string, number>,
  sequence: number,
  sender = 'CLEARLINEBUREAU',
  reported?: ReportedDays,
): string {
  const lines: string[] = [];
  const { year, month: m } = parseIsoDate(`${month}-01`) ?? { year: 2000, month: 1 };
  const created = civilFromDays(
    daysFromCivil({ year: m === 12 ? year + 1 : year, month: m === 12 ? 1 : m + 1, day: 1 }),
  );
  lines.push(
    `01,021000021,${sender},${yymmdd(`${created.year}-${String(created.month).padStart(2, '0')}-01`)},0600,${sequence},,,2/`,
  );
  let fileTotal = 0;
  let groups = 0;
  const byDay = new Map<string, BankDetail[]>();
  for (const day of reported ? businessDaysOf(month, reported.through) : []) byDay.set(day, []);
  for (const item of items) byDay.set(item.date, [...(byDay.get(item.date) ?? []), item]);
  for (const [date, dayItems] of [...byDay.entries()].sort()) {
    groups += 1;
    const groupStart = lines.length;
    lines.push(`02,${sender},021000021,1,${yymmdd(date)},,USD,2/`);
    let groupTotal = 0;
    const accounts = [
      ...new Set([...(reported?.accounts ?? []), ...dayItems.map((i) => i.accountId)]),
    ].sort();
    for (const account of accounts) {
      const accountStart = lines.length;
      const opening = balances.get(account) ?? 0;
      const mine = dayItems.filter((i) => i.accountId === account);
      const closing = opening + mine.reduce((s, i) => s + i.amountMinor, 0);
      balances.set(account, closing);
      lines.push(`03,${account},USD,010,${opening},,,015,${closing},,/`);
      let accountTotal = opening + closing;
      for (const i of mine) {
        lines.push(`16,${i.typeCode},${Math.abs(i.amountMinor)},Z,${i.bankRef},${i.customerRef},${i.text}/`);
        accountTotal += Math.abs(i.amountMinor);
      }
      lines.push(`49,${accountTotal},${lines.length - accountStart + 1}/`);
      groupTotal += accountTotal;
    }
    lines.push(`98,${groupTotal},${accounts.length},${lines.length - groupStart + 1}/`);
    fileTotal += groupTotal;
  }
  lines.push(`99,${fileTotal},${groups},${lines.length + 1}/`);
  return `${lines.join('\n')}\n`;
}

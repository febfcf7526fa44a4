import { addDays, seededRandom } from '@clearline/domain';
import { between } from './bank-rec-demo-data';
import {
  type BankDetail,
  bai2Month,
  isBusinessDay,
  lowestRunningBalances,
  nextBusinessDay,
} from './demo-statements';
import { EWA_ACCOUNTS, EWA_CODES, EWA_FUNDING_ACCOUNT, EWA_SETTLEMENT_ACCOUNT } from './ewa-demo-data';
import { compact, EWA_DEMO_SEED, type EwaDemoLine } from './ewa-demo-lines';

/**
 * The files the wage-access demo's employer-funds data arrives in (issue 13, deliverable 5), generated
 * from the same year of events as the hand-added funding (ewa-demo-lines.ts), deterministic for a given
 * today:
 *
 * - per partner and month, a settlement CSV (`date,employer,worker,amount,type`, the default settlement
 *   profile: unsigned amounts, the type gives the sign) with its employers' advances, repayments and fees;
 * - per month, one BAI2 file of the two employer-funds accounts, as the bank reports them: on 'EWA
 *   Funding' the employers' funding credits (ACH description in the text) and payroll-deduction
 *   repayments; on 'EWA Settlement' one settlement debit per partner and day (that day's advances of its
 *   employers) and the program-fee debits. Realistic work is left: the last days are not on a statement
 *   yet, a few settlements are missing or short by an advance, some fee debits differ by cents (suggested
 *   for review only), and the bank books its own fees and a returned credit.
 */

export interface DemoFile {
  name: string;
  bytes: Buffer;
}

export interface SettlementFile extends DemoFile {
  partner: string;
  month: string;
}

const SETTLEMENT_TYPE = { advance: 'advance', repayment: 'repayment', fee: 'fee' } as const;
const money = (cents: number) => (Math.abs(cents) / 100).toFixed(2);

/** A settlement file's line for an advance, repayment or fee. */
export const settlementRow = (l: EwaDemoLine) =>
  `${l.date},${l.employer.employer},${l.reference},${money(l.cents)},${SETTLEMENT_TYPE[l.kind as keyof typeof SETTLEMENT_TYPE]}`;

/** Per partner and month, the partner's settlement file (months and partners in order). */
export function ewaSettlementFiles(lines: readonly EwaDemoLine[]): SettlementFile[] {
  const files = new Map<string, { partner: string; month: string; rows: string[] }>();
  for (const l of lines) {
    if (l.kind === 'funding') continue;
    const month = l.date.slice(0, 7);
    const key = `${l.employer.partner}|${month}`;
    const file = files.get(key) ?? { partner: l.employer.partner, month, rows: [] };
    file.rows.push(
      `${l.date},${l.employer.employer},${l.reference},${money(l.cents)},${SETTLEMENT_TYPE[l.kind]}`,
    );
    files.set(key, file);
  }
  return [...files.values()]
    .sort((a, b) => (a.month === b.month ? a.partner.localeCompare(b.partner) : a.month < b.month ? -1 : 1))
    .map((f) => ({
      partner: f.partner,
      month: f.month,
      name: `${f.partner.toLowerCase()}-settlement-${f.month}.csv`,
      bytes: Buffer.from(`date,employer,worker,amount,type\n${f.rows.sort().join('\n')}\n`),
    }));
}

/** The lowest either employer-funds account's bank balance goes (cents): 250,000.00. */
const MIN_BALANCE = 250_000_00;

/**
 * The bank's side of the year, one BAI2 file per month. Only days before `today` are reported (a
 * prior-day report), so today's advances and credits are open in the book.
 */
export function ewaStatementFiles(lines: readonly EwaDemoLine[], today: string): DemoFile[] {
  const rng = seededRandom(EWA_DEMO_SEED + 2);
  const details: BankDetail[] = [];
  let trace = 3_000_000;
  const ref = (prefix: string) => {
    trace += between(rng, 1, 40);
    return `${prefix}${String(trace).padStart(10, '0')}`;
  };
  const settlements = new Map<string, { partner: string; date: string; cents: number; advances: number[] }>();
  for (const l of lines) {
    const e = l.employer;
    if (l.kind === 'advance') {
      const key = `${e.partner}|${l.date}`;
      const s = settlements.get(key) ?? { partner: e.partner, date: l.date, cents: 0, advances: [] };
      s.cents += l.cents;
      s.advances.push(l.cents);
      settlements.set(key, s);
      continue;
    }
    const date = nextBusinessDay(l.kind === 'fee' ? l.date : addDays(l.date, rng() < 0.7 ? 0 : 1));
    // A few credits never reach the bank (a funding the employer announced but did not send).
    if (date >= today || rng() < 0.01) continue;
    const accountId = EWA_ACCOUNTS[l.kind].accountId;
    if (l.kind === 'fee') {
      // The program's fee debit; now and then off by a few cents (rounding on the platform's side).
      const off = rng() < 0.02 ? between(rng, 1, 90) * (rng() < 0.5 ? 1 : -1) : 0;
      details.push({
        date,
        accountId,
        typeCode: EWA_CODES.fee.transCode,
        amountMinor: l.cents + off,
        bankRef: ref('F'),
        customerRef: l.reference,
        text: `${e.platform.toUpperCase()} PROGRAM FEE ${e.achDescription}`,
      });
      continue;
    }
    details.push({
      date,
      accountId,
      typeCode: EWA_CODES[l.kind].transCode,
      amountMinor: l.cents,
      bankRef: ref('C'),
      customerRef: '',
      text:
        l.kind === 'repayment' ? `PAYROLL DEDUCTIONS ${e.achDescription}` : `ACH CREDIT ${e.achDescription}`,
    });
  }
  for (const s of settlements.values()) {
    if (s.date >= today) continue;
    const roll = rng();
    // Now and then a partner's settlement is late (not on the statements) or leaves out an advance.
    if (roll < 0.01) continue;
    const cents = roll < 0.02 && s.advances.length > 1 ? s.cents - (s.advances.at(-1) ?? 0) : s.cents;
    details.push({
      date: s.date,
      accountId: EWA_SETTLEMENT_ACCOUNT.accountId,
      typeCode: EWA_CODES.advance.transCode,
      amountMinor: cents,
      bankRef: ref('S'),
      customerRef: s.partner,
      text: `${s.partner} EWA SETTLEMENT ${compact(s.date)}`,
    });
  }
  addBankOnlyItems(details, rng, lines, today);
  details.sort((a, b) =>
    a.date === b.date
      ? a.accountId.localeCompare(b.accountId) || a.bankRef.localeCompare(b.bankRef)
      : a.date < b.date
        ? -1
        : 1,
  );
  const byMonth = new Map<string, BankDetail[]>();
  for (const d of details) {
    const month = byMonth.get(d.date.slice(0, 7));
    if (month) month.push(d);
    else byMonth.set(d.date.slice(0, 7), [d]);
  }
  const balances = openingBalances(details);
  return [...byMonth.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([month, items], i) => ({
      name: `ewa-bank-${month}.bai2`,
      bytes: Buffer.from(bai2Month(month, items, balances, i + 1, 'CLEARLINEEWA')),
    }));
}

/** The bank's own items: a monthly analysis fee on each account, a rare returned credit. */
function addBankOnlyItems(
  out: BankDetail[],
  rng: () => number,
  lines: readonly EwaDemoLine[],
  today: string,
) {
  const first = lines.reduce((min, l) => (l.date < min ? l.date : min), today);
  for (let d = nextBusinessDay(first); d < today; d = addDays(d, 1)) {
    if (!isBusinessDay(d)) continue;
    const stamp = compact(d);
    if (Number(d.slice(8, 10)) <= 3 && !out.some((x) => x.bankRef === `FEE${d.slice(0, 7)}`)) {
      for (const account of [EWA_FUNDING_ACCOUNT, EWA_SETTLEMENT_ACCOUNT]) {
        out.push({
          date: d,
          accountId: account.accountId,
          typeCode: '698',
          amountMinor: -between(rng, 45_00, 120_00),
          bankRef: `FEE${d.slice(0, 7)}`,
          customerRef: '',
          text: 'ACCOUNT ANALYSIS FEE',
        });
      }
    }
    if (rng() < 0.006) {
      out.push({
        date: d,
        accountId: EWA_FUNDING_ACCOUNT.accountId,
        typeCode: '555',
        amountMinor: -between(rng, 500_00, 4_000_00),
        bankRef: `RET${stamp}`,
        customerRef: 'R01',
        text: 'RETURN ITEM R01 INSUFFICIENT FUNDS',
      });
    }
  }
}

/** Each account's opening balance, raised so that its running balance never falls below MIN_BALANCE. */
function openingBalances(details: readonly BankDetail[]): Map<string, number> {
  const lowest = lowestRunningBalances(details);
  const accounts = [EWA_FUNDING_ACCOUNT.accountId, EWA_SETTLEMENT_ACCOUNT.accountId];
  return new Map(accounts.map((a) => [a, MIN_BALANCE - (lowest.get(a) ?? 0)]));
}

import { civilFromDays, daysFromCivil, parseIsoDate, quarterOf, toIsoDate } from '@clearline/domain';
import type { bankRecLedgerEntries } from '../schema/index';
import { between, type DemoClient, pick, type Rng } from './bank-rec-demo-data';

/**
 * Book-side entries shaped like a payroll bureau's, per customer per pay date: client funding (credit),
 * net pay ACH (debit), the federal 941 deposit, state withholding and local tax deposits; monthly service
 * fees; quarterly state unemployment; annual FUTA (940); now and then a live paycheck. Entries start open (the
 * matching engine matches them against the demo statements); a few are reconciling items or void.
 */

export type DemoEntry = typeof bankRecLedgerEntries.$inferInsert;

const WINDOW_DAYS = 730;
const dayNumber = (iso: string) => {
  const parsed = parseIsoDate(iso);
  if (!parsed) throw new RangeError(`bad date ${iso}`);
  return daysFromCivil(parsed);
};
const isoOf = (day: number) => toIsoDate(civilFromDays(day));
/** 0 = Sunday (1970-01-01 was a Thursday). */
const weekday = (day: number) => (((day + 4) % 7) + 7) % 7;
const previousBusinessDay = (day: number): number => {
  let d = day;
  while (weekday(d) === 0 || weekday(d) === 6) d -= 1;
  return d;
};
const businessDaysBefore = (day: number, n: number) => {
  let d = day;
  for (let i = 0; i < n; i += 1) d = previousBusinessDay(d - 1);
  return d;
};

function payDays(client: DemoClient, first: number, last: number, rng: Rng): number[] {
  const days: number[] = [];
  if (client.cycle !== 'semiMonthly') {
    const step = client.cycle === 'weekly' ? 7 : 14;
    let d = first + ((5 - weekday(first) + 7) % 7) + (step === 14 && rng() < 0.5 ? 7 : 0);
    for (; d <= last; d += step) days.push(d);
    return days;
  }
  for (let d = first; d <= last; d += 1) {
    const { day, month, year } = civilFromDays(d);
    const nextMonth =
      month === 12 ? { year: year + 1, month: 1, day: 1 } : { year, month: month + 1, day: 1 };
    const lastOfMonth = civilFromDays(daysFromCivil(nextMonth) - 1);
    if (day === 15 || day === lastOfMonth.day) days.push(previousBusinessDay(d));
  }
  return [...new Set(days)].filter((d) => d >= first && d <= last);
}

const SELECTABLE_REC_TYPES = ['Timing Difference', 'Outstanding Check', 'Returned Item', 'Bank Error'];
const PERCENT = (cents: number, percent: number) => Math.round((cents * percent) / 100);

/** What varies between tax payments: the tax's account, type and code, the amount and the text. */
type TaxArgs = [
  account: string,
  taxType: 'Federal' | 'State' | 'Local',
  taxCode: string,
  amount: number,
  details: string,
];

/** A tax payment out of the tax account (per pay day or per quarter), as the bureau books it. */
const taxPayment = (quarter: string, ...[account, taxType, taxCode, amount, details]: TaxArgs) => ({
  account,
  ledger: 'Tax',
  ledgerId: 'TAX',
  accountId: '4410029399',
  amountMinor: -amount,
  transactionType: 'Preauthorized ACH Debit',
  taxType,
  taxCode,
  quarter,
  details,
});

export function demoLedgerEntries(rng: Rng, organizationId: string, clients: DemoClient[], today: string) {
  const end = dayNumber(today);
  const start = end - WINDOW_DAYS;
  const entries: DemoEntry[] = [];
  let checkNo = 10_400;

  const push = (day: number, values: Omit<DemoEntry, 'organizationId' | 'transactionDate' | 'status'>) => {
    if (day > end || day < start) return;
    const age = end - day;
    const roll = rng();
    // Everything starts open: matches are made by the matching engine against the imported statements,
    // never asserted by the seed.
    let status: DemoEntry['status'] = 'open';
    let extra: Partial<DemoEntry> = {};
    if (age > 45 && roll >= 0.965 && roll < 0.985) {
      status = 'reconciling';
      extra = { manualCheck: true, recType: pick(rng, SELECTABLE_REC_TYPES) };
    } else if (age > 45 && roll >= 0.985 && roll < 0.995) {
      status = age > 90 ? 'reconciling' : 'open';
      if (age > 90)
        extra = {
          recType:
            values.amountMinor < 0 && values.ledger === 'Tax' ? 'Negative Liabilities' : 'Aged Uncleared',
        };
    } else if (age > 45 && roll >= 0.995) {
      status = 'void';
      extra = {
        voidReason: 'Duplicate line in the payroll register import',
        voidedAt: new Date(`${isoOf(day + 2)}T15:00:00Z`),
      };
    }
    entries.push({
      organizationId,
      transactionDate: isoOf(day),
      status,
      source: 'import',
      ...values,
      ...extra,
    });
  };

  for (const client of clients) {
    const first = start + Math.floor(client.activeFrom * WINDOW_DAYS);
    const last = start + Math.floor(client.activeTo * WINDOW_DAYS);
    const base = { coId: client.coId };
    const quarterGross = new Map<string, number>();
    for (const pay of payDays(client, first, last, rng)) {
      const payIso = isoOf(pay);
      const december = payIso.slice(5, 7) === '12' ? 1.3 : 1;
      const gross = Math.round(client.employees * client.grossPerEmployee * (0.92 + rng() * 0.18) * december);
      const quarter = quarterOf(payIso);
      quarterGross.set(quarter, (quarterGross.get(quarter) ?? 0) + gross);
      const fed = PERCENT(gross, 27);
      const state = client.stateTax ? PERCENT(gross, 3 + rng() * 2.5) : 0;
      const local = client.localCode ? PERCENT(gross, 1.5) : 0;
      const net = PERCENT(gross, 72) - state - local;
      const tax = (...args: TaxArgs) =>
        push(pay, {
          ...base,
          ...taxPayment(quarter, ...args),
          taxConfirmation: `2707${String(between(rng, 10_000_000_000, 99_999_999_999))}`,
        });

      push(businessDaysBefore(pay, 2), {
        ...base,
        account: 'Client Funding',
        ledger: 'Net Pay',
        ledgerId: 'NETPAY',
        accountId: '4410029402',
        amountMinor: net,
        transactionType: 'Preauthorized ACH Credit',
        details: `Net pay funding ${client.coId} for pay date ${payIso}`,
      });
      // The impound also collects what the quarterly deposits (SUI 2.7 %, FUTA 0.6 %) will pay out, so
      // the impound account holds the quarter's liabilities instead of running below zero.
      const accrued = PERCENT(gross, 2.7) + PERCENT(gross, 0.6);
      push(businessDaysBefore(pay, 2), {
        ...base,
        account: 'Tax Funding',
        ledger: 'Funding',
        ledgerId: 'NETPAY',
        accountId: '4410029399',
        amountMinor: fed + state + local + accrued,
        transactionType: 'Preauthorized ACH Credit',
        details: `Tax impound debit ${client.coId} for pay date ${payIso}`,
      });
      push(businessDaysBefore(pay, 1), {
        ...base,
        account: 'Net Pay',
        ledger: 'Net Pay',
        ledgerId: 'NETPAY',
        accountId: '4410029402',
        amountMinor: -net,
        transactionType: 'Preauthorized ACH Debit',
        details: `Net pay ACH batch ${client.coId} pay date ${payIso}`,
      });
      tax('Federal Tax', 'Federal', '941', fed, `EFTPS 941 deposit ${client.coId} pay date ${payIso}`);
      if (state > 0)
        tax(
          'State Withholding',
          'State',
          `${client.state}-SIT`,
          state,
          `${client.state} withholding deposit ${client.coId}`,
        );
      if (local > 0)
        tax(
          'Local Tax',
          'Local',
          client.localCode,
          local,
          `Local tax ${client.localCode} deposit ${client.coId}`,
        );
      if (rng() < 0.05) {
        checkNo += between(rng, 1, 9);
        push(pay + between(rng, 2, 12), {
          ...base,
          account: 'Net Pay',
          ledger: 'Net Pay',
          ledgerId: 'NETPAY',
          accountId: '4410029402',
          amountMinor: -between(rng, 45_000, 380_000),
          transactionType: 'Check Paid',
          checkNo: String(checkNo),
          details: `Live paycheck ${checkNo} ${client.coId}`,
        });
      }
      push(businessDaysBefore(pay, 2), {
        ...base,
        account: 'Service Fees',
        ledger: 'Fees',
        ledgerId: 'FEES',
        accountId: '4410029381',
        amountMinor: client.fee,
        transactionType: 'Preauthorized ACH Credit',
        details: `Payroll processing fee ${client.coId} pay date ${payIso}`,
      });
    }
    for (const [quarter, gross] of quarterGross) {
      const [q, year] = quarter.replace('Q', '').split(' ').map(Number) as [number, number];
      const due = previousBusinessDay(
        daysFromCivil({ year: q === 4 ? year + 1 : year, month: ((q * 3) % 12) + 1, day: 30 }),
      );
      const quarterly = (...args: TaxArgs) => push(due, { ...base, ...taxPayment(quarter, ...args) });
      quarterly(
        'State Unemployment',
        'State',
        `${client.state}-SUI`,
        PERCENT(gross, 2.7),
        `${client.state} SUI ${quarter} ${client.coId}`,
      );
      quarterly(
        'Federal Tax',
        'Federal',
        '940',
        PERCENT(gross, 0.6),
        `EFTPS 940 FUTA ${quarter} ${client.coId}`,
      );
    }
  }
  entries.sort((a, b) =>
    a.transactionDate < b.transactionDate ? -1 : a.transactionDate > b.transactionDate ? 1 : 0,
  );
  return entries;
}

import { addDays } from '../dates/iso-date';
import { seededRandom } from '../random/index';
import type { BankLine, LedgerLine, MatchKind } from './types';

/**
 * A labelled synthetic world for tests and benchmarks: payroll-shaped book and bank sides with the true
 * matches known. Pure and seeded: the same options give the same world. Exported so the database
 * benchmark can load the very same lines into PostgreSQL.
 *
 * Scenarios (weights per event): paid checks clearing 0-30 days late; references (EFTPS trace or wire)
 * echoed by the bank; plain amount+date pairs (bank 0-2 days after the book); NACHA batches (one debit,
 * 2-8 book lines sharing the batch id); tax deposits (one debit, 2-4 lines of a client, day and tax
 * type); split funding (2-3 same-day credits with the client's company id for one book credit); subset
 * sums (2 bank lines for 2 book lines, or 1 for 3, nothing in common but the total). Decoys that must not confirm:
 * the same amount on another day (book or bank side), the same amount and day under other references,
 * another check for the same amount, reconciling items with a bank twin; and noise on both sides.
 * Amounts are unique per account outside the scenarios, so no accidental exact pair exists.
 */

export interface WorldOptions {
  seed: number;
  /** Ledger lines to generate (the bank side comes out slightly smaller: batches and deposits). */
  size: number;
  /** Bank accounts; default one per 20,000 ledger lines, at least 3. */
  accounts?: number;
  /** First ledger date; default '2026-01-01'. */
  startDate?: string;
  /** Days the ledger dates spread over; default 365. */
  days?: number;
}

export interface TrueMatch {
  bankIds: string[];
  ledgerIds: string[];
  kind: MatchKind;
  scenario: string;
}

export interface MatchingWorld {
  bank: BankLine[];
  ledger: LedgerLine[];
  truth: TrueMatch[];
}

/** The worlds' PRNG (re-exported here: the simulation and the engine bench take it with the generator). */
export { seededRandom };

const SCENARIOS = [
  ['check', 6],
  ['reference', 9],
  ['plain', 38],
  ['ach-batch', 3],
  ['tax-deposit', 4],
  ['split-funding', 1.5],
  ['subset', 0.5],
  ['decoy-ledger-day', 3],
  ['decoy-bank-day', 3],
  ['decoy-reference', 2],
  ['decoy-check', 1],
  ['reconciling', 1],
  ['outstanding', 3],
  ['bank-only', 3],
] as const;

export function generateMatchingWorld(options: WorldOptions): MatchingWorld {
  const rnd = seededRandom(options.seed);
  const accounts = options.accounts ?? Math.max(3, Math.round(options.size / 20_000));
  const span = options.days ?? 365;
  const start = options.startDate ?? '2026-01-01';
  const dates = Array.from({ length: span + 40 }, (_, d) => addDays(start, d));
  const used = Array.from({ length: accounts }, () => new Set<number>());
  const bank: BankLine[] = [];
  const ledger: LedgerLine[] = [];
  const truth: TrueMatch[] = [];
  let serial = 0;
  const totalWeight = SCENARIOS.reduce((sum, [, w]) => sum + w, 0);

  const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
  /** A fresh amount (cents, positive) for an account: never used there before. */
  const fresh = (acct: number, lo = 1_000, hi = 50_000_000): number => {
    for (;;) {
      const cents = int(lo, hi);
      if (!used[acct]!.has(cents)) {
        used[acct]!.add(cents);
        return cents;
      }
    }
  };
  /** Splits a fresh total into `parts` fresh positive parts (re-drawn until all are unused). */
  const split = (
    acct: number,
    parts: number,
    lo = 5_000,
    hi = 5_000_000,
  ): { total: number; parts: number[] } => {
    for (;;) {
      const list = Array.from({ length: parts }, () => int(lo, hi));
      const total = list.reduce((sum, v) => sum + v, 0);
      const set = used[acct]!;
      if (set.has(total) || list.some((v) => set.has(v)) || new Set(list).size < parts) continue;
      set.add(total);
      for (const v of list) set.add(v);
      return { total, parts: list };
    }
  };
  const accountId = (acct: number) => String(4_410_029_000 + acct);
  const ref = () =>
    `${String(int(0, 99_999_999)).padStart(8, '0')}${String(int(0, 9_999_999)).padStart(7, '0')}`;
  const id = (prefix: string) => `${prefix}${String(serial++).padStart(9, '0')}`;

  const book = (acct: number, day: number, amountMinor: number, extra: Partial<LedgerLine> = {}): string => {
    const line: LedgerLine = {
      id: id('L'),
      accountId: accountId(acct),
      date: dates[day]!,
      amountMinor,
      coId: `C${acct}-${int(1, 120)}`,
      transactionType: amountMinor < 0 ? 'Preauthorized ACH Debit' : 'Preauthorized ACH Credit',
      details: 'generated',
      ...extra,
    };
    ledger.push(line);
    return line.id;
  };
  const statement = (
    acct: number,
    day: number,
    amountMinor: number,
    extra: Partial<BankLine> = {},
  ): string => {
    const line: BankLine = {
      id: id('B'),
      accountId: accountId(acct),
      date: dates[Math.min(day, dates.length - 1)]!,
      amountMinor,
      bankReference: `BR${serial}`,
      typeCode: amountMinor < 0 ? '455' : '165',
      text: amountMinor < 0 ? 'ACH DEBIT' : 'ACH CREDIT',
      ...extra,
    };
    bank.push(line);
    return line.id;
  };
  const lag = () => (rnd() < 0.7 ? 0 : rnd() < 0.67 ? 1 : 2);
  const sign = () => (rnd() < 0.5 ? -1 : 1);
  const plainPair = (acct: number, day: number, scenario: string, amount = sign() * fresh(acct)) => {
    const l = book(acct, day, amount);
    truth.push({
      bankIds: [statement(acct, day + lag(), amount)],
      ledgerIds: [l],
      kind: 'one-to-one',
      scenario,
    });
    return amount;
  };
  const otherDay = (day: number) => Math.max(0, day + pick([-3, -2, -1, 1, 2, 3]));

  while (ledger.length < options.size) {
    let roll = rnd() * totalWeight;
    let scenario: string = SCENARIOS[0][0];
    for (const [name, weight] of SCENARIOS) {
      scenario = name;
      roll -= weight;
      if (roll < 0) break;
    }
    const acct = int(0, accounts - 1);
    const day = int(3, span + 2);
    switch (scenario) {
      case 'check':
      case 'decoy-check': {
        const n = int(1_000, 9_999_999);
        const amount = -fresh(acct, 5_000, 900_000);
        const l = book(acct, day, amount, { checkNo: String(n), transactionType: 'Check Paid' });
        const b = statement(acct, day + int(0, 30), amount, {
          checkNo: String(n).padStart(10, '0'),
          typeCode: '475',
          text: `CHECK ${n}`,
        });
        truth.push({ bankIds: [b], ledgerIds: [l], kind: 'one-to-one', scenario });
        if (scenario === 'decoy-check')
          statement(acct, day + int(0, 3), amount, {
            checkNo: String(n + 1),
            typeCode: '475',
            text: `CHECK ${n + 1}`,
          });
        break;
      }
      case 'reference':
      case 'decoy-reference': {
        const trace = ref();
        const amount = sign() * fresh(acct);
        const l = book(acct, day, amount, { reference: trace });
        const echo = rnd() < 0.5 ? { customerReference: trace } : { extra: { trace } };
        truth.push({
          bankIds: [statement(acct, day + lag(), amount, echo)],
          ledgerIds: [l],
          kind: 'one-to-one',
          scenario,
        });
        if (scenario === 'decoy-reference') {
          book(acct, day, amount, { reference: ref() });
          statement(acct, day, amount, { customerReference: ref() });
        }
        break;
      }
      case 'plain':
        plainPair(acct, day, scenario);
        break;
      case 'ach-batch': {
        const batch = `NB${serial}`;
        const { total, parts } = split(acct, int(2, 8));
        const ids = parts.map((p) =>
          book(acct, day, -p, { groupKeys: { achBatch: batch }, details: 'net pay' }),
        );
        const b = statement(acct, day + int(0, 1), -total, { extra: { achBatch: batch } });
        truth.push({ bankIds: [b], ledgerIds: ids, kind: 'one-to-many', scenario });
        break;
      }
      case 'tax-deposit': {
        const coId = `C${acct}-T${serial}`;
        const taxType = pick(['Federal', 'State', 'Local']);
        const { total, parts } = split(acct, int(2, 4));
        const ids = parts.map((p) => book(acct, day, -p, { coId, taxType, transactionType: 'Tax Deposit' }));
        const b = statement(acct, day + (rnd() < 0.7 ? 0 : 1), -total, { text: 'IRS USATAXPYMT' });
        truth.push({ bankIds: [b], ledgerIds: ids, kind: 'one-to-many', scenario });
        break;
      }
      case 'split-funding': {
        const companyId = `1${String(serial).padStart(9, '0')}`;
        const { total, parts } = split(acct, int(2, 3));
        const l = book(acct, day, total, { groupKeys: { companyId } });
        const ids = parts.map((p) => statement(acct, day, p, { extra: { companyId } }));
        truth.push({ bankIds: ids, ledgerIds: [l], kind: 'many-to-one', scenario });
        break;
      }
      case 'subset': {
        // 2 bank lines for 2 book lines, or 1 for 3: only the totals agree.
        const twoByTwo = rnd() < 0.5;
        const { total, parts } = split(acct, twoByTwo ? 2 : 3);
        const first = int(1_000, total - 1_000);
        const bankParts = twoByTwo ? [first, total - first] : [total];
        if (twoByTwo && (bankParts.some((v) => used[acct]!.has(v)) || first * 2 === total)) break;
        for (const v of bankParts) used[acct]!.add(v);
        const ids = parts.map((p) => book(acct, day, -p, { transactionType: 'Wire Out' }));
        const bankIds = bankParts.map((p) => statement(acct, day, -p, { typeCode: '495' }));
        truth.push({ bankIds, ledgerIds: ids, kind: twoByTwo ? 'many-to-many' : 'one-to-many', scenario });
        break;
      }
      case 'decoy-ledger-day': {
        const amount = plainPair(acct, day, scenario);
        book(acct, otherDay(day), amount);
        break;
      }
      case 'decoy-bank-day': {
        const amount = plainPair(acct, day, scenario);
        statement(acct, otherDay(day), amount);
        break;
      }
      case 'reconciling': {
        const amount = sign() * fresh(acct);
        book(acct, day, amount, { reconciling: true });
        statement(acct, day, amount);
        break;
      }
      case 'outstanding':
        book(acct, day, sign() * fresh(acct));
        break;
      default:
        statement(acct, day, sign() * fresh(acct));
    }
  }
  return { bank, ledger, truth };
}

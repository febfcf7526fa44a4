import { addDays } from '@clearline/domain';
import { type BankLine, type LedgerLine, seededRandom, type TrueMatch } from '@clearline/domain/matching';
import type pg from 'pg';
import { DEMO_WAGE_ACCESS } from '../../apps/server/src/db/seed/demo';
import { type AutoMatch, Recorder } from './recorder';
import {
  BANK_COLUMNS,
  bankRow,
  copyRows,
  insertBenchAccounts,
  type Maps,
  newImport,
  quality,
  readBack,
  uuidOf,
} from './world-db';

/**
 * An employer-funds world for `npm run bench:matching` (issue 13), labelled like the bank one: partners,
 * employers with unique ACH descriptions and FEINs, and over BENCH_EWA_DAYS business days
 * - each employer's workers' advances (debits, on the settlement account): 1-5 a day, so a partner-day
 *   holds dozens to hundreds of them, settled by ONE bank debit of the partner the next day, text
 *   'ACH DEBIT <partner> SETTLEMENT' (truth: 1:N);
 * - on Fridays per employer: payroll deductions, 1-3 ledger lines repaid by one bank credit
 *   'PAYROLL DEDUCTIONS <ACH description>' (1:1 or 1:N), and a program fee the bank charges exactly or a
 *   few cents off, 'PROGRAM FEE <ACH description>' (1:1 exact, or a suggestion only);
 * - every other Friday per employer: an expected funding the employer sends as one credit
 *   'ACH CREDIT <ACH description>' or, one time in five, as two same-day credits (N:1); half of the
 *   credits carry the employer's NACHA company id ('1' + FEIN) instead of a text naming it.
 * Ids continue the bank world's scheme (L / B + 9 digits) from 900,000,000, so both load in one database.
 */

export interface EwaWorld {
  partners: string[];
  employers: { employer: string; partner: string; achDescription: string; fein: string }[];
  ledger: LedgerLine[];
  bank: BankLine[];
  truth: TrueMatch[];
}

export const EWA_FUNDING = 'EWAFUND01';
export const EWA_SETTLEMENT = 'EWASETL01';
const FIRST_DAY = '2026-01-05';

export function generateEwaWorld(options: { seed: number; size: number; days: number }): EwaWorld {
  const random = seededRandom(options.seed);
  const int = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
  let serial = 900_000_000;
  const next = (prefix: 'L' | 'B') => {
    serial += 1;
    return `${prefix}${serial}`;
  };
  const lid = () => next('L');
  const bid = () => next('B');
  // About 3 advances an employer-day, ~85% of the lines: the employer count follows the size.
  const employerCount = Math.max(10, Math.round((options.size * 0.85) / (3 * options.days)));
  const partners = Array.from(
    { length: Math.max(2, Math.round(employerCount / 50)) },
    (_, i) => `BP${i + 1}`,
  );
  const employers = Array.from({ length: employerCount }, (_, i) => ({
    employer: `BE${i.toString(36).toUpperCase()}`,
    partner: partners[i % partners.length] as string,
    achDescription: `EMPLOYER ${i} EWA`,
    fein: `${String(10 + (i % 89))}-${String(1_000_000 + i)}`,
  }));
  const ledger: LedgerLine[] = [];
  const bank: BankLine[] = [];
  const truth: TrueMatch[] = [];
  const book = (
    accountId: string,
    date: string,
    amountMinor: number,
    e: (typeof employers)[number],
    type: string,
  ) => {
    const line: LedgerLine = {
      id: lid(),
      accountId,
      date,
      amountMinor,
      coId: e.employer,
      transactionType: type,
      details: `${type} ${e.employer}`,
      groupKeys: { partner: e.partner },
    };
    ledger.push(line);
    return line;
  };
  const statement = (accountId: string, date: string, amountMinor: number, text: string, extra = {}) => {
    const line: BankLine = { id: bid(), accountId, date, amountMinor, text, typeCode: '', extra };
    bank.push(line);
    return line;
  };
  const nameOf = (e: (typeof employers)[number]) =>
    random() < 0.5
      ? { text: e.achDescription, extra: {} }
      : { text: '', extra: { companyId: `1${e.fein.replace('-', '')}` } };

  let date = FIRST_DAY;
  for (let d = 0; d < options.days; date = addDays(date, 1)) {
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    d += 1;
    const byPartner = new Map<string, LedgerLine[]>();
    for (const e of employers) {
      for (let n = int(1, 5); n > 0; n -= 1) {
        const line = book(EWA_SETTLEMENT, date, -int(2_000, 40_000), e, 'Wage Advance Debit');
        byPartner.set(e.partner, [...(byPartner.get(e.partner) ?? []), line]);
      }
    }
    for (const [partner, lines] of byPartner) {
      const total = lines.reduce((s, l) => s + l.amountMinor, 0);
      const debit = statement(EWA_SETTLEMENT, addDays(date, 1), total, `ACH DEBIT ${partner} SETTLEMENT`);
      truth.push({
        bankIds: [debit.id],
        ledgerIds: lines.map((l) => l.id),
        kind: 'one-to-many',
        scenario: 'partner-settlement',
      });
    }
    if (weekday !== 5) continue;
    const fortnight = d % 10 === 5;
    for (const e of employers) {
      const repaid = Array.from({ length: int(1, 3) }, () =>
        book(EWA_FUNDING, date, int(5_000, 200_000), e, 'Payroll Repayment Credit'),
      );
      const name = nameOf(e);
      const credit = statement(
        EWA_FUNDING,
        date,
        repaid.reduce((s, l) => s + l.amountMinor, 0),
        `PAYROLL DEDUCTIONS ${name.text}`.trim(),
        name.extra,
      );
      truth.push({
        bankIds: [credit.id],
        ledgerIds: repaid.map((l) => l.id),
        kind: repaid.length === 1 ? 'one-to-one' : 'one-to-many',
        scenario: repaid.length === 1 ? 'repayment' : 'repayment-batch',
      });
      const fee = book(EWA_SETTLEMENT, date, -int(500, 9_000), e, 'Program Fee');
      const off = random() < 0.5 ? 0 : int(1, 5);
      const charged = statement(
        EWA_SETTLEMENT,
        date,
        fee.amountMinor - off,
        `PROGRAM FEE ${e.achDescription}`,
      );
      truth.push({
        bankIds: [charged.id],
        ledgerIds: [fee.id],
        kind: 'one-to-one',
        scenario: off ? 'fee-off' : 'fee',
      });
      if (!fortnight) continue;
      const expected = book(EWA_FUNDING, date, int(100_000, 2_000_000), e, 'Employer Funding Credit');
      const funding = nameOf(e);
      const split = random() < 0.2;
      const first = split ? Math.round(expected.amountMinor * 0.4) : expected.amountMinor;
      const credits = [first, ...(split ? [expected.amountMinor - first] : [])].map((amount) =>
        statement(EWA_FUNDING, addDays(date, 1), amount, `ACH CREDIT ${funding.text}`.trim(), funding.extra),
      );
      truth.push({
        bankIds: credits.map((c) => c.id),
        ledgerIds: [expected.id],
        kind: split ? 'many-to-one' : 'one-to-one',
        scenario: split ? 'split-funding' : 'funding',
      });
    }
  }
  return { partners, employers, ledger, bank, truth };
}

/** The ledger (kind) each type of line posts to, as the demo's configuration names them. */
const LEDGER_OF: Record<string, string> = {
  'Wage Advance Debit': 'Advance',
  'Payroll Repayment Credit': 'Repayment',
  'Program Fee': 'Fees',
  'Employer Funding Credit': 'Funding',
};

const LEDGER_COLUMNS = [
  'id',
  'organization_id',
  'area',
  'details',
  'amount_minor',
  'transaction_date',
  'co_id',
  'partner',
  'ledger',
  'transaction_type',
  'account',
  'ledger_id',
  'account_id',
  'status',
  'source',
];

/** The world in the wage-access organisation: partners, employers, two 'ewa' accounts, lines by COPY. */
export async function loadEwaWorld(
  loader: pg.Client,
  organizationId: string,
  world: EwaWorld,
): Promise<Maps> {
  const accounts = [EWA_FUNDING, EWA_SETTLEMENT];
  // The world names the accounts by their real ids: the map is the identity.
  const maps: Maps = { organizationId, account: new Map(accounts.map((a) => [a, a])), coId: new Map() };
  await insertBenchAccounts(loader, organizationId, { id: 'EWABENCH', name: 'EWA bench' }, 'ewa', accounts);
  await copyRows(
    loader,
    'ewa_partners',
    ['organization_id', 'partner', 'name'],
    world.partners.map((p) => [organizationId, p, `Bench partner ${p}`]),
  );
  await copyRows(
    loader,
    'bank_rec_clients',
    ['organization_id', 'area', 'co_id', 'co_name', 'co_fein', 'partner', 'ach_description'],
    world.employers.map((e) => [
      organizationId,
      'ewa',
      e.employer,
      `Bench employer ${e.employer}`,
      e.fein,
      e.partner,
      e.achDescription,
    ]),
  );
  const importId = await newImport(loader, organizationId, 'bench-ewa.bai', 'ewa');
  await loader.query('set session_replication_role = replica');
  await copyRows(
    loader,
    'bank_rec_ledger_entries',
    LEDGER_COLUMNS,
    world.ledger.map((l) => [
      uuidOf(l.id),
      organizationId,
      'ewa',
      l.details ?? '',
      l.amountMinor,
      l.date,
      l.coId ?? '',
      l.groupKeys?.partner ?? '',
      LEDGER_OF[l.transactionType ?? ''] ?? 'Operating',
      l.transactionType ?? '',
      `Bench ${l.accountId}`,
      'EWABENCH',
      l.accountId,
      'open',
      'import',
    ]),
  );
  await copyRows(
    loader,
    'bank_transactions',
    BANK_COLUMNS,
    world.bank.map((b, n) => bankRow(b, maps, importId, n + 1)),
  );
  await loader.query('set session_replication_role = origin');
  await loader.query('analyze bank_rec_ledger_entries');
  await loader.query('analyze bank_transactions');
  return maps;
}

/**
 * The employer-funds part of `npm run bench:matching`: the world loaded into the demo wage-access
 * organisation, then AutoMatchService.run over each of its two accounts (every line open), the
 * quality read back from the database against the world's truth.
 */
export async function ewaBench(
  loader: pg.Client,
  autoMatch: AutoMatch,
  options: { seed: number; size: number; days: number; log: (message: string) => void },
) {
  const org = await loader.query<{ id: string }>('select id from organizations where name = $1', [
    DEMO_WAGE_ACCESS,
  ]);
  const organizationId = org.rows[0]?.id;
  if (!organizationId) throw new Error('the demo wage-access organisation was not seeded');
  let t0 = performance.now();
  const world = generateEwaWorld(options);
  const generateMs = performance.now() - t0;
  t0 = performance.now();
  const maps = await loadEwaWorld(loader, organizationId, world);
  const loadMs = performance.now() - t0;
  options.log(`employer funds: ${world.ledger.length} ledger, ${world.bank.length} bank lines loaded`);
  const runs = new Recorder();
  t0 = performance.now();
  await runs.runFull(autoMatch, organizationId, [EWA_FUNDING, EWA_SETTLEMENT]);
  const wallMs = performance.now() - t0;
  options.log(`employer funds: full auto-match ${Math.round(wallMs)} ms`);
  const settlements = world.truth.filter((t) => t.scenario === 'partner-settlement');
  return {
    world: {
      seed: options.seed,
      days: options.days,
      ledgerLines: world.ledger.length,
      bankLines: world.bank.length,
      trueMatches: world.truth.length,
      partners: world.partners.length,
      employers: world.employers.length,
      advancesPerPartnerDay: Math.round(
        settlements.reduce((n, t) => n + t.ledgerIds.length, 0) / Math.max(1, settlements.length),
      ),
    },
    load: { generateMs: Math.round(generateMs), loadMs: Math.round(loadMs) },
    full: { wallMs: Math.round(wallMs), ...runs.summary() },
    quality: quality(await readBack(loader, maps), world.truth),
  };
}

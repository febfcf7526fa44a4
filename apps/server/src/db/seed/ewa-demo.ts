import { addDays, EWA_SOURCE_FILE_DEFAULT, seededRandom } from '@clearline/domain';
import type { BulkConnection } from '../../platform/bulk';
import { copyRows } from '../../platform/bulk';
import type { DbOrTx } from '../../platform/db';
import { sha256Hex } from '../../platform/sha256';
import { columnNames, EWA_LEDGER_LINE_COLUMNS } from '../file-columns';
import { bankRecClients, ewaPartners } from '../schema/index';
import { seedBankRecConfig } from './bank-rec-demo';
import { between, type Rng } from './bank-rec-demo-data';
import {
  type DemoEmployer,
  demoEmployers,
  EWA_ACCOUNTS,
  EWA_CODES,
  EWA_DEMO_CONFIG,
  EWA_DEMO_PARTNERS,
} from './ewa-demo-data';

/** Fixed: the same demo every time (for a given "today"). */
export const EWA_DEMO_SEED = 0x0e3a_2026;

/**
 * The wage-access organisation's employer-funds records, in the seed's transaction: configuration,
 * three partners (one under a parent) and about 40 employers. The year of ledger lines follows through
 * COPY (seedEwaDemoLedger), which needs the raw bulk connection.
 */
export async function seedEwaDemoRecords(tx: DbOrTx, organizationId: string): Promise<DemoEmployer[]> {
  await seedBankRecConfig(tx, organizationId, EWA_DEMO_CONFIG);
  // Parents first: the parent reference is checked on insert.
  for (const p of [...EWA_DEMO_PARTNERS].sort(
    (a, b) => Number(a.parent !== null) - Number(b.parent !== null),
  )) {
    await tx.insert(ewaPartners).values({ organizationId, ...p });
  }
  const employers = demoEmployers(seededRandom(EWA_DEMO_SEED));
  await tx.insert(bankRecClients).values(
    employers.map((e) => ({
      organizationId,
      area: 'ewa' as const,
      coId: e.employer,
      coName: e.name,
      coFein: e.fein,
      coStatus: e.status,
      coEes: String(e.workers),
      partner: e.partner,
      platform: e.platform,
      achDescription: e.achDescription,
    })),
  );
  return employers;
}

type Kind = keyof typeof EWA_ACCOUNTS;

interface DemoLine {
  kind: Kind;
  employer: DemoEmployer;
  date: string;
  cents: number;
  details: string;
  memo: string;
  sourceFile: string;
}

const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();
const compact = (iso: string) => iso.replaceAll('-', '');

/**
 * One employer's year: a pre-funding credit, then per pay period its workers' daily advances (debits),
 * the payday repayment from payroll deductions, a program fee and a top-up credit. Employers that run
 * short repay less than they draw and never top up, so their balance goes below zero.
 */
function* employerYear(rng: Rng, employer: DemoEmployer, today: string): Generator<DemoLine> {
  const start = addDays(today, -364);
  const stopAfter = employer.status === 'Active' ? today : addDays(today, -between(rng, 60, 150));
  const line = (kind: Kind, date: string, cents: number, details: string, memo: string, sourceFile: string) =>
    ({ kind, employer, date, cents, details, memo, sourceFile }) satisfies DemoLine;
  const dailyAdvance = () => between(rng, employer.workers * 4_00, employer.workers * 14_00);
  yield line(
    'funding',
    start,
    employer.workers * 60_00 * employer.payEveryWeeks,
    `ACH CREDIT ${employer.achDescription}`,
    'Opening pre-funding',
    EWA_SOURCE_FILE_DEFAULT,
  );
  let periodAdvances = 0;
  for (let day = 1; day <= 364; day += 1) {
    const date = addDays(start, day);
    if (date > stopAfter) break;
    const dow = weekday(date);
    if (dow === 0 || dow === 6) continue;
    const batches = 1 + (rng() < 0.6 ? 1 : 0) + (rng() < 0.3 ? 1 : 0);
    for (let b = 0; b < batches; b += 1) {
      const cents = dailyAdvance();
      periodAdvances += cents;
      yield line(
        'advance',
        date,
        -cents,
        `${employer.partner} advances batch ${compact(date)}-${b + 1}`,
        '',
        `${employer.partner.toLowerCase()}-advances-${compact(date)}.csv`,
      );
    }
    const week = Math.floor(day / 7);
    if (dow !== 5 || week % employer.payEveryWeeks !== 0) continue;
    // Payday: deductions repay the period's advances; the program fee; a top-up credit.
    const repaid = employer.runsShort ? Math.round(periodAdvances * 0.9) : periodAdvances;
    yield line(
      'repayment',
      date,
      repaid,
      `PAYROLL DEDUCTIONS ${employer.achDescription}`,
      `Payday ${date}`,
      `${employer.partner.toLowerCase()}-repayments-${compact(date)}.csv`,
    );
    const fee = employer.workers * 1_25 * employer.payEveryWeeks;
    yield line('fee', date, -fee, `${employer.platform} program fee`, '', EWA_SOURCE_FILE_DEFAULT);
    if (!employer.runsShort) {
      const topUp = fee + between(rng, 0, Math.round(periodAdvances * 0.03));
      yield line(
        'funding',
        addDays(date, 3),
        topUp,
        `ACH CREDIT ${employer.achDescription}`,
        'Top-up',
        EWA_SOURCE_FILE_DEFAULT,
      );
    }
    periodAdvances = 0;
  }
}

/** The seed's COPY list: the organisation and area, an employer-funds line, its state and author. */
const COLUMNS = [
  'organization_id',
  'area',
  ...columnNames(EWA_LEDGER_LINE_COLUMNS),
  'status',
  'source',
  'created_by',
];

/**
 * About a year of employer-funds lines (tens of thousands) written with COPY on PostgreSQL (multi-row
 * inserts on PGlite) through platform/bulk's copyRows. Lines read from a partner's file carry the file's
 * name, hash and line number; hand-added ones 'ADDED' and -1 (spec §9).
 */
export async function seedEwaDemoLedger(
  conn: BulkConnection,
  organizationId: string,
  employers: DemoEmployer[],
  options: { today: string; userId: string | null },
): Promise<number> {
  const rng = seededRandom(EWA_DEMO_SEED + 1);
  const lineNumbers = new Map<string, number>();
  const hashes = new Map<string, string>();
  function* lines() {
    for (const employer of employers) yield* employerYear(rng, employer, options.today);
  }
  const written = await copyRows(conn, 'bank_rec_ledger_entries', COLUMNS, lines(), (l) => {
    const account = EWA_ACCOUNTS[l.kind];
    const fromFile = l.sourceFile !== EWA_SOURCE_FILE_DEFAULT;
    const lineNo = fromFile ? (lineNumbers.get(l.sourceFile) ?? 0) + 1 : -1;
    if (fromFile) lineNumbers.set(l.sourceFile, lineNo);
    let hash = '';
    if (fromFile) {
      hash = hashes.get(l.sourceFile) ?? sha256Hex(l.sourceFile);
      hashes.set(l.sourceFile, hash);
    }
    return [
      organizationId,
      'ewa',
      l.memo,
      l.details,
      l.cents,
      l.date,
      fromFile ? l.date : null,
      l.employer.employer,
      l.employer.partner,
      '',
      account.ledger,
      EWA_CODES[l.kind].transDesc,
      account.accountName,
      account.ledgerId,
      account.accountId,
      l.sourceFile,
      hash,
      lineNo,
      'open',
      'manual',
      options.userId,
    ];
  });
  // Embedded PGlite has no autovacuum: give the planner statistics for the search-ledger choices.
  await conn.query('analyze bank_rec_ledger_entries');
  return written;
}

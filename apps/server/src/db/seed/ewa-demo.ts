import { EWA_SOURCE_FILE_DEFAULT, seededRandom } from '@clearline/domain';
import type { BulkConnection } from '../../platform/bulk';
import { copyRows } from '../../platform/bulk';
import type { DbOrTx } from '../../platform/db';
import { columnNames, EWA_LEDGER_LINE_COLUMNS } from '../file-columns';
import { bankRecClients, ewaPartners } from '../schema/index';
import { seedBankRecConfig } from './bank-rec-demo';
import {
  type DemoEmployer,
  demoEmployers,
  EWA_ACCOUNTS,
  EWA_CODES,
  EWA_DEMO_CONFIG,
  EWA_DEMO_PARTNERS,
} from './ewa-demo-data';
import { EWA_DEMO_SEED, ewaDemoLines } from './ewa-demo-lines';

export { EWA_DEMO_SEED };

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
 * The hand-added part of the demo's employer-funds ledger: each employer's opening pre-funding and its
 * top-up credits, 'ADDED' and line -1 (spec §9), written with COPY on PostgreSQL (multi-row inserts on
 * PGlite) through platform/bulk's copyRows. Advances, repayments and fees come from the partners'
 * settlement files, imported through the pipeline with the bank statements (demo-ewa-import.ts).
 */
export async function seedEwaDemoLedger(
  conn: BulkConnection,
  organizationId: string,
  employers: DemoEmployer[],
  options: { today: string; userId: string | null },
): Promise<number> {
  const funding = ewaDemoLines(employers, options.today).filter((l) => l.kind === 'funding');
  const written = await copyRows(conn, 'bank_rec_ledger_entries', COLUMNS, funding, (l) => {
    const account = EWA_ACCOUNTS.funding;
    return [
      organizationId,
      'ewa',
      l.memo,
      `ACH CREDIT ${l.employer.achDescription}`,
      l.cents,
      l.date,
      null,
      l.employer.employer,
      l.employer.partner,
      '',
      account.ledger,
      EWA_CODES.funding.transDesc,
      account.accountName,
      account.ledgerId,
      account.accountId,
      EWA_SOURCE_FILE_DEFAULT,
      '',
      -1,
      'open',
      'manual',
      options.userId,
    ];
  });
  // Embedded PGlite has no autovacuum: give the planner statistics for the search-ledger choices.
  await conn.query('analyze bank_rec_ledger_entries');
  return written;
}

import { EWA_SOURCE_FILE_DEFAULT, seededRandom } from '@clearline/domain';
import type { BulkConnection } from '../../platform/bulk';
import { copyRows } from '../../platform/bulk';
import type { DbOrTx } from '../../platform/db';
import { sha256Hex } from '../../platform/sha256';
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
import { ewaSettlementFiles, settlementRow } from './ewa-demo-files';
import { EWA_DEMO_SEED, type EwaDemoLine, ewaDemoLines } from './ewa-demo-lines';

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
 * The demo's year of employer-funds lines written with COPY on PostgreSQL (multi-row inserts on PGlite)
 * through platform/bulk's copyRows: funding 'ADDED' and line -1 (spec §9); advances, repayments and fees
 * with the name, hash and line number of the partner settlement file that carries them
 * (ewa-demo-files.ts), as an import of that file writes them.
 */
export async function seedEwaDemoLedger(
  conn: BulkConnection,
  organizationId: string,
  employers: DemoEmployer[],
  options: { today: string; userId: string | null },
): Promise<number> {
  const lines = ewaDemoLines(employers, options.today);
  const fileOf = settlementLineIndex(lines);
  const written = await copyRows(conn, 'bank_rec_ledger_entries', COLUMNS, lines, (l) => {
    const account = EWA_ACCOUNTS[l.kind];
    const file = l.kind === 'funding' ? undefined : fileOf(l);
    return [
      organizationId,
      'ewa',
      l.memo,
      l.kind === 'funding'
        ? `ACH CREDIT ${l.employer.achDescription}`
        : `${l.employer.partner} ${l.kind} ${l.reference}`,
      l.cents,
      l.date,
      file ? l.date : null,
      l.employer.employer,
      l.employer.partner,
      '',
      account.ledger,
      EWA_CODES[l.kind].transDesc,
      account.accountName,
      account.ledgerId,
      account.accountId,
      file?.name ?? EWA_SOURCE_FILE_DEFAULT,
      file?.hash ?? '',
      file?.lineNo ?? -1,
      'open',
      file ? 'import' : 'manual',
      options.userId,
    ];
  });
  // Embedded PGlite has no autovacuum: give the planner statistics for the search-ledger choices.
  await conn.query('analyze bank_rec_ledger_entries');
  return written;
}

/** Where each settlement line sits: its file's name and hash, its line number (the header is line 1). */
function settlementLineIndex(lines: readonly EwaDemoLine[]) {
  const index = new Map<string, { name: string; hash: string; lineNo: number }>();
  for (const file of ewaSettlementFiles(lines)) {
    const hash = sha256Hex(file.bytes.toString());
    file.bytes
      .toString()
      .trim()
      .split('\n')
      .forEach((row, i) => {
        if (i > 0) index.set(row, { name: file.name, hash, lineNo: i + 1 });
      });
  }
  return (l: EwaDemoLine) => index.get(settlementRow(l));
}

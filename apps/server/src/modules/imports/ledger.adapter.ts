import { canonicalTransactionType, isReservedRecType, resolveAccount } from '@clearline/domain';
import { createLedgerFileParser, type LedgerFileRow, type ParseIssue } from '@clearline/domain/statements';
import type { ImportArea } from '../../db/schema/index';
import type { BulkConnection } from '../../platform/bulk';
import { bankRecReader } from '../bank-rec/index';
import type { ImportRow } from './imports.repository';
import { LEDGER_ENTRIES, lockedEntriesOf, mergeLedgerStage } from './ledger-stage.repository';
import type { MergeResult, StagedImportAdapter, StageValue } from './pipeline/adapter';
import { laterImportOf, revertRows } from './pipeline/stage.repository';
import type { StagedTable } from './pipeline/staged-table';

export const LEDGER_IMPORT_JOB = 'bank-ledger-import';

/**
 * Ledger (book side) CSV files into the ledger: every line is checked against the organisation's
 * customers, accounts and transaction codes; only good lines are staged.
 */
export const ledgerAdapter: StagedImportAdapter = {
  jobKind: LEDGER_IMPORT_JOB,
  kind: 'ledger',
  table: LEDGER_ENTRIES,
  damagedReason: 'the file cannot be read; see the errors',
  async open(db, row, sink) {
    const { config } = await bankRecReader.ledgerConfig(db, row.organizationId);
    const clients = await bankRecReader.clientCoIds(db, row.organizationId);
    // Lines are checked after the parser has taken each chunk (its own issues of a chunk come first).
    let pending: LedgerFileRow[] = [];
    const parser = createLedgerFileParser({ row: (r) => pending.push(r), issue: sink.issue });
    const check = () => {
      for (const r of pending) {
        const values = checkAgainstConfig(r, config, clients, sink.issue);
        if (values) sink.row(values);
      }
      pending = [];
    };
    return {
      push(chunk) {
        parser.push(chunk);
        check();
        return true;
      },
      end() {
        const summary = parser.end();
        check();
        // A ledger file has no identity or bank accounts of its own to show.
        return { format: 'ledger-csv', aborted: summary.aborted, summary: { fileId: null } };
      },
      merge: (conn, stage) => mergeLedgerFile(conn, LEDGER_ENTRIES, 'bankRec', stage, row),
    };
  },
  ...ledgerUnimport(LEDGER_ENTRIES),
};

/** Merges a ledger file's stage; lines whose entry is locked (matched, reconciling, void) are warnings. */
export async function mergeLedgerFile(
  conn: BulkConnection,
  table: StagedTable,
  area: ImportArea,
  stage: string,
  row: ImportRow,
): Promise<MergeResult> {
  const { inserted, updated, lockedLines } = await mergeLedgerStage(
    conn,
    table,
    area,
    stage,
    row.organizationId,
    row.id,
    row.createdBy,
  );
  const issues = lockedLines.map(
    (line): ParseIssue => ({
      line,
      severity: 'warning',
      code: 'LEDGER_ENTRY_LOCKED',
      message: 'The entry of this line is matched, a reconciling item or void; the file did not change it.',
    }),
  );
  return { inserted, updated, issues };
}

/**
 * The un-import of a ledger file (either area's): refused while a later file updated its entries or some
 * are reconciling items or void; matched ones are unmatched by the un-import itself (and recorded).
 */
export function ledgerUnimport(table: StagedTable): Pick<StagedImportAdapter, 'unimportBlockers' | 'revert'> {
  return {
    async unimportBlockers(conn, organizationId, importId) {
      const blockedBy = await laterImportOf(conn, table, organizationId, importId);
      if (blockedBy) return { blockedBy, notOpen: 0 };
      return {
        blockedBy: null,
        notOpen: await lockedEntriesOf(conn, organizationId, importId, { matchedToo: false }),
      };
    },
    async revert(conn, organizationId, importId) {
      const blockedBy = await laterImportOf(conn, table, organizationId, importId);
      if (blockedBy) return { deleted: 0, restored: 0, blockedBy, notOpen: 0 };
      const notOpen = await lockedEntriesOf(conn, organizationId, importId, { matchedToo: true });
      if (notOpen > 0) return { deleted: 0, restored: 0, blockedBy: null, notOpen };
      return { ...(await revertRows(conn, table, organizationId, importId)), blockedBy: null, notOpen: 0 };
    },
  };
}

type Config = Awaited<ReturnType<typeof bankRecReader.ledgerConfig>>['config'];

/** The line's customer, account and transaction type must exist; returns the stage row or null. */
function checkAgainstConfig(
  r: LedgerFileRow,
  config: Config,
  clients: Set<string>,
  issue: (i: ParseIssue) => void,
): StageValue[] | null {
  const fail = (code: string, message: string) => {
    issue({ line: r.line, severity: 'error', code, message });
    return null;
  };
  if (!clients.has(r.coId))
    return fail('LEDGER_UNKNOWN_CUSTOMER', `Customer '${r.coId}' is not in the Customer List; add it first.`);
  const account = resolveAccount(config, r.account);
  if (!account)
    return fail('LEDGER_UNKNOWN_ACCOUNT', `Account '${r.account}' is not a configured ledger account.`);
  let transactionType = '';
  if (r.transactionType) {
    const known = canonicalTransactionType(config.transactionCodes, r.transactionType);
    if (!known)
      return fail('LEDGER_UNKNOWN_TYPE', `Transaction type '${r.transactionType}' is not a configured code.`);
    transactionType = known;
  }
  if (r.recType && isReservedRecType(r.recType)) {
    return fail(
      'LEDGER_RESERVED_REC_TYPE',
      `Reconciling type '${r.recType}' is assigned by the system, not by a file.`,
    );
  }
  const isTax = account.ledger.trim().toLowerCase() === 'tax';
  const reconciling = r.manualCheck && r.recType !== '';
  return [
    r.rowKey,
    r.line,
    r.checkNo,
    r.details,
    r.amountMinor,
    r.transactionDate,
    r.coId,
    account.ledger,
    transactionType,
    isTax ? r.taxType : '',
    account.accountName,
    account.ledgerId,
    account.accountId,
    r.manualCheck,
    r.manualCheck ? r.recType : '',
    isTax ? r.taxCode : '',
    r.quarter,
    reconciling ? 'reconciling' : 'open',
  ];
}

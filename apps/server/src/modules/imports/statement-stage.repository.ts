import type { StatementBalance } from '@clearline/domain/statements';
import { BANK_LINE_COLUMNS, columnNames } from '../../db/file-columns';
import { type BulkConnection, copyRows } from '../../platform/bulk';
import { orderedIdPrefix, orderedIdSql } from '../../platform/ordered-ids';
import { comparedDiffer, qualified, stagedColumnList, writeAssignments } from './pipeline/stage.repository';
import { copyColumns, type StagedTable } from './pipeline/staged-table';

/** Bank statement lines, staged per import and merged into bank_transactions in one statement. */
export const BANK_TRANSACTIONS: StagedTable = {
  target: 'bank_transactions',
  columns: [
    { name: 'account_id', type: 'text' },
    { name: 'row_key', type: 'text' },
    ...BANK_LINE_COLUMNS,
    { name: 'extra', type: 'jsonb' },
    { name: 'line', type: 'integer' },
  ],
  compared: columnNames(BANK_LINE_COLUMNS),
  carried: ['extra', 'line'],
  touched: 'updated_at',
  fileOrder: true,
};

/**
 * Inserts rows with new keys and updates rows whose content changed; returns both counts.
 *
 * One INSERT ... ON CONFLICT DO UPDATE rather than an UPDATE ... FROM then an INSERT ... WHERE NOT EXISTS:
 * each staged row costs one probe of the (organization, account, row key) unique index, which the insert
 * needs anyway, and there is no join for the planner to get wrong. The join form was planned from the
 * statistics of a fresh stage table (none) and of bank_transactions as last analysed: on a first import
 * (table analysed empty) PostgreSQL chose a nested loop that re-scanned bank_transactions for every
 * staged row while the statement was filling it, so 20,000 rows took 8 s and 1,000,000 would not finish.
 * Rows whose compared columns are unchanged are left alone (the WHERE of DO UPDATE), so they are neither
 * inserted nor updated; an updated row gets its previous version in `previous`, an inserted one has none.
 */
export async function mergeStatementStage(
  conn: BulkConnection,
  stage: string,
  organizationId: string,
  importId: string,
): Promise<{ inserted: number; updated: number }> {
  const table = BANK_TRANSACTIONS;
  // New rows get ids that ascend in file order (see ordered-ids.ts), so the primary key is filled at one
  // spot instead of at random. The stage is read in the order it was written (a fresh heap, appended
  // to), which is the file's; sorting it again would spill a large file to disk for nothing.
  const result = await conn.query<{ inserted: string | number; updated: string | number }>(
    `with merged as (
       insert into ${table.target} as b (id, organization_id, import_id, ${stagedColumnList(table)})
       select ${orderedIdSql('$3', 's.ord')}, $1, $2, ${qualified(copyColumns(table), 's')}
       from ${stage} s
       on conflict (organization_id, account_id, row_key) do update set
         previous = to_jsonb(b.*),
         import_id = excluded.import_id,
         ${writeAssignments(table, 'excluded')}
       where ${comparedDiffer(table, 'b', 'excluded')}
       returning previous is null as inserted
     )
     select count(*) filter (where inserted) as inserted, count(*) filter (where not inserted) as updated
     from merged`,
    [organizationId, importId, orderedIdPrefix()],
  );
  const counts = result.rows[0];
  return { inserted: Number(counts?.inserted ?? 0), updated: Number(counts?.updated ?? 0) };
}

/** The opening and closing balances a statement reported, in the merge's transaction. */
export async function writeBalances(
  conn: BulkConnection,
  organizationId: string,
  importId: string,
  balances: readonly StatementBalance[],
): Promise<void> {
  const columns = [
    'organization_id',
    'account_id',
    'import_id',
    'date',
    'kind',
    'code',
    'amount_minor',
    'currency',
  ];
  await copyRows(conn, 'bank_statement_balances', columns, balances, (b) => [
    organizationId,
    b.accountNumber,
    importId,
    b.date,
    b.kind,
    b.code,
    b.amountMinor,
    b.currency,
  ]);
}

export async function deleteBalances(
  conn: BulkConnection,
  organizationId: string,
  importId: string,
): Promise<void> {
  await conn.query('delete from bank_statement_balances where organization_id = $1 and import_id = $2', [
    organizationId,
    importId,
  ]);
}

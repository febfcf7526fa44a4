import { and, asc, count, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import {
  bankRecBankAccounts,
  bankTransactions,
  type ImportArea,
  type ImportCounts,
  type ImportKind,
  type ImportStatus,
  importIssues,
  imports,
} from '../../db/schema/index';
import { type DbOrTx, queryRows } from '../../platform/db';

export type ImportRow = typeof imports.$inferSelect;

export async function findLiveImportBySha(
  db: DbOrTx,
  organizationId: string,
  kind: ImportKind,
  sha256: string,
) {
  const [row] = await db
    .select()
    .from(imports)
    .where(
      and(
        eq(imports.organizationId, organizationId),
        eq(imports.kind, kind),
        eq(imports.sha256, sha256),
        inArray(imports.status, ['In Progress', 'Completed']),
      ),
    );
  return row;
}

export async function insertImport(
  db: DbOrTx,
  values: {
    organizationId: string;
    area: ImportArea;
    kind: ImportKind;
    fileName: string;
    sha256: string;
    sizeBytes: number;
    status: ImportStatus;
    msg: string;
    errorFlag: boolean;
    options: Record<string, unknown>;
    createdBy: string;
    finishedAt?: Date;
  },
): Promise<ImportRow> {
  const [row] = await db.insert(imports).values(values).returning();
  if (!row) throw new Error('import insert returned nothing');
  return row;
}

export async function findImport(
  db: DbOrTx,
  organizationId: string,
  id: string,
): Promise<ImportRow | undefined> {
  const [row] = await db
    .select()
    .from(imports)
    .where(and(eq(imports.organizationId, organizationId), eq(imports.id, id)));
  return row;
}

export async function updateImport(
  db: DbOrTx,
  id: string,
  values: Partial<
    Pick<
      ImportRow,
      | 'status'
      | 'msg'
      | 'errorFlag'
      | 'counts'
      | 'summary'
      | 'format'
      | 'progress'
      | 'jobId'
      | 'finishedAt'
      | 'unimportedAt'
      | 'unimportedBy'
    >
  >,
): Promise<void> {
  await db.update(imports).set(values).where(eq(imports.id, id));
}

/** Activity log: In Progress first, then newest first. */
export async function listActivity(
  db: DbOrTx,
  organizationId: string,
  area: ImportArea,
  page: number,
  limit: number,
) {
  const where = and(eq(imports.organizationId, organizationId), eq(imports.area, area));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(imports)
      .where(where)
      .orderBy(sql`(${imports.status} = 'In Progress') desc`, desc(imports.createdAt), desc(imports.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(imports).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function listIssues(db: DbOrTx, importId: string, page: number, limit: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(importIssues)
      .where(eq(importIssues.importId, importId))
      .orderBy(asc(importIssues.line), asc(importIssues.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(importIssues).where(eq(importIssues.importId, importId)),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Each import's first line issue, errors before warnings (what a failed file's log entry shows). */
export async function firstIssues(db: DbOrTx, importIds: string[]) {
  if (importIds.length === 0) return new Map<string, { line: number; message: string }>();
  const rows = await db
    .selectDistinctOn([importIssues.importId], {
      importId: importIssues.importId,
      line: importIssues.line,
      message: importIssues.message,
    })
    .from(importIssues)
    .where(inArray(importIssues.importId, importIds))
    .orderBy(
      importIssues.importId,
      sql`(${importIssues.severity} = 'error') desc`,
      asc(importIssues.line),
      asc(importIssues.id),
    );
  return new Map(rows.map((r) => [r.importId, { line: r.line, message: r.message }]));
}

/** Account numbers of the organisation's configured bank accounts (what bank files must name). */
export async function bankAccountNumbers(db: DbOrTx, organizationId: string): Promise<Set<string>> {
  const rows = await db
    .select({ accountId: bankRecBankAccounts.accountId })
    .from(bankRecBankAccounts)
    .where(eq(bankRecBankAccounts.organizationId, organizationId));
  return new Set(rows.map((r) => r.accountId));
}

export interface BankTransactionFilter {
  accountId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  importId?: string | undefined;
  bankStatus?: 'booked' | 'pending' | undefined;
}

export async function listBankTransactions(
  db: DbOrTx,
  organizationId: string,
  filter: BankTransactionFilter,
  page: number,
  limit: number,
) {
  const where = and(
    eq(bankTransactions.organizationId, organizationId),
    filter.accountId ? eq(bankTransactions.accountId, filter.accountId) : undefined,
    filter.from ? gte(bankTransactions.valueDate, filter.from) : undefined,
    filter.to ? lte(bankTransactions.valueDate, filter.to) : undefined,
    filter.importId ? eq(bankTransactions.importId, filter.importId) : undefined,
    filter.bankStatus ? eq(bankTransactions.bankStatus, filter.bankStatus) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(bankTransactions)
      .where(where)
      .orderBy(
        desc(bankTransactions.valueDate),
        asc(bankTransactions.accountId),
        asc(bankTransactions.line),
        asc(bankTransactions.id),
      )
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(bankTransactions).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export const emptyCounts = (): ImportCounts => ({
  imported: 0,
  updated: 0,
  unchanged: 0,
  warnings: 0,
  errors: 0,
});

/**
 * What would refuse an un-import, checked before its matches are dissolved (so a refused un-import
 * changes nothing): a later standing import that updated rows of this one, and for a ledger file its
 * entries that are reconciling items or void (matched ones are unmatched by the un-import itself).
 */
export async function unimportBlockers(
  db: DbOrTx,
  organizationId: string,
  importId: string,
  kind: 'statement' | 'ledger',
): Promise<{ blockedBy: string | null; notOpen: number }> {
  const table = kind === 'ledger' ? sql.raw('bank_rec_ledger_entries') : sql.raw('bank_transactions');
  const [later] = await queryRows<{ import_id: string }>(
    db,
    sql`select import_id from ${table}
         where organization_id = ${organizationId} and previous->>'import_id' = ${importId} limit 1`,
  );
  if (later || kind !== 'ledger') return { blockedBy: later?.import_id ?? null, notOpen: 0 };
  const [stuck] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from bank_rec_ledger_entries
         where organization_id = ${organizationId} and import_id = ${importId} and status not in ('open', 'matched')`,
  );
  return { blockedBy: null, notOpen: stuck?.n ?? 0 };
}

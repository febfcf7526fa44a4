import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import {
  agents,
  bankRecBankAccounts,
  bankTransactions,
  type ImportArea,
  type ImportKind,
  type ImportStatus,
  importIssues,
  imports,
} from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db';
import { selectPage } from '../../platform/paging';

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

/** What an import row says of its file: whose, which area, what kind, and the stored bytes. */
export interface ImportedFile {
  organizationId: string;
  area: ImportArea;
  kind: ImportKind;
  fileName: string;
  sha256: string;
  sizeBytes: number;
}

export async function insertImport(
  db: DbOrTx,
  values: ImportedFile & {
    status: ImportStatus;
    msg: string;
    errorFlag: boolean;
    options: Record<string, unknown>;
    createdBy: string | null;
    /** Issue 19: the agent that pushed it. */
    agentId?: string | null;
    finishedAt?: Date;
  },
): Promise<ImportRow> {
  const [row] = await db.insert(imports).values(values).returning();
  if (!row) throw new Error('import insert returned nothing');
  return row;
}

/** An import of the area (another area's imports are not found through this one's routes). */
/** The date column of each table an import writes (a line's day decides which month it belongs to). */
const DATE_COLUMN: Record<string, string> = {
  bank_transactions: 'value_date',
  bank_rec_ledger_entries: 'transaction_date',
};

/**
 * Refuses an un-import whose lines are dated in or before a locked month (the database raises CL409,
 * answered 409 with the month): checked before the first of the un-import's transactions, so a refusal
 * leaves every match and line as it was.
 */
export async function refuseLockedUnimport(
  db: DbOrTx,
  table: string,
  organizationId: string,
  importId: string,
  fileName: string,
): Promise<void> {
  const column = DATE_COLUMN[table];
  if (!column) throw new Error(`no date column known for ${table}`);
  await db.execute(sql`
    select reconciliation_refuse_locked(organization_id, account_id, min(${sql.raw(column)}),
                                        ${`the un-import of ${fileName}`})
      from ${sql.raw(table)}
     where organization_id = ${organizationId} and import_id = ${importId}
     group by organization_id, account_id`);
}

export async function findImport(
  db: DbOrTx,
  organizationId: string,
  area: ImportArea,
  id: string,
): Promise<ImportRow | undefined> {
  const [row] = await db
    .select()
    .from(imports)
    .where(and(eq(imports.organizationId, organizationId), eq(imports.area, area), eq(imports.id, id)));
  return row;
}

export async function updateImport(
  db: DbOrTx,
  organizationId: string,
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
      | 'pgp'
    >
  >,
): Promise<void> {
  await db
    .update(imports)
    .set(values)
    .where(and(eq(imports.organizationId, organizationId), eq(imports.id, id)));
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
  const order = [sql`(${imports.status} = 'In Progress') desc`, desc(imports.createdAt), desc(imports.id)];
  return selectPage(db, imports, where, order, page, limit);
}

/** Issues have no organisation of their own: they are the organisation's through their import. */
const ofOrganization = (organizationId: string) =>
  sql`exists (select 1 from ${imports} where ${imports.id} = ${importIssues.importId} and ${imports.organizationId} = ${organizationId})`;

export async function listIssues(
  db: DbOrTx,
  organizationId: string,
  importId: string,
  page: number,
  limit: number,
) {
  const where = and(eq(importIssues.importId, importId), ofOrganization(organizationId));
  return selectPage(db, importIssues, where, [asc(importIssues.line), asc(importIssues.id)], page, limit);
}

/** Each import's first line issue, errors before warnings (what a failed file's log entry shows). */
export async function firstIssues(db: DbOrTx, organizationId: string, importIds: string[]) {
  if (importIds.length === 0) return new Map<string, { line: number; message: string }>();
  const rows = await db
    .selectDistinctOn([importIssues.importId], {
      importId: importIssues.importId,
      line: importIssues.line,
      message: importIssues.message,
    })
    .from(importIssues)
    .where(and(inArray(importIssues.importId, importIds), ofOrganization(organizationId)))
    .orderBy(
      importIssues.importId,
      sql`(${importIssues.severity} = 'error') desc`,
      asc(importIssues.line),
      asc(importIssues.id),
    );
  return new Map(rows.map((r) => [r.importId, { line: r.line, message: r.message }]));
}

/** Issue 19 (read side): the names of the organisation's agents that pushed files, by agent id. */
export async function agentNames(db: DbOrTx, organizationId: string, agentIds: (string | null)[]) {
  const ids = [...new Set(agentIds.filter((id): id is string => id !== null))];
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: agents.id, name: agents.name })
    .from(agents)
    .where(and(eq(agents.organizationId, organizationId), inArray(agents.id, ids)));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export interface BankTransactionFilter {
  /** Only lines of this area's bank accounts. */
  area?: ImportArea | undefined;
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
    filter.area
      ? inArray(
          bankTransactions.accountId,
          db
            .select({ accountId: bankRecBankAccounts.accountId })
            .from(bankRecBankAccounts)
            .where(
              and(
                eq(bankRecBankAccounts.organizationId, organizationId),
                eq(bankRecBankAccounts.area, filter.area),
              ),
            ),
        )
      : undefined,
    filter.accountId ? eq(bankTransactions.accountId, filter.accountId) : undefined,
    filter.from ? gte(bankTransactions.valueDate, filter.from) : undefined,
    filter.to ? lte(bankTransactions.valueDate, filter.to) : undefined,
    filter.importId ? eq(bankTransactions.importId, filter.importId) : undefined,
    filter.bankStatus ? eq(bankTransactions.bankStatus, filter.bankStatus) : undefined,
  );
  const order = [
    desc(bankTransactions.valueDate),
    asc(bankTransactions.accountId),
    asc(bankTransactions.line),
    asc(bankTransactions.id),
  ];
  return selectPage(db, bankTransactions, where, order, page, limit);
}

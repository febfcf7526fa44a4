import { and, asc, desc, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import { bankRecClients, bankRecLedgerEntries } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db';
import { selectPage } from '../../platform/paging';

export type ClientRow = typeof bankRecClients.$inferSelect;
export type ClientSort = 'coId' | '-coId' | 'coName' | '-coName' | 'coStatus' | '-coStatus';

export async function findClient(db: DbOrTx, organizationId: string, coId: string) {
  const [row] = await db
    .select()
    .from(bankRecClients)
    .where(and(eq(bankRecClients.organizationId, organizationId), eq(bankRecClients.coId, coId)));
  return row;
}

/** Another client of the organisation with this FEIN (blank FEINs never clash). */
export async function findFeinHolder(db: DbOrTx, organizationId: string, fein: string, exceptCoId?: string) {
  if (fein === '') return undefined;
  const [row] = await db
    .select({ coId: bankRecClients.coId })
    .from(bankRecClients)
    .where(
      and(
        eq(bankRecClients.organizationId, organizationId),
        eq(bankRecClients.coFein, fein),
        exceptCoId === undefined ? undefined : ne(bankRecClients.coId, exceptCoId),
      ),
    )
    .limit(1);
  return row;
}

/** Every client id of the organisation (what a ledger file's lines must name). */
export async function clientCoIds(db: DbOrTx, organizationId: string): Promise<Set<string>> {
  const rows = await db
    .select({ coId: bankRecClients.coId })
    .from(bankRecClients)
    .where(eq(bankRecClients.organizationId, organizationId));
  return new Set(rows.map((r) => r.coId));
}

/** Which of these ids are clients of the organisation. */
export async function existingCoIds(
  db: DbOrTx,
  organizationId: string,
  coIds: string[],
): Promise<Set<string>> {
  if (coIds.length === 0) return new Set();
  const rows = await db
    .select({ coId: bankRecClients.coId })
    .from(bankRecClients)
    .where(
      and(
        eq(bankRecClients.organizationId, organizationId),
        sql`${bankRecClients.coId} = any(${sql.param(coIds)}::text[])`,
      ),
    );
  return new Set(rows.map((r) => r.coId));
}

export async function insertClient(db: DbOrTx, values: typeof bankRecClients.$inferInsert) {
  const [row] = await db.insert(bankRecClients).values(values).returning();
  if (!row) throw new Error('client insert returned nothing');
  return row;
}

/** Updates when the stored version is still `version`; undefined when someone changed it first. */
export async function updateClient(
  db: DbOrTx,
  organizationId: string,
  coId: string,
  version: number,
  values: { coName: string; coFein: string; coStatus: ClientRow['coStatus'] },
) {
  const [row] = await db
    .update(bankRecClients)
    .set({ ...values, edited: true, version: version + 1, updatedAt: new Date() })
    .where(
      and(
        eq(bankRecClients.organizationId, organizationId),
        eq(bankRecClients.coId, coId),
        eq(bankRecClients.version, version),
      ),
    )
    .returning();
  return row;
}

export async function deleteClient(db: DbOrTx, organizationId: string, coId: string): Promise<number> {
  const rows = await db
    .delete(bankRecClients)
    .where(and(eq(bankRecClients.organizationId, organizationId), eq(bankRecClients.coId, coId)))
    .returning({ id: bankRecClients.id });
  return rows.length;
}

export async function countEntriesOfClient(db: DbOrTx, organizationId: string, coId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bankRecLedgerEntries)
    .where(and(eq(bankRecLedgerEntries.organizationId, organizationId), eq(bankRecLedgerEntries.coId, coId)));
  return Number(row?.n ?? 0);
}

export async function listAllClientNames(db: DbOrTx, organizationId: string) {
  return db
    .select({ coId: bankRecClients.coId, coName: bankRecClients.coName })
    .from(bankRecClients)
    .where(eq(bankRecClients.organizationId, organizationId))
    .orderBy(asc(bankRecClients.coId));
}

/** `%` and `_` typed by a person are literal characters, not wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const SORT_COLUMNS = {
  coId: bankRecClients.coId,
  coName: sql`lower(${bankRecClients.coName})`,
  coStatus: bankRecClients.coStatus,
} as const;

export async function pageClients(
  db: DbOrTx,
  organizationId: string,
  options: {
    search: string;
    status?: ClientRow['coStatus'];
    sort: ClientSort;
    page: number;
    limit: number;
  },
) {
  const conditions: (SQL | undefined)[] = [eq(bankRecClients.organizationId, organizationId)];
  if (options.search !== '') {
    const escaped = escapeLike(options.search);
    conditions.push(
      or(ilike(bankRecClients.coId, `${escaped}%`), ilike(bankRecClients.coName, `%${escaped}%`)),
    );
  }
  if (options.status) conditions.push(eq(bankRecClients.coStatus, options.status));
  const where = and(...conditions);
  const descending = options.sort.startsWith('-');
  const column = SORT_COLUMNS[options.sort.replace('-', '') as keyof typeof SORT_COLUMNS];
  const order = descending
    ? [desc(column), desc(bankRecClients.coId)]
    : [asc(column), asc(bankRecClients.coId)];
  return selectPage(db, bankRecClients, where, order, options.page, options.limit);
}

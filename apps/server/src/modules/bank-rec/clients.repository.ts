import type { LedgerArea } from '@clearline/domain/areas';
import { and, asc, desc, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import { bankRecClients, bankRecLedgerEntries } from '../../db/schema/index';
import { clock } from '../../platform/clock';
import type { DbOrTx } from '../../platform/db';
import { selectPage } from '../../platform/paging';

export type ClientRow = typeof bankRecClients.$inferSelect;
export type ClientSort = 'coId' | '-coId' | 'coName' | '-coName' | 'coStatus' | '-coStatus';

/**
 * Customers and employers share the clients table (ADR 0012): every query names the organisation and
 * the area, so an employer is never read as a customer nor the other way round.
 */
const inScope = (organizationId: string, area: LedgerArea) =>
  and(eq(bankRecClients.organizationId, organizationId), eq(bankRecClients.area, area));

export async function findClient(db: DbOrTx, organizationId: string, area: LedgerArea, coId: string) {
  const [row] = await db
    .select()
    .from(bankRecClients)
    .where(and(inScope(organizationId, area), eq(bankRecClients.coId, coId)));
  return row;
}

/** Another client of the organisation with this FEIN (blank FEINs never clash). */
export async function findFeinHolder(
  db: DbOrTx,
  organizationId: string,
  area: LedgerArea,
  fein: string,
  exceptCoId?: string,
) {
  if (fein === '') return undefined;
  const [row] = await db
    .select({ coId: bankRecClients.coId })
    .from(bankRecClients)
    .where(
      and(
        inScope(organizationId, area),
        eq(bankRecClients.coFein, fein),
        exceptCoId === undefined ? undefined : ne(bankRecClients.coId, exceptCoId),
      ),
    )
    .limit(1);
  return row;
}

/** Every client id of the organisation and area (what a ledger file's lines must name). */
export async function clientCoIds(
  db: DbOrTx,
  organizationId: string,
  area: LedgerArea = 'bankRec',
): Promise<Set<string>> {
  const rows = await db
    .select({ coId: bankRecClients.coId })
    .from(bankRecClients)
    .where(inScope(organizationId, area));
  return new Set(rows.map((r) => r.coId));
}

/** Which of these ids are clients of the organisation. */
export async function existingCoIds(
  db: DbOrTx,
  organizationId: string,
  coIds: string[],
  area: LedgerArea = 'bankRec',
): Promise<Set<string>> {
  return new Set((await partiesOf(db, organizationId, area, coIds)).map((r) => r.coId));
}

/** These ids' clients of the organisation and area, with their partner (employers). */
export async function partiesOf(db: DbOrTx, organizationId: string, area: LedgerArea, coIds: string[]) {
  if (coIds.length === 0) return [];
  return db
    .select({ coId: bankRecClients.coId, coName: bankRecClients.coName, partner: bankRecClients.partner })
    .from(bankRecClients)
    .where(
      and(inScope(organizationId, area), sql`${bankRecClients.coId} = any(${sql.param(coIds)}::text[])`),
    );
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
  area: LedgerArea,
  coId: string,
  version: number,
  values: Pick<ClientRow, 'coName' | 'coFein' | 'coStatus'> &
    Partial<Pick<ClientRow, 'partner' | 'platform' | 'achDescription'>>,
) {
  const [row] = await db
    .update(bankRecClients)
    .set({ ...values, edited: true, version: version + 1, updatedAt: clock() })
    .where(
      and(inScope(organizationId, area), eq(bankRecClients.coId, coId), eq(bankRecClients.version, version)),
    )
    .returning();
  return row;
}

export async function deleteClient(
  db: DbOrTx,
  organizationId: string,
  area: LedgerArea,
  coId: string,
): Promise<number> {
  const rows = await db
    .delete(bankRecClients)
    .where(and(inScope(organizationId, area), eq(bankRecClients.coId, coId)))
    .returning({ id: bankRecClients.id });
  return rows.length;
}

export async function countEntriesOfClient(
  db: DbOrTx,
  organizationId: string,
  area: LedgerArea,
  coId: string,
) {
  return db.$count(
    bankRecLedgerEntries,
    and(
      eq(bankRecLedgerEntries.organizationId, organizationId),
      eq(bankRecLedgerEntries.area, area),
      eq(bankRecLedgerEntries.coId, coId),
    ),
  );
}

export async function listAllClientNames(db: DbOrTx, organizationId: string, area: LedgerArea) {
  return db
    .select({ coId: bankRecClients.coId, coName: bankRecClients.coName })
    .from(bankRecClients)
    .where(inScope(organizationId, area))
    .orderBy(asc(bankRecClients.coId));
}

/** `%` and `_` typed by a person are literal characters, not wildcards. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const SORT_COLUMNS = {
  coId: bankRecClients.coId,
  coName: sql`lower(${bankRecClients.coName})`,
  coStatus: bankRecClients.coStatus,
} as const;

export async function pageClients(
  db: DbOrTx,
  organizationId: string,
  area: LedgerArea,
  options: {
    search: string;
    status?: ClientRow['coStatus'];
    partner?: string;
    sort: ClientSort;
    page: number;
    limit: number;
  },
) {
  const conditions: (SQL | undefined)[] = [inScope(organizationId, area)];
  if (options.search !== '') {
    const escaped = escapeLike(options.search);
    conditions.push(
      or(ilike(bankRecClients.coId, `${escaped}%`), ilike(bankRecClients.coName, `%${escaped}%`)),
    );
  }
  if (options.status) conditions.push(eq(bankRecClients.coStatus, options.status));
  if (options.partner) conditions.push(eq(bankRecClients.partner, options.partner));
  const where = and(...conditions);
  const descending = options.sort.startsWith('-');
  const column = SORT_COLUMNS[options.sort.replace('-', '') as keyof typeof SORT_COLUMNS];
  const order = descending
    ? [desc(column), desc(bankRecClients.coId)]
    : [asc(column), asc(bankRecClients.coId)];
  return selectPage(db, bankRecClients, where, order, options.page, options.limit);
}

/**
 * Type-ahead: id prefix or any part of the name (`exact`: the id itself, for a box's first load), in id
 * order, at most `limit`; optionally only a partner's employers.
 */
export function suggestClients(
  db: DbOrTx,
  organizationId: string,
  area: LedgerArea,
  options: { search: string; limit: number; exact?: boolean; partner?: string },
) {
  const escaped = escapeLike(options.search);
  const text =
    options.search === ''
      ? undefined
      : options.exact
        ? eq(bankRecClients.coId, options.search.toUpperCase())
        : or(ilike(bankRecClients.coId, `${escaped}%`), ilike(bankRecClients.coName, `%${escaped}%`));
  return db
    .select()
    .from(bankRecClients)
    .where(
      and(
        inScope(organizationId, area),
        text,
        options.partner ? eq(bankRecClients.partner, options.partner) : undefined,
      ),
    )
    .orderBy(asc(bankRecClients.coId))
    .limit(options.limit);
}

import { and, asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { bankRecClients, ewaPartners } from '../../db/schema/index';
import { clock } from '../../platform/clock';
import type { DbOrTx } from '../../platform/db';
import { selectPage } from '../../platform/paging';
import { escapeLike } from './clients.repository';

/** Employer-funds partners (spec §3), always read within one organisation. */

export type PartnerRow = typeof ewaPartners.$inferSelect;

const p = ewaPartners;

export async function findPartner(db: DbOrTx, organizationId: string, partner: string) {
  const [row] = await db
    .select()
    .from(p)
    .where(and(eq(p.organizationId, organizationId), eq(p.partner, partner)));
  return row;
}

/** partner id -> name, for the organisation's partners (few per organisation). */
export async function partnerNames(db: DbOrTx, organizationId: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ partner: p.partner, name: p.name })
    .from(p)
    .where(eq(p.organizationId, organizationId));
  return new Map(rows.map((r) => [r.partner, r.name]));
}

export async function insertPartner(db: DbOrTx, values: typeof ewaPartners.$inferInsert) {
  const [row] = await db.insert(p).values(values).returning();
  if (!row) throw new Error('partner insert returned nothing');
  return row;
}

/** Updates when the stored version is still `version`; undefined when someone changed it first. */
export async function updatePartner(
  db: DbOrTx,
  organizationId: string,
  partner: string,
  version: number,
  values: Pick<PartnerRow, 'name' | 'parent' | 'platform'>,
) {
  const [row] = await db
    .update(p)
    .set({ ...values, version: version + 1, updatedAt: clock() })
    .where(and(eq(p.organizationId, organizationId), eq(p.partner, partner), eq(p.version, version)))
    .returning();
  return row;
}

export async function deletePartner(db: DbOrTx, organizationId: string, partner: string): Promise<number> {
  const rows = await db
    .delete(p)
    .where(and(eq(p.organizationId, organizationId), eq(p.partner, partner)))
    .returning({ id: p.id });
  return rows.length;
}

/** The partner's parent chain (nearest first), to refuse a parent that would close a loop. */
export async function ancestorsOf(db: DbOrTx, organizationId: string, partner: string): Promise<string[]> {
  const chain: string[] = [];
  let current: string | null = partner;
  while (current !== null && chain.length <= 100) {
    const row = await findPartner(db, organizationId, current);
    current = row?.parent ?? null;
    if (current !== null) chain.push(current);
  }
  return chain;
}

/** How many employers and child partners use the partner. */
export async function usesOfPartner(db: DbOrTx, organizationId: string, partner: string) {
  const employers = await db.$count(
    bankRecClients,
    and(eq(bankRecClients.organizationId, organizationId), eq(bankRecClients.partner, partner)),
  );
  const children = await db.$count(p, and(eq(p.organizationId, organizationId), eq(p.parent, partner)));
  return { employers, children };
}

/** Employers per partner of the organisation. */
export async function employerCounts(db: DbOrTx, organizationId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ partner: bankRecClients.partner, n: sql<number>`count(*)::int` })
    .from(bankRecClients)
    .where(and(eq(bankRecClients.organizationId, organizationId), eq(bankRecClients.area, 'ewa')))
    .groupBy(bankRecClients.partner);
  return new Map(rows.flatMap((r) => (r.partner ? [[r.partner, Number(r.n)] as const] : [])));
}

const matching = (search: string): SQL | undefined => {
  if (search === '') return undefined;
  const escaped = escapeLike(search);
  return or(ilike(p.partner, `${escaped}%`), ilike(p.name, `%${escaped}%`));
};

export function pagePartners(
  db: DbOrTx,
  organizationId: string,
  options: { search: string; page: number; limit: number },
) {
  const where = and(eq(p.organizationId, organizationId), matching(options.search));
  return selectPage(db, p, where, [asc(p.partner)], options.page, options.limit);
}

/** Type-ahead: id prefix or any part of the name, ids first then names, at most `limit`. */
export function suggestPartners(db: DbOrTx, organizationId: string, search: string, limit: number) {
  return db
    .select()
    .from(p)
    .where(and(eq(p.organizationId, organizationId), matching(search)))
    .orderBy(asc(p.partner))
    .limit(limit);
}

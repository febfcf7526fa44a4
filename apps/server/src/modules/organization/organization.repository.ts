import type { MenuItem } from '@clearline/contracts';
import { eq, sql } from 'drizzle-orm';
import { type OrganizationSettings, organizations } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db';

/** This module owns the writes of `organizations` (issue 17); users reads names and settings for others. */

export type OrganizationRow = typeof organizations.$inferSelect;

export async function findOrganization(db: DbOrTx, id: string): Promise<OrganizationRow | undefined> {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, id));
  return row;
}

/** The row, locked until the transaction ends: two administrators' saves take turns, neither is lost. */
export async function lockOrganization(tx: DbOrTx, id: string): Promise<OrganizationRow | undefined> {
  const [row] = await tx.select().from(organizations).where(eq(organizations.id, id)).for('update');
  return row;
}

export async function updateOrganization(
  tx: DbOrTx,
  id: string,
  values: { name?: string; settings?: OrganizationSettings; menu?: MenuItem[] },
): Promise<void> {
  await tx.update(organizations).set(values).where(eq(organizations.id, id));
}

export async function insertOrganization(
  tx: DbOrTx,
  values: { name: string; settings: OrganizationSettings; menu: MenuItem[] },
): Promise<OrganizationRow> {
  const [row] = await tx.insert(organizations).values(values).returning();
  if (!row) throw new Error('organisation insert returned nothing');
  return row;
}

/** Serialises creations by one person, so two clicks cannot make two organisations of the same name. */
export async function lockCreationsBy(tx: DbOrTx, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`organization.create:${userId}`}))`);
}

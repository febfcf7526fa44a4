import { and, asc, desc, eq } from 'drizzle-orm';
import { pgpBankKeys, pgpOrgKeys, pgpSettings } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db';

// The encryption module's tables: every statement names the organisation.

export type OrgKeyRow = typeof pgpOrgKeys.$inferSelect;
export type BankKeyRow = typeof pgpBankKeys.$inferSelect;

/** Newest first: the current key pair is the newest one made. */
export function listOrgKeys(db: DbOrTx, organizationId: string): Promise<OrgKeyRow[]> {
  return db
    .select()
    .from(pgpOrgKeys)
    .where(eq(pgpOrgKeys.organizationId, organizationId))
    .orderBy(desc(pgpOrgKeys.createdAt), desc(pgpOrgKeys.id));
}

export async function findOrgKey(db: DbOrTx, organizationId: string, id: string): Promise<OrgKeyRow | null> {
  const [row] = await db
    .select()
    .from(pgpOrgKeys)
    .where(and(eq(pgpOrgKeys.organizationId, organizationId), eq(pgpOrgKeys.id, id)));
  return row ?? null;
}

/** The key pair made now becomes the only current one (in the caller's transaction). */
export async function insertCurrentOrgKey(
  db: DbOrTx,
  values: Omit<typeof pgpOrgKeys.$inferInsert, 'current'>,
): Promise<OrgKeyRow> {
  await db
    .update(pgpOrgKeys)
    .set({ current: false })
    .where(and(eq(pgpOrgKeys.organizationId, values.organizationId), eq(pgpOrgKeys.current, true)));
  const [row] = await db
    .insert(pgpOrgKeys)
    .values({ ...values, current: true })
    .returning();
  if (!row) throw new Error('key pair not stored');
  return row;
}

export async function deleteOrgKey(db: DbOrTx, organizationId: string, id: string): Promise<void> {
  await db
    .delete(pgpOrgKeys)
    .where(and(eq(pgpOrgKeys.organizationId, organizationId), eq(pgpOrgKeys.id, id)));
}

export function listBankKeys(db: DbOrTx, organizationId: string): Promise<BankKeyRow[]> {
  return db
    .select()
    .from(pgpBankKeys)
    .where(eq(pgpBankKeys.organizationId, organizationId))
    .orderBy(asc(pgpBankKeys.name), asc(pgpBankKeys.id));
}

export async function findBankKey(
  db: DbOrTx,
  organizationId: string,
  id: string,
): Promise<BankKeyRow | null> {
  const [row] = await db
    .select()
    .from(pgpBankKeys)
    .where(and(eq(pgpBankKeys.organizationId, organizationId), eq(pgpBankKeys.id, id)));
  return row ?? null;
}

export async function insertBankKey(
  db: DbOrTx,
  values: typeof pgpBankKeys.$inferInsert,
): Promise<BankKeyRow> {
  const [row] = await db.insert(pgpBankKeys).values(values).returning();
  if (!row) throw new Error('bank key not stored');
  return row;
}

export async function deleteBankKey(db: DbOrTx, organizationId: string, id: string): Promise<void> {
  await db
    .delete(pgpBankKeys)
    .where(and(eq(pgpBankKeys.organizationId, organizationId), eq(pgpBankKeys.id, id)));
}

export async function readSettings(
  db: DbOrTx,
  organizationId: string,
): Promise<{ requireSignature: boolean }> {
  const [row] = await db.select().from(pgpSettings).where(eq(pgpSettings.organizationId, organizationId));
  return { requireSignature: row?.requireSignature ?? false };
}

export async function writeSettings(
  db: DbOrTx,
  organizationId: string,
  settings: { requireSignature: boolean },
  userId: string,
  now: Date,
): Promise<void> {
  await db
    .insert(pgpSettings)
    .values({ organizationId, ...settings, updatedAt: now, updatedBy: userId })
    .onConflictDoUpdate({
      target: pgpSettings.organizationId,
      set: { ...settings, updatedAt: now, updatedBy: userId },
    });
}

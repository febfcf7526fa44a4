import type { LedgerArea } from '@clearline/domain/areas';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { bankRecClients, bankRecLedgerEntries, bankRecTransfers, ewaPartners } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db';
import { ENTRY_SELECTION, type EntryWithClient } from './ledger.mappers';

export type NewEntry = typeof bankRecLedgerEntries.$inferInsert;
export type TransferRow = typeof bankRecTransfers.$inferSelect;

const e = bankRecLedgerEntries;

/**
 * Entries joined with their client's (employer's) and partner's names; the joins name the organisation
 * and the area, so a name never comes from another organisation or area.
 */
function selectEntries(db: DbOrTx) {
  return db
    .select(ENTRY_SELECTION)
    .from(e)
    .leftJoin(
      bankRecClients,
      and(
        eq(bankRecClients.organizationId, e.organizationId),
        eq(bankRecClients.area, e.area),
        eq(bankRecClients.coId, e.coId),
      ),
    )
    .leftJoin(
      ewaPartners,
      and(eq(ewaPartners.organizationId, e.organizationId), eq(ewaPartners.partner, e.partner)),
    );
}

/** An area's entries of the organisation. */
const scoped = (organizationId: string, area: LedgerArea) =>
  and(eq(e.organizationId, organizationId), eq(e.area, area));

export async function insertEntries(db: DbOrTx, values: NewEntry[]): Promise<string[]> {
  if (values.length === 0) return [];
  const rows = await db.insert(e).values(values).returning({ id: e.id });
  return rows.map((r) => r.id);
}

export async function findEntry(db: DbOrTx, organizationId: string, area: LedgerArea, id: string) {
  const [row] = await selectEntries(db).where(and(scoped(organizationId, area), eq(e.id, id)));
  return row as EntryWithClient | undefined;
}

export async function findEntriesByIds(db: DbOrTx, organizationId: string, area: LedgerArea, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await selectEntries(db).where(and(scoped(organizationId, area), inArray(e.id, ids)));
  const byId = new Map(rows.map((r) => [r.id, r as EntryWithClient]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A transfer's lines in payload order (the from line first). */
export async function findEntriesOfTransfer(
  db: DbOrTx,
  organizationId: string,
  area: LedgerArea,
  transferId: string,
) {
  const rows = await selectEntries(db)
    .where(and(scoped(organizationId, area), eq(e.transferId, transferId)))
    .orderBy(asc(e.transferLine));
  return rows as EntryWithClient[];
}

/**
 * Voids entries that are still open or reconciling; returns the ids it changed, so a caller can tell
 * when another request changed one of them first.
 */
export async function voidEntries(
  db: DbOrTx,
  organizationId: string,
  ids: string[],
  values: { reason: string; userId: string; at: Date },
): Promise<string[]> {
  const rows = await db
    .update(e)
    .set({ status: 'void', voidReason: values.reason, voidedBy: values.userId, voidedAt: values.at })
    .where(
      and(
        eq(e.organizationId, organizationId),
        inArray(e.id, ids),
        inArray(e.status, ['open', 'reconciling']),
      ),
    )
    .returning({ id: e.id });
  return rows.map((r) => r.id);
}

// ---------------------------------------------------------------- transfers

export async function findLiveTransferByHash(
  db: DbOrTx,
  organizationId: string,
  area: LedgerArea,
  transferHash: string,
) {
  const [row] = await db
    .select()
    .from(bankRecTransfers)
    .where(
      and(
        eq(bankRecTransfers.organizationId, organizationId),
        eq(bankRecTransfers.area, area),
        eq(bankRecTransfers.transferHash, transferHash),
        // The partial unique index: only one live (not voided) transfer per hash.
        isNull(bankRecTransfers.voidedAt),
      ),
    );
  return row;
}

export async function insertTransfer(db: DbOrTx, values: typeof bankRecTransfers.$inferInsert) {
  const [row] = await db.insert(bankRecTransfers).values(values).returning();
  if (!row) throw new Error('transfer insert returned nothing');
  return row;
}

export async function markTransferVoided(db: DbOrTx, organizationId: string, id: string, at: Date) {
  await db
    .update(bankRecTransfers)
    .set({ voidedAt: at })
    .where(and(eq(bankRecTransfers.organizationId, organizationId), eq(bankRecTransfers.id, id)));
}

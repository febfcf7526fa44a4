import { and, eq } from 'drizzle-orm';
import { bankRecClients, ewaPartners } from '../../db/schema/index';
import { clock } from '../../platform/clock';
import type { DbOrTx } from '../../platform/db';

/** Partners' settlement-file profiles (ewa_partners.settlement_profile) and what a settlement file names. */

export async function findSettlementProfile(db: DbOrTx, organizationId: string, partner: string) {
  const [row] = await db
    .select({ partner: ewaPartners.partner, profile: ewaPartners.settlementProfile })
    .from(ewaPartners)
    .where(and(eq(ewaPartners.organizationId, organizationId), eq(ewaPartners.partner, partner)));
  return row;
}

export async function saveSettlementProfile(
  db: DbOrTx,
  organizationId: string,
  partner: string,
  profile: Record<string, unknown>,
): Promise<boolean> {
  const rows = await db
    .update(ewaPartners)
    .set({ settlementProfile: profile, updatedAt: clock() })
    .where(and(eq(ewaPartners.organizationId, organizationId), eq(ewaPartners.partner, partner)))
    .returning({ partner: ewaPartners.partner });
  return rows.length > 0;
}

/** Every employer of the organisation (area 'ewa') with its name and partner: what a file's lines name. */
export async function employersOf(db: DbOrTx, organizationId: string) {
  return db
    .select({ coId: bankRecClients.coId, coName: bankRecClients.coName, partner: bankRecClients.partner })
    .from(bankRecClients)
    .where(and(eq(bankRecClients.organizationId, organizationId), eq(bankRecClients.area, 'ewa')));
}

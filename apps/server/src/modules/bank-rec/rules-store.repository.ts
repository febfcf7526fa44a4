import { and, eq, sql } from 'drizzle-orm';
import { recTenantConfigs } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db';

/** The stored match rules of a tenant service ('Bank Rec', 'Employer Funds'): null when none are stored. */
export async function lockedMatchRules(db: DbOrTx, organizationId: string, service: string) {
  const [row] = await db
    .select({ matchRules: recTenantConfigs.matchRules })
    .from(recTenantConfigs)
    .where(and(eq(recTenantConfigs.organizationId, organizationId), eq(recTenantConfigs.service, service)))
    .for('update');
  return row?.matchRules ?? null;
}

/** Stores a service's rules (null: back to the defaults), creating its configuration row if it has none. */
export async function storeMatchRules(
  db: DbOrTx,
  organizationId: string,
  service: string,
  rules: unknown[] | null,
  at: Date,
): Promise<void> {
  await db
    .insert(recTenantConfigs)
    .values({ organizationId, service, matchRules: rules, updatedAt: at })
    .onConflictDoUpdate({
      target: [recTenantConfigs.organizationId, recTenantConfigs.service],
      set: { matchRules: sql`excluded.match_rules`, updatedAt: sql`excluded.updated_at` },
    });
}

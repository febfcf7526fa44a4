import type { MatchRule } from '@clearline/domain/matching';
import { and, eq } from 'drizzle-orm';
import { recTenantConfigs } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db';
import { matchingRules } from './match-rules';

const DEFAULT_ZONE = 'America/New_York';
const DEFAULT_AGED_DAYS = 90;

export interface BankRecConfig {
  /** The zone that decides "today" (aging, the current month). */
  timeZone: string;
  /** Open items older than this are 'Aged Uncleared'. */
  agedDays: number;
  /** The auto-match passes (the engine's defaults when none are stored). */
  rules: readonly MatchRule[];
}

/** The organisation's Bank Rec configuration, with the defaults where it stores none. */
export async function bankRecConfig(db: DbOrTx, organizationId: string): Promise<BankRecConfig> {
  const [row] = await db
    .select({
      timeZone: recTenantConfigs.timeZone,
      agedDays: recTenantConfigs.agedUnclearedDays,
      matchRules: recTenantConfigs.matchRules,
    })
    .from(recTenantConfigs)
    .where(
      and(eq(recTenantConfigs.organizationId, organizationId), eq(recTenantConfigs.service, 'Bank Rec')),
    );
  return {
    timeZone: row?.timeZone ?? DEFAULT_ZONE,
    agedDays: row?.agedDays ?? DEFAULT_AGED_DAYS,
    rules: matchingRules(row?.matchRules ?? null),
  };
}

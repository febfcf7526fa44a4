import { type LedgerArea, ledgerArea } from '@clearline/domain/areas';
import type { MatchRule } from '@clearline/domain/matching';
import type { DbOrTx } from '../../platform/db';
import { lockedMatchRules, storeMatchRules } from './rules-store.repository';

/**
 * The one writer of a ledger area's stored match rules (rec_tenant_configs.match_rules, which bank-rec
 * owns); the rules editor (auto-match's match-rules service) calls it inside its audited transaction.
 * Reads go through `bankRecReader.config`, which falls back to the area's defaults.
 */
export class MatchRulesStore {
  /** What is stored now, row-locked until the transaction ends (null: the area's defaults apply). */
  storedForUpdate(tx: DbOrTx, organizationId: string, area: LedgerArea): Promise<unknown[] | null> {
    return lockedMatchRules(tx, organizationId, ledgerArea(area).tenantService);
  }

  /** Stores the list the next auto-match runs, or null to go back to the defaults. */
  store(
    tx: DbOrTx,
    organizationId: string,
    area: LedgerArea,
    rules: readonly MatchRule[] | null,
    at: Date,
  ): Promise<void> {
    return storeMatchRules(tx, organizationId, ledgerArea(area).tenantService, rules ? [...rules] : null, at);
  }
}

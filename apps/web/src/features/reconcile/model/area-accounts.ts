import type { LedgerArea } from '@clearline/domain/areas';

/**
 * The bank accounts of one ledger area. The ledger configuration lists the organisation's accounts;
 * an account that says its area (migration 0014) shows only in that area's pages, one that does not
 * (an older server) shows in both.
 */
export function accountsOfArea<T extends { area?: string | undefined }>(
  accounts: readonly T[],
  area: LedgerArea,
): T[] {
  return accounts.filter((account) => account.area === undefined || account.area === area);
}

import {
  bankRecBankAccounts,
  bankRecLedgerAccounts,
  bankRecLedgers,
  bankRecTransactionCodes,
  recReconcilingTypes,
  recTenantConfigs,
} from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db';
import type { LedgerConfigSetup } from './ledger-setup.service';

/**
 * Writes a ledger area's configuration of a new organisation (the demo seed's, or a starter one) in the
 * caller's transaction. Empty lists are skipped: a starter configuration has no bank accounts yet.
 */
export async function insertLedgerConfig(
  tx: DbOrTx,
  organizationId: string,
  config: LedgerConfigSetup,
): Promise<void> {
  const { service } = config;
  if (config.bankAccounts.length > 0)
    await tx
      .insert(bankRecBankAccounts)
      .values(config.bankAccounts.map((b) => ({ organizationId, area: config.area, ...b })));
  if (config.ledgers.length > 0)
    await tx
      .insert(bankRecLedgers)
      .values(config.ledgers.map((l, i) => ({ organizationId, ...l, sortOrder: i })));
  if (config.ledgerAccounts.length > 0)
    await tx
      .insert(bankRecLedgerAccounts)
      .values(config.ledgerAccounts.map((a, i) => ({ organizationId, ...a, sortOrder: i })));
  if (config.transactionCodes.length > 0)
    await tx
      .insert(bankRecTransactionCodes)
      .values(config.transactionCodes.map((c, i) => ({ organizationId, ...c, sortOrder: i })));
  if (config.recTypes.length > 0)
    await tx
      .insert(recReconcilingTypes)
      .values(config.recTypes.map((r, i) => ({ organizationId, service, ...r, sortOrder: i })));
  await tx.insert(recTenantConfigs).values({ organizationId, service, timeZone: 'America/New_York' });
}

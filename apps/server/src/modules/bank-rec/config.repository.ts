import { and, asc, eq } from 'drizzle-orm';
import {
  bankRecBankAccounts,
  bankRecLedgerAccounts,
  bankRecLedgers,
  bankRecTransactionCodes,
  recReconcilingTypes,
  recTenantConfigs,
} from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db';

/** The organisation's ledger configuration rows. Every function takes the organisation explicitly. */

export async function listLedgers(db: DbOrTx, organizationId: string) {
  return db
    .select({ ledgerId: bankRecLedgers.ledgerId, name: bankRecLedgers.name })
    .from(bankRecLedgers)
    .where(eq(bankRecLedgers.organizationId, organizationId))
    .orderBy(asc(bankRecLedgers.sortOrder), asc(bankRecLedgers.ledgerId));
}

export async function listLedgerAccounts(db: DbOrTx, organizationId: string) {
  return db
    .select({
      accountName: bankRecLedgerAccounts.accountName,
      ledger: bankRecLedgerAccounts.ledger,
      ledgerId: bankRecLedgerAccounts.ledgerId,
      accountId: bankRecLedgerAccounts.accountId,
    })
    .from(bankRecLedgerAccounts)
    .where(eq(bankRecLedgerAccounts.organizationId, organizationId))
    .orderBy(asc(bankRecLedgerAccounts.sortOrder), asc(bankRecLedgerAccounts.accountName));
}

export async function listBankAccounts(db: DbOrTx, organizationId: string) {
  return db
    .select({
      name: bankRecBankAccounts.name,
      accountId: bankRecBankAccounts.accountId,
      area: bankRecBankAccounts.area,
    })
    .from(bankRecBankAccounts)
    .where(eq(bankRecBankAccounts.organizationId, organizationId))
    .orderBy(asc(bankRecBankAccounts.name));
}

export async function listTransactionCodes(db: DbOrTx, organizationId: string) {
  return db
    .select({ transCode: bankRecTransactionCodes.transCode, transDesc: bankRecTransactionCodes.transDesc })
    .from(bankRecTransactionCodes)
    .where(eq(bankRecTransactionCodes.organizationId, organizationId))
    .orderBy(asc(bankRecTransactionCodes.sortOrder), asc(bankRecTransactionCodes.transCode));
}

export async function listRecTypes(db: DbOrTx, organizationId: string, service: string) {
  const rows = await db
    .select({ name: recReconcilingTypes.name })
    .from(recReconcilingTypes)
    .where(
      and(eq(recReconcilingTypes.organizationId, organizationId), eq(recReconcilingTypes.service, service)),
    )
    .orderBy(asc(recReconcilingTypes.sortOrder), asc(recReconcilingTypes.name));
  return rows.map((r) => r.name);
}

export async function findTenantConfig(db: DbOrTx, organizationId: string, service: string) {
  const [row] = await db
    .select({
      timeZone: recTenantConfigs.timeZone,
      agedDays: recTenantConfigs.agedUnclearedDays,
      matchRules: recTenantConfigs.matchRules,
    })
    .from(recTenantConfigs)
    .where(and(eq(recTenantConfigs.organizationId, organizationId), eq(recTenantConfigs.service, service)));
  return row;
}

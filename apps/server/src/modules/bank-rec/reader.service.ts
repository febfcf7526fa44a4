import type { DbOrTx } from '../../platform/db';
import { clientCoIds } from './clients.repository';
import { listBankAccounts } from './config.repository';
import { bankRecConfig, loadLedgerConfig } from './config.service';
import { employersOf, findSettlementProfile } from './settlement-profiles.repository';

/**
 * What other modules and the seed read of Bank Rec's records. Every call names its handle: an import
 * job reads through its own connection, the seed inside its transaction.
 */
export class BankRecReader {
  /** The organisation's Bank Rec configuration as matching and reconciliation use it. */
  config(db: DbOrTx, organizationId: string) {
    return bankRecConfig(db, organizationId);
  }

  /** The ledger configuration in the spec's shapes (see config.service's loadLedgerConfig). */
  ledgerConfig(db: DbOrTx, organizationId: string) {
    return loadLedgerConfig(db, organizationId);
  }

  clientCoIds(db: DbOrTx, organizationId: string): Promise<Set<string>> {
    return clientCoIds(db, organizationId);
  }

  /** The bank accounts with their area (a statement line is imported in its account's area only). */
  bankAccounts(db: DbOrTx, organizationId: string) {
    return listBankAccounts(db, organizationId);
  }

  /** Employers (id, name, partner): what a partner's settlement file names. */
  employers(db: DbOrTx, organizationId: string) {
    return employersOf(db, organizationId);
  }

  /** A partner's saved settlement profile (null: the defaults); undefined when there is no such partner. */
  async settlementProfile(db: DbOrTx, organizationId: string, partner: string) {
    const row = await findSettlementProfile(db, organizationId, partner);
    return row ? { profile: row.profile ?? null } : undefined;
  }
}

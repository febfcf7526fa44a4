import type { LedgerArea } from '@clearline/domain/areas';
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
  /**
   * The organisation's configuration of a ledger area as matching and reconciliation use it (zone, aged
   * days, match rules): pick the area of the bank account at hand; 'bankRec' when none is named.
   */
  config(db: DbOrTx, organizationId: string, area: LedgerArea = 'bankRec') {
    return bankRecConfig(db, organizationId, area);
  }

  /** The ledger configuration in the spec's shapes (see config.service's loadLedgerConfig). */
  ledgerConfig(db: DbOrTx, organizationId: string) {
    return loadLedgerConfig(db, organizationId);
  }

  /** The ids of the area's customers (bank-rec, by default) or employers (ewa). */
  clientCoIds(db: DbOrTx, organizationId: string, area: LedgerArea = 'bankRec'): Promise<Set<string>> {
    return clientCoIds(db, organizationId, area);
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

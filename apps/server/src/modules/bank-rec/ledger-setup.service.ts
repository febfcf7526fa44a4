import type { LedgerArea } from '@clearline/domain/areas';
import type { DbOrTx } from '../../platform/db';
import * as repo from './ledger-setup.repository';

/** A ledger area's configuration as a new organisation gets it (issue 17's starter, or the demo seed's). */
export interface LedgerConfigSetup {
  /** The tenant-config service name ('Bank Rec', 'Employer Funds'). */
  service: string;
  /** The area the configuration's bank accounts belong to. */
  area: LedgerArea;
  bankAccounts: readonly { name: string; accountId: string }[];
  ledgers: readonly { ledgerId: string; name: string }[];
  ledgerAccounts: readonly { accountName: string; ledger: string; ledgerId: string; accountId: string }[];
  /** Codes are the organisation's, shared by both areas: give them with one area only. */
  transactionCodes: readonly { transCode: string; transDesc: string }[];
  recTypes: readonly { name: string; systemAssigned: boolean }[];
}

/**
 * The first configuration of an organisation's ledger areas, written in the caller's transaction: a new
 * organisation (the organization module) and the demo seed both come through here.
 */
export class LedgerSetupService {
  write(tx: DbOrTx, organizationId: string, config: LedgerConfigSetup): Promise<void> {
    return repo.insertLedgerConfig(tx, organizationId, config);
  }
}

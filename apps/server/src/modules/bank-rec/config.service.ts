import type { ConfigDetail, LedgerConfig } from '@clearline/domain';
import type { DbOrTx } from '../../platform/db';
import * as repo from './config.repository';

/** The service name the spec's tenant-config call uses for bank reconciliation. */
export const BANK_REC_SERVICE = 'Bank Rec';
/** The zone that decides "today" and the current quarter when the tenant has not set one. */
export const DEFAULT_TIME_ZONE = 'America/New_York';

/** What the ledger and transfer rules need from the tenant's configuration. */
export interface RuleContext {
  config: LedgerConfig;
  recTypes: string[];
  timeZone: string;
}

/**
 * The configuration in the spec's shapes. configDetails has one entry per ledger: its accounts as
 * `bankAccounts` ({ name: account name, accountId: the bank account number }) and `ledgers: [{ ledgerId }]`,
 * which is exactly the join the domain's resolveAccount makes (account name -> accountId and ledgerId;
 * the parse-code account of that name -> ledger kind).
 */
export async function loadLedgerConfig(db: DbOrTx, organizationId: string) {
  // One query at a time: `db` may be a transaction, which holds a single connection.
  const ledgers = await repo.listLedgers(db, organizationId);
  const accounts = await repo.listLedgerAccounts(db, organizationId);
  const bankAccounts = await repo.listBankAccounts(db, organizationId);
  const transactionCodes = await repo.listTransactionCodes(db, organizationId);
  const configDetails: ConfigDetail[] = ledgers.map((ledger) => ({
    bankAccounts: accounts
      .filter((a) => a.ledgerId === ledger.ledgerId)
      .map((a) => ({ name: a.accountName, accountId: a.accountId })),
    ledgers: [{ ledgerId: ledger.ledgerId }],
  }));
  const config: LedgerConfig = {
    configDetails,
    accounts: accounts.map((a) => ({ accountName: a.accountName, ledger: a.ledger })),
    transactionCodes,
  };
  return { config, bankAccounts, ledgers };
}

export async function loadRuleContext(db: DbOrTx, organizationId: string): Promise<RuleContext> {
  const { config } = await loadLedgerConfig(db, organizationId);
  const recTypes = await repo.listRecTypes(db, organizationId, BANK_REC_SERVICE);
  const tenant = await repo.findTenantConfig(db, organizationId, BANK_REC_SERVICE);
  return { config, recTypes, timeZone: tenant?.timeZone ?? DEFAULT_TIME_ZONE };
}

export class ConfigService {
  constructor(private readonly db: DbOrTx) {}

  async ledgerConfig(organizationId: string) {
    const { config, bankAccounts, ledgers } = await loadLedgerConfig(this.db, organizationId);
    return { data: { configDetails: [...config.configDetails], bankAccounts, ledgers } };
  }

  async parseCode(
    organizationId: string,
    select: { accounts?: boolean | 0 | 1; transactionCodes?: boolean | 0 | 1 },
  ) {
    const wanted = (flag: boolean | 0 | 1 | undefined) => flag === undefined || flag === true || flag === 1;
    const [accounts, transactionCodes] = await Promise.all([
      wanted(select.accounts) ? repo.listLedgerAccounts(this.db, organizationId) : Promise.resolve([]),
      wanted(select.transactionCodes)
        ? repo.listTransactionCodes(this.db, organizationId)
        : Promise.resolve([]),
    ]);
    return {
      data: [
        {
          accounts: accounts.map((a) => ({ accountName: a.accountName, ledger: a.ledger })),
          transactionCodes,
        },
      ],
    };
  }

  async tenantConfig(organizationId: string, service: string) {
    const [recType, tenant] = await Promise.all([
      repo.listRecTypes(this.db, organizationId, service),
      repo.findTenantConfig(this.db, organizationId, service),
    ]);
    return [{ service, recType, timeZone: tenant?.timeZone ?? DEFAULT_TIME_ZONE }];
  }
}

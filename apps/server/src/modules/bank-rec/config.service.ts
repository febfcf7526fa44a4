import type { ConfigDetail, LedgerConfig } from '@clearline/domain';
import { type LedgerArea, ledgerArea } from '@clearline/domain/areas';
import type { MatchRule } from '@clearline/domain/matching';
import type { DbOrTx } from '../../platform/db';
import * as repo from './config.repository';
import { matchingRules } from './match-rules';

/** The service name the spec's tenant-config call uses for bank reconciliation. */
const BANK_REC_SERVICE = 'Bank Rec';
/** The zone that decides "today" and the current quarter when the tenant has not set one. */
const DEFAULT_TIME_ZONE = 'America/New_York';
/** Open items older than this many days are 'Aged Uncleared' when the tenant has not set it. */
const DEFAULT_AGED_DAYS = 90;

/** A service's tenant configuration with the defaults where it stores none: the one reader of it. */
async function tenantSettings(db: DbOrTx, organizationId: string, service: string) {
  const row = await repo.findTenantConfig(db, organizationId, service);
  return {
    timeZone: row?.timeZone ?? DEFAULT_TIME_ZONE,
    agedDays: row?.agedDays ?? DEFAULT_AGED_DAYS,
    storedRules: row?.matchRules ?? null,
  };
}

interface BankRecConfig {
  /** The zone that decides "today" (aging, the current month). */
  timeZone: string;
  /** Open items older than this are 'Aged Uncleared'. */
  agedDays: number;
  /** The auto-match passes (the engine's defaults when none are stored). */
  rules: readonly MatchRule[];
}

/**
 * The organisation's configuration of a ledger area ('Bank Rec' by default, 'Employer Funds') as matching
 * and reconciliation use it: the area's stored match rules, or the area's defaults.
 */
export async function bankRecConfig(
  db: DbOrTx,
  organizationId: string,
  area: LedgerArea = 'bankRec',
): Promise<BankRecConfig> {
  const service = ledgerArea(area).tenantService;
  const { timeZone, agedDays, storedRules } = await tenantSettings(db, organizationId, service);
  return { timeZone, agedDays, rules: matchingRules(storedRules, area) };
}

/** What the ledger and transfer rules need from the tenant's configuration. */
interface RuleContext {
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
  const { timeZone } = await tenantSettings(db, organizationId, BANK_REC_SERVICE);
  return { config, recTypes, timeZone };
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
      tenantSettings(this.db, organizationId, service),
    ]);
    return [{ service, recType, timeZone: tenant.timeZone }];
  }
}

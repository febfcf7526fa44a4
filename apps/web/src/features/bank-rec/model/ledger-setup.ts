import type {
  LedgerConfigResponse,
  LedgerParseCodeResponse,
  TenantConfigResponse,
} from '@clearline/contracts';
import {
  isTaxAccount,
  type LedgerConfig,
  resolveAccount,
  selectableRecTypes,
  type TransactionCode,
} from '@clearline/domain/ledger';
import type { z } from 'zod';

/** An account people pick, with what the configuration says it stands for. */
export interface AccountOption {
  accountName: string;
  /** Ledger kind ('Tax', 'Net Pay', ...): 'Tax' marks tax accounts. */
  ledger: string;
  ledgerId: string;
  /** The bank account number bank files carry for it. */
  accountId: string;
  /** The bank account's name ('Tax Impound'), '' when the configuration has none. */
  bankAccountName: string;
  tax: boolean;
}

export interface AccountGroup {
  ledger: string;
  accounts: AccountOption[];
}

/** Everything the bank-rec dialogs and filters need from the tenant configuration, read once. */
export interface LedgerSetup {
  /** The domain's view (resolveAccount, buildTransferLines, validateBankRecLedgerTransaction). */
  config: LedgerConfig;
  accounts: AccountOption[];
  /** The accounts grouped by ledger kind, in first-seen order (for grouped menus). */
  accountGroups: AccountGroup[];
  bankAccounts: { name: string; accountId: string }[];
  ledgers: { ledgerId: string; name: string }[];
  transactionCodes: TransactionCode[];
  /** Reconciling types people may choose (spec §5: without 'Aged Uncleared' and 'Negative Liabilities'). */
  recTypes: string[];
  /** The tenant's zone (decides the current quarter on the server); undefined when not configured. */
  timeZone: string | undefined;
}

type LedgerConfigAnswer = z.infer<typeof LedgerConfigResponse>;
type ParseCodeAnswer = z.infer<typeof LedgerParseCodeResponse>;
type TenantConfigAnswer = z.infer<typeof TenantConfigResponse>;

/** Joins the spec's three configuration calls into the lists the screens show. */
export function buildLedgerSetup(
  ledgerConfig: LedgerConfigAnswer,
  parseCode: ParseCodeAnswer,
  tenant: TenantConfigAnswer,
): LedgerSetup {
  const codes = parseCode.data[0] ?? { accounts: [], transactionCodes: [] };
  const config: LedgerConfig = {
    configDetails: ledgerConfig.data.configDetails,
    accounts: codes.accounts,
    transactionCodes: codes.transactionCodes,
  };
  const names: string[] = [];
  const seen = new Set<string>();
  const add = (name: string) => {
    const trimmed = name.trim();
    if (trimmed !== '' && !seen.has(trimmed)) {
      seen.add(trimmed);
      names.push(trimmed);
    }
  };
  for (const account of codes.accounts) add(account.accountName);
  for (const detail of ledgerConfig.data.configDetails)
    for (const bank of detail.bankAccounts) add(bank.name);

  const bankNames = new Map(ledgerConfig.data.bankAccounts.map((b) => [b.accountId, b.name]));
  const accounts: AccountOption[] = [];
  for (const name of names) {
    const resolved = resolveAccount(config, name);
    if (!resolved) continue;
    accounts.push({
      ...resolved,
      bankAccountName: bankNames.get(resolved.accountId) ?? '',
      tax: isTaxAccount(resolved),
    });
  }
  const groups = new Map<string, AccountOption[]>();
  for (const account of accounts) {
    const key = account.ledger || 'Other';
    groups.set(key, [...(groups.get(key) ?? []), account]);
  }
  const service = tenant[0];
  return {
    config,
    accounts,
    accountGroups: [...groups].map(([ledger, list]) => ({ ledger, accounts: list })),
    bankAccounts: ledgerConfig.data.bankAccounts,
    ledgers: ledgerConfig.data.ledgers,
    transactionCodes: codes.transactionCodes,
    recTypes: selectableRecTypes(service?.recType ?? []),
    timeZone: service?.timeZone || undefined,
  };
}

/** The account option of a name, if the configuration knows it. */
export function findAccount(setup: LedgerSetup, accountName: string): AccountOption | undefined {
  const name = accountName.trim();
  return setup.accounts.find((a) => a.accountName === name);
}

/** 'Tax Impound ···9399': which bank account an account posts to, for helper texts. */
export function bankAccountHint(account: AccountOption | undefined): string {
  if (!account || account.accountId === '') return '';
  const tail = account.accountId.slice(-4);
  return account.bankAccountName ? `${account.bankAccountName} ···${tail}` : `Account ···${tail}`;
}

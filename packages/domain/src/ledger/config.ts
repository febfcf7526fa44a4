/**
 * The tenant's ledger configuration (spec §3 "Ledger configuration"), in the shapes the spec's calls
 * return, and the lookups the dialogs make on it.
 *
 * How an account choice maps to ledger, ledgerId and accountId is not spelled out by the spec; we join
 * the three sources by account name (one place to change if the real data says otherwise):
 * - accountId: the configDetails bank account whose `name` is the account name;
 * - ledgerId:  the first `ledgers` entry of that same configDetails entry;
 * - ledger:    the parse-code account whose `accountName` is the account name ('Tax' marks tax accounts).
 * An account found in only one source keeps '' for what the other would give; one found in neither is
 * unknown. Names match exactly after trimming (they come from the same configuration lists).
 */

export interface BankAccountConfig {
  name: string;
  accountId: string;
}

export interface LedgerRef {
  ledgerId: string;
}

/** GET /api/rec/tenant/ledgerConfig -> data.data.configDetails[] */
export interface ConfigDetail {
  bankAccounts: BankAccountConfig[];
  ledgers: LedgerRef[];
}

/** ledgerParseCode -> accounts[] */
export interface ParseCodeAccount {
  accountName: string;
  ledger: string;
}

/** ledgerParseCode -> transactionCodes[] */
export interface TransactionCode {
  transCode: string;
  transDesc: string;
}

export interface LedgerConfig {
  configDetails: readonly ConfigDetail[];
  accounts: readonly ParseCodeAccount[];
  transactionCodes: readonly TransactionCode[];
}

export interface ResolvedAccount {
  accountName: string;
  accountId: string;
  ledger: string;
  ledgerId: string;
}

/** The ledger value that marks a tax account (spec §3). */
export const TAX_LEDGER = 'Tax';

/**
 * True when the account's ledger is 'Tax'. Compared ignoring case and surrounding spaces: a
 * configuration typed 'TAX' must not silently lose the tax code field.
 */
export function isTaxAccount(account: { ledger?: string } | null | undefined): boolean {
  const ledger = account?.ledger;
  return typeof ledger === 'string' && ledger.trim().toLowerCase() === TAX_LEDGER.toLowerCase();
}

/** The ledger fields an account name stands for, or null when the configuration does not know it. */
export function resolveAccount(config: LedgerConfig, accountName: string): ResolvedAccount | null {
  const name = typeof accountName === 'string' ? accountName.trim() : '';
  if (name === '') return null;
  let accountId: string | null = null;
  let ledgerId = '';
  for (const detail of config.configDetails) {
    const bank = detail.bankAccounts.find((b) => b.name.trim() === name);
    if (bank) {
      accountId = bank.accountId;
      ledgerId = detail.ledgers[0]?.ledgerId ?? '';
      break;
    }
  }
  const parseCode = config.accounts.find((a) => a.accountName.trim() === name);
  if (accountId === null && !parseCode) return null;
  return { accountName: name, accountId: accountId ?? '', ledger: parseCode?.ledger ?? '', ledgerId };
}

/**
 * The transaction code a typed or chosen text names, compared ignoring case and surrounding spaces.
 * A match on the code ('506') wins over a match on a description, so the answer never depends on
 * the order of the list when a description happens to look like another entry's code.
 */
export function findTransactionCode(codes: readonly TransactionCode[], text: string): TransactionCode | null {
  const wanted = typeof text === 'string' ? text.trim().toLowerCase() : '';
  if (wanted === '') return null;
  return (
    codes.find((c) => c.transCode.trim().toLowerCase() === wanted) ??
    codes.find((c) => c.transDesc.trim().toLowerCase() === wanted) ??
    null
  );
}

/**
 * The known spelling of a transaction type: the list's own code or description, whichever the text
 * matched ('deposit' -> 'Deposit'), so stored values group cleanly in reports; null when unknown.
 */
export function canonicalTransactionType(codes: readonly TransactionCode[], text: string): string | null {
  const found = findTransactionCode(codes, text);
  if (!found) return null;
  const wanted = text.trim().toLowerCase();
  return found.transCode.trim().toLowerCase() === wanted ? found.transCode.trim() : found.transDesc.trim();
}

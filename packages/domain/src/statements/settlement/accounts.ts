/**
 * Which ledger account a settlement line of each type posts to. Default: the one ledger account of the
 * area's bank accounts whose ledger (the parse-code ledger kind) is named after the type ('Advance' or
 * 'Advances', 'Repayment(s)', 'Fee(s)', any case); a profile names another account by name instead.
 */

import { type LedgerConfig, type ResolvedAccount, resolveAccount } from '../../ledger/config';
import { SETTLEMENT_TYPES, type SettlementProfile, type SettlementType } from './profile';

const LEDGER_NAMES: Readonly<Record<SettlementType, readonly string[]>> = {
  advance: ['advance', 'advances'],
  repayment: ['repayment', 'repayments'],
  fee: ['fee', 'fees'],
};

export type SettlementAccounts = Record<SettlementType, ResolvedAccount | { error: string }>;

/**
 * The account of each type, or why there is none. `bankAccountIds`: the bank accounts of the area (an
 * account posting to another area's bank account is not a candidate, nor may a profile name one).
 */
export function settlementAccounts(
  config: LedgerConfig,
  bankAccountIds: ReadonlySet<string>,
  profile: Pick<SettlementProfile, 'accounts'>,
): SettlementAccounts {
  const candidates = config.accounts
    .map((a) => resolveAccount(config, a.accountName))
    .filter((a): a is ResolvedAccount => a !== null && bankAccountIds.has(a.accountId));
  const result = {} as SettlementAccounts;
  for (const type of SETTLEMENT_TYPES) {
    const named = profile.accounts[type];
    if (named) {
      const account = candidates.find((a) => a.accountName === named.trim());
      result[type] = account ?? {
        error: `The profile posts ${type} lines to '${named}', which is not a ledger account of an employer-funds bank account.`,
      };
      continue;
    }
    const matches = candidates.filter((a) => LEDGER_NAMES[type].includes(a.ledger.trim().toLowerCase()));
    const [only] = matches;
    result[type] =
      matches.length === 1 && only
        ? only
        : {
            error:
              matches.length === 0
                ? `No ledger account of an employer-funds bank account has the ledger '${LEDGER_NAMES[type][0]}'; name the ${type} account in the partner's settlement profile.`
                : `Several ledger accounts have the ledger '${LEDGER_NAMES[type][0]}' (${matches.map((m) => m.accountName).join(', ')}); name the ${type} account in the partner's settlement profile.`,
          };
  }
  return result;
}

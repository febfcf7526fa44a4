import type { ParsedStatement } from '../types';

/** A parse result's accounts as account -> [currency, credit minor, debit minor], for one-line expectations. */
export function accountsOf(result: ParsedStatement): Record<string, [string, number, number]> {
  return Object.fromEntries(
    result.summary.accounts.map((a) => [a.accountNumber, [a.currency, a.creditMinor, a.debitMinor]]),
  );
}

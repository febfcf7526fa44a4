import { DEFAULT_MATCH_RULES } from './rules';
import type { BankLine, LedgerLine, MatchRule } from './types';

// Small builders shared by the unit tests: one bank account, lines by id, date and amount.
export const ACCOUNT = '4410029399';

export const bank = (
  id: string,
  date: string,
  amountMinor: number,
  more: Partial<BankLine> = {},
): BankLine => ({
  id,
  accountId: ACCOUNT,
  date,
  amountMinor,
  ...more,
});

export const book = (
  id: string,
  date: string,
  amountMinor: number,
  more: Partial<LedgerLine> = {},
): LedgerLine => ({
  id,
  accountId: ACCOUNT,
  date,
  amountMinor,
  ...more,
});

/** The default rule of that id, alone. */
export const only = (id: string): MatchRule[] => DEFAULT_MATCH_RULES.filter((r) => r.id === id);

/** Matches as 'b1+b2=l1' strings. */
export const pairs = (matches: { bankIds: readonly string[]; ledgerIds: readonly string[] }[]) =>
  matches.map((m) => `${m.bankIds.join('+')}=${m.ledgerIds.join('+')}`);

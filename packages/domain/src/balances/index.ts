// Account balances (issue 19 item 3): the balance CSV profile and parser, and the daily balance check.
export {
  type ChainBreak,
  type ChainBreakKind,
  type ChainDay,
  type ChainHistory,
  chainBreaks,
} from './chain';
export { type BalanceDay, balanceFlags, type CheckedDay, checkBalanceDays } from './check';
export { type BalanceLine, type ParsedBalances, parseBalanceCsv } from './parser';
export {
  BALANCE_KINDS,
  type BalanceColumns,
  type BalanceKindName,
  type BalanceProfile,
  type BalanceProfileInput,
  balanceProfileProblems,
  DEFAULT_BALANCE_PROFILE,
  resolveBalanceProfile,
} from './profile';

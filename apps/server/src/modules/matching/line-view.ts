import { minorToDecimalString } from '@clearline/domain';

/** A line of a match or a suggestion as the browser shows it (contracts' MatchItem). */
export const lineView = <S extends 'bank' | 'ledger', I>(
  side: S,
  id: I,
  amountMinor: number,
  date: string,
  text: string,
) => ({ side, id, amount: minorToDecimalString(amountMinor), amountMinor, date, text });

import type { OpenLine } from '@clearline/contracts';
import { formatMinor, minorToDecimalString, trySumMinor } from '@clearline/domain/money';
import { amountMinor } from '../../../shared/ui/amount-format';

/**
 * The live selection of the Re-match screen: lines picked on the ledger side and the bank side, their
 * totals and the difference, all in integer minor units (cents). The server's rule for a match is the
 * same: difference = bank total − ledger total, and a match that does not balance needs an adjustment.
 */

export type Side = OpenLine['side'];

/** What the selection bar needs of a line. */
export type SelectedLine = Pick<OpenLine, 'id' | 'side' | 'amountMinor'> & Partial<OpenLine>;

export interface SelectionTotals {
  ledgerCount: number;
  bankCount: number;
  count: number;
  /** null when a sum leaves the safe integer range (never for real books, but never wrong either). */
  ledgerMinor: number | null;
  bankMinor: number | null;
  differenceMinor: number | null;
  balanced: boolean;
  /** A match needs two lines at least (any sides: two ledger entries that cancel out also match). */
  canMatch: boolean;
}

const sumOf = (lines: Iterable<SelectedLine>): number | null => {
  const result = trySumMinor([...lines].map((l) => l.amountMinor));
  return result.ok ? result.minor : null;
};

export function selectionTotals(
  ledger: ReadonlyMap<string, SelectedLine>,
  bank: ReadonlyMap<string, SelectedLine>,
): SelectionTotals {
  const ledgerMinor = sumOf(ledger.values());
  const bankMinor = sumOf(bank.values());
  let differenceMinor: number | null = null;
  if (ledgerMinor !== null && bankMinor !== null) {
    const difference = bankMinor - ledgerMinor;
    differenceMinor = Number.isSafeInteger(difference) ? difference + 0 : null;
  }
  const count = ledger.size + bank.size;
  return {
    ledgerCount: ledger.size,
    bankCount: bank.size,
    count,
    ledgerMinor,
    bankMinor,
    differenceMinor,
    balanced: differenceMinor === 0,
    canMatch: count >= 2 && differenceMinor !== null,
  };
}

/** '1,234.56' for the bar ('—' when a total cannot be shown exactly). */
export function formatTotal(minor: number | null): string {
  return minor === null ? '—' : formatMinor(minor);
}

/** The POST /match body of a selection (the adjustment is added when the difference is not zero). */
export function matchRequest(
  ledger: ReadonlyMap<string, SelectedLine>,
  bank: ReadonlyMap<string, SelectedLine>,
  adjustment?: { recType: string; reason: string },
) {
  return {
    ledgerEntryIds: [...ledger.keys()],
    bankTransactionIds: [...bank.keys()],
    ...(adjustment ? { adjustment } : {}),
  };
}

/** '-12.50' for messages and APIs. */
export const decimal = (minor: number) => minorToDecimalString(minor);

/** Cents of a 2-decimal amount string from the server ('-1234.50' -> -123450); null when unreadable. */
export const amountMinorOf = amountMinor;

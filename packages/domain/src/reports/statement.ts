/**
 * The bank reconciliation statement of an account at a month's end, from the same figures as the
 * reconciliation panel (all in cents):
 *
 *   adjusted bank balance = bank closing + deposits in transit + outstanding checks and debits
 *                           − bank items not in the book − adjustments
 *   difference            = adjusted bank balance − book balance
 *
 * Deposits in transit are open ledger entries above zero (in the book, not yet at the bank); outstanding
 * checks and debits are open ledger entries below zero (so they lower the bank balance); other
 * reconciling items are open bank lines (at the bank, not yet in the book) and the differences recorded
 * by adjusted matches. The difference is the panel's: bank closing − (book + open bank − open ledger +
 * adjustments); zero when the account is reconciled.
 */
export interface StatementInput {
  /** Null when the month has no closing balance from a statement. */
  bankClosing: number | null;
  bookBalance: number;
  /** Sum of open ledger entries above zero / below zero. */
  openLedgerCredits: number;
  openLedgerDebits: number;
  openBank: number;
  adjustments: number;
}

export interface StatementFigures {
  bankClosing: number | null;
  depositsInTransit: number;
  outstandingChecks: number;
  /** Subtracted from the bank's balance: bank lines the book lacks, and adjustments. */
  otherReconcilingItems: number;
  adjustedBankBalance: number | null;
  bookBalance: number;
  difference: number | null;
}

export function statementFigures(input: StatementInput): StatementFigures {
  const otherReconcilingItems = -(input.openBank + input.adjustments);
  const adjusted =
    input.bankClosing === null
      ? null
      : input.bankClosing + input.openLedgerCredits + input.openLedgerDebits + otherReconcilingItems;
  return {
    bankClosing: input.bankClosing,
    depositsInTransit: input.openLedgerCredits,
    outstandingChecks: input.openLedgerDebits,
    otherReconcilingItems,
    adjustedBankBalance: adjusted,
    bookBalance: input.bookBalance,
    difference: adjusted === null ? null : adjusted - input.bookBalance,
  };
}

/** The panel's figures of an account at a month's end (cents) from which its difference follows. */
export interface ReconciliationFigures {
  bankClosing: number | null;
  bookBalance: number;
  openBank: number;
  openLedger: number;
  adjustments: number;
}

/**
 * The reconciliation panel's difference: bank closing − (book + open bank − open ledger + adjustments);
 * null without a closing balance, zero when the account is reconciled. The panel and the management
 * dashboard both call it. With open = lines in scope − lines of the matches counted and adjustments = the
 * counted matches' bank − ledger totals, the matches cancel out: any set of balanced-or-adjusted matches
 * gives the same difference, which is why the dashboard's summaries reproduce the panel's figure exactly.
 */
export function reconciliationDifference(f: ReconciliationFigures): number | null {
  return f.bankClosing === null
    ? null
    : f.bankClosing - (f.bookBalance + f.openBank - f.openLedger + f.adjustments);
}

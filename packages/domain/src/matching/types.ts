/**
 * Public shapes of the matching engine. Amounts are signed integer minor units (cents): positive = money
 * into the bank account, negative = out. A ledger entry and the bank line it explains have the same sign
 * and amount. Dates are 'YYYY-MM-DD'. Everything is plain data so rules can be stored per organisation.
 */

/** One line of a bank statement (built from a StatementRow by the importer). */
export interface BankLine {
  /** Unique among the bank lines of one run (the database id). */
  id: string;
  /** Bank account number: candidates never cross accounts. */
  accountId: string;
  /** ISO 4217; absent means 'USD'. Candidates never cross currencies. */
  currency?: string;
  /** Value date. */
  date: string;
  /** Signed cents; 0 is never matched (prenotes, information rows). */
  amountMinor: number;
  /** The bank's own reference (BAI2 bank ref, camt AcctSvcrRef, OFX FITID). */
  bankReference?: string;
  /** Customer / end-to-end reference (BAI2 customer ref, camt EndToEndId, NACHA individual id). */
  customerReference?: string;
  /** Check number when the line is a paid check (BAI2 475 customer ref, OFX CHECKNUM). */
  checkNo?: string;
  /** Free text: references found in it count as weaker evidence. */
  text?: string;
  /** The format's transaction type (grouping field 'typeCode'). */
  typeCode?: string;
  /**
   * Named keys shared with the book side: 'trace' (NACHA trace, also compared as a reference),
   * 'achBatch', 'companyId', 'coId', 'taxType', 'secCode'... Compared with the ledger's groupKeys of the
   * same name (or its coId / taxType / transactionType fields) when a rule names them.
   */
  extra?: Readonly<Record<string, string>>;
}

/** One open book-side entry (bank_rec_ledger_entries). */
export interface LedgerLine {
  id: string;
  /** Bank account number of the entry's account (accountId column). */
  accountId: string;
  currency?: string;
  /** Transaction date. */
  date: string;
  amountMinor: number;
  checkNo?: string;
  /**
   * A reference the bank is expected to echo (EFTPS confirmation, wire reference, NACHA trace). When it
   * is present and the bank line carries other references, they disagree: no auto-confirmation.
   */
  reference?: string;
  details?: string;
  /** The customer (spec coName). */
  coId?: string;
  taxType?: string;
  transactionType?: string;
  /** Named keys: 'payDate', 'achBatch', 'trace', 'companyId'... (see BankLine.extra). */
  groupKeys?: Readonly<Record<string, string>>;
  /** A reconciling item (manualCheck with a recType): never auto-matched. */
  reconciling?: boolean;
}

export type MatchKind = 'one-to-one' | 'one-to-many' | 'many-to-one' | 'many-to-many';

/**
 * One pass of the engine. Passes run in order; each runs over every line still open before the next
 * starts, so a high-fidelity pass wins a contested line.
 */
export interface MatchRule {
  id: string;
  kind: MatchKind;
  description?: string;
  /**
   * 'required': only candidates whose references agree (check number or reference for one-to-one; the
   * non-date grouping fields for grouped kinds), found by hash joins on them. 'scored': candidates are
   * found by amount; agreement adds points and disagreement forbids auto-confirmation.
   */
  reference: 'required' | 'scored';
  /**
   * one-to-one 'required' rules: which references join ('checkNo': bank check number = book check
   * number; 'reference': book reference = the bank's bank reference, customer reference or trace).
   * Default both.
   */
  referenceFields?: readonly ('checkNo' | 'reference')[];
  /** Largest number of days between any bank and any ledger date of a match. */
  dateWindowDays: number;
  /** Largest |bank - ledger| in cents; the larger of this and toleranceBps applies. Default 0. */
  toleranceMinor?: number;
  /** Tolerance in basis points of the bank amount. Default 0. */
  toleranceBps?: number;
  /**
   * one-to-many: ledger lines are grouped by these fields; many-to-one: bank lines. 'date' groups by day;
   * a line missing any field is not grouped. The non-date fields are also compared with the other side.
   */
  groupBy?: readonly string[];
  /** Fields compared between the sides (agree: points; both present and different: conflict). */
  keys?: readonly string[];
  /** 0-100: a unique, conflict-free candidate scoring at least this is confirmed. */
  autoConfirmThreshold: number;
  /** Below this a candidate is not even suggested. Default 50. */
  suggestThreshold?: number;
  /** Never confirm (many-to-many always behaves so). */
  suggestOnly?: boolean;
  /** Two candidates of a line closer than this (best - second <= margin) are ambiguous. Default 10. */
  ambiguityMargin?: number;
  /** Suggestions kept per bank line or bank group (best first). Default 3. */
  maxSuggestionsPerLine?: number;
  /** Grouped kinds: most lines in a group. many-to-many: most lines in a match. */
  maxItems?: number;
  /** many-to-many: most bank lines in a match (the rest are ledger lines). Default 2. */
  maxBankItems?: number;
  /** many-to-many: search steps allowed per seed bank line before it reports exhaustion. */
  stepsPerLine?: number;
}

export interface MatchReason {
  feature: 'amount' | 'date' | 'reference' | 'group';
  points: number;
  detail: string;
}

export interface Match {
  /** Bank and ledger ids, each in canonical order (amount, account, currency, date, id). */
  bankIds: readonly string[];
  ledgerIds: readonly string[];
  ruleId: string;
  /** The shape of this match (a many-to-many rule may find a one-to-many subset). */
  kind: MatchKind;
  score: number;
  /** Shared and frozen by the engine: read them, never mutate them. */
  reasons: readonly MatchReason[];
  /** Sum of bank amounts minus sum of ledger amounts: 0 unless the rule's tolerance was used. */
  differenceMinor: number;
}

export interface PassStats {
  ruleId: string;
  kind: MatchKind;
  /** Candidate pairs (or groups) scored. */
  candidates: number;
  confirmed: number;
  /** Suggestions emitted by the pass (before dropping those whose lines a later pass confirmed). */
  suggested: number;
  /** Abstract work units: candidate look-ups plus search nodes. Deterministic. */
  steps: number;
  /** Seed lines whose subset search ran out of budget. */
  budgetExhausted: number;
  /** Milliseconds on the injected clock, when one was given. */
  ms?: number;
}

export interface MatchStats {
  bankLines: number;
  ledgerLines: number;
  passes: PassStats[];
  /** Bank ids whose many-to-many search ran out of budget (canonical order). */
  budgetExhaustedBank: string[];
  steps: number;
  ms?: number;
}

export interface MatchResult {
  confirmed: Match[];
  /** Candidates for review: they may overlap and never include a confirmed line. */
  suggested: Match[];
  unmatchedBank: string[];
  /** Open ledger ids left (reconciling items excluded). */
  unmatchedLedger: string[];
  /** Reconciling items, never considered (sorted by id). */
  excludedLedger: string[];
  stats: MatchStats;
}

/** Limits for the many-to-many search; they override the rules' stepsPerLine. */
export interface MatchBudget {
  stepsPerLine?: number;
  /** Wall-clock limit per seed line on the injected clock (makes the result depend on time). */
  msPerLine?: number;
}

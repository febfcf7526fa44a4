/**
 * What an employer-funds line counts as in funds coverage. A tenant names its ledgers and transaction
 * types as it likes (the demo: ledgers Funding / Advance / Repayment / Fees, codes 165 / 455 / 142 / 698),
 * so the rule reads words, not exact names:
 *
 * 1. the line's ledger name (its ledger account's `ledger`), then its transaction type, is searched for a
 *    word that names a category: `fee`/`fees` -> fee, `repay...` -> repayment, `advanc...` -> advance,
 *    `fund...`/`prefund...` -> funding (checked in that order, so 'Fee refund' is a fee);
 * 2. when neither names one, the sign decides: a credit (>= 0) is funding, a debit an advance.
 *
 * The category only splits the balance into its four figures; the balance is always the plain sum of the
 * amounts, whatever the categories. The SQL of the server (`fundsCategorySql`) states the same rule with
 * PostgreSQL word boundaries; a word is a run of ASCII letters, digits and underscores in both.
 */

export const FUNDS_CATEGORIES = ['funding', 'advance', 'repayment', 'fee'] as const;
export type FundsCategory = (typeof FUNDS_CATEGORIES)[number];

/** Category word patterns, in the order they are tried (each applies to one word, lower case). */
export const FUNDS_CATEGORY_WORDS: readonly { category: FundsCategory; word: RegExp; sql: string }[] = [
  { category: 'fee', word: /^fees?$/, sql: '\\mfees?\\M' },
  { category: 'repayment', word: /^repay/, sql: '\\mrepay' },
  { category: 'advance', word: /^advanc/, sql: '\\madvanc' },
  { category: 'funding', word: /^(pre)?fund/, sql: '\\m(pre)?fund' },
];

function namedCategory(name: string | undefined | null): FundsCategory | null {
  if (!name) return null;
  const words = name.toLowerCase().split(/[^a-z0-9_]+/);
  for (const { category, word } of FUNDS_CATEGORY_WORDS) {
    if (words.some((w) => word.test(w))) return category;
  }
  return null;
}

export interface CategorisedLine {
  amountMinor: number;
  ledger?: string | null;
  transactionType?: string | null;
}

export function fundsCategoryOf(line: CategorisedLine): FundsCategory {
  return (
    namedCategory(line.ledger) ??
    namedCategory(line.transactionType) ??
    (line.amountMinor >= 0 ? 'funding' : 'advance')
  );
}

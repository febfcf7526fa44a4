/**
 * The lines a transfer posts (spec §3 "Transfer line", §5, §9) and their canonical text for the
 * transfer hash.
 *
 * Decisions:
 * - amount is a decimal STRING with exactly 2 decimals ('-1234.50'), not a JSON number. A string is
 *   exact for every safe amount, keeps the trailing zero, reads back through parseApiAmount, and gives
 *   the hash one spelling per amount. (A JSON number is a double: past 15 significant digits two
 *   amounts a cent apart can share one.) The server still accepts numbers from spec-era clients.
 * - The from line is negative with transaction code 506, each to line positive with code 206, one line
 *   per row, from line first. The lines sum to exactly zero cents (validateTransfer guarantees it).
 * - transactionType carries the code's description from the tenant's code list ("descriptions from
 *   the code list", spec §9); when the list lacks the code, the code itself ('506' / '206').
 * - Non-banking to lines use the from row's account: a non-banking transfer moves money between
 *   customers within the books of one account, which is why the dialog asks no to account in that mode.
 * - taxCode is kept only for a tax account (spec §5), else ''. Customer ids are normalised like stored
 *   ids (trim, upper-case); details are trimmed and NFC-normalised, so the same visible transfer
 *   always hashes the same.
 */

import { minorToDecimalString, parseAmountInput } from '../money';
import {
  findTransactionCode,
  isTaxAccount,
  type LedgerConfig,
  type ResolvedAccount,
  resolveAccount,
} from './config';
import { normaliseCustomerId } from './customer-id-rule';
import { textOf } from './fields';
import {
  type TransferDraft,
  type TransferRowDraft,
  type TransferValidation,
  validateTransfer,
} from './transfer';

export const TRANSFER_FROM_TRANSACTION_CODE = '506';
export const TRANSFER_TO_TRANSACTION_CODE = '206';

/** One line of POST /api/bankRec/items/bankRecLedger/transferMoney's payload. */
export interface TransferLine {
  accountName: string;
  /** Customer (client) id. */
  co: string;
  /** Signed decimal string with 2 decimals: '-1234.50' on the from line, '1234.50' on to lines. */
  amount: string;
  details: string;
  /** 'YYYY-MM-DD' */
  transactionDate: string;
  accountId: string;
  ledger: string;
  ledgerId: string;
  transactionType: string;
  taxCode: string;
  nonbanking: boolean;
}

/** The line fields in canonical (alphabetical) order. */
export const TRANSFER_LINE_KEYS = [
  'accountId',
  'accountName',
  'amount',
  'co',
  'details',
  'ledger',
  'ledgerId',
  'nonbanking',
  'taxCode',
  'transactionDate',
  'transactionType',
] as const satisfies readonly (keyof TransferLine)[];

export type BuildTransferLinesResult =
  | { ok: true; lines: TransferLine[]; nonBnkTransfer: boolean }
  | { ok: false; error: 'invalidDraft'; validation: TransferValidation }
  | { ok: false; error: 'unknownAccount'; accountName: string };

function transactionTypeFor(config: LedgerConfig, code: string): string {
  return findTransactionCode(config.transactionCodes, code)?.transDesc.trim() || code;
}

/** Builds the payload lines, or says why it cannot (the draft is not submittable, an account is unknown). */
export function buildTransferLines(draft: TransferDraft, config: LedgerConfig): BuildTransferLinesResult {
  const validation = validateTransfer(draft);
  if (!validation.canSubmit) return { ok: false, error: 'invalidDraft', validation };

  const nonbanking = draft.mode === 'nonBanking';
  const fromAccount = resolveAccount(config, draft.from.account);
  if (!fromAccount) return { ok: false, error: 'unknownAccount', accountName: textOf(draft.from.account) };
  const toAccounts: ResolvedAccount[] = [];
  for (const row of draft.to) {
    const account = nonbanking ? fromAccount : resolveAccount(config, row.account);
    if (!account) return { ok: false, error: 'unknownAccount', accountName: textOf(row.account) };
    toAccounts.push(account);
  }

  const details = textOf(draft.details).normalize('NFC');
  const transactionDate = textOf(draft.transactionDate);
  const line = (
    row: TransferRowDraft,
    account: ResolvedAccount,
    cents: number,
    code: string,
  ): TransferLine => ({
    accountName: account.accountName,
    co: normaliseCustomerId(row.customer),
    amount: minorToDecimalString(cents),
    details,
    transactionDate,
    accountId: account.accountId,
    ledger: account.ledger,
    ledgerId: account.ledgerId,
    transactionType: transactionTypeFor(config, code),
    taxCode: isTaxAccount(account) ? textOf(row.taxCode) : '',
    nonbanking,
  });

  const fromCents = validation.totals.fromCents;
  const lines = [line(draft.from, fromAccount, -fromCents, TRANSFER_FROM_TRANSACTION_CODE)];
  draft.to.forEach((row, index) => {
    const parsed = parseAmountInput(row.amount);
    // validateTransfer accepted the draft, so every to amount parsed; the guard keeps the types honest.
    if (!parsed.ok) throw new Error('validated transfer has an unparsable amount');
    lines.push(line(row, toAccounts[index] as ResolvedAccount, parsed.cents, TRANSFER_TO_TRANSACTION_CODE));
  });
  return { ok: true, lines, nonBnkTransfer: nonbanking };
}

/**
 * A deterministic text of one line for the SHA-256 transfer hash (hashing happens outside the domain:
 * WebCrypto in the browser, node:crypto on the server). JSON of exactly the spec's fields in
 * alphabetical key order; other properties are ignored, so any party can rebuild it from the stored
 * line.
 */
export function canonicalTransferLine(line: TransferLine): string {
  return canonicalLineOf(line, TRANSFER_LINE_KEYS);
}

/** One line as JSON of exactly `keys`, in that order: the canonical form both areas' hashes use. */
export function canonicalLineOf<L extends object>(line: L, keys: readonly (keyof L & string)[]): string {
  const ordered: Record<string, unknown> = {};
  for (const key of keys) ordered[key] = line[key];
  return JSON.stringify(ordered);
}

/** The canonical text of a whole payload: one canonical line per row, in order, joined by '\n'. */
export function canonicalLinesOf<L extends object>(
  lines: readonly L[],
  keys: readonly (keyof L & string)[],
): string {
  return lines.map((line) => canonicalLineOf(line, keys)).join('\n');
}

/** The canonical text of a bank-rec payload. */
export function canonicalTransferLines(lines: readonly TransferLine[]): string {
  return canonicalLinesOf(lines, TRANSFER_LINE_KEYS);
}

/** The ledger entry fields one transfer line posts (amount in integer cents, signed as the line's). */
export interface TransferEntryFields {
  details: string;
  amountMinor: number;
  transactionDate: string;
  coId: string;
  ledger: string;
  transactionType: string;
  account: string;
  ledgerId: string;
  accountId: string;
  taxCode: string;
  transferLine: number;
}

/**
 * A transfer's line as the ledger entry it posts: the one mapping the transfer service and the demo
 * seed share. `index` is the line's place in the transfer (0: the from line).
 */
export function transferEntryFields(
  line: TransferLine,
  index: number,
  amountMinor: number,
): TransferEntryFields {
  return {
    details: line.details,
    amountMinor,
    transactionDate: line.transactionDate,
    coId: line.co,
    ledger: line.ledger,
    transactionType: line.transactionType,
    account: line.accountName,
    ledgerId: line.ledgerId,
    accountId: line.accountId,
    taxCode: line.taxCode,
    transferLine: index,
  };
}

/**
 * The employer-funds transfer lines (spec §3 "Transfer line": the employer-area line uses employer,
 * employerName, partner, partnerName and customer instead of co and taxCode).
 *
 * They are built by the bank-rec builder (one rule for signs, codes, accounts, amounts and details):
 * the employer stands where the customer stands, then each line gets its row's partner and payroll
 * customer. The hash is computed the same way as the bank-rec one over this line's own keys.
 */

import type { LedgerConfig } from './config';
import { normaliseCustomerId } from './customer-id-rule';
import { textOf } from './fields';
import type { TransferDraft, TransferMode, TransferRowDraft } from './transfer';
import {
  type BuildTransferLinesResult,
  buildTransferLines,
  canonicalLinesOf,
  type TransferLine,
} from './transfer-lines';

/**
 * One line of POST /api/employeeFunds/items/bankRecLedger/ewaTransferMoney's payload: the bank-rec
 * line with the employer and its partner for `co`, the payroll customer for `taxCode`.
 */
export interface EwaTransferLine extends Omit<TransferLine, 'co' | 'taxCode'> {
  /** Employer id. */
  employer: string;
  employerName: string;
  /** Partner id (the employer's partner). */
  partner: string;
  partnerName: string;
  /** The payroll customer the money concerns (free text id, may be ''). */
  customer: string;
}

/** The line fields in canonical (alphabetical) order: what the transfer hash covers. */
export const EWA_TRANSFER_LINE_KEYS = [
  'accountId',
  'accountName',
  'amount',
  'customer',
  'details',
  'employer',
  'employerName',
  'ledger',
  'ledgerId',
  'nonbanking',
  'partner',
  'partnerName',
  'transactionDate',
  'transactionType',
] as const satisfies readonly (keyof EwaTransferLine)[];

/** A row of the employer-funds Transfer Money dialog. */
export interface EwaTransferRowDraft {
  account: string;
  employer: string;
  employerName?: string;
  partner: string;
  partnerName?: string;
  customer?: string;
  amount: string;
}

export interface EwaTransferDraft {
  mode: TransferMode | null;
  transactionDate: string;
  details: string;
  from: EwaTransferRowDraft;
  to: EwaTransferRowDraft[];
}

/** The bank-rec draft the shared rule validates: the employer is the row's party (its `customer`). */
export function ewaDraftAsTransferDraft(draft: EwaTransferDraft): TransferDraft {
  const row = (r: EwaTransferRowDraft): TransferRowDraft => ({
    account: r.account,
    customer: r.employer,
    amount: r.amount,
  });
  return { ...draft, from: row(draft.from), to: draft.to.map(row) };
}

export type BuildEwaTransferLinesResult =
  | { ok: true; lines: EwaTransferLine[]; nonBnkTransfer: boolean }
  | Exclude<BuildTransferLinesResult, { ok: true }>;

export function buildEwaTransferLines(
  draft: EwaTransferDraft,
  config: LedgerConfig,
): BuildEwaTransferLinesResult {
  const built = buildTransferLines(ewaDraftAsTransferDraft(draft), config);
  if (!built.ok) return built;
  const rows = [draft.from, ...draft.to];
  const lines = built.lines.map((line, index): EwaTransferLine => {
    const row = rows[index] as EwaTransferRowDraft;
    return {
      accountName: line.accountName,
      employer: line.co,
      employerName: textOf(row.employerName),
      partner: normaliseCustomerId(row.partner),
      partnerName: textOf(row.partnerName),
      customer: normaliseCustomerId(row.customer ?? ''),
      amount: line.amount,
      details: line.details,
      transactionDate: line.transactionDate,
      accountId: line.accountId,
      ledger: line.ledger,
      ledgerId: line.ledgerId,
      transactionType: line.transactionType,
      nonbanking: line.nonbanking,
    };
  });
  return { ok: true, lines, nonBnkTransfer: built.nonBnkTransfer };
}

/** The canonical text of an employer-funds payload (hash it with SHA-256, hex). */
export function canonicalEwaTransferLines(lines: readonly EwaTransferLine[]): string {
  return canonicalLinesOf(lines, EWA_TRANSFER_LINE_KEYS);
}

import type { EwaTransferLineInput, TransferLineInput } from '@clearline/contracts';
import {
  type BuildTransferLinesResult,
  buildEwaTransferLines,
  buildTransferLines,
  canonicalEwaTransferLines,
  canonicalTransferLines,
  EWA_SOURCE_FILE_DEFAULT,
  EWA_TRANSFER_LINE_KEYS,
  type EwaTransferLine,
  type LedgerConfig,
  normaliseCustomerId,
  TRANSFER_LINE_KEYS,
  type TransferLine,
  type TransferMode,
  transferEntryFields,
} from '@clearline/domain';
import { BANK_REC_AREA, EWA_AREA } from '@clearline/domain/areas';
import type { z } from 'zod';
import type { NewEntry } from './ledger.repository';

/**
 * What differs between the two areas' transfer lines (spec §3 "Transfer line": the employer-area line
 * has employer, partner and customer instead of co and taxCode), declared once per area. The check
 * (transfer-check.ts) and the posting (transfers.service.ts) are shared.
 */

/** The fields every area's sent line has. */
export interface TransferLineText {
  accountName: string;
  amount: number | string;
  details: string;
  transactionDate: string;
  transactionType: string;
  nonbanking: boolean;
}

type Built<L> =
  | { ok: true; lines: L[]; nonBnkTransfer: boolean }
  | Exclude<BuildTransferLinesResult, { ok: true }>;

export interface TransferLineShape<I extends TransferLineText, L extends object> {
  /** The line's keys the hash covers, in canonical order. */
  keys: readonly (keyof L & string)[];
  /** The sent field that names the line's party ('co' / 'employer'), for error paths. */
  partyField: string;
  /** Refuse amounts with more than 2 decimals instead of rounding them (the area descriptor's rule). */
  exactAmounts: boolean;
  /** The domain's lines for the sent payload (amounts as the dialog typed them: all positive). */
  build(payload: I[], amounts: string[], mode: TransferMode, config: LedgerConfig): Built<L>;
  /** A sent line normalised as the domain builds lines, to compare with the rebuilt one. */
  normalise(sent: I, amount: string): L;
  canonical(lines: readonly L[]): string;
  /** The line's party (customer or employer id) and, for employer funds, its partner. */
  party(line: L): { id: string; partner: string | null };
  /** The ledger entry columns the line posts. */
  entryFields(line: L, index: number, cents: number): Omit<NewEntry, 'organizationId'>;
}

type BankLineInput = z.output<typeof TransferLineInput>;

/** The fields both areas' lines have, normalised as the domain builds them. */
function normaliseShared(sent: BankLineInput | EwaLineInput, amount: string) {
  return {
    accountName: sent.accountName.trim(),
    amount,
    details: sent.details.trim().normalize('NFC'),
    transactionDate: sent.transactionDate.trim(),
    accountId: sent.accountId.trim(),
    ledger: sent.ledger.trim(),
    ledgerId: sent.ledgerId.trim(),
    transactionType: sent.transactionType.trim(),
    nonbanking: sent.nonbanking,
  };
}
type EwaLineInput = z.output<typeof EwaTransferLineInput>;

/** The dialog's draft a payload stands for: its first line is the from row, the others the to rows. */
function draftOf<I extends TransferLineText, R>(
  payload: I[],
  amounts: string[],
  mode: TransferMode,
  row: (line: I, amount: string) => R,
) {
  const [from] = payload as [I];
  return {
    mode,
    transactionDate: from.transactionDate,
    details: from.details,
    from: row(from, amounts[0] as string),
    to: payload.slice(1).map((line, i) => row(line, amounts[i + 1] as string)),
  };
}

export const BANK_REC_TRANSFER: TransferLineShape<BankLineInput, TransferLine> = {
  keys: TRANSFER_LINE_KEYS,
  partyField: 'co',
  exactAmounts: BANK_REC_AREA.refuseExtraDecimals,
  build: (payload, amounts, mode, config) =>
    buildTransferLines(
      draftOf(payload, amounts, mode, (line, amount) => ({
        account: line.accountName,
        customer: line.co,
        amount,
        taxCode: line.taxCode,
      })),
      config,
    ),
  normalise: (sent, amount) => ({
    ...normaliseShared(sent, amount),
    co: normaliseCustomerId(sent.co),
    taxCode: sent.taxCode.trim(),
  }),
  canonical: canonicalTransferLines,
  party: (line) => ({ id: line.co, partner: null }),
  entryFields: (line, index, cents) => transferEntryFields(line, index, cents),
};

export const EWA_TRANSFER: TransferLineShape<EwaLineInput, EwaTransferLine> = {
  keys: EWA_TRANSFER_LINE_KEYS,
  partyField: 'employer',
  exactAmounts: EWA_AREA.refuseExtraDecimals,
  build: (payload, amounts, mode, config) =>
    buildEwaTransferLines(
      draftOf(payload, amounts, mode, (line, amount) => ({
        account: line.accountName,
        employer: line.employer,
        employerName: line.employerName,
        partner: line.partner,
        partnerName: line.partnerName,
        customer: line.customer,
        amount,
      })),
      config,
    ),
  normalise: (sent, amount) => ({
    ...normaliseShared(sent, amount),
    employer: normaliseCustomerId(sent.employer),
    employerName: sent.employerName.trim(),
    partner: normaliseCustomerId(sent.partner),
    partnerName: sent.partnerName.trim(),
    customer: normaliseCustomerId(sent.customer),
  }),
  canonical: canonicalEwaTransferLines,
  party: (line) => ({ id: line.employer, partner: line.partner }),
  entryFields: (line, index, cents) => ({
    area: 'ewa',
    details: line.details,
    amountMinor: cents,
    transactionDate: line.transactionDate,
    coId: line.employer,
    partner: line.partner,
    customer: line.customer,
    ledger: line.ledger,
    transactionType: line.transactionType,
    account: line.accountName,
    ledgerId: line.ledgerId,
    accountId: line.accountId,
    sourceFile: EWA_SOURCE_FILE_DEFAULT,
    transferLine: index,
  }),
};

import type { EwaTransferMoneyBody, TransferMoneyBody } from '@clearline/contracts';
import {
  type BuildTransferLinesResult,
  buildEwaTransferLines,
  buildTransferLines,
  canonicalEwaTransferLines,
  canonicalTransferLines,
  type EwaTransferDraft,
  type EwaTransferLine,
  type EwaTransferRowDraft,
  isTaxAccount,
  type LedgerConfig,
  resolveAccount,
  type TransferDraft,
  type TransferLine,
  type TransferRowDraft,
} from '@clearline/domain/ledger';
import type { z } from 'zod';

/** 64 lower-case hex digits of the SHA-256 of the text's UTF-8 bytes (WebCrypto). */
export async function sha256Hex(
  text: string,
  subtle: SubtleCrypto = globalThis.crypto.subtle,
): Promise<string> {
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The transfer hash exactly as docs/domain/bank-rec-records.md and the contract describe it:
 * sha256-hex(canonicalTransferLines(lines)). The server recomputes it and refuses any other.
 */
export function transferHash(lines: readonly TransferLine[], subtle?: SubtleCrypto): Promise<string> {
  return sha256Hex(canonicalTransferLines(lines), subtle);
}

export type TransferMoneyRequest = z.input<typeof TransferMoneyBody>;

export type TransferRequestResult =
  | { ok: true; body: TransferMoneyRequest; lines: TransferLine[] }
  | { ok: false; reason: 'invalidDraft' }
  | { ok: false; reason: 'unknownAccount'; accountName: string };

/** The lines of a transfer (either area) hashed into its request body, or why they could not be built. */
async function transferRequestOf<L>(
  built: { ok: true; lines: L[]; nonBnkTransfer: boolean } | Exclude<BuildTransferLinesResult, { ok: true }>,
  canonical: (lines: readonly L[]) => string,
  subtle: SubtleCrypto | undefined,
): Promise<
  | { ok: true; lines: L[]; body: { data: { payload: L[]; transferHash: string; nonBnkTransfer: boolean } } }
  | { ok: false; reason: 'invalidDraft' }
  | { ok: false; reason: 'unknownAccount'; accountName: string }
> {
  if (!built.ok) {
    return built.error === 'unknownAccount'
      ? { ok: false, reason: 'unknownAccount', accountName: built.accountName }
      : { ok: false, reason: 'invalidDraft' };
  }
  const hash = await sha256Hex(canonical(built.lines), subtle);
  return {
    ok: true,
    lines: built.lines,
    body: { data: { payload: built.lines, transferHash: hash, nonBnkTransfer: built.nonBnkTransfer } },
  };
}

/** The POST transferMoney body for a draft: the domain builds the lines, WebCrypto hashes them. */
export function buildTransferRequest(
  draft: TransferDraft,
  config: LedgerConfig,
  subtle?: SubtleCrypto,
): Promise<TransferRequestResult> {
  return transferRequestOf(buildTransferLines(draft, config), canonicalTransferLines, subtle);
}

export type EwaTransferMoneyRequest = z.input<typeof EwaTransferMoneyBody>;

/** What the employer box told the dialog about a chosen employer. */
export interface EmployerPick {
  employerName: string;
  partner: string;
  partnerName: string;
}

/**
 * The dialog keeps one draft for both areas: a row's `customer` is its party (the employer in employer
 * funds) and its `taxCode` the area's extra (the tax code in bank-rec, the payroll customer in employer
 * funds). This is the employer-funds draft the domain builds lines from.
 */
export function toEwaTransferDraft(
  draft: TransferDraft,
  employers: Readonly<Record<string, EmployerPick>>,
): EwaTransferDraft {
  const row = (r: TransferRowDraft): EwaTransferRowDraft => {
    const pick = employers[r.customer];
    return {
      account: r.account,
      employer: r.customer,
      employerName: pick?.employerName ?? '',
      partner: pick?.partner ?? '',
      partnerName: pick?.partnerName ?? '',
      customer: r.taxCode ?? '',
      amount: r.amount,
    };
  };
  return { ...draft, from: row(draft.from), to: draft.to.map(row) };
}

export type EwaTransferRequestResult =
  | { ok: true; body: EwaTransferMoneyRequest; lines: EwaTransferLine[] }
  | { ok: false; reason: 'invalidDraft' }
  | { ok: false; reason: 'unknownAccount'; accountName: string };

/** The POST ewaTransferMoney body: the domain's employer-funds lines, hashed as the bank-rec ones. */
export function buildEwaTransferRequest(
  draft: EwaTransferDraft,
  config: LedgerConfig,
  subtle?: SubtleCrypto,
): Promise<EwaTransferRequestResult> {
  return transferRequestOf(buildEwaTransferLines(draft, config), canonicalEwaTransferLines, subtle);
}

/** Which row of the dialog: the from row or a to-row by index. */
export type TransferRowRef = 'from' | number;

/**
 * The account a row posts to: its own, except to-rows in non-banking mode, which post to the from
 * account (the domain's buildTransferLines rule; the dialog asks them no account).
 */
export function effectiveAccountName(draft: TransferDraft, row: TransferRowRef): string {
  if (row === 'from') return draft.from.account;
  if (draft.mode === 'nonBanking') return draft.from.account;
  return draft.to[row]?.account ?? '';
}

/** The tax code field shows only when the row's account is a Tax account (spec §5). */
export function rowShowsTaxCode(draft: TransferDraft, row: TransferRowRef, config: LedgerConfig): boolean {
  return isTaxAccount(resolveAccount(config, effectiveAccountName(draft, row)));
}

function updateRow(
  draft: TransferDraft,
  row: TransferRowRef,
  change: Partial<TransferRowDraft>,
): TransferDraft {
  if (row === 'from') return { ...draft, from: { ...draft.from, ...change } };
  return { ...draft, to: draft.to.map((r, i) => (i === row ? { ...r, ...change } : r)) };
}

/** Sets a row's field. */
export function setRowField(
  draft: TransferDraft,
  row: TransferRowRef,
  field: 'account' | 'customer' | 'amount' | 'taxCode',
  value: string,
): TransferDraft {
  return updateRow(draft, row, { [field]: value });
}

/**
 * Chooses a row's account. Spec §5: choosing a non-Tax account clears the tax code; in non-banking
 * mode the from account is every to-row's account too, so their tax codes follow it.
 */
export function chooseRowAccount(
  draft: TransferDraft,
  row: TransferRowRef,
  accountName: string,
  config: LedgerConfig,
): TransferDraft {
  const tax = isTaxAccount(resolveAccount(config, accountName));
  let next = updateRow(draft, row, { account: accountName, ...(tax ? {} : { taxCode: '' }) });
  if (row === 'from' && next.mode === 'nonBanking' && !tax) {
    next = { ...next, to: next.to.map((r) => ({ ...r, taxCode: '' })) };
  }
  return next;
}

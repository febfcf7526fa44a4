import type { TransferMoneyBody } from '@clearline/contracts';
import {
  buildTransferLines,
  canonicalTransferLines,
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

/** The POST transferMoney body for a draft: the domain builds the lines, WebCrypto hashes them. */
export async function buildTransferRequest(
  draft: TransferDraft,
  config: LedgerConfig,
  subtle?: SubtleCrypto,
): Promise<TransferRequestResult> {
  const built = buildTransferLines(draft, config);
  if (!built.ok) {
    return built.error === 'unknownAccount'
      ? { ok: false, reason: 'unknownAccount', accountName: built.accountName }
      : { ok: false, reason: 'invalidDraft' };
  }
  const hash = await transferHash(built.lines, subtle);
  return {
    ok: true,
    lines: built.lines,
    body: { data: { payload: built.lines, transferHash: hash, nonBnkTransfer: built.nonBnkTransfer } },
  };
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
  field: 'customer' | 'amount' | 'taxCode',
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

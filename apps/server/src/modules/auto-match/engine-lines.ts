import {
  type BankLine,
  EwaBankKeys,
  type EwaDirectory,
  ewaLedgerKeys,
  type LedgerLine,
  type MatchReason,
} from '@clearline/domain/matching';
import type { OpenBankRow, OpenLedgerRow } from './auto-match.repository';

/** BAI2 475 'Check paid', 395 'Check deposited'... the detail carries the check number. */
const CHECK_TYPE_CODES = new Set(['475', '395', '476', '477']);

/** An integer amount read from PostgreSQL's text of a bigint; a value past 2^53 cannot be matched safely. */
function minor(text: string, id: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new RangeError(`amount of ${id} is not a safe integer: ${text}`);
  return value;
}

/**
 * A stored bank transaction as the engine sees it. The check number of a paid check is its customer
 * reference (BAI2 475, OFX CHECKNUM) or an explicit extra key; a NACHA entry's bank reference is its trace
 * and its batch number groups it with the book's ACH batch.
 */
export function toBankLine(row: OpenBankRow, accountId: string): BankLine {
  const extra: Record<string, string> = { ...(row.extra ?? {}) };
  if (extra.batchNumber && !extra.achBatch) extra.achBatch = extra.batchNumber;
  if (extra.secCode && row.bank_reference && !extra.trace) extra.trace = row.bank_reference;
  const checkNo =
    extra.checkNumber ||
    (CHECK_TYPE_CODES.has(row.type_code) ? row.customer_reference || row.bank_reference : '');
  return {
    id: row.id,
    accountId,
    currency: row.currency || 'USD',
    date: row.value_date,
    amountMinor: minor(row.amount, row.id),
    bankReference: row.bank_reference,
    customerReference: row.customer_reference,
    ...(checkNo ? { checkNo } : {}),
    text: row.text,
    typeCode: row.type_code,
    extra,
  };
}

/**
 * An open ledger entry as the engine sees it; reconciling items are passed so they are counted, not
 * matched. An employer-funds line (it carries `partner`) also has the keys its area's rules compare
 * (the domain's ewaLedgerKeys: employer, partner, settlementPartner).
 */
export function toLedgerLine(row: OpenLedgerRow, accountId: string): LedgerLine {
  const base = { coId: row.co_id, taxCode: row.tax_code };
  const groupKeys: Record<string, string> =
    row.partner === undefined
      ? base
      : { ...base, ...ewaLedgerKeys({ coId: row.co_id, partner: row.partner, ledger: row.ledger ?? '' }) };
  return {
    id: row.id,
    accountId,
    currency: 'USD',
    date: row.transaction_date,
    amountMinor: minor(row.amount, row.id),
    ...(row.check_no ? { checkNo: row.check_no } : {}),
    details: row.details,
    coId: row.co_id,
    taxType: row.tax_type,
    transactionType: row.transaction_type,
    groupKeys,
    reconciling: row.excluded,
  };
}

/**
 * Employer-funds bank lines get the `employer` and `partner` keys their text and company id name (the
 * domain's EwaBankKeys says exactly what is compared); written into the rows' `extra`, which the engine
 * reads as named keys.
 */
export function withEwaKeys(rows: OpenBankRow[], directory: EwaDirectory): void {
  const keys = new EwaBankKeys(directory);
  for (const row of rows) {
    const found = keys.keysOf(row.text, row.extra);
    if (found.employer || found.partner) row.extra = { ...(row.extra ?? {}), ...found };
  }
}

/** Order-free key of a set of bank and ledger ids (to recognise a rejected suggestion). */
export { lineSetKey } from '@clearline/domain/matching';

/** The rows an engine run read, by id, for writing its matches; reason lists serialised once each. */
export class MatchLines {
  private readonly bankById: Map<string, OpenBankRow>;
  private readonly ledgerById: Map<string, OpenLedgerRow>;
  private readonly reasons = new Map<string, string>();

  constructor(bankRows: readonly OpenBankRow[], ledgerRows: readonly OpenLedgerRow[]) {
    this.bankById = new Map(bankRows.map((r) => [r.id, r]));
    this.ledgerById = new Map(ledgerRows.map((r) => [r.id, r]));
  }

  bank(id: string): OpenBankRow {
    const row = this.bankById.get(id);
    if (!row) throw new Error(`engine returned an unknown bank line ${id}`);
    return row;
  }

  ledger(id: string): OpenLedgerRow {
    const row = this.ledgerById.get(id);
    if (!row) throw new Error(`engine returned an unknown ledger line ${id}`);
    return row;
  }

  /**
   * Exact-amount matches carry the same few reason lists (one frozen array each in the engine, copies
   * once they crossed from the worker thread): keyed by their points and details, each is serialised once.
   */
  reasonsJson(reasons: readonly MatchReason[]): string {
    const key = reasons.map((r) => `${r.feature}:${r.points}:${r.detail}`).join('|');
    let json = this.reasons.get(key);
    if (json === undefined) {
      json = JSON.stringify(reasons);
      this.reasons.set(key, json);
    }
    return json;
  }
}

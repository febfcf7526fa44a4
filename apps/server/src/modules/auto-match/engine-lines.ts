import {
  type BankLine,
  EwaBankKeys,
  type EwaDirectory,
  ewaLedgerKeys,
  type LedgerLine,
  type MatchReason,
} from '@clearline/domain/matching';
import { forEachCopyRow } from '../../platform/copy-text';
import { RecurringText } from '../../platform/csv-rows';
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
  for (const row of rows) withEwaKeysOf(keys, row);
}

function withEwaKeysOf(keys: EwaBankKeys, row: OpenBankRow): void {
  const found = keys.keysOf(row.text, row.extra);
  if (found.employer || found.partner) row.extra = { ...(row.extra ?? {}), ...found };
}

/** Order-free key of a set of bank and ledger ids (to recognise a rejected suggestion). */
export { lineSetKey } from '@clearline/domain/matching';

/**
 * Serialises reason lists, each distinct list once, as RecurringText (encoded for COPY once as well):
 * exact-amount matches carry the same few lists. The engine hands out one frozen array per list, so the
 * array itself is the first key; equal lists in other arrays are found by their points and details.
 */
export class ReasonsJson {
  private readonly byArray = new Map<readonly MatchReason[], RecurringText>();
  private readonly byKey = new Map<string, RecurringText>();

  of(reasons: readonly MatchReason[]): RecurringText {
    let json = this.byArray.get(reasons);
    if (json !== undefined) return json;
    const key = reasons.map((r) => `${r.feature}:${r.points}:${r.detail}`).join('|');
    json = this.byKey.get(key);
    if (json === undefined) {
      json = new RecurringText(JSON.stringify(reasons));
      this.byKey.set(key, json);
    }
    this.byArray.set(reasons, json);
    return json;
  }
}

/**
 * The columns of an open bank line as a run reads them (auto-match.repository: openBankLinesCopy), in
 * order: the COPY text is parsed by position.
 */
export const OPEN_BANK_COLUMNS = [
  'id',
  'value_date',
  'amount',
  'currency',
  'type_code',
  'bank_reference',
  'customer_reference',
  'text',
  'extra',
] as const;

/** The same for open ledger lines (ledgerSelect): employer-funds lines add their partner and ledger. */
export function openLedgerColumns(ewa: boolean): readonly string[] {
  const base = ['id', 'transaction_date', 'amount', 'check_no', 'details', 'co_id', 'tax_type', 'tax_code'];
  return [...base, 'transaction_type', 'excluded', ...(ewa ? ['partner', 'ledger'] : [])];
}

/**
 * The engine's bank lines from the COPY text of an account's open bank lines; employer-funds lines
 * (a directory given) get their employer and partner keys as withEwaKeys gives them.
 */
export function bankLinesOfCopy(
  bytes: Uint8Array,
  accountId: string,
  directory: EwaDirectory | null,
): BankLine[] {
  const keys = directory ? new EwaBankKeys(directory) : null;
  const lines: BankLine[] = [];
  forEachCopyRow(bytes, OPEN_BANK_COLUMNS.length, (f) => {
    const row: OpenBankRow = {
      id: f[0] ?? '',
      value_date: f[1] ?? '',
      amount: f[2] ?? '',
      currency: f[3] ?? '',
      type_code: f[4] ?? '',
      bank_reference: f[5] ?? '',
      customer_reference: f[6] ?? '',
      text: f[7] ?? '',
      extra: f[8] === null || f[8] === undefined ? null : (JSON.parse(f[8]) as Record<string, string>),
    };
    if (keys) withEwaKeysOf(keys, row);
    lines.push(toBankLine(row, accountId));
  });
  return lines;
}

/** The engine's ledger lines from the COPY text of an account's open ledger lines (openLedgerColumns). */
export function ledgerLinesOfCopy(bytes: Uint8Array, accountId: string, ewa: boolean): LedgerLine[] {
  const lines: LedgerLine[] = [];
  forEachCopyRow(bytes, openLedgerColumns(ewa).length, (f) => {
    const row: OpenLedgerRow = {
      id: f[0] ?? '',
      transaction_date: f[1] ?? '',
      amount: f[2] ?? '',
      check_no: f[3] ?? '',
      details: f[4] ?? '',
      co_id: f[5] ?? '',
      tax_type: f[6] ?? '',
      tax_code: f[7] ?? '',
      transaction_type: f[8] ?? '',
      excluded: f[9] === 't',
      ...(ewa ? { partner: f[10] ?? '', ledger: f[11] ?? '' } : {}),
    };
    lines.push(toLedgerLine(row, accountId));
  });
  return lines;
}

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
  const extra = row.extra ? { ...row.extra } : null;
  return bankLine(
    accountId,
    row.id,
    row.value_date,
    row.amount,
    row.currency,
    row.type_code,
    row.bank_reference,
    row.customer_reference,
    row.text,
    extra,
  );
}

/** No extra keys: shared by every line without any (nothing writes into it: see bankLine). */
const NO_EXTRA: Readonly<Record<string, string>> = Object.freeze({});

/**
 * toBankLine from the row's values, with no row object (a run parses hundreds of thousands). `extra` is
 * the line's own: its NACHA keys are added to it.
 */
function bankLine(
  accountId: string,
  id: string,
  date: string,
  amount: string,
  currency: string,
  typeCode: string,
  bankReference: string,
  customerReference: string,
  text: string,
  extra: Record<string, string> | null,
): BankLine {
  if (extra) {
    if (extra.batchNumber && !extra.achBatch) extra.achBatch = extra.batchNumber;
    if (extra.secCode && bankReference && !extra.trace) extra.trace = bankReference;
  }
  const checkNo =
    extra?.checkNumber || (CHECK_TYPE_CODES.has(typeCode) ? customerReference || bankReference : '');
  return {
    id,
    accountId,
    currency: currency || 'USD',
    date,
    amountMinor: minor(amount, id),
    bankReference,
    customerReference,
    ...(checkNo ? { checkNo } : {}),
    text,
    typeCode,
    extra: extra ?? NO_EXTRA,
  };
}

/**
 * An open ledger entry as the engine sees it; reconciling items are passed so they are counted, not
 * matched. An employer-funds line (it carries `partner`) also has the keys its area's rules compare
 * (the domain's ewaLedgerKeys: employer, partner, settlementPartner).
 */
export function toLedgerLine(row: OpenLedgerRow, accountId: string): LedgerLine {
  const ewa = row.partner === undefined ? null : { partner: row.partner, ledger: row.ledger ?? '' };
  return ledgerLine(
    accountId,
    row.id,
    row.transaction_date,
    row.amount,
    row.check_no,
    row.details,
    row.co_id,
    row.tax_type,
    row.tax_code,
    row.transaction_type,
    row.excluded,
    ewa,
  );
}

/** toLedgerLine from the row's values, with no row object. */
function ledgerLine(
  accountId: string,
  id: string,
  date: string,
  amount: string,
  checkNo: string,
  details: string,
  coId: string,
  taxType: string,
  taxCode: string,
  transactionType: string,
  excluded: boolean,
  ewa: { partner: string; ledger: string } | null,
): LedgerLine {
  const groupKeys: Record<string, string> = ewa
    ? { coId, taxCode, ...ewaLedgerKeys({ coId, partner: ewa.partner, ledger: ewa.ledger }) }
    : { coId, taxCode };
  return {
    id,
    accountId,
    currency: 'USD',
    date,
    amountMinor: minor(amount, id),
    ...(checkNo ? { checkNo } : {}),
    details,
    coId,
    taxType,
    transactionType,
    groupKeys,
    reconciling: excluded,
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
  row.extra = ewaExtra(keys, row.text, row.extra);
}

/** A bank line's extra keys with the employer and partner its text and company id name, when any. */
function ewaExtra(keys: EwaBankKeys, text: string, extra: Record<string, string> | null) {
  const found = keys.keysOf(text, extra);
  return found.employer || found.partner ? { ...(extra ?? {}), ...found } : extra;
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
    const text = f[7] ?? '';
    const stored = f[8] === null || f[8] === undefined ? null : (JSON.parse(f[8]) as Record<string, string>);
    const extra = keys ? ewaExtra(keys, text, stored) : stored;
    const id = f[0] ?? '';
    lines.push(
      bankLine(
        accountId,
        id,
        f[1] ?? '',
        f[2] ?? '',
        f[3] ?? '',
        f[4] ?? '',
        f[5] ?? '',
        f[6] ?? '',
        text,
        extra,
      ),
    );
  });
  return lines;
}

/** The engine's ledger lines from the COPY text of an account's open ledger lines (openLedgerColumns). */
export function ledgerLinesOfCopy(bytes: Uint8Array, accountId: string, ewa: boolean): LedgerLine[] {
  const lines: LedgerLine[] = [];
  forEachCopyRow(bytes, openLedgerColumns(ewa).length, (f) => {
    const keys = ewa ? { partner: f[10] ?? '', ledger: f[11] ?? '' } : null;
    lines.push(
      ledgerLine(
        accountId,
        f[0] ?? '',
        f[1] ?? '',
        f[2] ?? '',
        f[3] ?? '',
        f[4] ?? '',
        f[5] ?? '',
        f[6] ?? '',
        f[7] ?? '',
        f[8] ?? '',
        f[9] === 't',
        keys,
      ),
    );
  });
  return lines;
}

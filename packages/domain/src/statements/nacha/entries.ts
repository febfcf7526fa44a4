/**
 * One entry detail record plus its addenda -> one StatementRow. The row is built only when the next
 * non-addenda record arrives, because returns (addenda 99), NOCs (98) and remittance text (05) come
 * after the entry.
 */

import { normalizeText, putExtra } from '../shared/statement-accumulator';
import type { StatementRow } from '../types';
import type { Addenda, BatchHeader, Entry } from './layout';
import type { TransactionCodeInfo } from './transaction-codes';

export interface PendingEntry {
  entry: Entry;
  line: number;
  raw: string;
  info: TransactionCodeInfo | undefined;
  amount: bigint | undefined;
  addenda: Addenda[];
}

export interface BatchContext {
  header: BatchHeader | undefined;
  /** Effective entry date as YYYY-MM-DD ('' when neither the batch nor the file gives one). */
  valueDate: string;
}

export interface EntryProblem {
  code: string;
  message: string;
}

/** Longest text kept for a row: a CTX entry may carry 9,999 addenda of remittance data. */
const MAX_TEXT = 4000;

/**
 * Joins 80-character payment-information fields. A field filled to its last character was cut by
 * the 80-character limit (CTX X12 data), so the next one continues it directly; otherwise a space.
 */
function joinPaymentInfo(addenda: readonly Addenda[]): string {
  let text = '';
  let previousFull = false;
  for (const a of addenda) {
    if (a.paymentInfo === undefined) continue;
    if (text !== '' && !previousFull) text += ' ';
    text += a.paymentInfo.trimEnd();
    previousFull = a.paymentInfo.length === 80 && !a.paymentInfo.endsWith(' ');
    if (text.length > MAX_TEXT) break;
  }
  return text;
}

function entryKind(info: TransactionCodeInfo, addenda: readonly Addenda[]): string {
  if (addenda.some((a) => a.typeCode === '99')) return 'return';
  if (addenda.some((a) => a.typeCode === '98')) return 'noc';
  return info.kind;
}

function joined(values: Array<string | undefined>): string | undefined {
  const present = values.filter((v): v is string => v !== undefined && v !== '');
  return present.length > 0 ? present.join(',') : undefined;
}

/** Sets only the values the file actually had: `extra` holds what the file said. */
function entryExtra(
  pending: PendingEntry,
  info: TransactionCodeInfo,
  kind: string,
  batch: BatchContext,
): Record<string, string> {
  const { entry, addenda } = pending;
  const header = batch.header;
  const extra: Record<string, string> = {};
  putExtra(extra, 'secCode', header?.secCode);
  putExtra(extra, 'companyName', header?.companyName || addenda.find((a) => a.typeCode === '11')?.name);
  putExtra(extra, 'companyId', header?.companyId);
  putExtra(extra, 'entryDescription', header?.entryDescription);
  putExtra(extra, 'effectiveDate', batch.valueDate || header?.effectiveDate.trim());
  putExtra(extra, 'batchNumber', header?.batchNumber.trim());
  putExtra(extra, 'serviceClassCode', header?.serviceClassCode);
  putExtra(extra, 'rdfiRouting', `${entry.rdfi}${entry.checkDigit}`.trim());
  putExtra(extra, 'accountType', info.accountType);
  putExtra(extra, 'entryKind', kind);
  putExtra(extra, 'discretionaryData', entry.discretionaryData);
  if (addenda.length === 0) return extra;
  putExtra(extra, 'addendaCount', String(addenda.length));
  const returns = addenda.filter((a) => a.typeCode === '99');
  const changes = addenda.filter((a) => a.typeCode === '98');
  putExtra(extra, 'returnReasonCode', joined(returns.map((a) => a.reasonCode)));
  putExtra(extra, 'returnInfo', joined(returns.map((a) => a.information)));
  putExtra(extra, 'nocCode', joined(changes.map((a) => a.reasonCode)));
  putExtra(extra, 'correctedData', joined(changes.map((a) => a.information)));
  putExtra(extra, 'originalTrace', joined([...returns, ...changes].map((a) => a.originalTrace)));
  putExtra(extra, 'originalRdfi', joined([...returns, ...changes].map((a) => a.originalRdfi)));
  return extra;
}

export function buildEntryRow(
  pending: PendingEntry,
  info: TransactionCodeInfo,
  magnitude: number,
  batch: BatchContext,
  rowKey: string,
): { row: StatementRow; problems: EntryProblem[] } {
  const { entry, addenda } = pending;
  const problems: EntryProblem[] = [];
  const kind = entryKind(info, addenda);
  if (magnitude !== 0 && (kind === 'prenote' || kind === 'zero-dollar' || kind === 'noc')) {
    problems.push({
      code: 'NACHA_NONZERO_AMOUNT',
      message: `Entry ${entry.trace || '(no trace number)'}: a ${kind} entry (transaction code ${entry.transactionCode}) should carry no money but has amount ${entry.amount.trim()}.`,
    });
  }
  const name = entry.name || addenda.find((a) => a.typeCode === '10')?.name || '';
  const text = normalizeText(addenda.length === 0 ? name : `${name} ${joinPaymentInfo(addenda)}`).slice(
    0,
    MAX_TEXT,
  );
  const row: StatementRow = {
    accountNumber: entry.account,
    currency: 'USD',
    valueDate: batch.valueDate,
    amountMinor: info.direction === 'debit' && magnitude !== 0 ? -magnitude : magnitude,
    typeCode: entry.transactionCode,
    bankReference: entry.trace,
    customerReference: entry.individualId,
    text,
    status: 'booked',
    rowKey,
    line: pending.line,
    extra: entryExtra(pending, info, kind, batch),
  };
  return { row, problems };
}

/**
 * Turns one 16 record (with its 88 text continuations) into a StatementRow, and the amounts of one
 * 03 record (with its 88s) into StatementBalances. Problems are returned, not thrown.
 */

import { fnv1a64, parseSignedDigits, toSafeNumber, yymmddToIso } from '../shared/record-text';
import { normalizeText, putExtra } from '../shared/statement-accumulator';
import type { StatementBalance, StatementRow } from '../types';
import { type DetailFields, type Funds, type LocatedField, parseSummary, splitDetail } from './fields';
import { type Bai2Direction, balanceKindOf, directionOf, isThreeDigits } from './type-codes';

export interface Problem {
  severity: 'error' | 'warning';
  code: string;
  message: string;
  line?: number;
}

/** What a 16 needs from its account and group. */
export interface DetailContext {
  accountNumber: string;
  currency: string;
  /** Group as-of date, YYYY-MM-DD ('' when the file has no usable date). */
  asOfDate: string;
  groupStatus: string;
  asOfDateModifier: string;
  originator: string;
}

export interface DetailResult {
  /** Undefined when no row can be produced (bad type code or amount). */
  row: StatementRow | undefined;
  /** The file's amount as written, for the control totals (undefined when unreadable). */
  controlAmount: bigint | undefined;
  problems: Problem[];
}

/** Row keys are handed out by the caller, which owns the ordinals among identical tuples. */
export type RowKeyFor = (naturalKey: string[]) => string;

/** Sets only the values the file actually had: `extra` holds what the file said. */
function detailExtra(
  funds: Funds,
  direction: string,
  context: DetailContext,
  textLines: string | undefined,
): Record<string, string> {
  const extra: Record<string, string> = {};
  putExtra(extra, 'fundsType', funds.type);
  putExtra(extra, 'valueTime', funds.valueTime);
  putExtra(extra, 'availableImmediate', funds.distributed?.[0]);
  putExtra(extra, 'availableOneDay', funds.distributed?.[1]);
  putExtra(extra, 'availableTwoOrMoreDays', funds.distributed?.[2]);
  putExtra(extra, 'availability', funds.pairs?.map(([days, amount]) => `${days}:${amount}`).join(';'));
  putExtra(extra, 'direction', direction);
  putExtra(extra, 'groupStatus', context.groupStatus);
  putExtra(extra, 'asOfDateModifier', context.asOfDateModifier);
  putExtra(extra, 'originator', context.originator);
  putExtra(extra, 'textLines', textLines);
  return extra;
}

function where(context: DetailContext, typeCode?: string): string {
  const account = `Account ${context.accountNumber}, 16 record`;
  return typeCode === undefined ? account : `${account} type ${typeCode}`;
}

function rejected(problems: Problem[], controlAmount: bigint | undefined, code: string, message: string) {
  problems.push({ severity: 'error', code, message });
  return { row: undefined, controlAmount, problems };
}

/** Problems that do not stop the row. */
function detailWarnings(
  detail: DetailFields,
  direction: Bai2Direction,
  context: DetailContext,
  problems: Problem[],
): void {
  const { typeCode, amount } = detail;
  if (amount === '' && direction !== 'info') {
    problems.push({
      severity: 'warning',
      code: 'BAI2_MISSING_AMOUNT',
      message: `${where(context, typeCode)}: the amount is empty; it was read as 0.`,
    });
  }
  if (amount.startsWith('-')) {
    problems.push({
      severity: 'warning',
      code: 'BAI2_SIGNED_DETAIL_AMOUNT',
      message: `${where(context, typeCode)}: detail amounts are unsigned but '${amount}' has a minus sign; it reverses the type code's direction.`,
    });
  }
  if (direction === 'status' || direction === 'unknown') {
    problems.push({
      severity: 'error',
      code: 'BAI2_NO_DIRECTION',
      message: `${where(context)}: type code ${typeCode} is not a credit or debit code, so the sign of ${amount || '0'} is unknown; it was kept as a credit.`,
    });
  }
  if (detail.funds.problem !== undefined) {
    problems.push({
      severity: 'warning',
      code: 'BAI2_BAD_FUNDS_TYPE',
      message: `${where(context, typeCode)}: ${detail.funds.problem}.`,
    });
  }
}

export function buildDetail(
  body: string,
  line: number,
  continuations: readonly string[],
  context: DetailContext,
  rowKeyFor: RowKeyFor,
): DetailResult {
  const detail = splitDetail(body);
  const problems: Problem[] = [];
  const { typeCode, amount } = detail;
  const parsed = amount === '' ? 0n : parseSignedDigits(amount);
  if (!isThreeDigits(typeCode)) {
    const message = `${where(context)}: type code '${typeCode}' is not three digits; no row was created.`;
    return rejected(problems, parsed, 'BAI2_BAD_TYPE_CODE', message);
  }
  if (parsed === undefined) {
    const message = `${where(context, typeCode)}: amount '${amount}' is not a whole number of minor units; no row was created.`;
    return rejected(problems, parsed, 'BAI2_BAD_AMOUNT', message);
  }
  const magnitude = toSafeNumber(parsed);
  if (magnitude === undefined) {
    const message = `${where(context, typeCode)}: amount '${amount}' is too large to hold exactly.`;
    return rejected(problems, parsed, 'BAI2_BAD_AMOUNT', message);
  }
  const direction = directionOf(typeCode);
  detailWarnings(detail, direction, context, problems);
  let valueDate = context.asOfDate;
  if (detail.funds.type === 'V') {
    const iso = yymmddToIso(detail.funds.valueDate ?? '');
    if (iso === undefined) {
      problems.push({
        severity: 'warning',
        code: 'BAI2_BAD_DATE',
        message: `${where(context, typeCode)}: value date '${detail.funds.valueDate ?? ''}' is not a valid YYMMDD date; the as-of date was used.`,
      });
    } else {
      valueDate = iso;
    }
  }
  const amountMinor = direction === 'debit' && magnitude !== 0 ? -magnitude : magnitude;
  let text = normalizeText(detail.text);
  let textLines: string | undefined;
  if (continuations.length > 0) {
    const pieces = [detail.text, ...continuations].filter((piece) => piece.trim() !== '');
    text = normalizeText(pieces.join(' '));
    textLines = pieces.join('\n');
  }
  // With a bank reference the bank identifies the line itself: a corrected file that changes its amount
  // or text updates the row instead of adding a second one. Without one, the whole tuple is the identity.
  const naturalKey = detail.bankReference
    ? [context.accountNumber, context.asOfDate, typeCode, 'ref', detail.bankReference]
    : [
        context.accountNumber,
        context.asOfDate,
        typeCode,
        String(amountMinor),
        detail.bankReference,
        detail.customerReference,
        fnv1a64(text),
      ];
  const row: StatementRow = {
    accountNumber: context.accountNumber,
    currency: context.currency,
    valueDate,
    bookingDate: context.asOfDate,
    amountMinor,
    typeCode,
    bankReference: detail.bankReference,
    customerReference: detail.customerReference,
    text,
    // 3 = interim same-day: the bank may still change it. 4 (final same-day) is booked.
    status: context.asOfDateModifier === '3' ? 'pending' : 'booked',
    rowKey: rowKeyFor(naturalKey),
    line,
    extra: detailExtra(detail.funds, direction, context, textLines),
  };
  if (context.asOfDate === '') delete row.bookingDate;
  return { row, controlAmount: parsed, problems };
}

export interface SummaryResult {
  balances: StatementBalance[];
  /** Sum of every readable amount, for the 49 control total. */
  total: bigint;
  /** False when a field could not be read, so the control total cannot be checked. */
  complete: boolean;
  problems: Problem[];
}

export function buildSummary(
  fields: readonly LocatedField[],
  accountNumber: string,
  currency: string,
  date: string,
): SummaryResult {
  const parsed = parseSummary(fields, accountNumber);
  const problems: Problem[] = parsed.problems.map((p) => ({
    severity: p.code === 'BAI2_BAD_FUNDS_TYPE' ? 'warning' : 'error',
    code: p.code,
    message: p.message,
    line: p.line,
  }));
  const balances: StatementBalance[] = [];
  let total = 0n;
  for (const entry of parsed.entries) {
    if (entry.amount === undefined) continue;
    total += entry.amount;
    const amountMinor = toSafeNumber(entry.amount);
    if (amountMinor === undefined) {
      problems.push({
        severity: 'error',
        code: 'BAI2_BAD_AMOUNT',
        message: `Account ${accountNumber}, type code ${entry.typeCode}: amount '${entry.amountText}' is too large to hold exactly.`,
        line: entry.line,
      });
      continue;
    }
    balances.push({
      accountNumber,
      currency,
      date,
      kind: balanceKindOf(entry.typeCode),
      code: entry.typeCode,
      amountMinor,
      line: entry.line,
    });
  }
  return { balances, total, complete: parsed.complete, problems };
}

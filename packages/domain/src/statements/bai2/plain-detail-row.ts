/**
 * The row of a 16 read by the fast path (plain-detail.ts): field for field what buildDetail() in
 * rows.ts gives for the same record, which is plain, so without problems. Kept beside it rather than
 * shared because the general path works on strings cut by a field cursor and this one on values the
 * scan already checked; the side-by-side tests compare the two on every kind of record.
 */

import { fnv1a64 } from '../shared/record-text';
import {
  escapeKeyPart,
  keyStart,
  normalizeText,
  type RowKeyRegistry,
  withOrdinal,
} from '../shared/statement-accumulator';
import type { StatementRow } from '../types';
import type { PlainDetail } from './plain-detail';
import type { DetailContext } from './rows';

export class PlainDetailRows {
  private context: DetailContext | undefined;
  /** "v1:account:as-of date:", escaped: the same for every 16 of an account. */
  private keyPrefix = '';

  constructor(private readonly keys: RowKeyRegistry) {}

  /** The row; `context.asOfDate` must not be empty (rows without a booking date take the general path). */
  row(detail: PlainDetail, context: DetailContext, line: number): StatementRow {
    if (context !== this.context) {
      this.context = context;
      this.keyPrefix = keyStart(context.accountNumber, context.asOfDate);
    }
    const magnitude = detail.amount;
    const amountMinor = detail.direction === 'debit' && magnitude !== 0 ? -magnitude : magnitude;
    let text: string;
    let textLines = '';
    if (detail.continuationCount === 0) {
      text = normalizeText(detail.text);
    } else {
      // The non-blank pieces, joined by a space for the text and by a line break for extra.textLines.
      let joined = '';
      for (let i = -1; i < detail.continuationCount; i += 1) {
        const piece = i < 0 ? detail.text : (detail.continuations[i] as string);
        if (piece.trim() === '') continue;
        const first = textLines === '';
        joined = first ? piece : `${joined} ${piece}`;
        textLines = first ? piece : `${textLines}\n${piece}`;
      }
      text = normalizeText(joined);
    }
    return {
      accountNumber: context.accountNumber,
      currency: context.currency,
      valueDate: detail.fundsType === 'V' ? detail.valueDate : context.asOfDate,
      bookingDate: context.asOfDate,
      amountMinor,
      typeCode: detail.typeCode,
      bankReference: detail.bankReference,
      customerReference: detail.customerReference,
      text,
      // 3 = interim same-day: the bank may still change it. 4 (final same-day) is booked.
      status: context.asOfDateModifier === '3' ? 'pending' : 'booked',
      rowKey: this.rowKey(detail, amountMinor, text),
      line,
      extra: this.extra(detail, context, textLines),
    };
  }

  /**
   * The natural key of rows.ts (by bank reference when there is one), counted as rows.ts's keys are
   * (RowKeyRegistry.nextFrom) without building its array of parts.
   */
  private rowKey(detail: PlainDetail, amountMinor: number, text: string): string {
    const escaped = detail.referenceNeedsEscape;
    const bankReference = detail.bankReference;
    const seen = this.keys.seen;
    seen.begin();
    seen.writeText(detail.typeCode);
    if (bankReference !== '') {
      seen.writeText('ref');
      seen.writeText(bankReference);
      const bank = escaped ? escapeKeyPart(bankReference) : bankReference;
      return withOrdinal(`${this.keyPrefix}${detail.typeCode}:ref:${bank}`, seen.countIn(this.keyPrefix));
    }
    const amount = String(amountMinor);
    const textHash = fnv1a64(text);
    seen.writeText(amount);
    seen.writeText(''); // the empty bank reference
    seen.writeText(detail.customerReference);
    seen.writeText(textHash);
    const customer = escaped ? escapeKeyPart(detail.customerReference) : detail.customerReference;
    return withOrdinal(
      `${this.keyPrefix}${detail.typeCode}:${amount}::${customer}:${textHash}`,
      seen.countIn(this.keyPrefix),
    );
  }

  /** detailExtra() of rows.ts: only the values the file had, in the same order. */
  private extra(detail: PlainDetail, context: DetailContext, textLines: string): Record<string, string> {
    const extra: Record<string, string> = { fundsType: detail.fundsType };
    if (detail.fundsType === 'V') {
      if (detail.valueTime !== '') extra.valueTime = detail.valueTime;
    } else if (detail.fundsType === 'S') {
      if (detail.availableImmediate !== '') extra.availableImmediate = detail.availableImmediate;
      if (detail.availableOneDay !== '') extra.availableOneDay = detail.availableOneDay;
      if (detail.availableTwoOrMoreDays !== '') extra.availableTwoOrMoreDays = detail.availableTwoOrMoreDays;
    }
    extra.direction = detail.direction;
    if (context.groupStatus !== '') extra.groupStatus = context.groupStatus;
    if (context.asOfDateModifier !== '') extra.asOfDateModifier = context.asOfDateModifier;
    if (context.originator !== '') extra.originator = context.originator;
    if (textLines !== '') extra.textLines = textLines;
    return extra;
  }
}

/**
 * Field-level decoding of BAI2 records: the funds-type tail whose length depends on its code, the
 * 16 detail layout (text last, running to the end of the record) and the repeating
 * type/amount/count/funds groups of an 03 record and its 88 continuations.
 */

import { parseSignedDigits } from '../shared/record-text';

export interface Funds {
  /** '0', '1', '2', 'Z', 'S', 'V', 'D' (empty means Z), or the unknown value as found. */
  type: string;
  valueDate?: string;
  valueTime?: string;
  /** S: immediate, one-day and two-or-more-day availability amounts (raw digits). */
  distributed?: [string, string, string];
  /** D: (days, amount) pairs. */
  pairs?: Array<[string, string]>;
  /** Why the funds type could not be read completely. */
  problem?: string;
}

/** Largest D-distribution count read; beyond it the count is surely garbage and would eat the record. */
const MAX_DISTRIBUTION_PAIRS = 99;

/**
 * Reads a funds type and the fields it adds: S adds 3, V adds 2 (date, time), D adds 1 + 2n.
 * `next` returns undefined when the record has no more fields.
 */
export function readFunds(raw: string, next: () => string | undefined): Funds {
  const type = raw === '' ? 'Z' : raw;
  switch (type) {
    case '0':
    case '1':
    case '2':
    case 'Z':
      return { type };
    case 'S':
      return { type, distributed: [next() ?? '', next() ?? '', next() ?? ''] };
    case 'V':
      return { type, valueDate: next() ?? '', valueTime: next() ?? '' };
    case 'D': {
      const countText = next() ?? '';
      const count = /^\d{1,3}$/.test(countText) ? Number(countText) : Number.NaN;
      if (!(count <= MAX_DISTRIBUTION_PAIRS)) {
        return { type, pairs: [], problem: `distribution count '${countText}' is not a number from 0 to 99` };
      }
      const pairs: Array<[string, string]> = [];
      for (let i = 0; i < count; i += 1) pairs.push([next() ?? '', next() ?? '']);
      return { type, pairs };
    }
    default:
      return { type, problem: `funds type '${raw}' is not one of 0, 1, 2, S, V, D, Z` };
  }
}

/** A record's last field carries the '/' terminator (and padding) that is not part of the value. */
function stripTerminator(field: string): string {
  const trimmed = field.trim();
  return trimmed.endsWith('/') ? trimmed.slice(0, -1).trim() : trimmed;
}

/** Reads comma-separated fields one at a time, so the text field can take "the rest" with its commas. */
export class FieldCursor {
  private pos = 0;

  constructor(private readonly source: string) {}

  get exhausted(): boolean {
    return this.pos > this.source.length;
  }

  next(): string | undefined {
    if (this.exhausted) return undefined;
    const comma = this.source.indexOf(',', this.pos);
    const end = comma < 0 ? this.source.length : comma;
    const field = this.source.slice(this.pos, end);
    this.pos = end + 1;
    return comma < 0 ? stripTerminator(field) : field.trim();
  }

  rest(): string | undefined {
    if (this.exhausted) return undefined;
    const rest = this.source.slice(this.pos);
    this.pos = this.source.length + 1;
    return rest;
  }
}

/**
 * Text as the file meant it: without the '/' that ends a record ("RETURNED CHEQUE     /") and
 * without the empty last field some banks add before it ("SAMPLE CONTINUATION TEXT,/").
 */
export function cleanText(text: string): string {
  const trimmed = text.trimEnd();
  if (!trimmed.endsWith('/')) return trimmed;
  const body = trimmed.slice(0, -1).trimEnd();
  return body.endsWith(',') ? body.slice(0, -1) : body;
}

export interface DetailFields {
  typeCode: string;
  amount: string;
  funds: Funds;
  bankReference: string;
  customerReference: string;
  text: string;
}

/** Splits a 16 body: type, amount, funds type (+ its fields), bank ref, customer ref, text. */
export function splitDetail(body: string): DetailFields {
  const cursor = new FieldCursor(body);
  const typeCode = cursor.next() ?? '';
  const amount = cursor.next() ?? '';
  const funds = readFunds(cursor.next() ?? '', () => cursor.next());
  const bankReference = cursor.next() ?? '';
  const customerReference = cursor.next() ?? '';
  const text = cleanText(cursor.rest() ?? '');
  return { typeCode, amount, funds, bankReference, customerReference, text };
}

export interface LocatedField {
  value: string;
  line: number;
}

export interface SummaryEntry {
  typeCode: string;
  amountText: string;
  /** Undefined when the amount is empty or not a number (see `problems`). */
  amount: bigint | undefined;
  line: number;
  funds: Funds;
}

export interface FieldProblem {
  line: number;
  code: 'BAI2_BAD_TYPE_CODE' | 'BAI2_BAD_AMOUNT' | 'BAI2_BAD_FUNDS_TYPE';
  message: string;
}

export interface SummaryParse {
  entries: SummaryEntry[];
  problems: FieldProblem[];
  /** False when a bad type code left the rest of the groups unreadable (totals cannot be checked). */
  complete: boolean;
}

/**
 * Reads the repeating groups after account number and currency. An empty type code is padding
 * (banks write ",,,/" for ",,/"): skip one field, not four (design notes §1.4, moj PR #60).
 */
export function parseSummary(fields: readonly LocatedField[], account: string): SummaryParse {
  const entries: SummaryEntry[] = [];
  const problems: FieldProblem[] = [];
  let index = 0;
  const next = (): string | undefined => fields[index++]?.value;
  while (index < fields.length) {
    const head = fields[index];
    if (head === undefined) break;
    index += 1;
    if (head.value === '') continue;
    if (!/^\d{3}$/.test(head.value)) {
      const message = `Account ${account}: summary type code '${head.value}' is not three digits; the rest of the account's summary amounts were skipped.`;
      problems.push({ line: head.line, code: 'BAI2_BAD_TYPE_CODE', message });
      return { entries, problems, complete: false };
    }
    const amountText = next() ?? '';
    next(); // item count: informational only
    const funds = readFunds(next() ?? '', next);
    if (funds.problem !== undefined) {
      const message = `Account ${account}, type code ${head.value}: ${funds.problem}.`;
      problems.push({ line: head.line, code: 'BAI2_BAD_FUNDS_TYPE', message });
    }
    const amount = parseSignedDigits(amountText);
    if (amount === undefined && amountText !== '') {
      const message = `Account ${account}, type code ${head.value}: amount '${amountText}' is not a whole number of minor units.`;
      problems.push({ line: head.line, code: 'BAI2_BAD_AMOUNT', message });
    }
    entries.push({ typeCode: head.value, amountText, amount, line: head.line, funds });
  }
  return { entries, problems, complete: problems.every((p) => p.code !== 'BAI2_BAD_AMOUNT') };
}

/** Splits a non-text record body into trimmed fields (the reader already removed the terminator). */
export function splitFields(body: string): string[] {
  return body.split(',').map((field) => field.trim());
}

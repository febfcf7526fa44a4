/**
 * Running totals of a batch or file, and the checks of the 8 (batch control) and 9 (file control)
 * records against them. The entry hash is the sum of the 8-digit RDFI routing prefixes, keeping the
 * rightmost 10 digits. Counts are entry + addenda records.
 */

import { formatMinorUnits, parseUnsignedDigits } from '../shared/record-text';
import type { Control, FileControl } from './layout';

export interface Totals {
  /** Entry and addenda records. */
  records: number;
  entryHash: bigint;
  debit: bigint;
  credit: bigint;
  /** False when an entry's amount or routing number could not be read. */
  amountsComplete: boolean;
  hashComplete: boolean;
}

export function newTotals(): Totals {
  return { records: 0, entryHash: 0n, debit: 0n, credit: 0n, amountsComplete: true, hashComplete: true };
}

export function addEntry(
  totals: Totals,
  rdfi: string,
  amount: bigint | undefined,
  direction: 'credit' | 'debit' | undefined,
): void {
  totals.records += 1;
  if (/^\d{8}$/.test(rdfi)) totals.entryHash += BigInt(rdfi);
  else totals.hashComplete = false;
  if (amount === undefined || direction === undefined) totals.amountsComplete = false;
  else if (direction === 'credit') totals.credit += amount;
  else totals.debit += amount;
}

export function mergeTotals(into: Totals, from: Totals): void {
  into.records += from.records;
  into.entryHash += from.entryHash;
  into.debit += from.debit;
  into.credit += from.credit;
  into.amountsComplete &&= from.amountsComplete;
  into.hashComplete &&= from.hashComplete;
}

export type ControlCode =
  | 'NACHA_RECORD_COUNT'
  | 'NACHA_ENTRY_HASH'
  | 'NACHA_CONTROL_TOTAL'
  | 'NACHA_BATCH_COUNT'
  | 'NACHA_BLOCK_COUNT'
  | 'NACHA_BATCH_MISMATCH'
  | 'NACHA_BAD_FIELD';

export type ControlReport = (code: ControlCode, message: string) => void;

const HASH_MODULUS = 10_000_000_000n;

class Checker {
  constructor(
    private readonly context: string,
    private readonly report: ControlReport,
  ) {}

  private read(text: string, what: string): bigint | undefined {
    const value = parseUnsignedDigits(text.trim());
    if (value === undefined)
      this.report(
        'NACHA_BAD_FIELD',
        `${this.context}: the ${what} '${text}' is not a number; it was not checked.`,
      );
    return value;
  }

  count(code: ControlCode, text: string, actual: number, what: string): void {
    const claimed = this.read(text, what);
    if (claimed !== undefined && claimed !== BigInt(actual)) {
      this.report(code, `${this.context}: the ${what} is ${claimed} but ${actual} were read.`);
    }
  }

  hash(text: string, totals: Totals, what: string): void {
    if (!totals.hashComplete) return;
    const claimed = this.read(text, what);
    const actual = totals.entryHash % HASH_MODULUS;
    if (claimed !== undefined && claimed !== actual) {
      const shown = actual.toString().padStart(10, '0');
      this.report(
        'NACHA_ENTRY_HASH',
        `${this.context}: the ${what} is ${text.trim()} but the entries' routing numbers give ${shown}.`,
      );
    }
  }

  amount(text: string, actual: bigint, complete: boolean, what: string): void {
    if (!complete) return;
    const claimed = this.read(text, what);
    if (claimed !== undefined && claimed !== actual) {
      this.report(
        'NACHA_CONTROL_TOTAL',
        `${this.context}: the ${what} is ${formatMinorUnits(claimed, 'USD')} but the entries add up to ${formatMinorUnits(actual, 'USD')}.`,
      );
    }
  }

  same(label: string, claimed: string, expected: string): void {
    if (claimed.trim() !== expected.trim()) {
      this.report(
        'NACHA_BATCH_MISMATCH',
        `${this.context}: the batch control ${label} '${claimed.trim()}' differs from the batch header's '${expected.trim()}'.`,
      );
    }
  }
}

export interface BatchIdentity {
  line: number;
  serviceClassCode: string;
  companyId: string;
  batchNumber: string;
  /** False for a batch opened because entries arrived without a batch header. */
  hasHeader: boolean;
}

export function checkBatchControl(
  control: Control,
  batch: BatchIdentity,
  totals: Totals,
  report: ControlReport,
): void {
  const check = new Checker(`Batch ${batch.batchNumber.trim() || '?'} (line ${batch.line})`, report);
  check.count('NACHA_RECORD_COUNT', control.count, totals.records, 'entry/addenda count');
  check.hash(control.entryHash, totals, 'entry hash');
  check.amount(control.totalDebit, totals.debit, totals.amountsComplete, 'total debit amount');
  check.amount(control.totalCredit, totals.credit, totals.amountsComplete, 'total credit amount');
  if (batch.hasHeader) {
    check.same('service class code', control.serviceClassCode, batch.serviceClassCode);
    check.same('batch number', control.batchNumber, batch.batchNumber);
    if (control.companyId !== '') check.same('company identification', control.companyId, batch.companyId);
  }
}

export interface FileCounts {
  batches: number;
  /** Physical records up to and including the file control (padding after it excluded). */
  records: number;
}

export function checkFileControl(
  control: FileControl,
  counts: FileCounts,
  totals: Totals,
  report: ControlReport,
): void {
  const check = new Checker('File control', report);
  check.count('NACHA_BATCH_COUNT', control.batchCount, counts.batches, 'batch count');
  check.count('NACHA_BLOCK_COUNT', control.blockCount, Math.ceil(counts.records / 10), 'block count');
  check.count('NACHA_RECORD_COUNT', control.count, totals.records, 'entry/addenda count');
  check.hash(control.entryHash, totals, 'entry hash');
  check.amount(control.totalDebit, totals.debit, totals.amountsComplete, 'total debit amount');
  check.amount(control.totalCredit, totals.credit, totals.amountsComplete, 'total credit amount');
}

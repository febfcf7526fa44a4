/**
 * Collects an entry detail record (type 6) with the addenda records (type 7) that follow it, checks
 * what can be checked per entry, and emits the row once the next non-addenda record arrives.
 */

import type { Report } from '../shared/record-file-parser';
import { toSafeNumber } from '../shared/record-text';
import { RowKeyRegistry } from '../shared/statement-accumulator';
import type { StatementRow } from '../types';
import { buildEntryRow, type PendingEntry } from './entries';
import { type BatchHeader, readAddenda, readEntry } from './layout';
import { addEntry, type BatchIdentity, newTotals, type Totals } from './totals';
import { classifyTransactionCode } from './transaction-codes';

/** The rules allow 9,999 addenda per entry (CTX); more are counted but not kept. */
const MAX_ADDENDA = 9999;

export interface Batch {
  identity: BatchIdentity;
  header: BatchHeader | undefined;
  valueDate: string;
  totals: Totals;
  serviceClassWarned: boolean;
}

export class EntryAssembler {
  private readonly keys = new RowKeyRegistry();
  private pending: (PendingEntry & { batch: Batch; unexpectedAddenda: boolean }) | undefined;

  constructor(
    private readonly report: Report,
    private readonly emit: (row: StatementRow) => void,
  ) {}

  private warn(line: number, code: string, message: string, raw?: string): void {
    this.report(line, 'warning', code, message, raw);
  }

  private error(line: number, code: string, message: string, raw?: string): void {
    this.report(line, 'error', code, message, raw);
  }

  /** Starts an entry (record type 6); `batch` is undefined when no batch header came before it. */
  entry(text: string, line: number, openBatch: Batch | undefined, creationDate: string): Batch {
    this.flush();
    let batch = openBatch;
    if (batch === undefined) {
      this.error(
        line,
        'NACHA_MISSING_BATCH_HEADER',
        'Entries without a batch header (record type 5): their effective date, SEC code and company are unknown.',
        text,
      );
      batch = {
        identity: { line, serviceClassCode: '', companyId: '', batchNumber: '', hasHeader: false },
        header: undefined,
        valueDate: creationDate,
        totals: newTotals(),
        serviceClassWarned: false,
      };
    }
    const entry = readEntry(text, batch.header?.secCode ?? '');
    const info = classifyTransactionCode(entry.transactionCode);
    const amount = /^\d+$/.test(entry.amount) ? BigInt(entry.amount) : undefined;
    if (info === undefined) {
      this.error(
        line,
        'NACHA_BAD_TRANSACTION_CODE',
        `Transaction code '${entry.transactionCode}' is not a valid ACH code; the entry was skipped.`,
        text,
      );
    }
    if (amount === undefined) {
      this.error(
        line,
        'NACHA_BAD_AMOUNT',
        `Amount '${entry.amount}' is not a number of cents; the entry was skipped.`,
        text,
      );
    }
    if (entry.trace === '') {
      this.warn(line, 'NACHA_BAD_FIELD', 'The entry has no trace number.', text);
    }
    const scc = batch.identity.serviceClassCode;
    const wrongSide =
      (scc === '220' && info?.direction === 'debit') || (scc === '225' && info?.direction === 'credit');
    if (wrongSide && !batch.serviceClassWarned) {
      batch.serviceClassWarned = true;
      this.warn(
        line,
        'NACHA_SERVICE_CLASS',
        `Batch ${batch.identity.batchNumber.trim()} has service class ${scc} (${scc === '220' ? 'credits' : 'debits'} only) but contains a ${info?.direction} entry (transaction code ${entry.transactionCode}).`,
        text,
      );
    }
    addEntry(batch.totals, entry.rdfi, amount, info?.direction);
    this.pending = { entry, line, raw: text, info, amount, addenda: [], batch, unexpectedAddenda: false };
    return batch;
  }

  /** An addenda record (type 7): belongs to the entry before it. */
  addenda(text: string, line: number, openBatch: Batch | undefined): void {
    const pending = this.pending;
    if (pending === undefined) {
      if (openBatch) openBatch.totals.records += 1;
      this.error(
        line,
        'NACHA_ORPHAN_ADDENDA',
        'An addenda record does not follow an entry; it was ignored.',
        text,
      );
      return;
    }
    pending.batch.totals.records += 1;
    if (pending.entry.addendaIndicator === '0' && !pending.unexpectedAddenda) {
      pending.unexpectedAddenda = true;
      this.warn(
        line,
        'NACHA_UNEXPECTED_ADDENDA',
        `Entry ${pending.entry.trace} says it has no addenda (indicator 0) but is followed by one.`,
        text,
      );
    }
    if (pending.addenda.length < MAX_ADDENDA) pending.addenda.push(readAddenda(text));
  }

  /** Emits the pending entry as a row, now that all its addenda have been read. */
  flush(): void {
    const pending = this.pending;
    if (pending === undefined) return;
    this.pending = undefined;
    const { entry, info, amount, addenda, line, raw } = pending;
    if (entry.addendaIndicator === '1' && addenda.length === 0) {
      this.warn(
        line,
        'NACHA_MISSING_ADDENDA',
        `Entry ${entry.trace} says it has addenda (indicator 1) but none follow.`,
        raw,
      );
    }
    const declared = entry.declaredAddenda;
    if (declared !== undefined && /^\d+$/.test(declared) && Number(declared) !== addenda.length) {
      this.warn(
        line,
        'NACHA_ADDENDA_COUNT',
        `Entry ${entry.trace} declares ${Number(declared)} addenda but ${addenda.length} follow.`,
        raw,
      );
    }
    if (info === undefined || amount === undefined) return;
    const magnitude = toSafeNumber(amount);
    if (magnitude === undefined) return;
    const rowKey = this.keys.next([entry.trace]).key;
    const built = buildEntryRow(pending, info, magnitude, pending.batch, rowKey);
    for (const problem of built.problems) this.warn(line, problem.code, problem.message, raw);
    this.emit(built.row);
  }
}

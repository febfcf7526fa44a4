import { type Dict, intern, newDict } from './dict';
import { fieldValue } from './normalize';
import type { BankLine, LedgerLine } from './types';

/**
 * A named field of one side (coId, taxType, achBatch...), in canonical order. The table's single
 * sequential read of the line objects only notes whether each line has the property at all (one byte,
 * no pointer kept: a million-entry array of references per field is work for every garbage collection);
 * the text is read, trimmed and interned on first use of a line, because most passes look at few lines
 * (the open ones carrying every field of a group, the candidates of a comparison).
 */
export class FieldColumn {
  readonly dict: Dict = newDict();
  private readonly ids: Int32Array;

  /** `present[i]`: line i has the property (perhaps blank); `readRaw(i)` reads it from the line object. */
  constructor(
    readonly present: Uint8Array,
    private readonly readRaw: (i: number) => string | undefined,
  ) {
    this.ids = new Int32Array(present.length).fill(-1);
  }

  /** Cheap test: false means the line certainly lacks the field. */
  maybe(i: number): boolean {
    return this.present[i] === 1;
  }

  /** The trimmed text ('' when absent). */
  value(i: number): string {
    return this.present[i] === 1 ? fieldValue(this.readRaw(i)) : '';
  }

  /** The interned id (0 when absent): equal ids, equal texts. */
  id(i: number): number {
    let id = this.ids[i]!;
    if (id < 0) {
      id = intern(this.dict, this.value(i));
      this.ids[i] = id;
    }
    return id;
  }
}

/** Reads a ledger field's raw text ('date' is never a stored field). */
export function ledgerRaw(field: string): (line: LedgerLine) => string | undefined {
  switch (field) {
    case 'coId':
      return (line) => line.coId;
    case 'taxType':
      return (line) => line.taxType;
    case 'transactionType':
      return (line) => line.transactionType;
    case 'checkNo':
      return (line) => line.checkNo;
    default:
      return (line) => line.groupKeys?.[field];
  }
}

/** Reads a bank field's raw text: 'typeCode' and 'checkNo' are columns, anything else an extra key. */
export function bankRaw(field: string): (line: BankLine) => string | undefined {
  if (field === 'typeCode') return (line) => line.typeCode;
  if (field === 'checkNo') return (line) => line.checkNo;
  return (line) => line.extra?.[field];
}

/** Two texts disagree when both are present and differ. */
export function textsDisagree(a: string, b: string): boolean {
  return a !== '' && b !== '' && a !== b;
}

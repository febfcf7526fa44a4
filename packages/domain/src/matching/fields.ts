import { type Dict, intern, newDict } from './dict';
import { fieldValue } from './normalize';
import type { BankLine, LedgerLine } from './types';

/**
 * A named field of one side (coId, taxType, achBatch...), in canonical order, as interned ids: equal
 * ids, equal trimmed texts; 0 = absent or blank. The ids are read in the table's single sequential
 * pass over the line objects. Reading them later, line by line in canonical order, meant one random
 * access into a heap of a million objects per line and field, which cost more than interning them all
 * up front; and grouping and comparing then work on integers only.
 */
export class FieldColumn {
  constructor(
    /** ids[i]: line i's value in `dict` (0 when absent or blank). */
    readonly ids: Int32Array,
    readonly dict: Dict,
  ) {}

  /** The line has a non-blank value. */
  maybe(i: number): boolean {
    return this.ids[i] !== 0;
  }

  /** The trimmed text ('' when absent). */
  value(i: number): string {
    return this.dict.values[this.ids[i]!]!;
  }

  /** The interned id (0 when absent): equal ids, equal texts. */
  id(i: number): number {
    return this.ids[i]!;
  }
}

/**
 * Interns one field's raw texts as the lines are read. Neighbouring lines often carry the very same
 * string (a transaction type, a batch id), so the previous text is checked before the hash table.
 */
export class FieldInterner {
  readonly dict: Dict = newDict();
  private lastRaw: string | undefined = undefined;
  private lastId = 0;

  id(raw: string | undefined): number {
    if (raw === undefined) return 0;
    if (raw === this.lastRaw) return this.lastId;
    this.lastRaw = raw;
    this.lastId = intern(this.dict, fieldValue(raw));
    return this.lastId;
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

import { type Dict, intern, lengthsOf, lookupSized, newDict } from './dict';
import { bankRaw, FieldColumn, FieldInterner, ledgerRaw } from './fields';
import {
  blockKey,
  canonicalOrder,
  checkAmount,
  dayNumber,
  normalizeReference,
  textTokens,
} from './normalize';
import { RowBuffer } from './rows';
import type { BankLine, LedgerLine } from './types';

/**
 * Column tables: each side as typed arrays in canonical order (amount, block, day, id), so a line is an
 * integer index, joins are searches over sorted amounts, and references and fields are interned
 * integers. Every line object is read once, in input order (allocation order, so memory is walked
 * sequentially); after that the passes go back to an object only for bank text (references found in
 * it) and for a field no rule named when the table was built.
 */
export interface Table<L> {
  n: number;
  /** The caller's lines (input order) and, per canonical position, the input position. */
  source: readonly L[];
  position: Int32Array;
  /** Ids in input order (a line's id: lineId). Not permuted: only matches and leftovers need them. */
  inputIds: string[];
  amount: Float64Array;
  day: Int32Array;
  block: Int32Array;
  /** The fields the rules group or compare on, by name. */
  fields: Map<string, FieldColumn>;
}

export interface LedgerTable extends Table<LedgerLine> {
  /** Normalised check number / reference, interned in checkDict / refDict. */
  check: Int32Array;
  ref: Int32Array;
  checkDict: Dict;
  refDict: Dict;
  /** lengthsOf(checkDict), lengthsOf(refDict): kept with the table, as each bank table uses them. */
  checkLengths: Uint8Array;
  refLengths: Uint8Array;
  /** Block key -> block id. Ledger block ids are the ranks of the sorted keys, so ids sort like keys. */
  blockIds: Map<string, number>;
  blockKeys: string[];
}

export interface BankTable extends Table<BankLine> {
  /** Check number and references as ids of the ledger's dictionaries (0 absent, -1 unknown there). */
  check: Int32Array;
  bankRef: Int32Array;
  customerRef: Int32Array;
  trace: Int32Array;
  /** Ledger blocks plus the bank's own new ones. */
  blockCount: number;
  /** Text words by line, computed on first use. */
  tokens: Map<number, ReadonlySet<string>>;
}

/** The id of the line at canonical position i. */
export function lineId(table: Table<unknown>, i: number): string {
  return table.inputIds[table.position[i]!]!;
}

// Row columns: day and block, then the side's references, then the named fields.
const DAY = 0;
const BLOCK = 1;

interface Read {
  amount: Float64Array;
  ids: string[];
  rows: RowBuffer;
  fieldDicts: Dict[];
}

/**
 * One sequential pass over the line objects: amounts, ids, and into `rows` the day, block, the side's
 * `references` (written by `each` at columns 2 ..) and the named fields (interned, after them).
 */
function read<L extends BankLine | LedgerLine>(
  lines: readonly L[],
  references: number,
  readers: readonly ((line: L) => string | undefined)[],
  blockOf: (key: string) => number,
  each: (line: L, rows: RowBuffer, i: number) => void,
): Read {
  const n = lines.length;
  const rows = new RowBuffer(n, 2 + references + readers.length);
  const amount = new Float64Array(n);
  const ids = new Array<string>(n);
  const interners = readers.map(() => new FieldInterner());
  const firstField = 2 + references;
  // Block keys are built once per (account, currency), not per line.
  const byAccount = new Map<string, Map<string | undefined, number>>();
  for (let i = 0; i < n; i += 1) {
    const line = lines[i]!;
    ids[i] = line.id;
    amount[i] = checkAmount(line.amountMinor, line.id);
    rows.set(i, DAY, dayNumber(line.date));
    let currencies = byAccount.get(line.accountId);
    if (currencies === undefined) {
      currencies = new Map();
      byAccount.set(line.accountId, currencies);
    }
    let block = currencies.get(line.currency);
    if (block === undefined) {
      block = blockOf(blockKey(line.accountId, line.currency));
      currencies.set(line.currency, block);
    }
    rows.set(i, BLOCK, block);
    for (let f = 0; f < readers.length; f += 1)
      rows.set(i, firstField + f, interners[f]!.id(readers[f]!(line)));
    each(line, rows, i);
  }
  return { amount, ids, rows, fieldDicts: interners.map((interner) => interner.dict) };
}

/** The row columns in canonical order; fields no line carries (only the '' id) are not copied. */
function sortedColumns(cols: Read, references: number, order: Int32Array): Int32Array[] {
  const wanted = [true, true, ...new Array<boolean>(references).fill(true)];
  for (const dict of cols.fieldDicts) wanted.push(dict.values.length > 1);
  return cols.rows.columns(order, wanted);
}

/**
 * What both sides share: the lines in canonical order (amount, block key, day, id) and the columns read
 * from them, in that order. `references` are the side's reference columns, in the order read() wrote them.
 */
function inCanonicalOrder<L>(
  input: readonly L[],
  cols: Read,
  blockKeyOf: (blockId: number) => string,
  referenceCount: number,
  fieldNames: readonly string[],
): { table: Table<L>; references: Int32Array[] } {
  const { rows } = cols;
  const sorted = canonicalOrder(
    cols.amount,
    (i) => blockKeyOf(rows.get(i, BLOCK)),
    (i) => rows.get(i, DAY),
    cols.ids,
  );
  const [day, block, ...rest] = sortedColumns(cols, referenceCount, sorted.order);
  return {
    table: {
      n: input.length,
      source: input,
      position: sorted.order,
      inputIds: cols.ids,
      amount: sorted.amount,
      day: day!,
      block: block!,
      fields: new Map(
        fieldNames.map((f, k) => [f, new FieldColumn(rest[referenceCount + k]!, cols.fieldDicts[k]!)]),
      ),
    },
    references: rest.slice(0, referenceCount),
  };
}

/** A field of a table, read from the lines (in canonical order) if the table was built without it. */
function fieldOf<L>(table: Table<L>, field: string, raw: (line: L) => string | undefined): FieldColumn {
  let column = table.fields.get(field);
  if (!column) {
    column = readField(table.source, table.position, raw);
    table.fields.set(field, column);
  }
  return column;
}

/** Open ledger lines (reconciling items already removed by the caller) in canonical order. */
export function buildLedgerTable(input: readonly LedgerLine[], fieldNames: readonly string[]): LedgerTable {
  const seen = new Map<string, number>();
  const checkDict = newDict();
  const refDict = newDict();
  const cols = read(
    input,
    2,
    fieldNames.map(ledgerRaw),
    (key) => {
      let id = seen.get(key);
      if (id === undefined) {
        id = seen.size;
        seen.set(key, id);
      }
      return id;
    },
    (line, rows, i) => {
      rows.set(i, 2, intern(checkDict, normalizeReference(line.checkNo)));
      rows.set(i, 3, intern(refDict, normalizeReference(line.reference)));
    },
  );
  const keysByTemp = [...seen.keys()];
  const { table, references } = inCanonicalOrder(input, cols, (id) => keysByTemp[id]!, 2, fieldNames);
  const [check, ref] = references;
  // Renumber blocks by sorted key so that block ids order like block keys.
  const blockKeys = [...keysByTemp].sort();
  const blockIds = new Map(blockKeys.map((key, rank) => [key, rank]));
  const rank = Int32Array.from(keysByTemp, (key) => blockIds.get(key)!);
  const { block } = table;
  for (let i = 0; i < block.length; i += 1) block[i] = rank[block[i]!]!;
  return {
    ...table,
    check: check!,
    ref: ref!,
    checkDict,
    refDict,
    checkLengths: lengthsOf(checkDict),
    refLengths: lengthsOf(refDict),
    blockIds,
    blockKeys,
  };
}

/** A ledger field, read from the lines (in canonical order) if the table was built without it. */
export function ledgerField(table: LedgerTable, field: string): FieldColumn {
  return fieldOf(table, field, ledgerRaw(field));
}

/**
 * Bank lines in canonical order, with block ids taken from the ledger's numbering (a block the ledger
 * lacks gets a fresh id: its lines simply find no candidates) and references looked up in the ledger's
 * dictionaries.
 */
export function buildBankTable(
  input: readonly BankLine[],
  ledger: LedgerTable,
  fieldNames: readonly string[],
): BankTable {
  const keys: string[] = [];
  const fresh = new Map<string, number>();
  const { checkDict, refDict, checkLengths, refLengths } = ledger;
  const cols = read(
    input,
    4,
    fieldNames.map(bankRaw),
    (key) => {
      let id = ledger.blockIds.get(key) ?? fresh.get(key);
      if (id === undefined) {
        id = ledger.blockIds.size + fresh.size;
        fresh.set(key, id);
      }
      keys[id] = key;
      return id;
    },
    (line, rows, i) => {
      rows.set(i, 2, lookupSized(checkDict, checkLengths, normalizeReference(line.checkNo)));
      rows.set(i, 3, lookupSized(refDict, refLengths, normalizeReference(line.bankReference)));
      rows.set(i, 4, lookupSized(refDict, refLengths, normalizeReference(line.customerReference)));
      rows.set(i, 5, lookupSized(refDict, refLengths, normalizeReference(line.extra?.trace)));
    },
  );
  const { table, references } = inCanonicalOrder(input, cols, (id) => keys[id]!, 4, fieldNames);
  const [check, bankRef, customerRef, trace] = references;
  return {
    ...table,
    check: check!,
    bankRef: bankRef!,
    customerRef: customerRef!,
    trace: trace!,
    blockCount: ledger.blockIds.size + fresh.size,
    tokens: new Map(),
  };
}

/** A bank field, read from the lines (in canonical order) if the table was built without it. */
export function bankField(table: BankTable, field: string): FieldColumn {
  return fieldOf(table, field, bankRaw(field));
}

/** A field no rule named when the table was built, read from the line objects in canonical order. */
function readField<L>(
  source: readonly L[],
  position: Int32Array,
  read: (line: L) => string | undefined,
): FieldColumn {
  const interner = new FieldInterner();
  const ids = new Int32Array(position.length);
  for (let i = 0; i < ids.length; i += 1) ids[i] = interner.id(read(source[position[i]!]!));
  return new FieldColumn(ids, interner.dict);
}

export function bankTokens(table: BankTable, b: number): ReadonlySet<string> {
  let tokens = table.tokens.get(b);
  if (tokens === undefined) {
    tokens = textTokens(table.source[table.position[b]!]!.text);
    table.tokens.set(b, tokens);
  }
  return tokens;
}

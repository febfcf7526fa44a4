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
  ids: string[];
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

interface Read {
  amount: Float64Array;
  day: Int32Array;
  block: Int32Array;
  ids: string[];
  /** Per named field, the interned id of each line (input order) and the dictionary. */
  fieldIds: Int32Array[];
  fieldDicts: Dict[];
}

/** One sequential pass over the line objects: columns, blocks and the named fields (interned). */
function read<L extends BankLine | LedgerLine>(
  lines: readonly L[],
  readers: readonly ((line: L) => string | undefined)[],
  blockOf: (key: string) => number,
  each: (line: L, i: number) => void,
): Read {
  const n = lines.length;
  const out: Read = {
    amount: new Float64Array(n),
    day: new Int32Array(n),
    block: new Int32Array(n),
    ids: new Array<string>(n),
    fieldIds: readers.map(() => new Int32Array(n)),
    fieldDicts: [],
  };
  const interners = readers.map(() => new FieldInterner());
  // Block keys are built once per (account, currency), not per line.
  const byAccount = new Map<string, Map<string | undefined, number>>();
  for (let i = 0; i < n; i += 1) {
    const line = lines[i]!;
    out.ids[i] = line.id;
    out.amount[i] = checkAmount(line.amountMinor, line.id);
    out.day[i] = dayNumber(line.date);
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
    out.block[i] = block;
    for (let f = 0; f < readers.length; f += 1) out.fieldIds[f]![i] = interners[f]!.id(readers[f]!(line));
    each(line, i);
  }
  out.fieldDicts = interners.map((interner) => interner.dict);
  return out;
}

// out[i] = in[order[i]]: one monomorphic copy per column type (a generic in-place version that mixed
// element kinds measured several times slower: polymorphic element access and random writes).
function permuteF64(values: Float64Array, order: Int32Array): Float64Array {
  const out = new Float64Array(order.length);
  for (let i = 0; i < order.length; i += 1) out[i] = values[order[i]!]!;
  return out;
}

function permuteI32(values: Int32Array, order: Int32Array): Int32Array {
  const out = new Int32Array(order.length);
  for (let i = 0; i < order.length; i += 1) out[i] = values[order[i]!]!;
  return out;
}

function permuteStrings(values: readonly string[], order: Int32Array): string[] {
  const out = new Array<string>(order.length);
  for (let i = 0; i < order.length; i += 1) out[i] = values[order[i]!]!;
  return out;
}

/** Open ledger lines (reconciling items already removed by the caller) in canonical order. */
export function buildLedgerTable(input: readonly LedgerLine[], fieldNames: readonly string[]): LedgerTable {
  const seen = new Map<string, number>();
  const checkDict = newDict();
  const refDict = newDict();
  const check = new Int32Array(input.length);
  const ref = new Int32Array(input.length);
  const cols = read(
    input,
    fieldNames.map(ledgerRaw),
    (key) => {
      let id = seen.get(key);
      if (id === undefined) {
        id = seen.size;
        seen.set(key, id);
      }
      return id;
    },
    (line, i) => {
      check[i] = intern(checkDict, normalizeReference(line.checkNo));
      ref[i] = intern(refDict, normalizeReference(line.reference));
    },
  );
  // Renumber blocks by sorted key so that block ids order like block keys.
  const blockKeys = [...seen.keys()].sort();
  const blockIds = new Map(blockKeys.map((key, rank) => [key, rank]));
  const rank = new Int32Array(seen.size);
  for (const [key, temp] of seen) rank[temp] = blockIds.get(key)!;
  for (let i = 0; i < cols.block.length; i += 1) cols.block[i] = rank[cols.block[i]!]!;
  const order = canonicalOrder(cols.amount, blockKeys, cols.block, cols.day, cols.ids);
  const fields = new Map(
    fieldNames.map((f, k) => [f, new FieldColumn(permuteI32(cols.fieldIds[k]!, order), cols.fieldDicts[k]!)]),
  );
  return {
    n: input.length,
    source: input,
    position: order,
    ids: permuteStrings(cols.ids, order),
    amount: permuteF64(cols.amount, order),
    day: permuteI32(cols.day, order),
    block: permuteI32(cols.block, order),
    fields,
    check: permuteI32(check, order),
    ref: permuteI32(ref, order),
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
  let column = table.fields.get(field);
  if (!column) {
    column = readField(table.source, table.position, ledgerRaw(field));
    table.fields.set(field, column);
  }
  return column;
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
  const n = input.length;
  const check = new Int32Array(n);
  const bankRef = new Int32Array(n);
  const customerRef = new Int32Array(n);
  const trace = new Int32Array(n);
  const { checkDict, refDict, checkLengths, refLengths } = ledger;
  const cols = read(
    input,
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
    (line, i) => {
      check[i] = lookupSized(checkDict, checkLengths, normalizeReference(line.checkNo));
      bankRef[i] = lookupSized(refDict, refLengths, normalizeReference(line.bankReference));
      customerRef[i] = lookupSized(refDict, refLengths, normalizeReference(line.customerReference));
      trace[i] = lookupSized(refDict, refLengths, normalizeReference(line.extra?.trace));
    },
  );
  const order = canonicalOrder(cols.amount, keys, cols.block, cols.day, cols.ids);
  return {
    n,
    source: input,
    position: order,
    ids: permuteStrings(cols.ids, order),
    amount: permuteF64(cols.amount, order),
    day: permuteI32(cols.day, order),
    block: permuteI32(cols.block, order),
    fields: new Map(
      fieldNames.map((f, k) => [
        f,
        new FieldColumn(permuteI32(cols.fieldIds[k]!, order), cols.fieldDicts[k]!),
      ]),
    ),
    check: permuteI32(check, order),
    bankRef: permuteI32(bankRef, order),
    customerRef: permuteI32(customerRef, order),
    trace: permuteI32(trace, order),
    blockCount: ledger.blockIds.size + fresh.size,
    tokens: new Map(),
  };
}

/** A bank field, read from the lines (in canonical order) if the table was built without it. */
export function bankField(table: BankTable, field: string): FieldColumn {
  let column = table.fields.get(field);
  if (!column) {
    column = readField(table.source, table.position, bankRaw(field));
    table.fields.set(field, column);
  }
  return column;
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

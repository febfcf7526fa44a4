import { disagree } from './dict';
import { type FieldColumn, textsDisagree } from './fields';
import { AGREE, CHECK, CONFLICT, NONE, REFERENCE, refCode, TEXT } from './score';
import { type BankTable, bankTokens, type LedgerTable } from './tables';

/** The compared keys of a pass: key k of bank line b is `bank[k].value(b)`, of ledger line l `ledger[k].value(l)`. */
export interface KeyColumns {
  bank: FieldColumn[];
  ledger: FieldColumn[];
}

/**
 * The reference outcome of a bank line against a ledger line. Disagreement wins over agreement: a check
 * number that agrees does not excuse a company id that differs. Order of the checks:
 * 1. conflict: both check numbers present and different; a compared key present on both sides and
 *    different; the book reference present, the bank line carrying references, none of them equal to it,
 *    and the bank text not containing it.
 * 2. agreement: check number, then reference, then the first agreeing key.
 * 3. found in the bank text: the book reference, else the book check number (when the bank has none).
 * 4. nothing to compare.
 */
export function compareLines(
  bank: BankTable,
  b: number,
  ledger: LedgerTable,
  l: number,
  keys: KeyColumns,
): number {
  const cb = bank.check[b]!;
  const cl = ledger.check[l]!;
  if (disagree(cb, cl)) return refCode(CONFLICT, CHECK);
  let agreeKey = -1;
  for (let k = 0; k < keys.bank.length; k += 1) {
    const bankKey = keys.bank[k]!;
    const ledgerKey = keys.ledger[k]!;
    if (!bankKey.maybe(b) || !ledgerKey.maybe(l)) continue;
    const vb = bankKey.value(b);
    const vl = ledgerKey.value(l);
    if (textsDisagree(vb, vl)) return refCode(CONFLICT, 2 + k);
    if (vb !== '' && vb === vl && agreeKey < 0) agreeKey = k;
  }
  const rl = ledger.ref[l]!;
  let refAgrees = false;
  if (rl !== 0) {
    const r1 = bank.bankRef[b]!;
    const r2 = bank.customerRef[b]!;
    const r3 = bank.trace[b]!;
    refAgrees = rl === r1 || rl === r2 || rl === r3;
    if (!refAgrees && (r1 | r2 | r3) !== 0 && !bankTokens(bank, b).has(ledger.refDict.values[rl]!))
      return refCode(CONFLICT, REFERENCE);
  }
  if (cb !== 0 && cl !== 0) return refCode(AGREE, CHECK);
  if (refAgrees) return refCode(AGREE, REFERENCE);
  if (agreeKey >= 0) return refCode(AGREE, 2 + agreeKey);
  if (rl !== 0 && bankTokens(bank, b).has(ledger.refDict.values[rl]!)) return refCode(TEXT, REFERENCE);
  if (cl !== 0 && cb === 0 && bankTokens(bank, b).has(ledger.checkDict.values[cl]!))
    return refCode(TEXT, CHECK);
  return refCode(NONE, 0);
}

/**
 * The reference outcome between a line and a group (or two groups): compared keys only (a group's
 * single line does not echo its members' own references). `one[k]` and `other[k]` are key k's texts on
 * each side ('' when absent or not shared by all members).
 */
export function compareKeys(count: number, one: readonly string[], other: readonly string[]): number {
  let agreeKey = -1;
  for (let k = 0; k < count; k += 1) {
    const a = one[k]!;
    const b = other[k]!;
    if (textsDisagree(a, b)) return refCode(CONFLICT, 2 + k);
    if (a !== '' && a === b && agreeKey < 0) agreeKey = k;
  }
  return agreeKey >= 0 ? refCode(AGREE, 2 + agreeKey) : refCode(NONE, 0);
}

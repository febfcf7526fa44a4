import type { ResolvedRule } from './rules';
import { ReasonBook } from './score';
import { lineId, type Table } from './tables';
import type { BankLine, LedgerLine, Match, MatchKind, MatchReason } from './types';

/**
 * What the passes find, as growable columns rather than objects: a million confirmations are a few
 * typed arrays until someone asks for Match objects (runMatching) or reads them row by row
 * (runMatchingColumns, e.g. to stream them into the database). Reasons are rebuilt from the stored
 * inputs (rule, score parts, reference outcome) on demand.
 */

export const GROUPED_NONE = 0;
export const GROUPED_BANK = 1;
export const GROUPED_LEDGER = 2;
export const GROUPED_SUBSET = 3;

function grow<A extends Int32Array | Uint8Array | Float64Array>(a: A, size: number): A {
  if (a.length >= size) return a;
  const b = new (a.constructor as new (n: number) => A)(Math.max(size, a.length * 2));
  b.set(a);
  return b;
}

export class MatchSink {
  count = 0;
  rule = new Int32Array(256);
  score = new Uint8Array(256);
  code = new Int32Array(256);
  days = new Int32Array(256);
  diff = new Float64Array(256);
  tolerance = new Float64Array(256);
  grouped = new Uint8Array(256);
  /** Match k's lines are lines[start[k] .. start[k + 1]]: bank count, bank lines, then ledger lines. */
  start = new Int32Array(257);
  lines = new Int32Array(1024);

  push(
    rule: number,
    bankLines: ArrayLike<number>,
    ledgerLines: ArrayLike<number>,
    score: number,
    code: number,
    days: number,
    diff: number,
    tolerance: number,
    grouped: number,
  ): void {
    const k = this.count++;
    if (k + 1 >= this.rule.length) {
      const size = (k + 1) * 2;
      this.rule = grow(this.rule, size);
      this.score = grow(this.score, size);
      this.code = grow(this.code, size);
      this.days = grow(this.days, size);
      this.diff = grow(this.diff, size);
      this.tolerance = grow(this.tolerance, size);
      this.grouped = grow(this.grouped, size);
      this.start = grow(this.start, size + 1);
    }
    this.rule[k] = rule;
    this.score[k] = score;
    this.code[k] = code;
    this.days[k] = days;
    this.diff[k] = diff;
    this.tolerance[k] = tolerance;
    this.grouped[k] = grouped;
    let at = this.start[k]!;
    this.lines = grow(this.lines, at + 1 + bankLines.length + ledgerLines.length);
    this.lines[at++] = bankLines.length;
    for (let i = 0; i < bankLines.length; i += 1) this.lines[at++] = bankLines[i]!;
    for (let i = 0; i < ledgerLines.length; i += 1) this.lines[at++] = ledgerLines[i]!;
    this.start[k + 1] = at;
  }

  bankCount(k: number): number {
    return this.lines[this.start[k]!]!;
  }

  ledgerCount(k: number): number {
    return this.start[k + 1]! - this.start[k]! - 1 - this.bankCount(k);
  }

  bankLine(k: number, j: number): number {
    return this.lines[this.start[k]! + 1 + j]!;
  }

  ledgerLine(k: number, j: number): number {
    return this.lines[this.start[k]! + 1 + this.bankCount(k) + j]!;
  }
}

export function kindOf(bankCount: number, ledgerCount: number): MatchKind {
  if (bankCount === 1) return ledgerCount === 1 ? 'one-to-one' : 'one-to-many';
  return ledgerCount === 1 ? 'many-to-one' : 'many-to-many';
}

/**
 * Read access to recorded matches (all of a sink, or the listed rows of it), with ids and reasons
 * resolved on demand. Row accessors allocate only what they return.
 */
export class MatchTable {
  private readonly books: ReasonBook[];

  constructor(
    private readonly sink: MatchSink,
    private readonly rows: Int32Array | null,
    private readonly rules: readonly ResolvedRule[],
    /** The run's two sides: a line's id and input position by its canonical position. */
    private readonly bank: Table<BankLine>,
    private readonly ledger: Table<LedgerLine>,
  ) {
    this.books = rules.map((rule) => new ReasonBook(rule));
  }

  get count(): number {
    return this.rows ? this.rows.length : this.sink.count;
  }

  private row(k: number): number {
    return this.rows ? this.rows[k]! : k;
  }

  ruleId(k: number): string {
    return this.rules[this.sink.rule[this.row(k)]!]!.id;
  }

  kind(k: number): MatchKind {
    const r = this.row(k);
    return kindOf(this.sink.bankCount(r), this.sink.ledgerCount(r));
  }

  score(k: number): number {
    return this.sink.score[this.row(k)]!;
  }

  differenceMinor(k: number): number {
    return this.sink.diff[this.row(k)]!;
  }

  bankIdsOf(k: number): string[] {
    const r = this.row(k);
    return Array.from({ length: this.sink.bankCount(r) }, (_, j) =>
      lineId(this.bank, this.sink.bankLine(r, j)),
    );
  }

  ledgerIdsOf(k: number): string[] {
    const r = this.row(k);
    return Array.from({ length: this.sink.ledgerCount(r) }, (_, j) =>
      lineId(this.ledger, this.sink.ledgerLine(r, j)),
    );
  }

  bankCount(k: number): number {
    return this.sink.bankCount(this.row(k));
  }

  ledgerCount(k: number): number {
    return this.sink.ledgerCount(this.row(k));
  }

  /** Row k's j-th bank line, as the run was given it: a caller reads its fields with no lookup by id. */
  bankLine(k: number, j: number): BankLine {
    return this.bank.source[this.bank.position[this.sink.bankLine(this.row(k), j)]!]!;
  }

  /** Row k's j-th ledger line, as given (the run's, or its index's). */
  ledgerLine(k: number, j: number): LedgerLine {
    return this.ledger.source[this.ledger.position[this.sink.ledgerLine(this.row(k), j)]!]!;
  }

  reasons(k: number): readonly MatchReason[] {
    const { sink } = this;
    const r = this.row(k);
    const rule = this.rules[sink.rule[r]!]!;
    const nb = sink.bankCount(r);
    const nl = sink.ledgerCount(r);
    const by = rule.groupBy.join(', ');
    const grouped = sink.grouped[r];
    const group =
      grouped === GROUPED_LEDGER
        ? `${nl} ledger lines grouped by ${by}`
        : grouped === GROUPED_BANK
          ? `${nb} bank lines grouped by ${by}`
          : grouped === GROUPED_SUBSET
            ? `subset sum of ${nb + nl} lines`
            : undefined;
    return this.books[sink.rule[r]!]!.reasons(
      sink.diff[r]!,
      sink.tolerance[r]!,
      sink.days[r]!,
      sink.code[r]!,
      group,
    );
  }

  /** Row k as a Match object. */
  match(k: number): Match {
    return {
      bankIds: this.bankIdsOf(k),
      ledgerIds: this.ledgerIdsOf(k),
      ruleId: this.ruleId(k),
      kind: this.kind(k),
      score: this.score(k),
      reasons: this.reasons(k),
      differenceMinor: this.differenceMinor(k),
    };
  }

  /** Every row as Match objects. */
  matches(): Match[] {
    const out = new Array<Match>(this.count);
    for (let k = 0; k < out.length; k += 1) out[k] = this.match(k);
    return out;
  }
}

import type { ResolvedRule } from './rules';
import { isConflict } from './score';

/**
 * Candidates of one pass, as parallel growable columns. `s` is the bank unit (a line or a bank group), `t`
 * the ledger unit (a line or a ledger group). Passes push them in increasing `s`, so a unit's candidates
 * are contiguous and the confirmed list comes out in bank canonical order without sorting.
 */
export class Edges {
  n = 0;
  s = new Int32Array(1024);
  t = new Int32Array(1024);
  score = new Uint8Array(1024);
  code = new Int32Array(1024);
  days = new Int32Array(1024);
  diff = new Float64Array(1024);
  /** Set when the ledger unit sits in a crowd too large to score exhaustively: never confirmed. */
  contested = new Uint8Array(1024);

  push(
    s: number,
    t: number,
    score: number,
    code: number,
    days: number,
    diff: number,
    contested: boolean,
  ): void {
    if (this.n === this.s.length) this.grow();
    const e = this.n++;
    this.s[e] = s;
    this.t[e] = t;
    this.score[e] = score;
    this.code[e] = code;
    this.days[e] = days;
    this.diff[e] = diff;
    this.contested[e] = contested ? 1 : 0;
  }

  private grow(): void {
    const size = this.s.length * 2;
    const grow = <A extends Int32Array | Uint8Array | Float64Array>(a: A, make: (n: number) => A): A => {
      const b = make(size);
      b.set(a);
      return b;
    };
    this.s = grow(this.s, (n) => new Int32Array(n));
    this.t = grow(this.t, (n) => new Int32Array(n));
    this.score = grow(this.score, (n) => new Uint8Array(n));
    this.code = grow(this.code, (n) => new Int32Array(n));
    this.days = grow(this.days, (n) => new Int32Array(n));
    this.diff = grow(this.diff, (n) => new Float64Array(n));
    this.contested = grow(this.contested, (n) => new Uint8Array(n));
  }
}

export interface Decision {
  /** Confirmed edges in bank-unit order. */
  confirmed: number[];
  /** Suggested edges: per bank unit, best score first, then ledger-unit rank. */
  suggested: number[];
}

/**
 * Per-run scratch space: best/second scores and "taken" flags per unit, kept between passes instead of
 * allocated per pass (at a million lines that churn of buffers is what triggers full collections of a
 * large heap). Entries a pass touched are reset when it is done, so nothing needs refilling.
 */
export class Workspace {
  readonly edges = new Edges();
  private bestS = new Int16Array(0);
  private bestT = new Int16Array(0);
  private takenS = new Uint8Array(0);
  private takenT = new Uint8Array(0);

  /** The edge list, emptied. */
  freshEdges(): Edges {
    this.edges.n = 0;
    return this.edges;
  }

  ensure(unitsS: number, unitsT: number): void {
    if (this.bestS.length < unitsS * 2) {
      this.bestS = new Int16Array(unitsS * 2).fill(-1);
      this.takenS = new Uint8Array(unitsS);
    }
    if (this.bestT.length < unitsT * 2) {
      this.bestT = new Int16Array(unitsT * 2).fill(-1);
      this.takenT = new Uint8Array(unitsT);
    }
  }

  /**
   * Confirms an edge when the rule may confirm, its score reaches the threshold, it carries no
   * reference conflict, it is the best candidate of both its units, and each unit's runner-up trails it
   * by more than the ambiguity margin. Such edges never share a unit, so no assignment step is needed.
   * Everything else scoring at least the suggestion threshold, and touching no unit confirmed here, is
   * a suggestion (top `maxSuggestions` per bank unit, ties broken by `rankT`, the ledger unit's rank).
   */
  decide(
    edges: Edges,
    unitsS: number,
    unitsT: number,
    rule: ResolvedRule,
    rankT: (t: number) => number,
  ): Decision {
    this.ensure(unitsS, unitsT);
    const { bestS, bestT, takenS, takenT } = this;
    const n = edges.n;
    // Best and second-best score per unit: a tie makes the second equal the best, so two equally good
    // candidates are never confirmed.
    for (let e = 0; e < n; e += 1) {
      const sc = edges.score[e]!;
      const s = edges.s[e]! * 2;
      if (sc > bestS[s]!) {
        bestS[s + 1] = bestS[s]!;
        bestS[s] = sc;
      } else if (sc > bestS[s + 1]!) bestS[s + 1] = sc;
      const t = edges.t[e]! * 2;
      if (sc > bestT[t]!) {
        bestT[t + 1] = bestT[t]!;
        bestT[t] = sc;
      } else if (sc > bestT[t + 1]!) bestT[t + 1] = sc;
    }
    const confirmed: number[] = [];
    if (rule.confirms) {
      for (let e = 0; e < n; e += 1) {
        const sc = edges.score[e]!;
        if (sc < rule.threshold || isConflict(edges.code[e]!) || edges.contested[e]) continue;
        const s = edges.s[e]! * 2;
        const t = edges.t[e]! * 2;
        if (sc !== bestS[s] || sc !== bestT[t]) continue;
        if (sc - bestS[s + 1]! <= rule.margin || sc - bestT[t + 1]! <= rule.margin) continue;
        confirmed.push(e);
        takenS[edges.s[e]!] = 1;
        takenT[edges.t[e]!] = 1;
      }
    }
    const suggested: number[] = [];
    const pool: number[] = [];
    const byScore = (a: number, b: number) =>
      edges.score[b]! - edges.score[a]! || rankT(edges.t[a]!) - rankT(edges.t[b]!);
    for (let start = 0; start < n; ) {
      let end = start + 1;
      while (end < n && edges.s[end] === edges.s[start]) end += 1;
      if (!takenS[edges.s[start]!]) {
        pool.length = 0;
        for (let e = start; e < end; e += 1)
          if (edges.score[e]! >= rule.suggestThreshold && !takenT[edges.t[e]!]) pool.push(e);
        if (pool.length > 1) pool.sort(byScore);
        for (let i = 0; i < pool.length && i < rule.maxSuggestions; i += 1) suggested.push(pool[i]!);
      }
      start = end;
    }
    for (let e = 0; e < n; e += 1) {
      const s = edges.s[e]!;
      const t = edges.t[e]!;
      bestS[s * 2] = -1;
      bestS[s * 2 + 1] = -1;
      bestT[t * 2] = -1;
      bestT[t * 2 + 1] = -1;
      takenS[s] = 0;
      takenT[t] = 0;
    }
    return { confirmed, suggested };
  }
}

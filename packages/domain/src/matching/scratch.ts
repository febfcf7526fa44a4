import { Workspace } from './arbiter';

/**
 * The ledger-sized buffers of one run: which lines are taken, which hold an exact suggestion, and the
 * best/second scores of the arbiter. An index keeps one set between runs and lends it to each run in
 * turn. Allocating them per run (a few megabytes of array buffers at a million lines) made an
 * incremental run of 10,000 bank lines trigger a full garbage collection of the whole heap every few
 * runs: V8 counts array-buffer memory towards its next collection. Reusing them costs a memset.
 */
export class RunScratch {
  readonly work = new Workspace();
  /** 1 = taken (retired before the run, or confirmed in it). */
  readonly ledgerUsed: Uint8Array;
  /** 1 = holds an exact-amount suggestion (suggest-only passes leave it alone). */
  readonly ledgerExplained: Uint8Array;
  /** Lent to a run and not given back yet. */
  lent = false;

  constructor(readonly size: number) {
    this.ledgerUsed = new Uint8Array(size);
    this.ledgerExplained = new Uint8Array(size);
  }

  /** Ready for a run over an index with these retired lines (null: none). */
  reset(retired: Uint8Array | null): void {
    if (retired) this.ledgerUsed.set(retired);
    else this.ledgerUsed.fill(0);
    this.ledgerExplained.fill(0);
  }
}

/** Lends `pool.scratch` when it is free and fits, else makes a new one (kept when the pool had none). */
export function borrowScratch(pool: { scratch?: RunScratch }, size: number, retired: Uint8Array | null) {
  let scratch = pool.scratch;
  if (!scratch || scratch.lent || scratch.size !== size) {
    scratch = new RunScratch(size);
    pool.scratch ??= scratch;
  }
  scratch.reset(retired);
  scratch.lent = true;
  return scratch;
}

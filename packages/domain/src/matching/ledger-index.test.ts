import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runMatching } from './engine';
import { generateMatchingWorld } from './generator';
import { buildLedgerIndex, retireLedgerLines } from './ledger-index';
import { matchKey, referenceMatch } from './reference-matcher.test-util';
import { DEFAULT_MATCH_RULES } from './rules';

describe('LedgerIndex (incremental use)', () => {
  const world = generateMatchingWorld({ seed: 3, size: 3_000, accounts: 2, days: 60 });

  it('matches batches of new bank lines against the open items it holds, as a full run would', () => {
    const index = buildLedgerIndex(world.ledger, DEFAULT_MATCH_RULES);
    expect(index.size).toBe(world.ledger.filter((l) => !l.reconciling).length);
    const batch = world.bank.slice(0, 400);
    const viaIndex = runMatching({ bank: batch, ledger: index });
    expect(viaIndex).toEqual(runMatching({ bank: batch, ledger: world.ledger }));
    expect(viaIndex.confirmed.length).toBeGreaterThan(100);
  }, 30_000);

  it('treats retired lines (matched since the index was built) as taken, groups included', () => {
    const index = buildLedgerIndex(world.ledger, DEFAULT_MATCH_RULES);
    const first = runMatching({ bank: world.bank.slice(0, 1_000), ledger: index });
    const taken = new Set(first.confirmed.flatMap((m) => m.ledgerIds));
    const next = retireLedgerLines(index, taken);
    expect(next.size).toBe(index.size - taken.size);
    expect(index.size).toBe(world.ledger.filter((l) => !l.reconciling).length);
    const rest = world.bank.slice(1_000);
    const open = world.ledger.filter((l) => !taken.has(l.id));
    const incremental = runMatching({ bank: rest, ledger: next });
    const full = runMatching({ bank: rest, ledger: open });
    expect(incremental.confirmed).toEqual(full.confirmed);
    expect(incremental.suggested).toEqual(full.suggested);
    expect(incremental.unmatchedLedger).toEqual(full.unmatchedLedger);
  }, 30_000);

  it('agrees with the reference matcher after random retirements', () => {
    const small = generateMatchingWorld({ seed: 9, size: 60, accounts: 1, days: 10 });
    const index = buildLedgerIndex(small.ledger, DEFAULT_MATCH_RULES);
    fc.assert(
      fc.property(fc.subarray(small.ledger.map((l) => l.id)), fc.subarray(small.bank), (retired, bank) => {
        const gone = new Set(retired);
        const engine = runMatching({ bank, ledger: retireLedgerLines(index, retired) });
        const reference = referenceMatch({
          bank,
          ledger: small.ledger.filter((l) => !gone.has(l.id)),
          rules: DEFAULT_MATCH_RULES,
        });
        expect(engine.confirmed.map(matchKey).sort()).toEqual(reference.confirmed.map(matchKey).sort());
      }),
      { numRuns: 30 },
    );
  }, 60_000);

  it('ignores unknown ids when retiring and keeps the original index unchanged', () => {
    const index = buildLedgerIndex(world.ledger);
    const next = retireLedgerLines(index, ['nope', world.ledger[0]!.id]);
    expect(next.size).toBe(index.size - (world.ledger[0]!.reconciling ? 0 : 1));
    expect(retireLedgerLines(next, [world.ledger[0]!.id]).size).toBe(next.size);
  });
});

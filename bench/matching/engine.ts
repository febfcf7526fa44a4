import os from 'node:os';
import {
  buildLedgerIndex,
  DEFAULT_MATCH_RULES,
  evaluateMatching,
  generateMatchingWorld,
  type MatchResult,
  type MatchStats,
  runMatching,
  runMatchingColumns,
  seededRandom,
} from '../../packages/domain/src/matching/index';

/**
 * `npm run bench:matching-engine`: the pure matching engine alone (no database), on the labelled
 * synthetic world of packages/domain/src/matching/generator.ts. Prints one JSON document on stdout
 * (progress on stderr):
 * - full: 1,000,000 ledger lines against the generated bank side (about 830,000 lines: batches and
 *   deposits are one bank line for several book lines), default rules; the first (cold) run and the
 *   best of the repeats, wall and CPU time, per pass; `engine` is runMatchingColumns (the matching,
 *   results as columns), `withObjects` is runMatching (the same plus a Match object per match);
 * - quality: precision of the auto-confirmed matches and recall of the true matches (confirmed or
 *   suggested), overall and per scenario;
 * - incremental: 10,000 new bank lines against an index of the 1,000,000 open ledger lines, built once;
 *   p50 / p95 / max over the repeats (a different 10,000 each time);
 * - machine: cores, load average before and after, and a calibration workload, because this machine is
 *   shared (see docs/domain/matching.md for how to read the figures).
 * `full.setupMs` / `full.passesMs` split the fastest engine run: indexing both sides (canonical order,
 * interning, group tables) against the passes; `incremental.indexBuildMs` is the ledger index alone.
 * Environment: BENCH_MATCH_SIZE (1000000), BENCH_MATCH_NEW (10000), BENCH_MATCH_REPEATS (30 incremental
 * runs), BENCH_MATCH_FULL_REPEATS (3), BENCH_MATCH_SEED (2026).
 */

const SIZE = Number(process.env.BENCH_MATCH_SIZE ?? 1_000_000);
const NEW_LINES = Number(process.env.BENCH_MATCH_NEW ?? 10_000);
const REPEATS = Number(process.env.BENCH_MATCH_REPEATS ?? 30);
const FULL_REPEATS = Number(process.env.BENCH_MATCH_FULL_REPEATS ?? 3);
const SEED = Number(process.env.BENCH_MATCH_SEED ?? 2026);
const GOALS = { fullMs: 1_000, incrementalP95Ms: 300, precision: 1, recall: 0.95 };

const log = (message: string) => process.stderr.write(`[bench] ${message}\n`);
const cpuMs = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};
const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

/** A fixed workload to compare machines and moments: sort 1M doubles, then a 1M-entry numeric hash join. */
function calibrate(): number {
  const random = seededRandom(1);
  const values = Float64Array.from({ length: 1_000_000 }, () => Math.floor(random() * 1e9));
  const started = performance.now();
  const sorted = values.slice().sort();
  const map = new Map<number, number>();
  for (let i = 0; i < values.length; i += 1) map.set(values[i]!, i);
  let hits = 0;
  for (let i = 0; i < sorted.length; i += 1) if (map.has(sorted[i]!)) hits += 1;
  if (hits !== values.length) throw new Error('calibration failed');
  return performance.now() - started;
}

function timed<T>(run: () => T): { value: T; wallMs: number; cpuMs: number } {
  const c0 = cpuMs();
  const t0 = performance.now();
  const value = run();
  return { value, wallMs: performance.now() - t0, cpuMs: cpuMs() - c0 };
}

function passes(stats: MatchStats) {
  return stats.passes.map((p) => ({
    rule: p.ruleId,
    confirmed: p.confirmed,
    suggested: p.suggested,
    candidates: p.candidates,
    steps: p.steps,
    budgetExhausted: p.budgetExhausted,
    ms: round(p.ms ?? 0),
  }));
}

function main(): void {
  const loadBefore = os.loadavg();
  const calibrationBefore = calibrate();
  log(`generating a world of ${SIZE} ledger lines (seed ${SEED})`);
  const generated = timed(() => generateMatchingWorld({ seed: SEED, size: SIZE }));
  const world = generated.value;
  log(`${world.ledger.length} ledger, ${world.bank.length} bank lines, ${world.truth.length} true matches`);

  const repeat = (name: string, run: () => unknown) => {
    const runs: { wallMs: number; cpuMs: number }[] = [];
    for (let i = 0; i < FULL_REPEATS; i += 1) {
      const t = timed(run);
      runs.push({ wallMs: Math.round(t.wallMs), cpuMs: Math.round(t.cpuMs) });
      log(`${name} run ${i + 1}: ${runs[i]!.wallMs} ms wall, ${runs[i]!.cpuMs} ms CPU`);
    }
    const best = runs.reduce((a, b) => (b.wallMs < a.wallMs ? b : a));
    return { coldWallMs: runs[0]!.wallMs, bestWallMs: best.wallMs, bestCpuMs: best.cpuMs, runs };
  };
  const input = { bank: world.bank, ledger: world.ledger, now: () => performance.now() };
  // Stats of the fastest engine run (the one reported as best): the machine is shared.
  let columnsStats: MatchStats | undefined;
  const engine = repeat('engine (columns)', () => {
    const stats = runMatchingColumns(input).stats;
    if (!columnsStats || (stats.ms ?? 0) < (columnsStats.ms ?? 0)) columnsStats = stats;
  });
  let result: MatchResult | undefined;
  const withObjects = repeat('with Match objects', () => {
    result = undefined; // let the previous result go before the next run allocates its own
    result = runMatching(input);
  });
  if (!result || !columnsStats) throw new Error('no run');
  const quality = evaluateMatching(result, world.truth);

  log('indexing the ledger for incremental runs');
  const indexed = timed(() => buildLedgerIndex(world.ledger, DEFAULT_MATCH_RULES));
  const order = world.bank.map((_, i) => i);
  const random = seededRandom(SEED + 1);
  for (let i = order.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const incremental: number[] = [];
  const incrementalColumns: number[] = [];
  let confirmedPerRun = 0;
  for (let r = 0; r < REPEATS; r += 1) {
    const start = (r * NEW_LINES) % Math.max(1, order.length - NEW_LINES);
    const batch = order.slice(start, start + NEW_LINES).map((i) => world.bank[i]!);
    const run = timed(() => runMatching({ bank: batch, ledger: indexed.value }));
    incremental.push(run.wallMs);
    confirmedPerRun += run.value.confirmed.length / REPEATS;
    incrementalColumns.push(timed(() => runMatchingColumns({ bank: batch, ledger: indexed.value })).wallMs);
  }
  const sortedIncremental = [...incremental].sort((a, b) => a - b);
  const sortedColumns = [...incrementalColumns].sort((a, b) => a - b);
  const report = {
    engine: 'packages/domain/src/matching',
    world: {
      seed: SEED,
      ledgerLines: world.ledger.length,
      bankLines: world.bank.length,
      trueMatches: world.truth.length,
      generateMs: Math.round(generated.wallMs),
    },
    machine: {
      node: process.version,
      cpus: os.cpus().length,
      loadAverageBefore: loadBefore.map((v) => round(v, 2)),
      loadAverageAfter: os.loadavg().map((v) => round(v, 2)),
      calibrationMs: { before: Math.round(calibrationBefore), after: Math.round(calibrate()) },
    },
    full: {
      rules: DEFAULT_MATCH_RULES.map((r) => r.id),
      engine,
      withObjects,
      confirmed: result.confirmed.length,
      suggested: result.suggested.length,
      unmatchedBank: result.unmatchedBank.length,
      unmatchedLedger: result.unmatchedLedger.length,
      budgetExhaustedLines: result.stats.budgetExhaustedBank.length,
      // Of the fastest engine run: canonical order, interning, tables and groups before the first pass (and
      // the tally after the last), against the passes themselves.
      setupMs: Math.round(
        (columnsStats.ms ?? 0) - columnsStats.passes.reduce((sum, p) => sum + (p.ms ?? 0), 0),
      ),
      passesMs: Math.round(columnsStats.passes.reduce((sum, p) => sum + (p.ms ?? 0), 0)),
      passes: passes(columnsStats),
    },
    quality: {
      precision: quality.precision,
      recall: round(quality.recall, 5),
      autoConfirmedShare: round(quality.autoRecall, 4),
      confirmedWrong: quality.confirmed - quality.confirmedCorrect,
      byScenario: Object.fromEntries(
        Object.entries(quality.byScenario).map(([k, [total, confirmed, found]]) => [
          k,
          { total, confirmed, found },
        ]),
      ),
    },
    incremental: {
      newBankLines: NEW_LINES,
      openLedgerLines: indexed.value.size,
      indexBuildMs: Math.round(indexed.wallMs),
      runs: REPEATS,
      p50Ms: round(percentile(sortedIncremental, 0.5)),
      p95Ms: round(percentile(sortedIncremental, 0.95)),
      maxMs: round(sortedIncremental.at(-1)!),
      columns: {
        p50Ms: round(percentile(sortedColumns, 0.5)),
        p95Ms: round(percentile(sortedColumns, 0.95)),
        maxMs: round(sortedColumns.at(-1)!),
      },
      confirmedPerRun: Math.round(confirmedPerRun),
    },
    goals: GOALS,
    met: {
      full: engine.bestWallMs <= GOALS.fullMs,
      incremental: percentile(sortedIncremental, 0.95) <= GOALS.incrementalP95Ms,
      precision: quality.precision >= GOALS.precision,
      recall: quality.recall >= GOALS.recall,
    },
  };
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
}

main();

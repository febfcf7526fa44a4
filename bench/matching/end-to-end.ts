import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import { type BankLine, generateMatchingWorld } from '@clearline/domain/matching';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app';
import { DEMO_BUREAU, seedDemo } from '../../apps/server/src/db/seed/demo';
import { loadConfig } from '../../apps/server/src/platform/config';
import { type Database, openDatabase } from '../../apps/server/src/platform/db';
import { applySummaryTriggersSetting, SUMMARY_TRIGGERS_ON } from '../dashboards/summary-triggers';
import { withClient } from '../search-ledger/dataset';
import { cpuSpan } from './cpu';
import { ewaBench } from './ewa-world';
import { measureFloor, type WriteFloor } from './floor';
import { instrument, Recorder, topFunctions } from './recorder';
import {
  BANK_COLUMNS,
  bankRow,
  copyRows,
  holdOut,
  loadWorld,
  newImport,
  quality,
  readBack,
  type WorldLayout,
} from './world-db';

/**
 * `npm run bench:matching`: the server's real auto-match, end to end, in PostgreSQL. Prints one JSON
 * document on stdout (progress on stderr).
 *
 * It creates a throw-away database `clearline_bench_<random>` (migrations + the demo bureau), loads the
 * labelled world of packages/domain/src/matching/generator.ts (the same seed and size as
 * `npm run bench:matching-engine`, so the two are comparable) with COPY: 1,000,000 ledger entries and
 * ~830,000 bank transactions, one bank account per 20,000 ledger lines, a client per generated coId.
 * Then, through the services buildApp builds (AutoMatchService.run, what the auto-match job runs):
 * - incremental: REPEATS batches of >= NEW bank lines (whole days, from the middle of the year) held out
 *   of the load are inserted one batch at a time with every ledger entry still open, and run() is called
 *   per bank account the batch touches with from/to = that account's dates in the batch (what an import
 *   queues). p50 / p95 / max are over the batches' wall times. These matches are then undone (rows
 *   deleted, entries reopened) so the full run sees the whole world;
 * - full: run() per bank account with from = to = null over every open line; wall time of all of them,
 *   the summed engine time (summary.engineMs) and phases (from run()'s progress callback: setup + lock,
 *   read open lines, map rows + engine, write matches/items/audit/suggestions, commit) and the SQL
 *   statements and COPYs by time (the bulk connection is wrapped, the service is not changed);
 * - quality: read back from the database: precision of the confirmed matches against the true matches and
 *   recall (true matches confirmed or pending as a suggestion), per scenario; and the row counts.
 * How to read it: `full.wallMs` against the goal (30 s, issue 18) is the headline; `full.phasesMs` and
 * `full.statements` say where it goes (`load` is setup, not part of it). The machine is shared: see
 * `machine.loadAverage*`. The ledger has no column for a book reference, ACH batch or company id, so the
 * server's rows carry less than the generator's lines: compare `quality.byScenario` with the engine
 * benchmark's to see what that costs.
 * Environment: BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/postgres), BENCH_MATCH_SIZE
 * (1000000 ledger lines), BENCH_MATCH_ACCOUNTS (the generator's default, size / 20,000; 1 = one account
 * holding every line, one run), BENCH_MATCH_NEW (10000), BENCH_MATCH_REPEATS (5 incremental batches, 0 =
 * none), BENCH_MATCH_LAYOUT (files: the rows lie as a year of daily files leaves them; generated: in the
 * generator's shuffled order, the layout of the figures before session 19), BENCH_MATCH_SEED (2026),
 * BENCH_MATCH_CONCURRENCY (accounts run at once: JOB_SLOTS's default, 2, as one job runner runs the
 * queued per-account jobs on PostgreSQL; 1 = one after another),
 * BENCH_MATCH_PROFILE (a file: CPU profile of the full run there, and the top functions by self time in
 * the JSON), BENCH_MATCH_FULL (1; 0 = incremental only, no full run), BENCH_MATCH_FLOOR (1: after the
 * full run, `floor` in the JSON, the same database work without triggers, see floor.ts; 0 = not measured).
 *
 * Then an employer-funds run beside it (`employerFunds` in the JSON; bench/matching/ewa-world.ts): a
 * settlement-style world (partners' daily settlement debits over hundreds of advances, payroll
 * deductions, fees a few cents off, split fundings) in the demo wage-access organisation, full
 * auto-match of its two accounts with the area's rules, precision and recall by scenario.
 * BENCH_EWA_SIZE (100000 ledger lines; 0 = no employer-funds run), BENCH_EWA_DAYS (20 business days).
 */

const BASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SIZE = Number(process.env.BENCH_MATCH_SIZE ?? 1_000_000);
const ACCOUNTS = process.env.BENCH_MATCH_ACCOUNTS ? Number(process.env.BENCH_MATCH_ACCOUNTS) : undefined;
const NEW_LINES = Number(process.env.BENCH_MATCH_NEW ?? 10_000);
const REPEATS = Number(process.env.BENCH_MATCH_REPEATS ?? 5);
const SEED = Number(process.env.BENCH_MATCH_SEED ?? 2026);
const PROFILE = process.env.BENCH_MATCH_PROFILE || undefined;
const FULL = process.env.BENCH_MATCH_FULL !== '0';
// Runs at once: as a job runner with its default JOB_SLOTS runs the queued per-account jobs (ADR 0033).
const CONCURRENCY = Number(process.env.BENCH_MATCH_CONCURRENCY ?? loadConfig({}, []).jobSlots);
const LAYOUT: WorldLayout = process.env.BENCH_MATCH_LAYOUT === 'generated' ? 'generated' : 'files';
// Issue 18: the full auto-match, read + engine + write + commit, in 30 s or less.
const GOALS = { fullWallMs: 30_000, precision: 1, recall: 0.95 };
const FLOOR = process.env.BENCH_MATCH_FLOOR !== '0';
const EWA_SIZE = Number(process.env.BENCH_EWA_SIZE ?? 100_000);
const EWA_DAYS = Number(process.env.BENCH_EWA_DAYS ?? 20);

const t00 = performance.now();
const log = (message: string) =>
  process.stderr.write(`[bench ${((performance.now() - t00) / 1000).toFixed(1)} s] ${message}\n`);
const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
const loadAverage = () => os.loadavg().map((v) => round(v, 2));

async function main(): Promise<void> {
  const loadAverageBefore = loadAverage();
  const name = `clearline_bench_${randomBytes(6).toString('hex')}`;
  const url = new URL(BASE_URL);
  url.pathname = `/${name}`;
  let dropped = false;
  const drop = async () => {
    if (dropped || process.env.BENCH_KEEP_DATABASE === '1') return;
    dropped = true;
    await withClient(BASE_URL, (c) => c.query(`drop database if exists ${name} with (force)`));
    log(`dropped ${name}`);
  };
  const onSignal = (signal: NodeJS.Signals) => {
    log(`${signal}: dropping ${name}`);
    void drop().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  const serverVersion = await withClient(BASE_URL, async (c) => {
    await c.query(`create database ${name}`);
    return (await c.query<{ v: string }>(`select current_setting('server_version') as v`)).rows[0]!.v;
  });
  log(`created ${name}`);
  let database: Database | undefined;
  let closeApp: (() => Promise<void>) | undefined;
  const loader = new pg.Client({ connectionString: url.toString() });
  try {
    // --- schema, demo bureau ---
    let t0 = performance.now();
    database = await openDatabase({ url: url.toString(), poolSize: 4 });
    await database.migrate();
    await seedDemo(database);
    const migrateAndSeedMs = performance.now() - t0;
    await loader.connect();
    await applySummaryTriggersSetting(loader);
    log(`summary triggers ${SUMMARY_TRIGGERS_ON ? 'on' : 'off'}`);
    const org = await loader.query<{ id: string }>('select id from organizations where name = $1', [
      DEMO_BUREAU,
    ]);
    const organizationId = org.rows[0]?.id;
    if (!organizationId) throw new Error('the demo bureau was not seeded');

    // --- the world ---
    const loadStarted = performance.now();
    t0 = performance.now();
    const world = generateMatchingWorld({
      seed: SEED,
      size: SIZE,
      ...(ACCOUNTS !== undefined ? { accounts: ACCOUNTS } : {}),
    });
    const generateMs = performance.now() - t0;
    log(`${world.ledger.length} ledger, ${world.bank.length} bank lines, ${world.truth.length} true matches`);
    const batches = holdOut(world.bank, REPEATS, NEW_LINES);
    const heldOut = new Set(batches.flatMap((b) => b.lines.map((l) => l.id)));

    const loaded = await loadWorld(loader, organizationId, world, heldOut, LAYOUT);
    const { maps, ledgerRows, bankRows } = loaded;
    const { prepareMs, copyLedgerMs, copyBankMs, indexesMs, vacuumAnalyzeMs } = loaded.timings;
    log(
      `copied ${ledgerRows} ledger entries in ${Math.round(copyLedgerMs)} ms, ${bankRows} bank transactions in ${Math.round(copyBankMs)} ms`,
    );
    // The summaries as production keeps them (the load wrote rows with triggers off): a run moves lines
    // out of the 'open' rows it finds there.
    t0 = performance.now();
    if (SUMMARY_TRIGGERS_ON) await loader.query('select rec_summaries_rebuild()');
    const summariesMs = performance.now() - t0;
    log(`summaries rebuilt in ${Math.round(summariesMs)} ms`);
    const loadMs = performance.now() - loadStarted;
    log(
      `loaded in ${Math.round(loadMs)} ms (indexes ${Math.round(indexesMs)}, vacuum ${Math.round(vacuumAnalyzeMs)})`,
    );

    // --- the server's services ---
    const built = await buildApp({
      config: loadConfig(
        { DATABASE_URL: url.toString(), LOG_LEVEL: 'error', WEB_DIST_DIR: '/nonexistent', DB_POOL_SIZE: '4' },
        [],
      ),
      database: instrument(database),
      quiet: true,
    });
    closeApp = () => built.app.close();
    const autoMatch = built.services.autoMatch;
    const accountOf = (line: BankLine) => maps.account.get(line.accountId)!;

    // --- incremental: each batch inserted, then run() per account it touches over its dates ---
    const incremental = [];
    const incrementalRuns = new Recorder();
    for (const [i, batch] of batches.entries()) {
      const importId = await newImport(loader, organizationId, `bench-new-${i + 1}.bai`);
      t0 = performance.now();
      let n = 0;
      await copyRows(
        loader,
        'bank_transactions',
        BANK_COLUMNS,
        batch.lines.map((line) => bankRow(line, maps, importId, ++n)),
      );
      const insertMs = performance.now() - t0;
      const spans = new Map<string, { from: string; to: string }>();
      for (const line of batch.lines) {
        const a = accountOf(line);
        const s = spans.get(a);
        if (!s) spans.set(a, { from: line.date, to: line.date });
        else {
          if (line.date < s.from) s.from = line.date;
          if (line.date > s.to) s.to = line.date;
        }
      }
      const before = { ...incrementalRuns.sums, ...incrementalRuns.out };
      t0 = performance.now();
      for (const [accountId, span] of [...spans].sort()) {
        await incrementalRuns.run(autoMatch, {
          organizationId,
          accountId,
          from: span.from,
          to: span.to,
          userId: null,
          trigger: 'import',
        });
      }
      const wallMs = performance.now() - t0;
      const after = { ...incrementalRuns.sums, ...incrementalRuns.out };
      incremental.push({
        newBankLines: batch.lines.length,
        from: batch.from,
        to: batch.to,
        runs: spans.size,
        insertMs: Math.round(insertMs),
        wallMs: Math.round(wallMs),
        engineMs: Math.round(after.engineMs - before.engineMs),
        ledgerLinesRead: after.ledgerLines - before.ledgerLines,
        confirmed: after.confirmed - before.confirmed,
        suggested: after.suggested - before.suggested,
      });
      log(
        `incremental ${i + 1}: ${batch.lines.length} new lines, ${Math.round(wallMs)} ms (${spans.size} runs)`,
      );
    }
    let incrementalQuality: ReturnType<typeof quality> | null = null;
    if (batches.length > 0) {
      const inBatches = world.truth.filter((t) => t.bankIds.every((id) => heldOut.has(id)));
      incrementalQuality = quality(await readBack(loader, maps), inBatches);
      // Undo them: the full run starts from every entry open.
      const accounts = [...maps.account.values()];
      await loader.query('begin');
      await loader.query(
        `delete from match_items where organization_id = $1 and match_id in
           (select id from matches where organization_id = $1 and account_id = any($2))`,
        [organizationId, accounts],
      );
      await loader.query(
        'delete from match_suggestions where organization_id = $1 and account_id = any($2)',
        [organizationId, accounts],
      );
      await loader.query('delete from matches where organization_id = $1 and account_id = any($2)', [
        organizationId,
        accounts,
      ]);
      await loader.query(
        `update bank_rec_ledger_entries set status = 'open'
          where organization_id = $1 and account_id = any($2) and status = 'matched'`,
        [organizationId, accounts],
      );
      await loader.query('commit');
      await loader.query('vacuum analyze bank_rec_ledger_entries, match_items, matches, match_suggestions');
    }

    // --- full: run() per account over every open line ---
    const fullRuns = new Recorder();
    const session = PROFILE ? new Session() : undefined;
    if (session) {
      session.connect();
      await session.post('Profiler.enable');
      await session.post('Profiler.start');
    }
    // What the run made PostgreSQL write and how often it checkpointed (the default 1 GB max_wal_size):
    // with 128 MB of shared buffers the writes are bound by pages, not rows.
    const walAt = async () =>
      (
        await loader.query<{ lsn: string; checkpoints: string }>(
          `select pg_current_wal_lsn()::text as lsn,
                  (select checkpoints_timed + checkpoints_req from pg_stat_bgwriter)::text as checkpoints`,
        )
      ).rows[0]!;
    const walBefore = await walAt();
    const fullStarted = performance.now();
    const fullCpu = cpuSpan();
    await fullRuns.runFull(autoMatch, organizationId, FULL ? maps.account.values() : [], CONCURRENCY);
    const fullWallMs = performance.now() - fullStarted;
    const cpu = fullCpu(fullWallMs);
    const walAfter = await walAt();
    const wal = {
      megabytes:
        Number(
          (
            await loader.query<{ b: string }>('select pg_wal_lsn_diff($1, $2)::text as b', [
              walAfter.lsn,
              walBefore.lsn,
            ])
          ).rows[0]!.b,
        ) /
        2 ** 20,
      checkpoints: Number(walAfter.checkpoints) - Number(walBefore.checkpoints),
    };
    log(`full auto-match: ${Math.round(fullWallMs)} ms over ${maps.account.size} accounts`);
    let profile: { file: string; top: ReturnType<typeof topFunctions> } | undefined;
    if (session && PROFILE) {
      const { profile: p } = await session.post('Profiler.stop');
      writeFileSync(PROFILE, JSON.stringify(p));
      profile = { file: PROFILE, top: topFunctions(p) };
      session.disconnect();
    }
    // --- quality and row counts, read back from the database ---
    t0 = performance.now();
    const full = quality(await readBack(loader, maps), world.truth);
    const evaluateMs = performance.now() - t0;
    const count = async (sql: string) =>
      Number((await loader.query<{ n: string }>(sql, [organizationId])).rows[0]!.n);
    const rows = {
      ledgerEntries: await count('select count(*) n from bank_rec_ledger_entries where organization_id = $1'),
      ledgerMatched: await count(
        `select count(*) n from bank_rec_ledger_entries where organization_id = $1 and status = 'matched'`,
      ),
      bankTransactions: await count('select count(*) n from bank_transactions where organization_id = $1'),
      clients: await count('select count(*) n from bank_rec_clients where organization_id = $1'),
      matches: await count(
        `select count(*) n from matches where organization_id = $1 and status = 'confirmed'`,
      ),
      matchItems: await count('select count(*) n from match_items where organization_id = $1 and live'),
      auditMatchCreated: await count(
        `select count(*) n from audit_log where organization_id = $1 and action = 'match.created'`,
      ),
      suggestionsPending: await count(
        `select count(*) n from match_suggestions where organization_id = $1 and status = 'pending'`,
      ),
    };
    // --- the floor of the database work of the full run (floor.ts) ---
    let floor: WriteFloor | null = null;
    if (FULL && FLOOR) floor = await measureFloor(loader, organizationId, [...maps.account.values()], log);
    const employerFunds =
      EWA_SIZE > 0
        ? await ewaBench(loader, autoMatch, { seed: SEED, size: EWA_SIZE, days: EWA_DAYS, log })
        : null;
    const sortedIncremental = incremental.map((r) => r.wallMs).sort((a, b) => a - b);
    const report = {
      benchmark: 'auto-match end to end: AutoMatchService.run on PostgreSQL',
      database: { server: `PostgreSQL ${serverVersion}`, name },
      world: {
        seed: SEED,
        layout: LAYOUT,
        ledgerLines: world.ledger.length,
        bankLines: world.bank.length,
        trueMatches: world.truth.length,
        accounts: maps.account.size,
        clients: maps.coId.size,
        heldOutForIncremental: heldOut.size,
      },
      machine: {
        node: process.version,
        cpus: os.cpus().length,
        loadAverageBefore,
        loadAverageAfter: loadAverage(),
      },
      load: {
        migrateAndSeedMs: Math.round(migrateAndSeedMs),
        generateMs: Math.round(generateMs),
        prepareMs: Math.round(prepareMs),
        copyLedgerMs: Math.round(copyLedgerMs),
        copyBankMs: Math.round(copyBankMs),
        indexesMs: Math.round(indexesMs),
        vacuumAnalyzeMs: Math.round(vacuumAnalyzeMs),
        summariesMs: Math.round(summariesMs),
        totalMs: Math.round(loadMs),
        rows: { ledger: ledgerRows, bank: bankRows, clients: maps.coId.size },
      },
      incremental: {
        batches: incremental,
        p50Ms: percentile(sortedIncremental, 0.5),
        p95Ms: percentile(sortedIncremental, 0.95),
        maxMs: sortedIncremental.at(-1) ?? 0,
        allRuns: incrementalRuns.summary(),
        quality: incrementalQuality && {
          trueMatchesInBatches: incrementalQuality.trueMatches,
          confirmed: incrementalQuality.confirmed,
          precision: incrementalQuality.precision,
          recall: incrementalQuality.recall,
          confirmedWrong: incrementalQuality.confirmedWrong,
        },
      },
      full: {
        wallMs: Math.round(fullWallMs),
        concurrency: CONCURRENCY,
        cpu,
        wal: { megabytes: Math.round(wal.megabytes), checkpoints: wal.checkpoints },
        ...fullRuns.summary(),
        ...(profile ? { profile } : {}),
      },
      floor,
      quality: FULL ? { ...full, evaluateMs: Math.round(evaluateMs) } : null,
      rows,
      employerFunds,
      goals: GOALS,
      met: FULL
        ? {
            full: fullWallMs <= GOALS.fullWallMs,
            precision: full.precision >= GOALS.precision,
            recall: full.recall >= GOALS.recall,
          }
        : null,
    };
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  } finally {
    await closeApp?.().catch(() => undefined);
    await loader.end().catch(() => undefined);
    await database?.close().catch(() => undefined);
    await drop();
  }
}

main().catch((error) => {
  log(`failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
});

import os from 'node:os';
import { DEFAULT_MATCH_RULES, EWA_DEFAULT_MATCH_RULES, type MatchRule } from '@clearline/domain/matching';
import { buildApp } from '../../apps/server/src/app';
import { organizations } from '../../apps/server/src/db/schema/index';
import { DEMO_BUREAU, DEMO_WAGE_ACCESS, seedDemo } from '../../apps/server/src/db/seed/demo';
import { importDemoEwaFiles } from '../../apps/server/src/db/seed/demo-ewa-import';
import { importDemoStatements } from '../../apps/server/src/db/seed/demo-statements-import';
import { MatchRulesService } from '../../apps/server/src/modules/auto-match/match-rules.service';
import { loadConfig } from '../../apps/server/src/platform/config';
import { openDatabase } from '../../apps/server/src/platform/db';
import { createThrowawayDatabase } from '../../apps/server/test/throwaway-database';

/**
 * `npm run bench:rules-dry-run` (issue 17): how long the matching rules editor's dry run takes on the
 * demo's data, the way the demo server holds it (every demo statement imported and auto-matched, the
 * employer-funds files too). On a throw-away PostgreSQL database (BENCH_DATABASE_URL, default the
 * machine's). Each area is dry-run BENCH_RULES_ROUNDS (5) times with a changed rule (bank-rec: a
 * stricter amount-and-date pass; employer funds: a wider fee tolerance): the month's read, both engine
 * runs and the comparison. Prints one JSON object: lines read per area, p50 / max wall ms, the figures.
 */
const baseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const rounds = Number(process.env.BENCH_RULES_ROUNDS ?? 5);
const log = (message: string) => process.stderr.write(`${message}\n`);

const throwaway = await createThrowawayDatabase(baseUrl, 'clearline_bench_rules');
const database = await openDatabase({ url: throwaway.url, poolSize: 4 });
try {
  await database.migrate();
  const config = loadConfig(
    { DATABASE_URL: throwaway.url, WEB_DIST_DIR: '/nonexistent', HEALTH_SAMPLE_SECONDS: '0' },
    [],
  );
  const { app, ctx, services } = await buildApp({ config, database, quiet: true });
  await app.ready();
  log('seeding the demo and importing its files (a few minutes)…');
  await seedDemo(database);
  await importDemoStatements(ctx, services.imports, { autoMatch: services.autoMatch });
  await importDemoEwaFiles(ctx, services.imports, { autoMatch: services.autoMatch });
  const editor = new MatchRulesService(ctx, services.suggestions);
  const orgs = await database.db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations);
  const orgOf = (name: string) => orgs.find((o) => o.name === name)?.id ?? '';

  const cases: { area: 'bankRec' | 'ewa'; org: string; rules: MatchRule[] }[] = [
    {
      area: 'bankRec',
      org: orgOf(DEMO_BUREAU),
      rules: DEFAULT_MATCH_RULES.map((r) =>
        r.id === 'amount-date' ? { ...r, autoConfirmThreshold: 90 } : r,
      ),
    },
    {
      area: 'ewa',
      org: orgOf(DEMO_WAGE_ACCESS),
      rules: EWA_DEFAULT_MATCH_RULES.map((r) =>
        r.id === 'fee-tolerance' ? { ...r, toleranceMinor: 100 } : r,
      ),
    },
  ];
  const results: Record<string, unknown> = {};
  for (const c of cases) {
    const times: number[] = [];
    let last: Awaited<ReturnType<MatchRulesService['dryRun']>> | null = null;
    for (let i = 0; i < rounds; i++) {
      const started = performance.now();
      last = await editor.dryRun(c.org, c.area, c.rules);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    results[c.area] = {
      month: last?.month,
      accounts: last?.accounts.length,
      bankLines: last?.bankLines,
      ledgerLines: last?.ledgerLines,
      p50Ms: Math.round(times[Math.floor(times.length / 2)] ?? 0),
      maxMs: Math.round(times.at(-1) ?? 0),
      current: last?.current.totals,
      proposed: last?.proposed.totals,
      gained: last?.gained.count,
      lost: last?.lost.count,
    };
  }
  console.log(
    JSON.stringify(
      { rounds, machine: { cpus: os.cpus().length, loadAverage1m: os.loadavg()[0] }, results },
      null,
      2,
    ),
  );
  await app.close();
} finally {
  await database.close().catch(() => undefined);
  await throwaway.drop();
}

import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { FILE_SIZE_LIMITS } from '@clearline/contracts';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app';
import {
  bankRecBankAccounts,
  bankRecClients,
  ewaPartners,
  organizations,
} from '../../apps/server/src/db/schema/index';
import { DEMO_BUREAU, DEMO_WAGE_ACCESS, seedDemo } from '../../apps/server/src/db/seed/demo';
import { loadConfig } from '../../apps/server/src/platform/config';
import { openDatabase, queryRows } from '../../apps/server/src/platform/db';
import { seedLedgerFromStatement } from '../freeze/ledger';
import { BENCH_EMPLOYERS, BENCH_PARTNER } from './generate';

/**
 * The application as main.ts starts it (open the database, migrate, build the app, listen, then start
 * the embedded job runner), for the import benchmark. Two differences, both for the benchmark only:
 * - the 'import' upload limit (spec §9: 15 MB for bank statements) is raised to the multipart ceiling
 *   the app registers (FILE_SIZE_LIMITS.ewa, ~100 MB), because the 1,000,000-row files are 87-99 MB;
 *   everything else about the upload (multipart, hashing, content-addressed store, job) is the real path;
 * - the bench's bank accounts (BENCH_BANK_ACCOUNTS, JSON array of account numbers) are added to the demo
 *   bureau, the settlement files' partner and employers (generate.ts) to the wage-access demo, and on PGlite the demo organisations and users are seeded (main.ts does both in embedded
 *   mode, plus demo statements, which the benchmark does not need).
 * Environment: as main.ts (DATABASE_URL absent = PGlite in DATA_DIR/pglite) plus BENCH_BANK_ACCOUNTS, and
 * BENCH_LEDGER_FROM (a BAI2 file: one open ledger entry per line of it, for the freeze benchmark).
 * On SIGUSR2 it prints its event-loop delay since the previous SIGUSR2 and the number of queued or running
 * jobs, finished auto-match runs and confirmed matches as one JSON line on stdout (the benchmark reads it
 * around each import: how long requests could not be served at all, whether the auto-match after it is
 * done and how much it matched).
 */

(FILE_SIZE_LIMITS as { import: number }).import = FILE_SIZE_LIMITS.ewa;

const config = loadConfig();
const database = await openDatabase({
  url: config.databaseUrl,
  poolSize: config.dbPoolSize,
  pgliteDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pglite'),
});
await database.migrate();
if (database.kind === 'pglite') await seedDemo(database);

const [bureau] = await database.db
  .select({ id: organizations.id })
  .from(organizations)
  .where(eq(organizations.name, DEMO_BUREAU));
if (!bureau) throw new Error('the demo bureau is missing: seed the database first');
const accounts = JSON.parse(process.env.BENCH_BANK_ACCOUNTS ?? '[]') as string[];
if (accounts.length > 0) {
  await database.db
    .insert(bankRecBankAccounts)
    .values(
      accounts.map((accountId) => ({ organizationId: bureau.id, name: `Bench ${accountId}`, accountId })),
    )
    .onConflictDoNothing();
}

const [wage] = await database.db
  .select({ id: organizations.id })
  .from(organizations)
  .where(eq(organizations.name, DEMO_WAGE_ACCESS));
if (wage) {
  await database.db
    .insert(ewaPartners)
    .values({ organizationId: wage.id, partner: BENCH_PARTNER, name: 'Bench Pay' })
    .onConflictDoNothing();
  await database.db
    .insert(bankRecClients)
    .values(
      BENCH_EMPLOYERS.map((coId) => ({
        organizationId: wage.id,
        area: 'ewa' as const,
        coId,
        coName: `Bench Employer ${coId.slice(-2)}`,
        partner: BENCH_PARTNER,
      })),
    )
    .onConflictDoNothing();
}

if (process.env.BENCH_LEDGER_FROM) {
  await seedLedgerFromStatement(database, bureau.id, process.env.BENCH_LEDGER_FROM);
}

const { app, ctx } = await buildApp({ config, database });
const shutdown = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGTERM', () => void shutdown());
process.once('SIGINT', () => void shutdown());
const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();
/**
 * Queued or running jobs, those of them due now (a recurring job waiting for its next time is not),
 * finished auto-match runs, confirmed matches (did the auto-match do work?).
 */
const jobFigures = async () => {
  const [row] = await queryRows<{ jobs: number; dueJobs: number; autoMatchRuns: number; matches: number }>(
    database.db,
    sql`select (select count(*)::int from jobs where status in ('queued', 'running')) as "jobs",
               (select count(*)::int from jobs where status = 'running'
                   or (status = 'queued' and run_after <= now())) as "dueJobs",
               (select count(*)::int from jobs where kind = 'auto-match' and status = 'succeeded') as "autoMatchRuns",
               (select count(*)::int from matches where status = 'confirmed') as "matches"`,
  ).catch(() => [{ jobs: -1, dueJobs: -1, autoMatchRuns: -1, matches: -1 }]);
  return row ?? { jobs: -1, dueJobs: -1, autoMatchRuns: -1, matches: -1 };
};
process.on('SIGUSR2', async () => {
  const jobs = await jobFigures();
  const ms = (ns: number) => Math.round(ns / 1e4) / 100;
  const figures = { p50Ms: ms(delay.percentile(50)), p99Ms: ms(delay.percentile(99)), maxMs: ms(delay.max) };
  process.stdout.write(
    `${JSON.stringify({ eventLoopDelay: figures, ...jobs, rssMb: Math.round(process.memoryUsage().rss / 1048576) })}\n`,
  );
  delay.reset();
});
await app.listen({ port: config.port, host: config.host });
await ctx.jobs.start();
process.stderr.write(`[bench server] ready on ${config.port} (${database.kind})\n`);

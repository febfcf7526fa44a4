import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { addMonths, todayIso } from '@clearline/domain';
import pg from 'pg';
import { DEMO_BUREAU, DEMO_WAGE_ACCESS, seedDemo } from '../../apps/server/src/db/seed/demo';
import { openDatabase } from '../../apps/server/src/platform/db';
import { freePort, signIn, startNode, stop, waitFor } from '../imports/app-process';
import { withClient } from '../search-ledger/dataset';
import { runLoad, type Target } from '../search-ledger/load';
import { dashboardCalls } from './calls';
import { buildDashboardWorld } from './world';

/**
 * `npm run bench:dashboards`: every dashboard call of bench/dashboards/calls.ts against the app (main.ts,
 * a child process) on PostgreSQL, with 1,000,000 ledger lines and 1,000,000 bank lines in the demo bureau
 * (bench/dashboards/world.ts), at 10 concurrent users: the calls rotate over 10 keep-alive connections
 * for BENCH_SECONDS, after a warm-up; p50 / p95 / p99 per call. Goal: every call's p95 under 100 ms.
 * Prints one JSON document (progress on stderr); the throw-away database is dropped at the end.
 * Environment: BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/postgres), BENCH_LEDGER_LINES
 * (1000000), BENCH_BANK_LINES (1000000), BENCH_SECONDS (20), BENCH_CONNECTIONS (10), BENCH_SEED (2026).
 * BENCH_REUSE_DATABASE=<name> measures a world kept by BENCH_KEEP_DATABASE=1 again (no build, kept after).
 * BENCH_SKIP=<text> leaves out the calls whose name contains it (to see what one slow call costs the rest).
 */
const BASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const LEDGER = Number(process.env.BENCH_LEDGER_LINES ?? 1_000_000);
const BANK = Number(process.env.BENCH_BANK_LINES ?? 1_000_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SEED = Number(process.env.BENCH_SEED ?? 2026);
const GOAL_P95_MS = 100;
/** BENCH_KEEP_DATABASE=1: leave the database for a look afterwards (its name is logged). */
const REUSE = process.env.BENCH_REUSE_DATABASE;
const SKIP = process.env.BENCH_SKIP;
const KEEP = process.env.BENCH_KEEP_DATABASE === '1' || Boolean(REUSE);
const PASSWORD = 'Clearline-demo-1';

const t00 = performance.now();
const log = (message: string) =>
  process.stderr.write(`[bench ${((performance.now() - t00) / 1000).toFixed(1)} s] ${message}\n`);

async function main(): Promise<void> {
  const name = REUSE ?? `clearline_bench_${randomBytes(6).toString('hex')}`;
  const url = new URL(BASE_URL);
  url.pathname = `/${name}`;
  const drop = () => withClient(BASE_URL, (c) => c.query(`drop database if exists ${name} with (force)`));
  let app: ReturnType<typeof startNode> | undefined;
  process.once(
    'SIGINT',
    () =>
      void stop(app)
        .then(drop)
        .finally(() => process.exit(130)),
  );
  if (!REUSE) await withClient(BASE_URL, (c) => c.query(`create database ${name}`));
  try {
    let t0 = performance.now();
    const database = await openDatabase({ url: url.toString(), poolSize: 2 });
    await database.migrate();
    if (!REUSE) await seedDemo(database);
    await database.close();
    log(`migrated${REUSE ? ` ${name} again` : ' and seeded'} in ${Math.round(performance.now() - t0)} ms`);
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    const orgs = await client.query<{ id: string; name: string }>('select id, name from organizations');
    const orgId = (n: string) => orgs.rows.find((o) => o.name === n)?.id ?? '';
    const today = todayIso(new Date(), 'America/New_York');
    t0 = performance.now();
    const world = REUSE
      ? {}
      : await buildDashboardWorld(
          client,
          { organizationId: orgId(DEMO_BUREAU), ledger: LEDGER, bank: BANK, today, seed: SEED },
          log,
        );
    const buildMs = performance.now() - t0;
    // The client view asks for the bureau's biggest customer (most ledger lines).
    const biggest = await client.query<{ co_id: string; lines: string }>(
      `select co_id, count(*) as lines from bank_rec_ledger_entries
        where organization_id = $1 and co_id is not null group by co_id order by 2 desc limit 1`,
      [orgId(DEMO_BUREAU)],
    );
    const bigCustomer = { coId: biggest.rows[0]?.co_id ?? '', lines: Number(biggest.rows[0]?.lines ?? 0) };
    log(`biggest customer ${bigCustomer.coId}: ${bigCustomer.lines} ledger lines`);
    await client.end();

    const port = await freePort();
    app = startNode('apps/server/src/main.ts', [], {
      DATABASE_URL: url.toString(),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '/nonexistent',
      ACCESS_TOKEN_TTL_SECONDS: '3600',
      RUN_JOBS: 'false',
    });
    await waitFor(port, '/health/live', 120);
    // Each ops session switched explicitly: the switch is remembered, so a reused world starts where the
    // last run left ops.
    const switchTo = async (token: string, organization: string) => {
      const res = await fetch(
        `http://127.0.0.1:${port}/api/users/updateOrganization/${orgId(organization)}`,
        {
          headers: { authorization: `Bearer ${token}` },
        },
      );
      if (!res.ok) throw new Error(`could not switch to ${organization}: ${res.status}`);
    };
    const opsBureau = await signIn(port, 'ops@demo.test', PASSWORD);
    await switchTo(opsBureau, DEMO_BUREAU);
    const opsWageAccess = await signIn(port, 'ops@demo.test', PASSWORD);
    await switchTo(opsWageAccess, DEMO_WAGE_ACCESS);
    const bankrec = await signIn(port, 'bankrec@demo.test', PASSWORD);
    const tokens = { opsBureau, opsWageAccess, bankrec };
    const month = today.slice(0, 7);
    const calls = dashboardCalls({ month, lastMonth: addMonths(month, -1), coId: bigCustomer.coId }).filter(
      (call) => !SKIP || !call.name.includes(SKIP),
    );
    const targets: Target[] = calls.map((call) => ({
      name: call.name,
      path: call.path,
      headers: { authorization: `Bearer ${tokens[call.as]}` },
    }));
    for (const target of targets) {
      const res = await fetch(`http://127.0.0.1:${port}${target.path}`, { headers: target.headers });
      if (!res.ok) throw new Error(`${target.name}: ${res.status} ${await res.text()}`);
    }
    // Each call alone (one at a time, 5 times, after the check above): what it costs without the others.
    const alone: Record<string, number> = {};
    for (const target of targets) {
      const times: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const started = performance.now();
        const res = await fetch(`http://127.0.0.1:${port}${target.path}`, { headers: target.headers });
        await res.arrayBuffer();
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      alone[target.name] = Math.round((times[2] ?? 0) * 10) / 10;
      log(`alone ${target.name}: median ${alone[target.name]} ms`);
    }
    log(`warming up (${targets.length} calls)`);
    await runLoad({ port, connections: CONNECTIONS, seconds: 3, targets });
    log(`measuring for ${SECONDS} s at ${CONNECTIONS} concurrent users`);
    const loadBefore = os.loadavg().map((v) => Math.round(v * 100) / 100);
    const result = await runLoad({ port, connections: CONNECTIONS, seconds: SECONDS, targets });
    const slowest = Math.max(...Object.values(result.byScenario).map((f) => f.p95Ms));
    // The machine's floor under the same load: the app's cheapest authenticated one-query route.
    log(`measuring the floor (an authenticated one-query route) for ${SECONDS} s`);
    const floor = await runLoad({
      port,
      connections: CONNECTIONS,
      seconds: SECONDS,
      targets: [
        {
          name: 'idleTimeout',
          path: '/api/rec/items/agent/idleTimeout',
          headers: { authorization: `Bearer ${opsBureau}` },
        },
      ],
    });
    const report = {
      benchmark: 'dashboards',
      machine: { cpus: os.cpus().length, node: process.version, loadAverageAtStart: loadBefore },
      world: {
        ledgerLines: LEDGER,
        bankLines: BANK,
        ...world,
        buildSeconds: Math.round(buildMs / 1000),
        bigCustomer,
        reused: Boolean(REUSE),
      },
      load: { connections: CONNECTIONS, seconds: SECONDS, calls: targets.length, skipped: SKIP ?? null },
      calls: Object.fromEntries(
        Object.entries(result.byScenario).map(([n, f]) => [
          n,
          {
            aloneMedianMs: alone[n],
            requests: f.requests,
            errors: f.errors,
            p50Ms: f.p50Ms,
            p95Ms: f.p95Ms,
            p99Ms: f.p99Ms,
            maxMs: f.maxMs,
          },
        ]),
      ),
      overall: { requests: result.requests, errors: result.errors, rps: result.rps, p95Ms: result.p95Ms },
      floor: {
        rps: floor.rps,
        p50Ms: floor.p50Ms,
        p95Ms: floor.p95Ms,
        p99Ms: floor.p99Ms,
        errors: floor.errors,
      },
      loadAverageAtEnd: os.loadavg().map((v) => Math.round(v * 100) / 100),
      goal: { p95Ms: GOAL_P95_MS, slowestP95Ms: slowest, met: slowest < GOAL_P95_MS && result.errors === 0 },
      totalSeconds: Math.round((performance.now() - t00) / 1000),
    };
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  } finally {
    await stop(app);
    if (KEEP) log(`kept ${url.toString()}`);
    else {
      await drop();
      log(`dropped ${name}`);
    }
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);

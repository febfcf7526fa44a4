import { addDays, todayIso } from '@clearline/domain';
import type { LedgerArea } from '@clearline/domain/areas';
import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import { notificationCounts, panelRows } from '../../apps/server/src/modules/reconcile/reconcile.repository';
import * as area from '../../apps/server/src/modules/work-dashboards/area-dashboard.repository';
import * as client from '../../apps/server/src/modules/work-dashboards/client-view.repository';
import * as home from '../../apps/server/src/modules/work-dashboards/home.repository';
import { type DbOrTx, openDatabase } from '../../apps/server/src/platform/db';
import { createDataset, type Dataset, reuseDataset } from '../search-ledger/dataset';

/**
 * `npx tsx bench/dashboards/work-plans.ts`: the query plans of issue 15's clerk dashboards, Home and
 * client view on a PostgreSQL world of BENCH_ENTRIES (1,000,000) bank-rec and as many employer-funds
 * ledger lines (10% and 15% open: bench/search-ledger's dataset). Every query of the calls runs under
 * EXPLAIN ANALYZE with its real parameters; printed: its time and each table it reads with how (index
 * name, or a sequential scan). BENCH_REUSE_DATABASE_URL measures a kept world again.
 */

const BASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 1_000_000);
const log = (message: string) => process.stderr.write(`[plans] ${message}\n`);

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function scans(node: PlanNode, out: string[] = []): string[] {
  if (node['Relation Name'])
    out.push(
      `${node['Relation Name']}: ${node['Node Type']}${node['Index Name'] ? ` ${node['Index Name']}` : ''}`,
    );
  for (const child of node.Plans ?? []) scans(child, out);
  return out;
}

const results: { query: string; ms: number; scans: string[] }[] = [];

/** A database handle that explains each statement (EXPLAIN ANALYZE), then answers it. */
function explaining(db: DbOrTx, name: string): DbOrTx {
  return {
    execute: async (query: SQL) => {
      const answer = (await db.execute(sql`explain (analyze, format json) ${query}`)) as unknown as {
        rows: { 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number; 'Planning Time': number }] }[];
      };
      const plan = answer.rows[0]?.['QUERY PLAN'][0];
      if (plan)
        results.push({
          query: name,
          ms: Math.round((plan['Execution Time'] + plan['Planning Time']) * 10) / 10,
          scans: [...new Set(scans(plan.Plan))],
        });
      // Then for real: a caller that reads rows to go on (the panel's accounts) goes on as in the app.
      return db.execute(query);
    },
  } as unknown as DbOrTx;
}

async function main() {
  const today = todayIso(new Date(), 'America/New_York');
  const reuse = process.env.BENCH_REUSE_DATABASE_URL;
  log(reuse ? `reusing ${reuse}` : `building a world of ${ENTRIES} lines per area`);
  const dataset: Dataset = reuse ? await reuseDataset(reuse) : await createDataset(BASE_URL, ENTRIES, today);
  const database = await openDatabase({ url: dataset.url, poolSize: 2 });
  try {
    const c = new pg.Client({ connectionString: dataset.url });
    await c.connect();
    const user =
      (await c.query<{ id: string }>(`select id from users where email = 'bankrec@demo.test'`)).rows[0]?.id ??
      '';
    const coId =
      (
        await c.query<{ co_id: string }>(
          `select co_id from bank_rec_ledger_entries where organization_id = $1 and area = 'bankRec'
          group by co_id order by count(*) desc limit 1`,
          [dataset.organizationId],
        )
      ).rows[0]?.co_id ?? '';
    await c.end();
    const midnight = area.startOfDay(today, 'America/New_York');
    const week = area.startOfDay(addDays(today, -6), 'America/New_York');
    for (const [org, which] of [
      [dataset.organizationId, 'bankRec'],
      [dataset.ewaOrganizationId, 'ewa'],
    ] as [string, LedgerArea][]) {
      const db = (name: string) => explaining(database.db, `${which} ${name}`);
      await notificationCounts(db('queue counts (reconcile)'), org, addDays(today, -90), which);
      await panelRows(
        db('panel (reconcile), per account'),
        org,
        which,
        `${today.slice(0, 7)}-01`,
        today,
        undefined,
      );
      await area.openAges(db('aging of open items'), org, which, today);
      await area.pendingSuggestionsByAccount(db('suggestions by account'), org, which);
      await area.importsSince(db("today's imports"), org, which, midnight, user);
      await area.autoMatchRunsSince(db("today's auto-match jobs"), org, which, midnight);
      await area.autoMatchesSince(db("today's auto matches"), org, which, midnight);
      await area.myMatchesByDay(db('my matches this week'), org, which, week, 'America/New_York', user);
    }
    const org = dataset.organizationId;
    const db = (name: string) => explaining(database.db, `home/client ${name}`);
    await home.recentActivity(db('recent activity'), org, user, 10);
    await client.findClient(db('client'), org, coId);
    await client.balancesAndAges(db('balances by account and open liabilities by age'), org, coId, today);
    await client.openEntries(db('open entries'), org, coId, 100);
    await client.recentEntries(db('recent entries'), org, coId, 15);
    await client.transfers(db('transfers'), org, coId, 15);
    await client.matches(db('matches'), org, coId, 15);
    await client.files(db('files'), org, coId, 15);
    process.stdout.write(
      `${JSON.stringify({ entries: dataset.entries, ewaEntries: dataset.ewaEntries, coId, timings: dataset.timings, plans: results }, null, 2)}\n`,
    );
  } finally {
    await database.close();
    if (process.env.BENCH_KEEP_DATABASE !== '1') await dataset.drop();
    else log(`kept ${dataset.url}`);
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});

import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { seedDemo } from '../../apps/server/src/db/seed/demo';
import { openDatabase } from '../../apps/server/src/platform/db';
import { applySummaryTriggersSetting } from '../dashboards/summary-triggers';

/**
 * A throw-away PostgreSQL database with the real schema (migrations), the demo bureau (users, its
 * configuration, customers and ~20,000 entries) and enough generated entries to reach the target count,
 * loaded with one INSERT ... SELECT generate_series while the secondary indexes are dropped, then the
 * indexes rebuilt and the table vacuumed and analysed (as an operator would after a bulk load).
 */

export interface Dataset {
  url: string;
  organizationId: string;
  /** The wage-access organisation, whose employer-funds lines the area's search is measured on. */
  ewaOrganizationId: string;
  entries: number;
  /** Of `entries`, the employer-funds lines. */
  ewaEntries: number;
  timings: { migrateAndSeedS: number; bulkInsertS: number; indexesS: number; vacuumAnalyzeS: number };
  drop(): Promise<void>;
}

const seconds = (from: number) => Math.round((performance.now() - from) / 10) / 100;

export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const orgIds = async (c: pg.Client) => {
  const orgs = await c.query<{ id: string; name: string }>(
    `select id, name from organizations where name in ('Demo Payroll Bureau', 'Demo Wage Access')`,
  );
  const id = (name: string) => {
    const found = orgs.rows.find((o) => o.name === name)?.id;
    if (!found) throw new Error(`the demo organisation ${name} was not seeded`);
    return found;
  };
  return { organizationId: id('Demo Payroll Bureau'), ewaOrganizationId: id('Demo Wage Access') };
};
const countByArea = async (c: pg.Client) => {
  const rows = await c.query<{ area: string; n: string }>(
    'select area, count(*) n from bank_rec_ledger_entries group by area',
  );
  const of = (area: string) => Number(rows.rows.find((r) => r.area === area)?.n ?? 0);
  return { bankRec: of('bankRec'), ewa: of('ewa') };
};

/** `target` bank-rec lines for the bureau and `ewaTarget` employer-funds lines for the wage-access demo. */
export async function createDataset(
  baseUrl: string,
  target: number,
  today: string,
  ewaTarget = target,
): Promise<Dataset> {
  const name = `clearline_bench_${randomBytes(6).toString('hex')}`;
  await withClient(baseUrl, (c) => c.query(`create database ${name}`));
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const drop = () =>
    withClient(baseUrl, (c) => c.query(`drop database if exists ${name} with (force)`)).then(() => undefined);
  try {
    let started = performance.now();
    const database = await openDatabase({ url: url.toString(), poolSize: 2 });
    await database.migrate();
    await seedDemo(database);
    await database.close();
    const migrateAndSeedS = seconds(started);

    return await withClient(url.toString(), async (c) => {
      await applySummaryTriggersSetting(c);
      const { organizationId, ewaOrganizationId } = await orgIds(c);
      const existing = await countByArea(c);
      const indexes = await c.query<{ indexname: string; indexdef: string }>(
        `select indexname, indexdef from pg_indexes
          where tablename = 'bank_rec_ledger_entries' and indexname not like '%_pkey'`,
      );
      for (const index of indexes.rows) await c.query(`drop index ${index.indexname}`);

      started = performance.now();
      // The generated rows reference existing customers and accounts by construction: skip the per-row
      // foreign-key triggers for the load (needs a superuser, as the bench's throw-away database has).
      await c.query(`set session_replication_role = replica`);
      await c.query(bulkInsertSql(), [organizationId, Math.max(0, target - existing.bankRec), today]);
      await c.query(ewaBulkInsertSql(), [ewaOrganizationId, Math.max(0, ewaTarget - existing.ewa), today]);
      await c.query(`set session_replication_role = origin`);
      const bulkInsertS = seconds(started);

      started = performance.now();
      await c.query(`set maintenance_work_mem = '256MB'`);
      for (const index of indexes.rows) await c.query(index.indexdef);
      const indexesS = seconds(started);

      started = performance.now();
      await c.query('vacuum analyze bank_rec_ledger_entries');
      await c.query('analyze');
      const vacuumAnalyzeS = seconds(started);
      const counted = await countByArea(c);
      return {
        url: url.toString(),
        organizationId,
        ewaOrganizationId,
        entries: counted.bankRec + counted.ewa,
        ewaEntries: counted.ewa,
        timings: { migrateAndSeedS, bulkInsertS, indexesS, vacuumAnalyzeS },
        drop,
      };
    });
  } catch (error) {
    await drop();
    throw error;
  }
}

/**
 * An existing bench database (kept by an earlier run with BENCH_KEEP_DATABASE=1), to measure again without
 * the minute it takes to build one. It is never dropped.
 */
export async function reuseDataset(url: string): Promise<Dataset> {
  return withClient(url, async (c) => {
    const { organizationId, ewaOrganizationId } = await orgIds(c);
    const counted = await countByArea(c);
    const timings = { migrateAndSeedS: 0, bulkInsertS: 0, indexesS: 0, vacuumAnalyzeS: 0 };
    return {
      url,
      organizationId,
      ewaOrganizationId,
      entries: counted.bankRec + counted.ewa,
      ewaEntries: counted.ewa,
      timings,
      drop: async () => undefined,
    };
  });
}

/** The organisation's ($1) ledger accounts as parallel arrays in sort order: both bulk inserts pick from them. */
const LEDGER_ACCOUNTS_CTE = `a as (
  select array_agg(account_name order by sort_order) as names, array_agg(ledger order by sort_order) as kinds,
         array_agg(ledger_id order by sort_order) as lids, array_agg(account_id order by sort_order) as aids
    from bank_rec_ledger_accounts where organization_id = $1
)`;

/**
 * $1 organisation, $2 rows, $3 today. Rows spread over three years up to today, across the bureau's
 * customers and ledger accounts, with pseudo-random (deterministic) amounts, statuses and check numbers.
 */
function bulkInsertSql(): string {
  return `
with c as (
  select array_agg(co_id order by co_id) as ids from bank_rec_clients where organization_id = $1
), ${LEDGER_ACCOUNTS_CTE}, g as (
  select n, (n * 2654435761) % 4294967291 as h, (1 + (n * 7919) % cardinality(a.names))::int as ai,
         c.ids[(1 + (n * 104729) % cardinality(c.ids))::int] as co
    from generate_series(1, $2::bigint) as n, c, a
)
insert into bank_rec_ledger_entries
  (organization_id, check_no, details, amount_minor, transaction_date, co_id, ledger, transaction_type, tax_type,
   account, ledger_id, account_id, manual_check, rec_type, tax_code, quarter, status, source, void_reason, voided_at)
select $1,
       case when h % 29 = 0 then (200000 + n)::text else '' end,
       (array['EFTPS 941 deposit', 'Net pay ACH batch', 'State withholding deposit', 'Payroll processing fee',
              'Tax impound debit', 'Local tax deposit', 'Net pay funding', 'SUI quarterly deposit'])[(1 + h % 8)::int]
         || ' ' || g.co || ' batch ' || (h % 100000)::text,
       (case when a.kinds[ai] in ('Tax', 'Net Pay') and h % 3 <> 0 then -1 else 1 end) * (500 + h % 5000000),
       $3::date - (h % 1095)::int,
       g.co,
       a.kinds[ai],
       (array['Preauthorized ACH Debit', 'Preauthorized ACH Credit', 'Check Paid', 'Outgoing Money Transfer'])[(1 + h % 4)::int],
       case when a.kinds[ai] = 'Tax' then (array['Federal', 'State', 'Local'])[(1 + h % 3)::int] else '' end,
       a.names[ai], a.lids[ai], a.aids[ai],
       h % 1000 < 15,
       case when h % 1000 < 15 then 'Timing Difference' else '' end,
       case when a.kinds[ai] = 'Tax' then '941' else '' end,
       '',
       case when h % 1000 < 15 then 'reconciling' when h % 1000 < 20 then 'void'
            when h % 1000 < 100 then 'open' else 'matched' end,
       'import',
       case when h % 1000 between 15 and 19 then 'Bench void' end,
       case when h % 1000 between 15 and 19 then now() end
  from g, a`;
}

/**
 * $1 organisation, $2 rows, $3 today: employer-funds lines over a year up to today across the wage-access
 * demo's employers (each with its partner) and ledger accounts: advances (debits) mostly, repayments,
 * funding credits and fees, from partner files or added by hand.
 */
function ewaBulkInsertSql(): string {
  return `
with c as (
  select array_agg(co_id order by co_id) as ids, array_agg(partner order by co_id) as partners
    from bank_rec_clients where organization_id = $1 and area = 'ewa'
), ${LEDGER_ACCOUNTS_CTE}, g as (
  select n, (n * 2654435761) % 4294967291 as h, (1 + (n * 7919) % cardinality(a.names))::int as ai,
         (1 + (n * 104729) % cardinality(c.ids))::int as ci
    from generate_series(1, $2::bigint) as n, c, a
)
insert into bank_rec_ledger_entries
  (organization_id, area, memo, details, amount_minor, transaction_date, source_date, co_id, partner, customer,
   ledger, transaction_type, account, ledger_id, account_id, source_file, file_hash, line_no, status, source)
select $1, 'ewa',
       case when h % 7 = 0 then 'Payday ' || (h % 52)::text else '' end,
       (array['advances batch', 'PAYROLL DEDUCTIONS', 'ACH CREDIT EWA FUND', 'program fee'])[(1 + ai % 4)::int]
         || ' ' || c.ids[ci] || ' ' || (h % 100000)::text,
       (case when a.kinds[ai] in ('Advance', 'Fees') then -1 else 1 end) * (500 + h % 2000000),
       $3::date - (h % 365)::int,
       case when h % 5 <> 0 then $3::date - (h % 365)::int end,
       c.ids[ci], c.partners[ci], '',
       a.kinds[ai],
       (array['Wage Advance Debit', 'Payroll Repayment Credit', 'Employer Funding Credit', 'Program Fee'])[(1 + ai % 4)::int],
       a.names[ai], a.lids[ai], a.aids[ai],
       case when h % 5 = 0 then 'ADDED' else lower(c.partners[ci]) || '-' || ((h % 365) + 1)::text || '.csv' end,
       '',
       case when h % 5 = 0 then -1 else (h % 5000)::int end,
       case when h % 1000 < 150 then 'open' else 'matched' end,
       'import'
  from g, c, a`;
}

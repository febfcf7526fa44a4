import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';

/**
 * The physical floor of a full auto-match's database work, measured after the run on the rows it wrote
 * (issue 18 puts it at "COPY of the rows written and a hash join of the rows read"):
 * - reads: each account's lines, the columns the run reads, as COPY out (bytes only, nothing parsed);
 * - writes: the run's matches, items, suggestions and audit rows, copied out to memory and then timed
 *   as COPY into a copy of each table with the same columns, indexes and checks and no trigger: no
 *   reference check, no summary, no lock;
 * - the ledger: the run's matched entries, reopened in a copy of the ledger (same indexes, no trigger),
 *   marked matched again one account at a time, as the run does.
 * What the run does beyond these (its triggers, Node.js building rows, the engine) is the difference
 * between `full.wallMs` and `floor.totalMs`. The copies are dropped afterwards.
 */
export interface WriteFloor {
  readsMs: number;
  copyMs: Record<string, number>;
  rows: Record<string, number>;
  megabytes: Record<string, number>;
  ledgerUpdateMs: number;
  ledgerUpdated: number;
  totalMs: number;
}

const round = (value: number) => Math.round(value);

/** `sql` copied out: its bytes in memory and how long PostgreSQL took to send them. */
async function copyOut(c: pg.Client, sql: string): Promise<{ chunks: Buffer[]; bytes: number; ms: number }> {
  const chunks: Buffer[] = [];
  let bytes = 0;
  const t0 = performance.now();
  const stream = c.query(copyTo(`copy (${sql}) to stdout`));
  for await (const chunk of stream) {
    chunks.push(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { chunks, bytes, ms: performance.now() - t0 };
}

/**
 * The bytes of a COPY out, copied into `table(columns)`: the time from the first byte to the end, and the
 * rows stored.
 */
async function copyIn(
  c: pg.Client,
  table: string,
  columns: string,
  chunks: Buffer[],
): Promise<{ ms: number; rows: number }> {
  const t0 = performance.now();
  const copy = c.query(copyFrom(`copy ${table}${columns === '*' ? '' : ` (${columns})`} from stdin`));
  await pipeline(Readable.from(chunks), copy);
  return { ms: performance.now() - t0, rows: copy.rowCount };
}

/** The tables the run writes, the columns it writes, and its rows in them. */
const WRITTEN = [
  {
    table: 'matches',
    columns: '*',
    rows: (org: string) => `select * from matches where organization_id = '${org}' and kind = 'auto'`,
  },
  {
    table: 'match_items',
    columns:
      'match_id, organization_id, side, bank_transaction_id, ledger_entry_id, amount_minor, snapshot, live',
    rows: (org: string) =>
      `select mi.match_id, mi.organization_id, mi.side, mi.bank_transaction_id, mi.ledger_entry_id,
              mi.amount_minor, mi.snapshot, mi.live
         from match_items mi join matches m on m.id = mi.match_id
        where mi.organization_id = '${org}' and m.kind = 'auto'`,
  },
  {
    table: 'match_suggestions',
    columns: '*',
    rows: (org: string) => `select * from match_suggestions where organization_id = '${org}'`,
  },
  {
    table: 'audit_log',
    columns: '*',
    rows: (org: string) =>
      `select * from audit_log where organization_id = '${org}' and action = 'match.created'`,
  },
];

const BANK_READ = `id, value_date, amount_minor, currency, type_code, bank_reference, customer_reference, text, extra`;
const LEDGER_READ = `id, transaction_date, amount_minor, check_no, details, co_id, tax_type, tax_code,
  transaction_type, manual_check, auto_match`;

export async function measureFloor(
  c: pg.Client,
  organizationId: string,
  accounts: readonly string[],
  log: (message: string) => void,
): Promise<WriteFloor> {
  if (!/^[0-9a-f-]{36}$/.test(organizationId)) throw new Error(`not a uuid: ${organizationId}`);
  const org = organizationId;
  let readsMs = 0;
  for (const account of accounts) {
    const a = account.replaceAll("'", "''");
    readsMs += (
      await copyOut(
        c,
        `select ${BANK_READ} from bank_transactions where organization_id = '${org}' and account_id = '${a}'`,
      )
    ).ms;
    readsMs += (
      await copyOut(
        c,
        `select ${LEDGER_READ} from bank_rec_ledger_entries where organization_id = '${org}' and account_id = '${a}'`,
      )
    ).ms;
  }
  log(`floor: reads ${round(readsMs)} ms`);

  const copyMs: Record<string, number> = {};
  const rows: Record<string, number> = {};
  const megabytes: Record<string, number> = {};
  for (const w of WRITTEN) {
    const out = await copyOut(c, w.rows(org));
    const floorTable = `bench_floor_${w.table}`;
    await c.query(`drop table if exists ${floorTable}`);
    await c.query(`create table ${floorTable} (like ${w.table} including all)`);
    await c.query('checkpoint');
    const copied = await copyIn(c, floorTable, w.columns, out.chunks);
    copyMs[w.table] = round(copied.ms);
    rows[w.table] = copied.rows;
    megabytes[w.table] = Math.round(out.bytes / 2 ** 20);
    await c.query(`drop table ${floorTable}`);
    log(`floor: copy ${w.table} ${copyMs[w.table]} ms (${rows[w.table]} rows)`);
  }

  // The ledger as the run found it: a copy (same storage options) with its matched entries open again.
  const ledger = (
    await c.query<{ names: string[]; options: string[] | null }>(
      `select array_agg(column_name::text order by ordinal_position) as names,
              (select reloptions from pg_class where oid = 'bank_rec_ledger_entries'::regclass) as options
         from information_schema.columns
        where table_name = 'bank_rec_ledger_entries' and is_generated = 'NEVER'`,
    )
  ).rows[0]!;
  const reopened = ledger.names.map((n) =>
    n === 'status' ? `case when status = 'matched' then 'open' else status end` : n,
  );
  await c.query('drop table if exists bench_floor_ledger');
  // Filled first, indexed after (as the benchmark's load does): the ledger's own indexes, renamed.
  await c.query(
    `create table bench_floor_ledger (like bank_rec_ledger_entries including all excluding indexes)
     ${ledger.options ? `with (${ledger.options.join(', ')})` : ''}`,
  );
  await c.query(
    `insert into bench_floor_ledger (${ledger.names.join(', ')})
     select ${reopened.join(', ')} from bank_rec_ledger_entries where organization_id = $1`,
    [org],
  );
  const indexes = await c.query<{ name: string; definition: string }>(
    `select indexname as name, indexdef as definition from pg_indexes
      where schemaname = 'public' and tablename = 'bank_rec_ledger_entries'`,
  );
  for (const index of indexes.rows) {
    await c.query(
      index.definition
        .replace(` INDEX ${index.name} ON `, ` INDEX bench_floor_${index.name} ON `)
        .replace(' ON public.bank_rec_ledger_entries ', ' ON bench_floor_ledger '),
    );
  }
  await c.query('vacuum analyze bench_floor_ledger');
  await c.query('checkpoint');
  let ledgerUpdateMs = 0;
  let ledgerUpdated = 0;
  for (const account of accounts) {
    const ids = (
      await c.query<{ ids: string[] }>(
        `select coalesce(array_agg(mi.ledger_entry_id), '{}') as ids
           from match_items mi join matches m on m.id = mi.match_id
          where mi.organization_id = $1 and m.account_id = $2 and m.kind = 'auto' and mi.live
            and mi.ledger_entry_id is not null`,
        [org, account],
      )
    ).rows[0]!.ids;
    const t0 = performance.now();
    const updated = await c.query(
      `update bench_floor_ledger set status = 'matched'
        where organization_id = $1 and id = any($2::uuid[]) and status = 'open'`,
      [org, ids],
    );
    ledgerUpdateMs += performance.now() - t0;
    ledgerUpdated += updated.rowCount ?? 0;
  }
  await c.query('drop table bench_floor_ledger');
  log(`floor: ledger update ${round(ledgerUpdateMs)} ms (${ledgerUpdated} entries)`);
  const copies = Object.values(copyMs).reduce((sum, ms) => sum + ms, 0);
  return {
    readsMs: round(readsMs),
    copyMs,
    rows,
    megabytes,
    ledgerUpdateMs: round(ledgerUpdateMs),
    ledgerUpdated,
    totalMs: round(readsMs + copies + ledgerUpdateMs),
  };
}

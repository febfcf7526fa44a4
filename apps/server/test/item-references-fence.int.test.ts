import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seedDemo } from '../src/db/seed/demo';
import { openDatabase } from '../src/platform/db';
import { createThrowawayDatabase } from './throwaway-database';

/**
 * Migration 0032 (ADR 0030): a new match item's line and match are no longer locked row by row; writers
 * of items and deleters of lines or matches meet at a per-organisation fence instead. Two sessions on one
 * PostgreSQL race a deletion against an item naming what is deleted, each way round: nothing may end with
 * a live item naming a line or a match that is gone. PostgreSQL only (two connections; the embedded
 * database has one).
 */
const baseUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

let url: string;
let drop: (() => Promise<void>) | undefined;
const clients: pg.Client[] = [];
let orgId: string;
const ACCOUNT = 'FENCE-0001';
/** Writers on one account wait for each other anyway: the summaries' lock is per account (ADR 0015). */
const OTHER_ACCOUNT = 'FENCE-0002';

async function client(): Promise<pg.Client> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  clients.push(c);
  return c;
}

beforeAll(async () => {
  const seeded = inject('seededDatabase');
  const template = seeded?.kind === 'postgres' ? seeded.template : undefined;
  const throwaway = await createThrowawayDatabase(baseUrl, 'clearline_fence', template);
  drop = throwaway.drop;
  url = throwaway.url;
  if (!template) {
    const database = await openDatabase({ url, poolSize: 1 });
    await database.migrate();
    await seedDemo(database);
    await database.close();
  }
  // Bank lines of their own, on an account of their own in the demo bureau.
  const c = await client();
  const { rows } = await c.query<{ id: string }>(
    `select id from organizations where name = 'Demo Payroll Bureau'`,
  );
  orgId = rows[0]?.id ?? '';
  for (const account of [ACCOUNT, OTHER_ACCOUNT]) {
    await c.query(
      `insert into bank_rec_bank_accounts (organization_id, name, account_id, area)
       values ($1, $2, $2, 'bankRec')`,
      [orgId, account],
    );
  }
  const file = await c.query<{ id: string }>(
    `insert into imports (organization_id, kind, file_name, sha256, size_bytes, status)
     values ($1, 'statement', 'fence-test.bai', 'fence-test', 1, 'Completed') returning id`,
    [orgId],
  );
  await c.query(
    `insert into bank_transactions (organization_id, account_id, import_id, row_key, value_date, amount_minor,
       currency, line)
     select $1, a, $2, a || '-' || n, date '2026-01-05' + n, 1000 * n, 'USD', n
       from unnest($3::text[]) a, generate_series(1, 4) n`,
    [orgId, file.rows[0]?.id, [ACCOUNT, OTHER_ACCOUNT]],
  );
}, 300_000);

afterAll(async () => {
  await Promise.all(clients.map((c) => c.end()));
  await drop?.();
});

/** A bank line of the test's account that no live item names (each test deletes or claims one). */
async function freeBankLine(c: pg.Client, account = ACCOUNT): Promise<{ id: string; account: string }> {
  const { rows } = await c.query<{ id: string; account_id: string }>(
    `select bt.id, bt.account_id from bank_transactions bt
      where bt.organization_id = $1 and bt.account_id = $2
        and not exists (select 1 from match_items mi where mi.bank_transaction_id = bt.id and mi.live)
      order by bt.id limit 1`,
    [orgId, account],
  );
  const row = rows[0];
  if (!row) throw new Error('no free bank line left');
  return { id: row.id, account: row.account_id };
}

/** A match and one item naming the bank line, in the client's open transaction. */
function writeItem(c: pg.Client, line: { id: string; account: string }) {
  return c.query(
    `with m as (
       insert into matches (organization_id, account_id, kind, rule_id, bank_total_minor, ledger_total_minor)
       values ($1, $2, 'manual', 'manual', 0, 0) returning id)
     insert into match_items (match_id, organization_id, side, bank_transaction_id, amount_minor, snapshot)
     select m.id, $1, 'bank', $3, 0, '{}' from m`,
    [orgId, line.account, line.id],
  );
}

/** Whether the promise is still pending after a moment (the session waits on a lock). */
async function stillWaiting(promise: Promise<unknown>): Promise<boolean> {
  const pending = Symbol('pending');
  const first = await Promise.race([
    promise.then(
      () => 'done',
      () => 'failed',
    ),
    new Promise((resolve) => setTimeout(() => resolve(pending), 500)),
  ]);
  return first === pending;
}

describe('match items and deleted lines across sessions', () => {
  it('a line deleted while an item naming it is being written waits, then releases the committed item', async () => {
    const writer = await client();
    const deleter = await client();
    const line = await freeBankLine(writer);
    await writer.query('begin');
    await writeItem(writer, line);
    const deletion = deleter.query('delete from bank_transactions where id = $1', [line.id]);
    expect(await stillWaiting(deletion)).toBe(true);
    await writer.query('commit');
    await deletion;
    const { rows } = await writer.query(
      `select mi.bank_transaction_id, mi.live from match_items mi join matches m on m.id = mi.match_id
        where m.organization_id = $1 and mi.snapshot = '{}' and mi.side = 'bank' and mi.live
          and mi.bank_transaction_id is null`,
      [orgId],
    );
    expect(rows).toEqual([{ bank_transaction_id: null, live: true }]);
    const gone = await writer.query('select 1 from bank_transactions where id = $1', [line.id]);
    expect(gone.rowCount).toBe(0);
  });

  it('an item naming a line whose deletion is not yet committed waits, then is refused', async () => {
    const writer = await client();
    const deleter = await client();
    const line = await freeBankLine(writer);
    await deleter.query('begin');
    await deleter.query('delete from bank_transactions where id = $1', [line.id]);
    await writer.query('begin');
    const write = writeItem(writer, line);
    expect(await stillWaiting(write)).toBe(true);
    await deleter.query('commit');
    const refused = await write.then(
      () => null,
      (error: { code?: string; constraint?: string }) => error,
    );
    expect(refused?.code).toBe('23503');
    expect(refused?.constraint).toBe('match_items_references');
    await writer.query('rollback');
  });

  it('a match deleted while an item naming it is being written waits, then is refused', async () => {
    const writer = await client();
    const deleter = await client();
    const line = await freeBankLine(writer);
    const made = await writer.query<{ id: string }>(
      `insert into matches (organization_id, account_id, kind, rule_id, bank_total_minor, ledger_total_minor)
       values ($1, $2, 'manual', 'manual', 0, 0) returning id`,
      [orgId, line.account],
    );
    const matchId = made.rows[0]?.id;
    await writer.query('begin');
    await writer.query(
      `insert into match_items (match_id, organization_id, side, bank_transaction_id, amount_minor, snapshot)
       values ($1, $2, 'bank', $3, 0, '{}')`,
      [matchId, orgId, line.id],
    );
    const deletion = deleter.query('delete from matches where id = $1', [matchId]);
    expect(await stillWaiting(deletion)).toBe(true);
    await writer.query('commit');
    const refused = await deletion.then(
      () => null,
      (error: { code?: string }) => error,
    );
    expect(refused?.code).toBe('23503');
    const kept = await writer.query('select 1 from match_items where match_id = $1', [matchId]);
    expect(kept.rowCount).toBe(1);
  });

  it('writers of items never wait for each other', async () => {
    const first = await client();
    const second = await client();
    const a = await freeBankLine(first);
    const b = await freeBankLine(first, OTHER_ACCOUNT);
    await first.query('begin');
    await second.query('begin');
    await writeItem(first, a);
    const other = writeItem(second, b);
    expect(await stillWaiting(other)).toBe(false);
    await other;
    await first.query('rollback');
    await second.query('rollback');
  });
});

/** A bank account of its own with 3,000 lines over 20 days from `firstDay`; the lines' ids. */
async function accountWithLines(c: pg.Client, account: string, firstDay: string): Promise<string[]> {
  await c.query(
    `insert into bank_rec_bank_accounts (organization_id, name, account_id, area) values ($1, $2, $2, 'bankRec')`,
    [orgId, account],
  );
  const { rows } = await c.query<{ id: string }>(
    `insert into bank_transactions (organization_id, account_id, import_id, row_key, value_date, amount_minor,
       currency, line)
     select $1, $2, (select id from imports where organization_id = $1 and sha256 = 'fence-test'),
            $2 || '-' || n, $3::date + n % 20, n, 'USD', n
       from generate_series(1, 3000) n returning id`,
    [orgId, account, firstDay],
  );
  return rows.map((r) => r.id);
}

/** Rows of `table` read so far through its primary key and through any other path (flushed statistics). */
async function rowsRead(c: pg.Client, table: string): Promise<{ byPrimaryKey: number; otherwise: number }> {
  await c.query('select pg_stat_clear_snapshot()');
  const { rows } = await c.query<{ by_pk: string; otherwise: string }>(
    `select coalesce(sum(i.idx_tup_read) filter (where i.indexrelname = $2), 0) as by_pk,
            coalesce(sum(i.idx_tup_read) filter (where i.indexrelname <> $2), 0)
              + (select coalesce(seq_tup_read, 0) from pg_stat_user_tables where relname = $1) as otherwise
       from pg_stat_user_indexes i where i.relname = $1`,
    [table, `${table}_pkey`],
  );
  return { byPrimaryKey: Number(rows[0]?.by_pk), otherwise: Number(rows[0]?.otherwise) };
}

describe("the items' insert trigger", () => {
  // Migration 0036: with `matches` analysed while small, the trigger's join read every match (a scan, or
  // an index leading with the organisation) for each new item, so each import's auto-match got slower as
  // matches accumulated. Each reference must be one primary-key lookup.
  it('looks each new item’s line and match up by primary key, whatever the statistics say', async () => {
    const c = await client();
    const account = 'PLAN-0001';
    const items = 400;
    // `matches` analysed while empty, as in a new database before its first auto-match (the fence tests
    // above need none of the demo's matches).
    await c.query('truncate match_suggestions, match_items, matches');
    await c.query('analyze matches');
    const lines = await accountWithLines(c, account, '2026-02-01');
    // A first item on this connection plans the trigger's query while `matches` is nearly empty; PL/pgSQL
    // keeps that plan for the connection's later statements until the table is analysed again.
    await writeItem(c, { id: lines[items]!, account });
    const made = await c.query<{ id: string }>(
      `insert into matches (organization_id, account_id, kind, rule_id, bank_total_minor, ledger_total_minor)
       select $1, $2, 'manual', 'manual', 0, 0 from generate_series(1, 3000) returning id`,
      [orgId, account],
    );
    const reads = async () => {
      await c.query('select pg_stat_force_next_flush()');
      return { lines: await rowsRead(c, 'bank_transactions'), matches: await rowsRead(c, 'matches') };
    };
    const before = await reads();
    // One statement: an item per match, each naming a line of its own, as an auto-match run writes them.
    await c.query(
      `insert into match_items (match_id, organization_id, side, bank_transaction_id, amount_minor, snapshot)
       select m, $1, 'bank', l, 0, '{}' from unnest($2::uuid[], $3::uuid[]) x(m, l)`,
      [orgId, made.rows.slice(0, items).map((r) => r.id), lines.slice(0, items)],
    );
    const after = await reads();
    expect(after.lines.byPrimaryKey - before.lines.byPrimaryKey).toBe(items);
    expect(after.lines.otherwise - before.lines.otherwise).toBe(0);
    expect(after.matches.byPrimaryKey - before.matches.byPrimaryKey).toBe(items);
    expect(after.matches.otherwise - before.matches.otherwise).toBe(0);
    const { rows } = await c.query<{ n: string }>(
      `select count(*) n from match_items mi join bank_transactions bt on bt.id = mi.bank_transaction_id
        where bt.account_id = $1 and mi.live`,
      [account],
    );
    expect(Number(rows[0]?.n)).toBe(items + 1);
  });
});

describe('statement triggers on a connection that first changed one row', () => {
  // Migration 0037: PL/pgSQL kept each trigger query's plan for the connection, planned for the
  // transition tables' sizes at its first call. One line edited first made the join of an update's old
  // and new rows a nested loop, kept for the next bulk update: 20,000 rows took 10.6 s instead of 68 ms.
  it('joins a bulk update’s old and new rows with a plan made for that update', async () => {
    const c = await client();
    const account = 'PLAN-0002';
    const lines = await accountWithLines(c, account, '2026-03-01');
    // One line corrected first: the trigger's queries are planned on this connection for one row.
    await c.query('update bank_transactions set amount_minor = amount_minor + 1 where id = $1', [lines[0]]);
    const plans: string[] = [];
    c.on('notice', (notice) => plans.push(notice.message ?? ''));
    for (const setting of [
      "load 'auto_explain'",
      'set auto_explain.log_min_duration = 0',
      'set auto_explain.log_nested_statements = on',
      'set auto_explain.log_level = notice',
    ])
      await c.query(setting);
    try {
      await c.query(
        'update bank_transactions set amount_minor = amount_minor + 1 where organization_id = $1 and account_id = $2',
        [orgId, account],
      );
    } finally {
      await c.query('set auto_explain.log_min_duration = -1');
    }
    const joins = plans.filter((plan) => plan.includes('JOIN old_rows p ON p.id = n.id'));
    expect(joins.length).toBeGreaterThan(0);
    for (const plan of joins) {
      // Planned for this update's 3,000 rows, joined by sorting or hashing, not row against row.
      expect(plan).toMatch(/Named Tuplestore Scan .*rows=3000 /);
      expect(plan).not.toContain('Nested Loop');
    }
    const { rows } = await c.query<{ total: string }>(
      `select sum(amount_minor) total from bank_transactions where organization_id = $1 and account_id = $2`,
      [orgId, account],
    );
    expect(Number(rows[0]?.total)).toBe((3000 * 3001) / 2 + 3001);
  });
});

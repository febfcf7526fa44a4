import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/platform/db';
import { createThrowawayDatabase } from '../../apps/server/test/throwaway-database';

/**
 * `npm run bench:decertify` (issue 16, ADR 0018): what the decertification triggers cost the writes they
 * watch. On a throw-away PostgreSQL database (BENCH_DATABASE_URL, default the machine's), one bank account
 * gets BENCH_DECERTIFY_LINES (100,000) bank lines in one INSERT (an import's merge), the same number of
 * ledger entries, then a match item per bank line (auto-match's COPY slices, here one statement), each
 * timed in three states: triggers disabled; enabled with nothing certified anywhere (one EXISTS); enabled
 * with a certified month of another account (the usual case: the transition tables are grouped by
 * account and month). Prints one JSON object (ms per write, best of BENCH_DECERTIFY_ROUNDS = 3).
 */
const baseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const lines = Number(process.env.BENCH_DECERTIFY_LINES ?? 100_000);
const rounds = Number(process.env.BENCH_DECERTIFY_ROUNDS ?? 3);

const throwaway = await createThrowawayDatabase(baseUrl, 'clearline_bench_decertify');
const database = await openDatabase({ url: throwaway.url, poolSize: 2 });
const { db } = database;
const ms = () => performance.now();
try {
  await database.migrate();
  const [org] = (
    await db.execute<{ id: string }>(
      sql`insert into organizations (name, settings) values ('Bench bureau', '{}'::jsonb) returning id`,
    )
  ).rows;
  const orgId = org?.id as string;
  await db.execute(sql`insert into bank_rec_bank_accounts (organization_id, name, account_id)
    values (${orgId}, 'Bench', 'B1'), (${orgId}, 'Other', 'B2')`);
  await db.execute(
    sql`insert into bank_rec_ledgers (organization_id, ledger_id, name) values (${orgId}, 'L1', 'Bench ledger')`,
  );
  await db.execute(sql`insert into bank_rec_ledger_accounts (organization_id, account_name, ledger, ledger_id, account_id)
    values (${orgId}, 'Bench', 'Bench ledger', 'L1', 'B1')`);
  await db.execute(
    sql`insert into bank_rec_clients (organization_id, co_id, co_name) values (${orgId}, 'C1', 'Bench client')`,
  );
  const [imp] = (
    await db.execute<{
      id: string;
    }>(sql`insert into imports (organization_id, area, kind, file_name, sha256, size_bytes, status)
      values (${orgId}, 'bankRec', 'statement', 'bench.bai2', 'x', 1, 'Completed') returning id`)
  ).rows;
  const importId = imp?.id as string;

  const writes = {
    bankLines: async () => {
      await db.execute(sql`insert into bank_transactions
          (organization_id, account_id, import_id, row_key, value_date, amount_minor, currency, line)
        select ${orgId}, 'B1', ${importId}, 'k' || g, date '2026-01-01' + (g % 365), g, 'USD', g
          from generate_series(1, ${lines}) g`);
    },
    ledgerEntries: async () => {
      await db.execute(sql`insert into bank_rec_ledger_entries
          (organization_id, area, account_id, co_id, account, amount_minor, transaction_date)
        select ${orgId}, 'bankRec', 'B1', 'C1', 'Bench', g, date '2026-01-01' + (g % 365) from generate_series(1, ${lines}) g`);
    },
    matchItems: async () => {
      const [match] = (
        await db.execute<{
          id: string;
        }>(sql`insert into matches (organization_id, account_id, kind, bank_total_minor, ledger_total_minor)
          values (${orgId}, 'B1', 'manual', 0, 0) returning id`)
      ).rows;
      await db.execute(sql`insert into match_items (match_id, organization_id, side, bank_transaction_id, amount_minor)
        select ${match?.id}, ${orgId}, 'bank', id, amount_minor from bank_transactions where account_id = 'B1'`);
    },
  };
  const clear = async () => {
    await db.execute(sql`delete from match_items`);
    await db.execute(sql`delete from matches`);
    await db.execute(sql`delete from bank_transactions`);
    await db.execute(sql`delete from bank_rec_ledger_entries`);
  };
  const triggers = async (on: boolean) => {
    for (const table of ['bank_transactions', 'bank_rec_ledger_entries', 'match_items']) {
      await db.execute(sql.raw(`alter table ${table} ${on ? 'enable' : 'disable'} trigger user`));
    }
    // The history's append-only trigger stays: only the decertification triggers are measured.
  };
  const states = {
    disabled: async () => triggers(false),
    nothingCertified: async () => {
      await triggers(true);
      await db.execute(sql`delete from reconciliation_tasks where state = 'certified' and account_id = 'B2'`);
    },
    certifiedElsewhere: async () => {
      await db.execute(sql`insert into reconciliation_tasks (organization_id, area, account_id, period, state, due_date)
        values (${orgId}, 'bankRec', 'B2', '2026-01', 'certified', '2026-02-10') on conflict do nothing`);
    },
  };
  const figures: Record<string, Record<string, number>> = {};
  for (const [state, enter] of Object.entries(states)) {
    await enter();
    figures[state] = {};
    for (const [name, write] of Object.entries(writes)) {
      let best = Number.POSITIVE_INFINITY;
      for (let i = 0; i < rounds; i += 1) {
        if (name === 'bankLines') await clear();
        if (name === 'ledgerEntries') await db.execute(sql`delete from bank_rec_ledger_entries`);
        if (name === 'matchItems') {
          await db.execute(sql`delete from match_items`);
          await db.execute(sql`delete from matches`);
        }
        const started = ms();
        await write();
        best = Math.min(best, ms() - started);
      }
      (figures[state] as Record<string, number>)[name] = Math.round(best);
    }
    process.stderr.write(`${state} done\n`);
  }
  console.log(JSON.stringify({ lines, rounds, msBestOf: figures }, null, 2));
} finally {
  await database.close();
  await throwaway.drop();
}

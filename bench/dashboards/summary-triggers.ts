import type pg from 'pg';

/**
 * BENCH_SUMMARY_TRIGGERS=off: the write-path benches (imports, matching) run with the reconciliation
 * summaries' triggers disabled, to measure what keeping the summaries costs (ADR 0015). Default: on, as
 * in production. New match items are the exception: one trigger checks their references and moves their
 * lines' summaries in the same pass (match_items_inserted, ADR 0029), and it stays on.
 */
export const SUMMARY_TRIGGERS_ON = process.env.BENCH_SUMMARY_TRIGGERS !== 'off';

const TRIGGERS: Record<string, string> = {
  bank_transactions: 'bank_transactions_summaries',
  bank_rec_ledger_entries: 'bank_rec_ledger_entries_summaries',
  match_items: 'match_items_summaries',
  matches: 'matches_summaries',
};

export async function applySummaryTriggersSetting(client: pg.Client): Promise<void> {
  if (SUMMARY_TRIGGERS_ON) return;
  for (const [table, prefix] of Object.entries(TRIGGERS))
    for (const event of ['ins', 'upd', 'del']) {
      if (table === 'match_items' && event === 'ins') continue;
      await client.query(`alter table ${table} disable trigger ${prefix}_${event}`);
    }
}

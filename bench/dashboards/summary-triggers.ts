import type pg from 'pg';

/**
 * BENCH_SUMMARY_TRIGGERS=off: the write-path benches (imports, matching) run with the reconciliation
 * summaries' triggers disabled, to measure what keeping the summaries costs (ADR 0015). Default: on, as
 * in production, except for new match items (below).
 */
export const SUMMARY_TRIGGERS_ON = process.env.BENCH_SUMMARY_TRIGGERS !== 'off';

/**
 * The summaries' triggers, by table. New match items have none of their own: one trigger checks their
 * references and moves their lines' summaries in the same pass (match_items_inserted), and it stays on.
 */
const TRIGGERS: Record<string, string[]> = {
  bank_transactions: [
    'bank_transactions_summaries_ins',
    'bank_transactions_summaries_upd',
    'bank_transactions_summaries_del',
  ],
  bank_rec_ledger_entries: [
    'bank_rec_ledger_entries_summaries_ins',
    'bank_rec_ledger_entries_summaries_upd',
    'bank_rec_ledger_entries_summaries_del',
  ],
  match_items: ['match_items_summaries_upd', 'match_items_summaries_del'],
  matches: ['matches_summaries_ins', 'matches_summaries_upd', 'matches_summaries_del'],
};

export async function applySummaryTriggersSetting(client: pg.Client): Promise<void> {
  if (SUMMARY_TRIGGERS_ON) return;
  for (const [table, triggers] of Object.entries(TRIGGERS))
    for (const trigger of triggers) await client.query(`alter table ${table} disable trigger ${trigger}`);
}

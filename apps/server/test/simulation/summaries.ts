import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../src/platform/db';
import type { TestApp } from '../harness';

/**
 * The reconciliation summaries (rec_line_summaries, rec_match_summaries, kept by triggers) against a full
 * recount from the live rows, written here independently of the triggers: every (side, account, day,
 * state, rule, person) and every (account, day, kind, rule, person) with its count and amount. Answers
 * what differs (nothing when they agree). `accountId` narrows the comparison to one bank account.
 */
export async function summaryDifferences(
  t: Pick<TestApp, 'ctx'> | { ctx: { db: Db } },
  organizationId: string,
  accountId?: string,
): Promise<string[]> {
  const account = (column: SQL) => (accountId ? sql`and ${column} = ${accountId}` : sql``);
  const state = sql`case when m.kind = 'auto' then 'auto' when m.rule_id = 'manual' then 'manual' else 'suggested' end`;
  const rows = await queryRows<{ key: string; kept: string | null; recount: string | null }>(
    t.ctx.db,
    sql`with lines as (
        select 'bank' as side, bt.account_id, bt.value_date as day,
               case when m.id is null then 'open' else ${state} end as state,
               coalesce(m.rule_id, '') as rule_id, m.created_by, bt.amount_minor
          from bank_transactions bt
          left join match_items mi on mi.bank_transaction_id = bt.id and mi.live
          left join matches m on m.id = mi.match_id
         where bt.organization_id = ${organizationId} ${account(sql.raw('bt.account_id'))}
        union all
        select 'ledger', e.account_id, e.transaction_date,
               case when m.id is not null then ${state} when e.status = 'reconciling' then 'reconciling' else 'open' end,
               coalesce(m.rule_id, ''), m.created_by, e.amount_minor
          from bank_rec_ledger_entries e
          left join match_items mi on mi.ledger_entry_id = e.id and mi.live
          left join matches m on m.id = mi.match_id
         where e.organization_id = ${organizationId} and e.status <> 'void' ${account(sql.raw('e.account_id'))}),
      recount as (
        select concat_ws('|', side, account_id, day, state, rule_id, created_by) as key,
               concat(count(*), ' lines ', sum(amount_minor)) as figure
          from lines group by 1
        union all
        select concat_ws('|', 'month', side, account_id, date_trunc('month', day)::date, state, rule_id, created_by),
               concat(count(*), ' lines ', sum(amount_minor))
          from lines group by 1
        union all
        select concat_ws('|', 'match', m.account_id, (m.created_at at time zone 'UTC')::date, ${state},
                 m.rule_id, m.created_by),
               concat(count(*), ' matches ', sum(m.bank_total_minor))
          from matches m
         where m.organization_id = ${organizationId} and m.status = 'confirmed' ${account(sql.raw('m.account_id'))}
         group by 1),
      kept as (
        select concat_ws('|', s.side, s.account_id, s.day, s.state, s.rule_id, s.matched_by) as key,
               concat(sum(s.line_count), ' lines ', sum(s.amount_minor)) as figure
          from rec_line_summaries s
         where s.organization_id = ${organizationId} ${account(sql.raw('s.account_id'))}
         group by 1
        union all
        select concat_ws('|', 'month', s.side, s.account_id, s.month, s.state, s.rule_id, s.matched_by),
               concat(sum(s.line_count), ' lines ', sum(s.amount_minor))
          from rec_line_months s
         where s.organization_id = ${organizationId} ${account(sql.raw('s.account_id'))}
         group by 1
        union all
        select concat_ws('|', 'match', s.account_id, s.day, s.kind, s.rule_id, s.created_by),
               concat(sum(s.match_count), ' matches ', sum(s.bank_amount_minor))
          from rec_match_summaries s
         where s.organization_id = ${organizationId} ${account(sql.raw('s.account_id'))}
         group by 1)
      select coalesce(k.key, r.key) as key, k.figure as kept, r.figure as recount
        from kept k full join recount r on r.key = k.key
       where k.figure is distinct from r.figure
       order by 1 limit 5`,
  );
  return rows.map((r) => `${r.key}: summary ${r.kept ?? 'none'}, recount ${r.recount ?? 'none'}`);
}

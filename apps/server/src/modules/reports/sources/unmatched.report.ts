import { type SQL, sql } from 'drizzle-orm';
import { queryRows } from '../../../platform/db';
import { BANK_LINE_OPEN_SQL } from '../../matching/index';
import { accountOf, accountParameter, choiceOf, dateOf, dateParameter } from '../parameters';
import { type ReportRun, type ReportSource, type RowKey, type SqlRow, totalsOf } from '../report-source';

const SIDES = ['both', 'bank', 'ledger'] as const;

/**
 * The two sides' open lines, each a branch of its own so each walks its index by (date, id) with the
 * keyset condition inside it: bank lines of the area's accounts in no live match, and the area's ledger
 * entries still open (reconciling items stay open by design and are listed as such).
 */
function branches(run: ReportRun, after: RowKey | null, limit: number | null): SQL[] {
  const { organizationId: org, area } = run;
  const p = run.parameters;
  const asOf = p.asOf as string;
  const side = p.side ?? 'both';
  const account = p.accountId;
  const cap = limit === null ? sql`` : sql`order by 1, 2 limit ${limit}`;
  const out: SQL[] = [];
  if (side !== 'ledger')
    out.push(sql`(select bt.value_date as date, bt.id, 'Bank' as side, bt.account_id as "accountId",
        '' as party, bt.type_code as type, coalesce(nullif(bt.bank_reference, ''), bt.customer_reference, '') as reference,
        bt.text as description, bt.amount_minor as amount, 'open' as status
      from bank_transactions bt
     where bt.organization_id = ${org} and bt.value_date <= ${asOf}::date
       and bt.account_id in (select a.account_id from bank_rec_bank_accounts a
                              where a.organization_id = ${org} and a.area = ${area})
       ${account ? sql`and bt.account_id = ${account}` : sql``}
       ${after ? sql`and (bt.value_date, bt.id) > (${after.k}::date, ${after.id}::uuid)` : sql``}
       and ${sql.raw(BANK_LINE_OPEN_SQL)}
     ${cap})`);
  if (side !== 'bank')
    out.push(sql`(select e.transaction_date as date, e.id, 'Book' as side, e.account_id as "accountId",
        e.co_id as party, e.transaction_type as type, e.check_no as reference, e.details as description,
        e.amount_minor as amount, e.status
      from bank_rec_ledger_entries e
     where e.organization_id = ${org} and e.area = ${area} and e.status in ('open', 'reconciling')
       and e.transaction_date <= ${asOf}::date
       ${account ? sql`and e.account_id = ${account}` : sql``}
       ${after ? sql`and (e.transaction_date, e.id) > (${after.k}::date, ${after.id}::uuid)` : sql``}
     ${cap})`);
  return out;
}

/** The rows after `after` in (date, id) order, `offset` skipped, at most `limit` (all when null). */
function rowsOf(run: ReportRun, after: RowKey | null, limit: number | null, offset: number): SQL {
  const parts = branches(run, after, limit === null ? null : offset + limit);
  return sql`select date::text as date, (${run.parameters.asOf}::date - date)::int as "ageDays", side, "accountId",
                   party, type, reference, description, status, amount::text as amount,
                   date::text as _k, id::text as _id
              from (${sql.join(parts, sql` union all `)}) u
             order by u.date, u.id offset ${offset} ${limit === null ? sql`` : sql`limit ${limit}`}`;
}

/** Unmatched items of both sides (or one) dated up to a date, with their age (issue 14 deliverable 1). */
export function unmatchedReport(partyLabel: string): ReportSource {
  return {
    id: 'unmatched-items',
    name: 'Unmatched items',
    description:
      'Bank lines in no match and book entries still open, dated up to the as-of date, oldest first, with their age in days.',
    parameters: [
      accountParameter(false),
      { ...dateParameter('asOf', 'As of', 'Today when empty') },
      {
        name: 'side',
        label: 'Side',
        kind: 'select',
        required: false,
        options: [
          { value: 'both', label: 'Bank and book' },
          { value: 'bank', label: 'Bank only' },
          { value: 'ledger', label: 'Book only' },
        ],
      },
    ],
    columns: [
      { key: 'date', label: 'Date', type: 'date', total: false },
      { key: 'ageDays', label: 'Age (days)', type: 'integer', total: false },
      { key: 'side', label: 'Side', type: 'text', total: false },
      { key: 'accountId', label: 'Bank account', type: 'text', total: false },
      { key: 'party', label: partyLabel, type: 'text', total: false },
      { key: 'type', label: 'Type', type: 'text', total: false },
      { key: 'reference', label: 'Reference', type: 'text', total: false },
      { key: 'description', label: 'Description', type: 'text', total: false },
      { key: 'status', label: 'Status', type: 'text', total: false },
      { key: 'amount', label: 'Amount', type: 'money', total: true },
    ],
    async resolve(run, raw) {
      const accountId = await accountOf(run.db, run.organizationId, run.area, raw, false);
      return {
        ...(accountId ? { accountId } : {}),
        asOf: dateOf(raw, 'asOf', run.today, run.today) as string,
        side: choiceOf(raw, 'side', SIDES, 'both'),
      };
    },
    batch(run, after, limit, offset = 0) {
      return queryRows<SqlRow>(run.db, rowsOf(run, after, limit, offset));
    },
    rows: (run) => rowsOf(run, null, null, 0),
    totals(run) {
      const parts = branches(run, null, null);
      return totalsOf(
        run.db,
        sql`select count(*)::int as count, coalesce(sum(amount), 0)::text as amount
              from (${sql.join(parts, sql` union all `)}) u`,
        ['amount'],
      );
    },
  };
}

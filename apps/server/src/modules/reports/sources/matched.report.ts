import { type SQL, sql } from 'drizzle-orm';
import { queryRows } from '../../../platform/db';
import { accountOf, accountParameter, checkRange, dateOf, dateParameter } from '../parameters';
import { type ReportRun, type ReportSource, type RowKey, type SqlRow, totalsOf } from '../report-source';

/** The live and undone matches made in the period (the organisation's days), on the area's accounts. */
function matchedLines(run: ReportRun, after: RowKey | null): SQL {
  const { organizationId: org, area, timeZone } = run;
  const p = run.parameters;
  return sql`
    from matches m
    join match_items mi on mi.match_id = m.id
    left join users u on u.id = m.created_by
   where m.organization_id = ${org}
     and m.account_id in (select a.account_id from bank_rec_bank_accounts a
                           where a.organization_id = ${org} and a.area = ${area})
     ${p.accountId ? sql`and m.account_id = ${p.accountId}` : sql``}
     and m.created_at >= (${p.from}::date)::timestamp at time zone ${timeZone}
     and m.created_at < ((${p.to}::date + 1)::timestamp at time zone ${timeZone})
     ${after ? sql`and (m.created_at, mi.id) > (${after.k}::timestamptz, ${after.id}::bigint)` : sql``}`;
}

/** Matches of a period with their lines, rule, score, who and when (issue 14 deliverable 1). */
export const matchedReport: ReportSource = {
  id: 'matched-detail',
  name: 'Matched detail',
  description:
    'Every match made in the period with its lines (bank and book), its rule and score, who made it and when, and whether it was undone.',
  parameters: [
    accountParameter(false),
    dateParameter('from', 'From', 'The first day of the current month when empty'),
    dateParameter('to', 'To', 'Today when empty'),
  ],
  columns: [
    { key: 'matchedAt', label: 'Matched at', type: 'datetime', total: false },
    { key: 'matchId', label: 'Match', type: 'text', total: false },
    { key: 'accountId', label: 'Bank account', type: 'text', total: false },
    { key: 'kind', label: 'Kind', type: 'text', total: false },
    { key: 'rule', label: 'Rule', type: 'text', total: false },
    { key: 'score', label: 'Score', type: 'integer', total: false },
    { key: 'status', label: 'Status', type: 'text', total: false },
    { key: 'matchedBy', label: 'Matched by', type: 'text', total: false },
    { key: 'side', label: 'Side', type: 'text', total: false },
    { key: 'lineDate', label: 'Line date', type: 'date', total: false },
    { key: 'reference', label: 'Reference', type: 'text', total: false },
    { key: 'description', label: 'Description', type: 'text', total: false },
    { key: 'bankAmount', label: 'Bank amount', type: 'money', total: true },
    { key: 'bookAmount', label: 'Book amount', type: 'money', total: true },
  ],
  async resolve(run, raw) {
    const accountId = await accountOf(run.db, run.organizationId, run.area, raw, false);
    const from = dateOf(raw, 'from', run.today, `${run.today.slice(0, 7)}-01`) as string;
    const to = dateOf(raw, 'to', run.today, run.today) as string;
    checkRange(from, to);
    return { ...(accountId ? { accountId } : {}), from, to };
  },
  batch(run, after, limit, offset = 0) {
    return queryRows<SqlRow>(
      run.db,
      sql`select to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "matchedAt",
                 m.id::text as "matchId", m.account_id as "accountId", m.kind, m.rule_id as rule, m.score,
                 m.status, coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email, 'System') as "matchedBy",
                 case mi.side when 'bank' then 'Bank' else 'Book' end as side,
                 coalesce(mi.snapshot->>'date', '') as "lineDate",
                 coalesce(mi.snapshot->>'reference', mi.snapshot->>'coId', '') as reference,
                 coalesce(mi.snapshot->>'text', '') as description,
                 case when mi.side = 'bank' then mi.amount_minor::text end as "bankAmount",
                 case when mi.side = 'ledger' then mi.amount_minor::text end as "bookAmount",
                 m.created_at::text as _k, mi.id::text as _id
            ${matchedLines(run, after)}
           order by m.created_at, mi.id offset ${offset} limit ${limit}`,
    );
  },
  totals(run) {
    return totalsOf(
      run.db,
      sql`select count(*)::int as count,
                 coalesce(sum(mi.amount_minor) filter (where mi.side = 'bank'), 0)::text as "bankAmount",
                 coalesce(sum(mi.amount_minor) filter (where mi.side = 'ledger'), 0)::text as "bookAmount"
            ${matchedLines(run, null)}`,
      ['bankAmount', 'bookAmount'],
    );
  },
};

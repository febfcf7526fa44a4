import type { QuerySpec, QuerySubject, ReportColumn } from '@clearline/contracts';
import { ledgerArea } from '@clearline/domain/areas';
import { type SQL, sql } from 'drizzle-orm';

/**
 * A query (the page's subject and filters) as parameterised SQL. Every value the person typed travels as
 * a bound parameter; the only SQL text chosen from input is picked from the fixed tables below by a
 * value the contract already limited to its enum (subject, sort key, direction). Each subject's sorts
 * follow an index that leads with the organisation (and area or bank account) and ends with the id, so
 * a page is an ORDER BY ... LIMIT over that index, and exports walk the same order by keyset.
 */

/** A query ready to run: the spec, its amounts in cents, and the organisation's zone (days of "matched"). */
export interface ResolvedQuery {
  organizationId: string;
  spec: QuerySpec;
  amountMin?: number | undefined;
  amountMax?: number | undefined;
  timeZone: string;
}

/** Where the next batch starts: after this row's sort values (JSON) and id. */
export interface QueryKey {
  k: string;
  id: string;
}

type KeyType = 'date' | 'bigint' | 'text' | 'timestamptz' | 'uuid';
interface SortPart {
  expr: SQL;
  type: KeyType;
}

interface SubjectSql {
  /** `from ... where ...` of the subject with every filter. */
  from: SQL;
  /** The select list: each column by its key (money as cents text, dates as ISO text). */
  select: SQL;
  /** The amount summed in the totals. */
  amount: SQL;
  /** The sort's columns (without the id) and the id. */
  sort: SortPart[];
  id: SortPart;
}

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const and = (parts: (SQL | false | undefined)[]) =>
  sql.join(
    parts.filter((p): p is SQL => Boolean(p)),
    sql` and `,
  );

/** The columns of each subject, in the grid's and the files' order (the party's label is the area's). */
export function queryColumns(subject: QuerySubject, area: QuerySpec['area']): ReportColumn[] {
  const party = ledgerArea(area).labels.party;
  const col = (key: string, label: string, type: ReportColumn['type'], total = false): ReportColumn => ({
    key,
    label,
    type,
    total,
  });
  switch (subject) {
    case 'ledger':
      return [
        col('date', 'Date', 'date'),
        col('party', party, 'text'),
        col('partyName', `${party} name`, 'text'),
        col('ledgerAccount', 'Ledger account', 'text'),
        col('bankAccount', 'Bank account', 'text'),
        col('code', 'Transaction code', 'text'),
        col('reference', 'Check no.', 'text'),
        col('description', 'Description', 'text'),
        col('status', 'Status', 'text'),
        col('source', 'Source', 'text'),
        col('amount', 'Amount', 'money', true),
      ];
    case 'bank':
      return [
        col('date', 'Value date', 'date'),
        col('bankAccount', 'Bank account', 'text'),
        col('code', 'Type code', 'text'),
        col('reference', 'Reference', 'text'),
        col('description', 'Description', 'text'),
        col('status', 'Status', 'text'),
        col('amount', 'Amount', 'money', true),
      ];
    case 'matches':
      return [
        col('matchedAt', 'Matched at', 'datetime'),
        col('matchId', 'Match', 'text'),
        col('bankAccount', 'Bank account', 'text'),
        col('origin', 'Manual or auto', 'text'),
        col('rule', 'Rule', 'text'),
        col('score', 'Score', 'integer'),
        col('status', 'Status', 'text'),
        col('matchedBy', 'Matched by', 'text'),
        col('lines', 'Lines', 'integer'),
        col('amount', 'Bank amount', 'money', true),
        col('bookAmount', 'Book amount', 'money', true),
        col('difference', 'Difference', 'money', true),
      ];
  }
}

/** The area's bank accounts (a bank line or a match belongs to its account's area). */
const areaAccounts = (q: ResolvedQuery) =>
  sql`(select a.account_id from bank_rec_bank_accounts a
        where a.organization_id = ${q.organizationId} and a.area = ${q.spec.area})`;

function ledgerSql(q: ResolvedQuery): SubjectSql {
  const f = q.spec.filters;
  const where = and([
    sql`e.organization_id = ${q.organizationId}`,
    sql`e.area = ${q.spec.area}`,
    f.accountId !== undefined && sql`e.account_id = ${f.accountId}`,
    f.dateFrom !== undefined && sql`e.transaction_date >= ${f.dateFrom}::date`,
    f.dateTo !== undefined && sql`e.transaction_date <= ${f.dateTo}::date`,
    q.amountMin !== undefined && sql`e.amount_minor >= ${q.amountMin}`,
    q.amountMax !== undefined && sql`e.amount_minor <= ${q.amountMax}`,
    f.status !== undefined && sql`e.status = ${f.status}`,
    f.party !== undefined && sql`e.co_id = ${f.party}`,
    f.code !== undefined && sql`lower(e.transaction_type) = lower(${f.code})`,
    f.text !== undefined && sql`(e.details ilike ${like(f.text)} or e.check_no ilike ${like(f.text)})`,
  ]);
  const date: SortPart = { expr: sql`e.transaction_date`, type: 'date' };
  const sorts: Record<string, SortPart[]> = {
    date: [date],
    amount: [{ expr: sql`e.amount_minor`, type: 'bigint' }],
    party: [{ expr: sql`e.co_id`, type: 'text' }, date],
  };
  return {
    from: sql`from bank_rec_ledger_entries e
      left join bank_rec_clients c
        on c.organization_id = e.organization_id and c.area = e.area and c.co_id = e.co_id
     where ${where}`,
    select: sql`e.transaction_date::text as date, e.co_id as party, coalesce(c.co_name, '') as "partyName",
      e.account as "ledgerAccount", e.account_id as "bankAccount", e.transaction_type as code,
      e.check_no as reference, e.details as description, e.status, e.source, e.amount_minor::text as amount`,
    amount: sql`e.amount_minor`,
    sort: sorts[q.spec.sort.key] ?? [date],
    id: { expr: sql`e.id`, type: 'uuid' },
  };
}

function bankSql(q: ResolvedQuery): SubjectSql {
  const f = q.spec.filters;
  const matched = sql`exists (select 1 from match_items mi where mi.bank_transaction_id = bt.id and mi.live)`;
  const where = and([
    sql`bt.organization_id = ${q.organizationId}`,
    sql`bt.account_id in ${areaAccounts(q)}`,
    f.accountId !== undefined && sql`bt.account_id = ${f.accountId}`,
    f.dateFrom !== undefined && sql`bt.value_date >= ${f.dateFrom}::date`,
    f.dateTo !== undefined && sql`bt.value_date <= ${f.dateTo}::date`,
    q.amountMin !== undefined && sql`bt.amount_minor >= ${q.amountMin}`,
    q.amountMax !== undefined && sql`bt.amount_minor <= ${q.amountMax}`,
    f.status === 'matched' && matched,
    f.status === 'open' && sql`not ${matched}`,
    f.code !== undefined && sql`lower(bt.type_code) = lower(${f.code})`,
    f.text !== undefined &&
      sql`(bt.text ilike ${like(f.text)} or bt.bank_reference ilike ${like(f.text)}
           or bt.customer_reference ilike ${like(f.text)})`,
  ]);
  const date: SortPart = { expr: sql`bt.value_date`, type: 'date' };
  return {
    from: sql`from bank_transactions bt where ${where}`,
    select: sql`bt.value_date::text as date, bt.account_id as "bankAccount", bt.type_code as code,
      coalesce(nullif(bt.bank_reference, ''), bt.customer_reference) as reference, bt.text as description,
      case when ${matched} then 'matched' else 'open' end as status, bt.amount_minor::text as amount`,
    amount: sql`bt.amount_minor`,
    sort: q.spec.sort.key === 'amount' ? [{ expr: sql`bt.amount_minor`, type: 'bigint' }] : [date],
    id: { expr: sql`bt.id`, type: 'uuid' },
  };
}

function matchesSql(q: ResolvedQuery): SubjectSql {
  const f = q.spec.filters;
  const dayStart = (day: string) => sql`(${day}::date)::timestamp at time zone ${q.timeZone}`;
  const dayEnd = (day: string) => sql`(${day}::date + 1)::timestamp at time zone ${q.timeZone}`;
  const where = and([
    sql`m.organization_id = ${q.organizationId}`,
    sql`m.account_id in ${areaAccounts(q)}`,
    f.accountId !== undefined && sql`m.account_id = ${f.accountId}`,
    q.amountMin !== undefined && sql`m.bank_total_minor >= ${q.amountMin}`,
    q.amountMax !== undefined && sql`m.bank_total_minor <= ${q.amountMax}`,
    f.status !== undefined && sql`m.status = ${f.status === 'void' ? 'undone' : 'confirmed'}`,
    f.party !== undefined &&
      sql`exists (select 1 from match_items mi join bank_rec_ledger_entries le on le.id = mi.ledger_entry_id
                   where mi.match_id = m.id and le.organization_id = m.organization_id and le.co_id = ${f.party})`,
    f.rule !== undefined && sql`m.rule_id = ${f.rule}`,
    f.matchedBy !== undefined && sql`m.created_by = ${f.matchedBy}::uuid`,
    f.origin !== undefined && sql`m.kind = ${f.origin}`,
    f.matchedFrom !== undefined && sql`m.created_at >= ${dayStart(f.matchedFrom)}`,
    f.matchedTo !== undefined && sql`m.created_at < ${dayEnd(f.matchedTo)}`,
  ]);
  return {
    from: sql`from matches m left join users u on u.id = m.created_by where ${where}`,
    select: sql`to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "matchedAt",
      m.id::text as "matchId", m.account_id as "bankAccount", m.kind as origin, m.rule_id as rule, m.score,
      m.status, coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email, 'System') as "matchedBy",
      (select count(*)::int from match_items mi where mi.match_id = m.id) as lines,
      m.bank_total_minor::text as amount, m.ledger_total_minor::text as "bookAmount",
      m.difference_minor::text as difference`,
    amount: sql`m.bank_total_minor`,
    sort:
      q.spec.sort.key === 'amount'
        ? [{ expr: sql`m.bank_total_minor`, type: 'bigint' }]
        : [{ expr: sql`m.created_at`, type: 'timestamptz' }],
    id: { expr: sql`m.id`, type: 'uuid' },
  };
}

const SUBJECTS: Record<QuerySubject, (q: ResolvedQuery) => SubjectSql> = {
  ledger: ledgerSql,
  bank: bankSql,
  matches: matchesSql,
};

/** The rows after `after` (or from the start) in the query's order, `offset` skipped, at most `limit`. */
export function queryPageSql(q: ResolvedQuery, after: QueryKey | null, limit: number, offset = 0): SQL {
  const s = SUBJECTS[q.spec.subject](q);
  const parts = [...s.sort, s.id];
  const desc = q.spec.sort.dir === 'desc';
  const direction = sql.raw(desc ? 'desc' : 'asc');
  const order = sql.join(
    parts.map((p) => sql`${p.expr} ${direction}`),
    sql`, `,
  );
  const keyText = sql.join(
    s.sort.map((p) => sql`${p.expr}::text`),
    sql`, `,
  );
  let keyset = sql``;
  if (after) {
    const values = JSON.parse(after.k) as string[];
    const left = sql.join(
      parts.map((p) => p.expr),
      sql`, `,
    );
    const right = sql.join(
      [...s.sort.map((p, i) => sql`${String(values[i])}::${sql.raw(p.type)}`), sql`${after.id}::uuid`],
      sql`, `,
    );
    keyset = desc ? sql` and (${left}) < (${right})` : sql` and (${left}) > (${right})`;
  }
  return sql`select ${s.select}, json_build_array(${keyText})::text as _k, ${s.id.expr}::text as _id
    ${s.from}${keyset}
    order by ${order} limit ${limit} offset ${offset}`;
}

/** The count and the amount (cents, as text) of the whole result. */
export function queryTotalsSql(q: ResolvedQuery): SQL {
  const s = SUBJECTS[q.spec.subject](q);
  return sql`select count(*)::int as count, coalesce(sum(${s.amount}), 0)::text as amount ${s.from}`;
}

import { type SQL, sql } from 'drizzle-orm';
import { queryRows } from '../../../platform/db';
import { checkRange, dateOf, dateParameter } from '../parameters';
import { type ReportRun, type ReportSource, type RowKey, type SqlRow, totalsOf } from '../report-source';

const who = (alias: string) =>
  sql.raw(
    `coalesce(nullif(trim(${alias}.first_name || ' ' || ${alias}.last_name), ''), ${alias}.email, 'System')`,
  );
const instant = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`);

/** Rows dated in [from, to] in the organisation's days. */
const within = (column: SQL, run: ReportRun) =>
  sql`${column} >= (${run.parameters.from}::date)::timestamp at time zone ${run.timeZone}
      and ${column} < ((${run.parameters.to}::date + 1)::timestamp at time zone ${run.timeZone})`;

const periodParameters = [
  dateParameter('from', 'From', 'The first day of the current month when empty'),
  dateParameter('to', 'To', 'Today when empty'),
];

async function resolvePeriod(run: Omit<ReportRun, 'parameters'>, raw: Record<string, string>) {
  const from = dateOf(raw, 'from', run.today, `${run.today.slice(0, 7)}-01`) as string;
  const to = dateOf(raw, 'to', run.today, run.today) as string;
  checkRange(from, to);
  return { from, to };
}

function importsOf(run: ReportRun, after: RowKey | null): SQL {
  return sql`from imports i left join users u on u.id = i.created_by
   where i.organization_id = ${run.organizationId} and i.area = ${run.area} and ${within(sql.raw('i.created_at'), run)}
   ${after ? sql`and (i.created_at, i.id) > (${after.k}::timestamptz, ${after.id}::uuid)` : sql``}`;
}

/** The area's file imports of a period: who imported what, when, and what came of it. */
export const importHistoryReport: ReportSource = {
  id: 'import-history',
  name: 'Import history',
  description:
    "The area's file imports in the period: file, kind, status, rows imported and updated, warnings and errors, who imported it and when.",
  parameters: periodParameters,
  columns: [
    { key: 'importedAt', label: 'Imported at', type: 'datetime', total: false },
    { key: 'fileName', label: 'File', type: 'text', total: false },
    { key: 'kind', label: 'Kind', type: 'text', total: false },
    { key: 'format', label: 'Format', type: 'text', total: false },
    { key: 'status', label: 'Status', type: 'text', total: false },
    { key: 'imported', label: 'Imported', type: 'integer', total: true },
    { key: 'updated', label: 'Updated', type: 'integer', total: true },
    { key: 'warnings', label: 'Warnings', type: 'integer', total: true },
    { key: 'errors', label: 'Errors', type: 'integer', total: true },
    { key: 'importedBy', label: 'Imported by', type: 'text', total: false },
    { key: 'message', label: 'Message', type: 'text', total: false },
  ],
  resolve: resolvePeriod,
  batch(run, after, limit, offset = 0) {
    return queryRows<SqlRow>(
      run.db,
      sql`select ${instant('i.created_at')} as "importedAt", i.file_name as "fileName", i.kind, i.format, i.status,
                 coalesce((i.counts->>'imported')::int, 0) as imported, coalesce((i.counts->>'updated')::int, 0) as updated,
                 coalesce((i.counts->>'warnings')::int, 0) as warnings, coalesce((i.counts->>'errors')::int, 0) as errors,
                 ${who('u')} as "importedBy", i.msg as message, i.created_at::text as _k, i.id::text as _id
            ${importsOf(run, after)}
           order by i.created_at, i.id offset ${offset} limit ${limit}`,
    );
  },
  totals(run) {
    return totalsOf(
      run.db,
      sql`select count(*)::int as count,
                 coalesce(sum((i.counts->>'imported')::int), 0) as imported, coalesce(sum((i.counts->>'updated')::int), 0) as updated,
                 coalesce(sum((i.counts->>'warnings')::int), 0) as warnings, coalesce(sum((i.counts->>'errors')::int), 0) as errors
            ${importsOf(run, null)}`,
      ['imported', 'updated', 'warnings', 'errors'],
    );
  },
};

/** An entity id that is a uuid (the records' keys below): only then is it cast, never failing on others. */
const UUID = sql.raw(`'^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$'`);

/**
 * The ledger area an audit entry is about, derived from its record (the audit log has no area column):
 * area-named records ('bankRec.client', 'ewa.partner', ...) by their prefix; an import by its area; a
 * match or a suggestion by its bank account's area; an export by its job's area. Null for what belongs
 * to the organisation as a whole (users, sign-ins, the organisation's settings).
 */
export const auditAreaOf = sql`case
    when a.entity_type like 'bankRec.%' then 'bankRec'
    when a.entity_type like 'ewa.%' then 'ewa'
    when a.entity_id !~ ${UUID} then null
    when a.entity_type = 'import' then (select i.area from imports i where i.id = a.entity_id::uuid)
    when a.entity_type = 'match' then
      (select ba.area from matches m join bank_rec_bank_accounts ba
          on ba.organization_id = m.organization_id and ba.account_id = m.account_id
        where m.id = a.entity_id::uuid)
    when a.entity_type = 'match_suggestion' then
      (select ba.area from match_suggestions s join bank_rec_bank_accounts ba
          on ba.organization_id = s.organization_id and ba.account_id = s.account_id
        where s.id = a.entity_id::uuid)
    when a.entity_type = 'export' then (select j.payload->>'area' from jobs j where j.id = a.entity_id::uuid)
  end`;

function auditOf(run: ReportRun, after: RowKey | null): SQL {
  return sql`from audit_log a left join users u on u.id = a.actor_user_id
   where a.organization_id = ${run.organizationId} and ${within(sql.raw('a.at'), run)}
     and coalesce(${auditAreaOf}, ${run.area}) = ${run.area}
   ${after ? sql`and (a.at, a.id) > (${after.k}::timestamptz, ${after.id}::bigint)` : sql``}`;
}

/**
 * The area's audit trail of a period: who imported, matched, unmatched, transferred, changed what in
 * this area (`auditAreaOf`), and what concerns the organisation as a whole (users, sign-ins), which
 * both areas' trails show.
 */
export const auditTrailReport: ReportSource = {
  id: 'audit-trail',
  name: 'Audit trail',
  description:
    'Who did what in the area in the period (imports, matches and unmatches, transfers, changes, exports) and in the organisation as a whole (users, sign-ins), oldest first, with the record concerned and the details.',
  parameters: periodParameters,
  columns: [
    { key: 'at', label: 'At', type: 'datetime', total: false },
    { key: 'actor', label: 'By', type: 'text', total: false },
    { key: 'action', label: 'Action', type: 'text', total: false },
    { key: 'entityType', label: 'Record', type: 'text', total: false },
    { key: 'entityId', label: 'Record id', type: 'text', total: false },
    { key: 'details', label: 'Details', type: 'text', total: false },
  ],
  resolve: resolvePeriod,
  batch(run, after, limit, offset = 0) {
    return queryRows<SqlRow>(
      run.db,
      sql`select ${instant('a.at')} as at, ${who('u')} as actor, a.action, a.entity_type as "entityType",
                 a.entity_id as "entityId", left(a.details::text, 2000) as details, a.at::text as _k, a.id::text as _id
            ${auditOf(run, after)}
           order by a.at, a.id offset ${offset} limit ${limit}`,
    );
  },
  totals(run) {
    return totalsOf(run.db, sql`select count(*)::int as count ${auditOf(run, null)}`, []);
  },
};

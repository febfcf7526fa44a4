import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../platform/db';

/**
 * Read-side queries of the reports on people and data (issue 17 item 3). Every one names the organisation
 * and reads through an index that leads with it (docs/benchmarks/org-report.md): the big tables (ledger
 * entries, bank lines, matches) are read through their summaries or the person's own rows only.
 */

/** A period as timestamps: [from, to) covers the first to the last day, UTC. */
export interface Span {
  from: Date;
  to: Date;
}

/** Audit actions a person's activity counts, and what each counts as. */
export const AUDITED_ACTIVITY = {
  'auth.login': 'signIns',
  'match.undone': 'unmatches',
  'bankRec.transfer.posted': 'transfers',
  'ewa.transfer.posted': 'transfers',
  'bankRec.ledger.created': 'ledgerEntries',
  'ewa.ledger.created': 'ledgerEntries',
} as const;

/** Audited actions per person in the period (audit_log_org_at_idx). */
export function auditedActivity(db: DbOrTx, organizationId: string, span: Span) {
  const actions = Object.keys(AUDITED_ACTIVITY);
  return queryRows<{ user_id: string; action: keyof typeof AUDITED_ACTIVITY; n: number }>(
    db,
    sql`select a.actor_user_id as user_id, a.action, count(*)::int as n from audit_log a
       where a.organization_id = ${organizationId} and a.at >= ${span.from} and a.at < ${span.to}
         and a.actor_user_id is not null and a.action in ${actions}
       group by 1, 2`,
  );
}

/** Files a person uploaded in the period that did not fail, and the lines they added or changed. */
export function importsByPerson(db: DbOrTx, organizationId: string, span: Span) {
  return queryRows<{ user_id: string; files: number; lines: number }>(
    db,
    sql`select i.created_by as user_id, count(*)::int as files,
          coalesce(sum(coalesce((i.counts->>'imported')::int, 0) + coalesce((i.counts->>'updated')::int, 0)), 0)::int as lines
        from imports i
       where i.organization_id = ${organizationId} and i.area in ('bankRec', 'ewa')
         and i.created_at >= ${span.from} and i.created_at < ${span.to}
         and i.created_by is not null and i.status <> 'Failed'
       group by 1`,
  );
}

/**
 * Matches people made in the period (manual, or a suggestion accepted). The engine's carry no person, so
 * matches_org_person_created_idx reads only people's own matches, however many the engine wrote.
 */
export function matchesByPerson(db: DbOrTx, organizationId: string, span: Span) {
  return queryRows<{ user_id: string; n: number }>(
    db,
    sql`select m.created_by as user_id, count(*)::int as n from matches m
       where m.organization_id = ${organizationId} and m.created_by is not null
         and m.created_at >= ${span.from} and m.created_at < ${span.to}
       group by 1`,
  );
}

/**
 * Auto-match runs people started by hand (not those an import queues on its own) and exports, in the
 * period (jobs_org_idx).
 */
export function jobsByPerson(db: DbOrTx, organizationId: string, span: Span) {
  return queryRows<{ user_id: string; kind: 'auto-match' | 'report-export'; n: number }>(
    db,
    sql`select j.created_by as user_id, j.kind, count(*)::int as n from jobs j
       where j.organization_id = ${organizationId} and j.created_at >= ${span.from} and j.created_at < ${span.to}
         and j.created_by is not null
         and (j.kind = 'report-export' or (j.kind = 'auto-match' and j.payload->>'trigger' = 'manual'))
       group by 1, 2`,
  );
}

/**
 * Ledger entries not voided and bank lines, by area: counted from the rows through indexes that lead with
 * the organisation (index-only scans), since the summaries hold only lines of the bank accounts' days.
 */
export async function lineCounts(db: DbOrTx, organizationId: string) {
  return queryRows<{ area: string; side: 'bank' | 'ledger'; n: number }>(
    db,
    sql`select e.area, 'ledger' as side, count(*)::int as n from bank_rec_ledger_entries e
         where e.organization_id = ${organizationId} and e.status <> 'voided'
         group by 1
        union all
        select a.area, 'bank', sum(b.n)::int from bank_rec_bank_accounts a
          cross join lateral (select count(*) as n from bank_transactions x
                               where x.organization_id = a.organization_id and x.account_id = a.account_id) b
         where a.organization_id = ${organizationId}
         group by 1`,
  );
}

/** Lines as they stand, by area, side and state, from the month summaries (voided entries are not there). */
export function linesByState(db: DbOrTx, organizationId: string) {
  return queryRows<{ area: string; side: 'bank' | 'ledger'; state: string; n: number }>(
    db,
    sql`select s.area, s.side, s.state, sum(s.line_count)::int as n from rec_line_months s
       where s.organization_id = ${organizationId}
       group by 1, 2, 3`,
  );
}

/** Confirmed matches by the area of their bank account, from the match summaries. */
export function matchesByArea(db: DbOrTx, organizationId: string) {
  return queryRows<{ area: string; n: number }>(
    db,
    sql`select a.area, sum(s.match_count)::int as n from rec_match_summaries s
       join bank_rec_bank_accounts a on a.organization_id = s.organization_id and a.account_id = s.account_id
       where s.organization_id = ${organizationId}
       group by 1`,
  );
}

/** Import files (every upload, kept whatever became of it) and their bytes, by area. */
export function importsByArea(db: DbOrTx, organizationId: string) {
  return queryRows<{ area: string; files: number; bytes: string }>(
    db,
    sql`select i.area, count(*)::int as files, coalesce(sum(i.size_bytes), 0)::text as bytes from imports i
       where i.organization_id = ${organizationId}
       group by 1`,
  );
}

/** Export files still kept (succeeded, not yet expired), by area. */
export function exportsByArea(db: DbOrTx, organizationId: string) {
  return queryRows<{ area: string; files: number; bytes: string }>(
    db,
    sql`select j.payload->>'area' as area, count(*)::int as files,
          coalesce(sum((j.result->>'sizeBytes')::bigint), 0)::text as bytes from jobs j
       where j.organization_id = ${organizationId} and j.kind = 'report-export' and j.status = 'succeeded'
         and j.result->>'file' is not null and j.result->>'expiredAt' is null
       group by 1`,
  );
}

/**
 * The organisation's files in the content-addressed store, from its own records (never by walking the
 * directory, which every organisation shares): identical bytes are stored once, so each is counted once.
 */
export async function storedFiles(db: DbOrTx, organizationId: string) {
  const [row] = await queryRows<Record<'imports' | 'attachments' | 'total', string>>(
    db,
    sql`with files as (
          select 'import' as kind, i.sha256, max(i.size_bytes) as bytes from imports i
           where i.organization_id = ${organizationId} group by i.sha256
          union all
          select 'attachment', a.sha256, max(a.size_bytes) from board_card_attachments a
           where a.organization_id = ${organizationId} group by a.sha256
        )
        select
          concat(count(*) filter (where kind = 'import'), ':', coalesce(sum(bytes) filter (where kind = 'import'), 0)) as imports,
          concat(count(*) filter (where kind = 'attachment'), ':', coalesce(sum(bytes) filter (where kind = 'attachment'), 0)) as attachments,
          (select concat(count(*), ':', coalesce(sum(b), 0)) from (select sha256, max(bytes) as b from files group by sha256) d) as total
        from files`,
  );
  const pair = (v: string | undefined) => {
    const [files = '0', bytes = '0'] = (v ?? '0:0').split(':');
    return { files: Number(files), bytes: Number(bytes) };
  };
  return { imports: pair(row?.imports), attachments: pair(row?.attachments), total: pair(row?.total) };
}

import type { LedgerArea } from '@clearline/domain/areas';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../platform/db';

/**
 * Read-side queries of the clerk's area dashboard (issue 15). Each reads a small part of a large table
 * through an index: open entries through (organisation, area, status, date), today's imports, jobs
 * and matches through their (organisation, ..., created_at) indexes, suggestions through their status
 * index. Nothing here scans the ledger or the bank lines.
 */

/** The organisation's bank accounts of the area, for an `in (...)`. */
const accountsOfArea = (organizationId: string, area: LedgerArea): SQL =>
  sql`(select a.account_id from bank_rec_bank_accounts a
        where a.organization_id = ${organizationId} and a.area = ${area})`;

/** Midnight of `day` in the organisation's zone, as a timestamptz. */
export const startOfDay = (day: string, timeZone: string): SQL =>
  sql`(${day}::date::timestamp at time zone ${timeZone})`;

export interface AgeRow {
  age: number;
  n: number;
  total: string;
}

/**
 * Open entries grouped by their age in days on `today` (one row per distinct date: a few hundred at
 * most), an index-only read of the open items; the service folds them into the area's buckets.
 */
export function openAges(
  db: DbOrTx,
  organizationId: string,
  area: LedgerArea,
  today: string,
): Promise<AgeRow[]> {
  return queryRows<AgeRow>(
    db,
    sql`select (${today}::date - e.transaction_date)::int as age, count(*)::int as n,
               sum(e.amount_minor)::text as total
          from bank_rec_ledger_entries e
         where e.organization_id = ${organizationId} and e.area = ${area} and e.status = 'open'
         group by e.transaction_date`,
  );
}

export function pendingSuggestionsByAccount(
  db: DbOrTx,
  organizationId: string,
  area: LedgerArea,
): Promise<{ account_id: string; n: number }[]> {
  return queryRows(
    db,
    sql`select s.account_id, count(*)::int as n from match_suggestions s
         where s.organization_id = ${organizationId} and s.status = 'pending'
           and s.account_id in ${accountsOfArea(organizationId, area)}
         group by s.account_id`,
  );
}

export interface ImportRow {
  id: string;
  file_name: string;
  kind: string;
  status: string;
  counts: { imported?: number; warnings?: number; errors?: number };
  created_at: string;
  by_me: boolean;
}

/** The area's imports since `since` (today's), newest first. */
export function importsSince(
  db: DbOrTx,
  organizationId: string,
  area: LedgerArea,
  since: SQL,
  userId: string,
): Promise<ImportRow[]> {
  return queryRows<ImportRow>(
    db,
    sql`select i.id, i.file_name, i.kind, i.status, i.counts,
               to_char(i.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at,
               coalesce(i.created_by = ${userId}, false) as by_me
          from imports i
         where i.organization_id = ${organizationId} and i.area = ${area} and i.created_at >= ${since}
         order by i.created_at desc, i.id
         limit 50`,
  );
}

export interface AutoMatchRunRow {
  account_id: string;
  runs: number;
  failed: number;
  last_run_at: string | null;
}

/** Auto-match jobs queued since `since`, per bank account of the area. */
export function autoMatchRunsSince(
  db: DbOrTx,
  organizationId: string,
  area: LedgerArea,
  since: SQL,
): Promise<AutoMatchRunRow[]> {
  return queryRows<AutoMatchRunRow>(
    db,
    sql`select j.payload->>'accountId' as account_id, count(*)::int as runs,
               (count(*) filter (where j.status = 'failed'))::int as failed,
               to_char(max(j.created_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as last_run_at
          from jobs j
         where j.organization_id = ${organizationId} and j.kind = 'auto-match' and j.created_at >= ${since}
           and j.payload->>'accountId' in ${accountsOfArea(organizationId, area)}
         group by j.payload->>'accountId'`,
  );
}

/** Matches auto-match made since `since`, per bank account of the area. */
export function autoMatchesSince(
  db: DbOrTx,
  organizationId: string,
  area: LedgerArea,
  since: SQL,
): Promise<{ account_id: string; n: number }[]> {
  return queryRows(
    db,
    sql`select m.account_id, count(*)::int as n from matches m
         where m.organization_id = ${organizationId} and m.account_id in ${accountsOfArea(organizationId, area)}
           and m.created_at >= ${since} and m.kind = 'auto'
         group by m.account_id`,
  );
}

/** The caller's matches in the area since `since`, by day in the organisation's zone. */
export function myMatchesByDay(
  db: DbOrTx,
  organizationId: string,
  area: LedgerArea,
  since: SQL,
  timeZone: string,
  userId: string,
): Promise<{ day: string; by_hand: number; automatic: number }[]> {
  return queryRows(
    db,
    sql`select (m.created_at at time zone ${timeZone})::date::text as day,
               (count(*) filter (where m.kind = 'manual'))::int as by_hand,
               (count(*) filter (where m.kind = 'auto'))::int as automatic
          from matches m
         where m.organization_id = ${organizationId} and m.account_id in ${accountsOfArea(organizationId, area)}
           and m.created_at >= ${since} and m.created_by = ${userId}
         group by 1`,
  );
}

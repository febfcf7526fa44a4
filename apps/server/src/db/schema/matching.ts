import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Matches between bank transactions and ledger entries (issue 6). A match is a group of items; an unmatch
 * marks it undone and its items not live, keeping the history. The partial unique indexes on live items
 * make it impossible for one bank transaction or one ledger entry to sit in two live matches.
 */
export const MATCH_STATUSES = ['confirmed', 'undone'] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];

export const matches = pgTable(
  'matches',
  {
    id: uuid().primaryKey().defaultRandom(),
    // This table's references (organization_id, created_by, undone_by) are checked once per statement by
    // triggers (migration 0033, ADR 0030), not by per-row foreign keys: 425,000 auto matches paid ~1.3 s.
    organizationId: uuid().notNull(),
    /** Bank account number the match belongs to. */
    accountId: text().notNull(),
    kind: text().$type<'auto' | 'manual'>().notNull(),
    status: text().$type<MatchStatus>().notNull().default('confirmed'),
    ruleId: text().notNull().default(''),
    score: integer().notNull().default(100),
    reasons: jsonb().$type<{ feature: string; points: number; detail: string }[]>().notNull().default([]),
    bankTotalMinor: bigint({ mode: 'number' }).notNull(),
    ledgerTotalMinor: bigint({ mode: 'number' }).notNull(),
    /** bank total - ledger total; non-zero only with an adjustment (reconciling type and reason). */
    differenceMinor: bigint({ mode: 'number' }).notNull().default(0),
    adjustmentRecType: text(),
    adjustmentReason: text(),
    engineVersion: text().notNull().default(''),
    createdBy: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    undoneBy: uuid(),
    undoneAt: timestamp({ withTimezone: true }),
    undoReason: text(),
  },
  (t) => [
    index('matches_org_account_created_idx').on(t.organizationId, t.accountId, t.createdAt),
    // Issue 15: a clerk's own matches of the week (dashboards, Home) without reading everyone's. Only
    // people's matches: the engine's (no person) are most of the table and no query reads them by person,
    // so a full auto-match writes no entry here (migration 0035).
    index('matches_org_person_created_idx')
      .on(t.organizationId, t.createdBy, t.createdAt)
      .where(sql`${t.createdBy} is not null`),
    check('matches_status', sql`${t.status} in ('confirmed', 'undone')`),
    check('matches_balanced', sql`${t.differenceMinor} = ${t.bankTotalMinor} - ${t.ledgerTotalMinor}`),
    check(
      'matches_adjusted',
      sql`${t.differenceMinor} = 0 or (${t.adjustmentRecType} is not null and ${t.adjustmentReason} is not null)`,
    ),
  ],
);

export const matchItems = pgTable(
  'match_items',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    // The references below are checked once per statement by triggers (migration 0024, ADR 0021), not
    // by per-row foreign keys: the match and the line must exist in the item's organisation.
    matchId: uuid().notNull(),
    organizationId: uuid().notNull(),
    side: text().$type<'bank' | 'ledger'>().notNull(),
    /** Set null when an un-imported file removes the row; the snapshot below keeps what it was. */
    bankTransactionId: uuid(),
    ledgerEntryId: uuid(),
    amountMinor: bigint({ mode: 'number' }).notNull(),
    /** Date, text and reference of the line when it was matched (history survives an un-import). */
    snapshot: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** True while the match is confirmed; the unique indexes below only look at live items. */
    live: boolean().notNull().default(true),
  },
  (t) => [
    uniqueIndex('match_items_live_bank')
      .on(t.bankTransactionId)
      .where(sql`${t.live} and ${t.bankTransactionId} is not null`),
    uniqueIndex('match_items_live_ledger')
      .on(t.ledgerEntryId)
      .where(sql`${t.live} and ${t.ledgerEntryId} is not null`),
    index('match_items_match_idx').on(t.matchId),
    // Deleting a bank line or ledger entry (un-import) sets its items' reference to null: without an index
    // PostgreSQL scans match_items once per deleted row, 30 s of one statement for a 5,000-line un-import
    // (issue 10). Live items are found through the unique indexes above; these two hold only the items of
    // undone matches (an un-import dissolves the file's matches before it deletes the lines). A new item
    // is live, so writing it costs no entry here: 2 of the 6 index entries per item, 1.5-2.3 s of a full
    // auto-match's 910,000 items (ADR 0030). A query by line id names `live` or `not live` to use them.
    index('match_items_released_bank_idx')
      .on(t.bankTransactionId)
      .where(sql`not ${t.live} and ${t.bankTransactionId} is not null`),
    index('match_items_released_ledger_idx')
      .on(t.ledgerEntryId)
      .where(sql`not ${t.live} and ${t.ledgerEntryId} is not null`),
    check(
      'match_items_side',
      sql`(${t.side} = 'bank' and ${t.ledgerEntryId} is null) or (${t.side} = 'ledger' and ${t.bankTransactionId} is null)`,
    ),
  ],
);

/** Candidate matches the engine was not sure enough to confirm; a person accepts or rejects them. */
export const matchSuggestions = pgTable(
  'match_suggestions',
  {
    id: uuid().primaryKey().defaultRandom(),
    // References (organization_id, match_id, decided_by) checked per statement, as on matches.
    organizationId: uuid().notNull(),
    accountId: text().notNull(),
    ruleId: text().notNull(),
    score: integer().notNull(),
    reasons: jsonb().$type<{ feature: string; points: number; detail: string }[]>().notNull().default([]),
    bankIds: uuid().array().notNull(),
    ledgerIds: uuid().array().notNull(),
    differenceMinor: bigint({ mode: 'number' }).notNull().default(0),
    status: text().$type<'pending' | 'accepted' | 'rejected' | 'stale'>().notNull().default('pending'),
    jobId: uuid(),
    matchId: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    decidedBy: uuid(),
    decidedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('match_suggestions_org_status_idx').on(t.organizationId, t.accountId, t.status, t.score),
    check('match_suggestions_status', sql`${t.status} in ('pending', 'accepted', 'rejected', 'stale')`),
  ],
);

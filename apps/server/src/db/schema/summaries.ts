import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';

/**
 * Reconciliation summaries (issue 15): what the dashboards read instead of scanning the ledger. Both
 * tables are kept by statement-level triggers of the tables they summarise (migration 0016, ADR 0015):
 * no service writes them, so no write path can forget them. A trigger recounts each (organisation,
 * bank account, day) a statement touched, from the live rows, under a lock per (organisation, account).
 */

/**
 * Lines per organisation, side, bank account and day (bank value date, ledger transaction date), split by
 * what became of them: `state` open | auto | suggested | manual | reconciling (ledger only), with the
 * match's rule and the person who made it. Voided ledger entries are not counted.
 */
export const recLineSummaries = pgTable(
  'rec_line_summaries',
  {
    organizationId: uuid().notNull(),
    /** The ledger entry's area; for a bank line its bank account's area. */
    area: text().notNull(),
    side: text().$type<'bank' | 'ledger'>().notNull(),
    accountId: text().notNull(),
    day: date({ mode: 'string' }).notNull(),
    state: text().$type<'open' | 'auto' | 'suggested' | 'manual' | 'reconciling'>().notNull(),
    ruleId: text().notNull(),
    matchedBy: uuid(),
    lineCount: integer().notNull(),
    amountMinor: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [
    index('rec_line_summaries_key_idx').on(t.organizationId, t.accountId, t.day, t.side),
    // The open items (aging) are a small part of the rows: read them without the rest.
    index('rec_line_summaries_open_idx')
      .on(t.organizationId, t.accountId, t.day)
      .where(sql`${t.state} = 'open'`),
  ],
);

/**
 * The same figures rolled up by month (`month` is its first day), recounted from the day rows of the
 * months a statement touched: what month-level reads (the panel's state, the 12-month rate, the
 * funnel) sum, a few rows per account and month instead of one per day.
 */
export const recLineMonths = pgTable(
  'rec_line_months',
  {
    organizationId: uuid().notNull(),
    area: text().notNull(),
    side: text().$type<'bank' | 'ledger'>().notNull(),
    accountId: text().notNull(),
    month: date({ mode: 'string' }).notNull(),
    state: text().$type<'open' | 'auto' | 'suggested' | 'manual' | 'reconciling'>().notNull(),
    ruleId: text().notNull(),
    matchedBy: uuid(),
    lineCount: integer().notNull(),
    amountMinor: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [index('rec_line_months_key_idx').on(t.organizationId, t.accountId, t.month, t.side)],
);

/**
 * Confirmed matches per organisation, bank account and day they were made (UTC), by kind (auto |
 * suggested: a person accepted the engine's suggestion | manual), rule and person; an unmatch takes a
 * match out of its day.
 */
export const recMatchSummaries = pgTable(
  'rec_match_summaries',
  {
    organizationId: uuid().notNull(),
    accountId: text().notNull(),
    day: date({ mode: 'string' }).notNull(),
    kind: text().$type<'auto' | 'suggested' | 'manual'>().notNull(),
    ruleId: text().notNull(),
    createdBy: uuid(),
    matchCount: integer().notNull(),
    bankAmountMinor: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [index('rec_match_summaries_key_idx').on(t.organizationId, t.accountId, t.day)],
);

/**
 * A counter per (organisation, bank account) that every recount above moves on: the dashboards cache
 * what they computed from the summaries under the organisation's versions and recompute when any moved,
 * so a cached figure is never older than the last committed write.
 */
export const recSummaryVersions = pgTable(
  'rec_summary_versions',
  {
    organizationId: uuid().notNull(),
    accountId: text().notNull(),
    version: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.accountId] })],
);

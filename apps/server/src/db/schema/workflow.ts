import type { TaskFigures, TaskState } from '@clearline/domain';
import type { LedgerArea } from '@clearline/domain/areas';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bankAccountForeignKey } from './bank-rec';
import { organizations, users } from './identity';

/**
 * Month-end close (issue 16): one reconciliation task per bank account and month, who prepares and who
 * reviews it, and its append-only history (migration: the trigger refusing UPDATE and DELETE, and the
 * triggers that decertify a certified month when its lines change: ADR 0018).
 */

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const org = () =>
  uuid()
    .notNull()
    .references(() => organizations.id);
const person = () => uuid().references(() => users.id);

export const reconciliationTasks = pgTable(
  'reconciliation_tasks',
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: org(),
    area: text().$type<LedgerArea>().notNull(),
    accountId: text().notNull(),
    /** 'YYYY-MM'. */
    period: text().notNull(),
    state: text().$type<TaskState>().notNull().default('not_started'),
    preparerUserId: person(),
    reviewerUserId: person(),
    /** Who signed the current preparation off: they may not certify it (maker-checker). */
    signedOffBy: person(),
    dueDate: date({ mode: 'string' }).notNull(),
    /** Bumped by every change: a board or page holding an older version knows it moved. */
    version: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reconciliation_tasks_org_account_period').on(t.organizationId, t.accountId, t.period),
    index('reconciliation_tasks_org_period_idx').on(t.organizationId, t.period),
    index('reconciliation_tasks_certified_idx')
      .on(t.organizationId, t.accountId, t.period)
      .where(sql`${t.state} = 'certified'`),
    bankAccountForeignKey('reconciliation_tasks_account_fk', t),
    check(
      'reconciliation_tasks_state',
      sql`${t.state} in ('not_started', 'in_preparation', 'ready_for_review', 'certified')`,
    ),
    check('reconciliation_tasks_period', sql`${t.period} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check(
      'reconciliation_tasks_maker_checker',
      sql`${t.preparerUserId} is null or ${t.preparerUserId} is distinct from ${t.reviewerUserId}`,
    ),
  ],
);

/**
 * Who prepares and who reviews an account's months: a row per account, and the organisation's default
 * (account_id null) for accounts without one. A new month's task takes them from here.
 */
export const reconciliationAssignees = pgTable(
  'reconciliation_assignees',
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: org(),
    accountId: text(),
    preparerUserId: person(),
    reviewerUserId: person(),
    updatedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reconciliation_assignees_org_account').on(
      t.organizationId,
      sql`coalesce(${t.accountId}, '')`,
    ),
  ],
);

export type TaskEventKind =
  | 'created'
  | 'assigned'
  | 'started'
  | 'signed_off'
  | 'certified'
  | 'returned'
  | 'reopened'
  | 'decertified';

/** A task's history: every move, who and when, and the figures a sign-off or certification signed. */
export const reconciliationTaskEvents = pgTable(
  'reconciliation_task_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    organizationId: org(),
    taskId: uuid()
      .notNull()
      .references(() => reconciliationTasks.id),
    kind: text().$type<TaskEventKind>().notNull(),
    fromState: text().$type<TaskState>(),
    toState: text().$type<TaskState>(),
    actorUserId: person(),
    comment: text().notNull().default(''),
    /** Why the system moved it (decertification: which write, dated in which month). */
    reason: text().notNull().default(''),
    figures: jsonb().$type<TaskFigures>(),
    at: createdAt(),
  },
  (t) => [index('reconciliation_task_events_task_idx').on(t.taskId, t.id)],
);

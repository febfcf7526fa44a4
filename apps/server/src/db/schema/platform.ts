import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations, users } from './identity';

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/** Append-only: a trigger (migration 0001) refuses UPDATE and DELETE. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    // References checked once per statement by a trigger (migration 0033, ADR 0030), not per row: an
    // auto-match run writes one row per match.
    organizationId: uuid(),
    actorUserId: uuid(),
    /** e.g. 'auth.login', 'auth.login_failed', 'user.locked', 'user.unlocked', 'customer.created'. */
    action: text().notNull(),
    entityType: text().notNull().default(''),
    entityId: text().notNull().default(''),
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    ip: text().notNull().default(''),
    at: createdAt(),
  },
  (t) => [
    index('audit_log_org_at_idx').on(t.organizationId, t.at),
    index('audit_log_entity_idx').on(t.entityType, t.entityId),
  ],
);

export type JobStatus = 'queued' | 'running' | 'succeeded' | 'failed';

/** Durable jobs (imports, auto-match, exports). Workers claim with FOR UPDATE SKIP LOCKED. */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: uuid().references(() => organizations.id),
    kind: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    status: text().$type<JobStatus>().notNull().default('queued'),
    progress: integer().notNull().default(0),
    result: jsonb().$type<Record<string, unknown>>(),
    error: text(),
    attempts: integer().notNull().default(0),
    runAfter: createdAt(),
    lockedBy: text(),
    heartbeatAt: timestamp({ withTimezone: true }),
    createdBy: uuid().references(() => users.id),
    createdAt: createdAt(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('jobs_claim_idx').on(t.status, t.runAfter).where(sql`${t.status} in ('queued', 'running')`),
    index('jobs_org_idx').on(t.organizationId, t.createdAt),
  ],
);

/** Server-held key material made on first start: the login RSA key pair and the JWT signing secret. */
export const serverKeys = pgTable('server_keys', {
  id: text().primaryKey(),
  material: jsonb().$type<Record<string, string>>().notNull(),
  createdAt: createdAt(),
});

/** Every e-mail we send; with no SMTP server configured this table (and the log) is where codes go. */
export const emailOutbox = pgTable('email_outbox', {
  id: uuid().primaryKey().defaultRandom(),
  toAddress: text().notNull(),
  subject: text().notNull(),
  body: text().notNull(),
  createdAt: createdAt(),
  sentAt: timestamp({ withTimezone: true }),
  error: text(),
});

/** Notifications for one user in one organisation (agent updates, finished jobs). `dirty` = unread. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    details: text().notNull(),
    dirty: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [index('notifications_user_org_idx').on(t.userId, t.organizationId, t.updatedAt)],
);

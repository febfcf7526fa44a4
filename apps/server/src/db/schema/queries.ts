import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations, users } from './identity';

/**
 * Issue 17: a person's saved ad-hoc queries (rPRQuery), owned by the queries module. A query belongs to
 * one user in one organisation and is seen by nobody else; `spec` is the page's query as the contract's
 * QuerySpec (subject, area, filters, sort), checked again whenever it is read.
 */
export const savedQueries = pgTable(
  'saved_queries',
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    spec: jsonb().$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One name per person and organisation, whatever its case ('Open checks' and 'open checks' are one).
    uniqueIndex('saved_queries_owner_name_key').on(t.organizationId, t.userId, sql`lower(${t.name})`),
    index('saved_queries_owner_updated_idx').on(t.organizationId, t.userId, t.updatedAt),
  ],
);

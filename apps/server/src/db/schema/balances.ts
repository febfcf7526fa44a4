import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bankAccountForeignKey } from './bank-rec';
import { organizations, users } from './identity';

/**
 * Issue 19 item 3: balance files the organisation imported (a person's upload or an agent's push). The
 * same bytes are imported once per organisation: a second push of a file is reported, not repeated.
 */
export const balanceFiles = pgTable(
  'balance_files',
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id),
    fileName: text().notNull(),
    sha256: text().notNull(),
    /** 'file' a person's upload, 'agent' an agent's push. */
    source: text().$type<'file' | 'agent'>().notNull(),
    /** csv, bai2 or camt. */
    format: text().notNull(),
    balanceCount: integer().notNull(),
    createdBy: uuid().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('balance_files_org_sha_key').on(t.organizationId, t.sha256),
    index('balance_files_org_created_idx').on(t.organizationId, t.createdAt),
    check('balance_files_source_check', sql`${t.source} in ('file', 'agent')`),
  ],
);

/**
 * Opening, closing and available balances per bank account and day, from balance files. The statements'
 * own balance records stay in `bank_statement_balances` (imports); the balances page shows both. A later
 * file's balance for the same account, day, kind and source replaces the earlier one.
 */
export const accountBalances = pgTable(
  'account_balances',
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id),
    accountId: text().notNull(),
    date: date({ mode: 'string' }).notNull(),
    kind: text().$type<'opening' | 'closing' | 'available'>().notNull(),
    amountMinor: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull(),
    source: text().$type<'file' | 'agent'>().notNull(),
    fileId: uuid()
      .notNull()
      .references(() => balanceFiles.id),
    /** The line of the file the balance came from. */
    line: integer().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('account_balances_org_account_day_kind_key').on(
      t.organizationId,
      t.accountId,
      t.date,
      t.kind,
      t.source,
    ),
    index('account_balances_file_idx').on(t.fileId),
    bankAccountForeignKey('account_balances_account_fk', t),
    check('account_balances_kind_check', sql`${t.kind} in ('opening', 'closing', 'available')`),
  ],
);

/**
 * Saved CSV column profiles of an organisation, one per kind of file ('balances'; statements and other
 * kinds may keep theirs here too): the profile is the kind's own JSON, checked by its domain rules.
 */
export const csvColumnProfiles = pgTable(
  'csv_column_profiles',
  {
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id),
    kind: text().notNull(),
    profile: jsonb().$type<Record<string, unknown>>().notNull(),
    updatedBy: uuid().references(() => users.id),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.kind] })],
);

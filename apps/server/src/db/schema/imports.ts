import type { ImportArea } from '@clearline/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
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
import { agents } from './agents';
import { bankAccountForeignKey } from './bank-rec';
import { organizations, users } from './identity';
import { jobs } from './platform';

/**
 * File imports (issue 5). An import row is also the file-activity log entry (spec §3: fileName, msg,
 * errorFlag, _id, createdAt). Its original bytes are kept content-addressed under the data directory.
 */
export const IMPORT_STATUSES = ['In Progress', 'Completed', 'Failed', 'Un-imported'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];
export type { ImportArea };
export type ImportKind = 'statement' | 'ledger';

export interface ImportCounts {
  imported: number;
  updated: number;
  unchanged: number;
  warnings: number;
  errors: number;
}

/** What the import row keeps of an OpenPGP file's opening (issue 19). */
export interface ImportPgp {
  /** Fingerprint of the organisation's key that decrypted it; null when it was only signed. */
  decryptedWith: string | null;
  /** Fingerprint of the bank key whose signature verified; null when unsigned (and allowed). */
  signedBy: string | null;
  /** The bank key's name, as it was at import. */
  signerName: string | null;
}

export const imports = pgTable(
  'imports',
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id),
    /** Whose activity log the import is in and whose un-import may take it back (migration 0011). */
    area: text().$type<ImportArea>().notNull().default('bankRec'),
    /** 'statement' = bank side (bank transactions), 'ledger' = book side (ledger entries). */
    kind: text().$type<ImportKind>().notNull(),
    fileName: text().notNull(),
    sha256: text().notNull(),
    sizeBytes: bigint({ mode: 'number' }).notNull(),
    /** Detected or chosen format: bai2, camt, ofx, nacha, csv, ledger-csv. */
    format: text().notNull().default(''),
    status: text().$type<ImportStatus>().notNull(),
    msg: text().notNull().default(''),
    errorFlag: boolean().notNull().default(false),
    counts: jsonb()
      .$type<ImportCounts>()
      .notNull()
      .default({ imported: 0, updated: 0, unchanged: 0, warnings: 0, errors: 0 }),
    /** Parser summary: file id, accounts with totals, correction flag. */
    summary: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** Options given at upload (format override, CSV profile). */
    options: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    progress: integer().notNull().default(0),
    jobId: uuid().references(() => jobs.id),
    createdBy: uuid().references(() => users.id),
    /** Issue 19: the agent that pushed the file (createdBy is then null). */
    agentId: uuid().references(() => agents.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
    unimportedAt: timestamp({ withTimezone: true }),
    unimportedBy: uuid().references(() => users.id),
    /**
     * Issue 19: how an OpenPGP file was opened before parsing (the org key that decrypted it, the bank key
     * whose signature verified); null for a plain file.
     */
    pgp: jsonb().$type<ImportPgp>(),
  },
  (t) => [
    // The same bytes are imported once per organisation while that import stands.
    uniqueIndex('imports_org_sha_live')
      .on(t.organizationId, t.kind, t.sha256)
      .where(sql`${t.status} in ('In Progress', 'Completed')`),
    index('imports_org_created_idx').on(t.organizationId, t.area, t.createdAt),
    check('imports_area_check', sql`${t.area} in ('bankRec', 'ewa')`),
  ],
);

/** Line-numbered errors and warnings of an import (spec: ErrorMessage/:id). */
export const importIssues = pgTable(
  'import_issues',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    importId: uuid()
      .notNull()
      .references(() => imports.id, { onDelete: 'cascade' }),
    line: integer().notNull(),
    severity: text().$type<'error' | 'warning'>().notNull(),
    code: text().notNull(),
    message: text().notNull(),
    raw: text().notNull().default(''),
  },
  (t) => [index('import_issues_import_idx').on(t.importId, t.line)],
);

/** The bank side: one row per statement line, keyed within its account by the parser's stable row key. */
export const bankTransactions = pgTable(
  'bank_transactions',
  {
    id: uuid().primaryKey().defaultRandom(),
    /**
     * No foreign key of its own: the (organization, account) key below already requires the bank
     * account, and with it the organisation, to exist. A second per-row check cost about 6 s of a
     * 1,000,000-row import.
     */
    organizationId: uuid().notNull(),
    /** bank_rec_bank_accounts.account_id (the account number the files carry). */
    accountId: text().notNull(),
    importId: uuid()
      .notNull()
      .references(() => imports.id),
    rowKey: text().notNull(),
    valueDate: date({ mode: 'string' }).notNull(),
    bookingDate: date({ mode: 'string' }),
    amountMinor: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull(),
    typeCode: text().notNull().default(''),
    bankReference: text().notNull().default(''),
    customerReference: text().notNull().default(''),
    text: text().notNull().default(''),
    /** 'booked' | 'pending' as the file says. */
    bankStatus: text().$type<'booked' | 'pending'>().notNull().default('booked'),
    extra: jsonb().$type<Record<string, string>>().notNull().default({}),
    line: integer().notNull(),
    /**
     * The version this row replaced when a later file updated it (with the import that wrote it), so
     * un-importing the later file restores it exactly.
     */
    previous: jsonb().$type<Record<string, unknown>>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bank_transactions_org_account_row_key').on(t.organizationId, t.accountId, t.rowKey),
    index('bank_transactions_org_account_date_idx').on(t.organizationId, t.accountId, t.valueDate, t.id),
    index('bank_transactions_import_idx').on(t.importId),
    index('bank_transactions_org_amount_idx').on(t.organizationId, t.accountId, t.amountMinor),
    bankAccountForeignKey('bank_transactions_account_fk', t),
  ],
);

/** Opening and closing balances the statements report, for the reconciliation panel. */
export const bankStatementBalances = pgTable(
  'bank_statement_balances',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id),
    accountId: text().notNull(),
    importId: uuid()
      .notNull()
      .references(() => imports.id),
    date: date({ mode: 'string' }).notNull(),
    kind: text().notNull(),
    code: text().notNull(),
    amountMinor: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull(),
  },
  (t) => [
    index('bank_statement_balances_org_account_date_idx').on(t.organizationId, t.accountId, t.date),
    index('bank_statement_balances_import_idx').on(t.importId),
  ],
);

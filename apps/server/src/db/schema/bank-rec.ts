import type { LedgerArea } from '@clearline/domain/areas';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations, users } from './identity';

/**
 * Bank reconciliation records (issue 4): customers (clients), the ledger configuration (bank accounts,
 * ledgers, ledger accounts, transaction codes, reconciling types, per-service tenant settings), the
 * book-side ledger entries and the transfers that post linked entries. Every table carries
 * organization_id; references between tenant rows are composite (organization_id, key) so a row can
 * never point into another organisation. Money is bigint minor units (ADR 0003).
 */

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const org = () =>
  uuid()
    .notNull()
    .references(() => organizations.id);

const tsvector = customType<{ data: string; driverData: string }>({ dataType: () => 'tsvector' });

export const CLIENT_STATUSES = ['Active', 'Inactive', 'Terminated'] as const;
/**
 * Which ledger area a row belongs to (ADR 0012): one table per record kind for both areas, told apart by
 * this column, instead of parallel employer-funds tables. Default 'bankRec', so bank-rec writers need
 * not name it.
 */
const areaColumn = () => text().$type<LedgerArea>().notNull().default('bankRec');
const areaCheck = (name: string, column: AnyPgColumn) => check(name, sql`${column} in ('bankRec', 'ewa')`);
export const LEDGER_ENTRY_STATUSES = ['open', 'matched', 'reconciling', 'void'] as const;
export const LEDGER_ENTRY_SOURCES = ['manual', 'transfer', 'import'] as const;
export type LedgerEntryStatus = (typeof LEDGER_ENTRY_STATUSES)[number];
export type LedgerEntrySource = (typeof LEDGER_ENTRY_SOURCES)[number];

/**
 * Employer-funds partners (spec §3 "Employer and partner"): EWA providers; a partner may sit under a
 * parent partner of the same organisation (composite reference, so never one of another organisation).
 */
export const ewaPartners = pgTable(
  'ewa_partners',
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: org(),
    /** Trimmed and upper-cased like client ids, at most 10 characters. */
    partner: text().notNull(),
    name: text().notNull(),
    parent: text(),
    platform: text().notNull().default(''),
    /**
     * How the partner's settlement files are read (the domain's SettlementProfileInput, issue 13); null:
     * the defaults (header date,employer,worker,amount,type).
     */
    settlementProfile: jsonb().$type<Record<string, unknown>>(),
    version: integer().notNull().default(1),
    createdBy: uuid().references(() => users.id),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    unique('ewa_partners_org_partner').on(t.organizationId, t.partner),
    index('ewa_partners_org_name_idx').on(t.organizationId, sql`lower(${t.name})`),
    foreignKey({
      name: 'ewa_partners_parent_fk',
      columns: [t.organizationId, t.parent],
      foreignColumns: [t.organizationId, t.partner],
    }),
    check(
      'ewa_partners_partner_normalised',
      sql`${t.partner} = upper(btrim(${t.partner})) and char_length(${t.partner}) between 1 and 10`,
    ),
    check('ewa_partners_not_own_parent', sql`${t.parent} is null or ${t.parent} <> ${t.partner}`),
  ],
);

/**
 * Spec §3 "Bank-rec client" and, with area 'ewa', "Employer record" (the employer columns partner,
 * platform and ach_description are null/blank for customers). co_id is stored trimmed and upper-cased,
 * at most 10 characters, unique per organisation and area.
 */
export const bankRecClients = pgTable(
  'bank_rec_clients',
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: org(),
    area: areaColumn(),
    coId: text().notNull(),
    coName: text().notNull(),
    /** '' or NN-NNNNNNN (the domain's normaliseFein). */
    coFein: text().notNull().default(''),
    coStatus: text().$type<(typeof CLIENT_STATUSES)[number]>().notNull().default('Active'),
    coType: text().notNull().default('Client'),
    coDba: text().notNull().default(''),
    coEes: text().notNull().default(''),
    edited: boolean().notNull().default(false),
    /** Employers only: the employer's partner (same organisation). */
    partner: text(),
    /** Employers only: the EWA platform the employer uses. */
    platform: text().notNull().default(''),
    /** Employers only: the text the employer's ACH credits carry (matching reads it). */
    achDescription: text().notNull().default(''),
    /** Bumped on every update: an edit sent with an older version gets the "reload the list" answer. */
    version: integer().notNull().default(1),
    createdBy: uuid().references(() => users.id),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    unique('bank_rec_clients_org_area_co_id').on(t.organizationId, t.area, t.coId),
    uniqueIndex('bank_rec_clients_org_area_fein')
      .on(t.organizationId, t.area, t.coFein)
      .where(sql`${t.coFein} <> ''`),
    index('bank_rec_clients_org_area_name_idx').on(t.organizationId, t.area, sql`lower(${t.coName})`),
    index('bank_rec_clients_org_partner_idx')
      .on(t.organizationId, t.partner)
      .where(sql`${t.partner} is not null`),
    foreignKey({
      name: 'bank_rec_clients_partner_fk',
      columns: [t.organizationId, t.partner],
      foreignColumns: [ewaPartners.organizationId, ewaPartners.partner],
    }),
    areaCheck('bank_rec_clients_area', t.area),
    check('bank_rec_clients_partner_of_employers', sql`(${t.area} = 'ewa') = (${t.partner} is not null)`),
    check(
      'bank_rec_clients_co_id_normalised',
      sql`${t.coId} = upper(btrim(${t.coId})) and char_length(${t.coId}) between 1 and 10`,
    ),
    check('bank_rec_clients_status', sql`${t.coStatus} in ('Active', 'Inactive', 'Terminated')`),
  ],
);

/** A bank account; account_id is the account number bank files carry for it. */
export const bankRecBankAccounts = pgTable(
  'bank_rec_bank_accounts',
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: org(),
    name: text().notNull(),
    accountId: text().notNull(),
    /**
     * The ledger area whose money the account holds (issue 13): its statements are imported, matched and
     * reconciled in that area only, so a bank file for another area's account is refused line by line.
     */
    area: areaColumn(),
    /**
     * The first day of the account's reconciliation: the first statement day ever imported for it, kept
     * by a trigger on the statement balances (migration 0038). A statement of an earlier period imported
     * later does not move it, so no file can re-anchor every month's figures (ADR 0035).
     */
    reconciliationStart: date({ mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('bank_rec_bank_accounts_org_account_id').on(t.organizationId, t.accountId),
    uniqueIndex('bank_rec_bank_accounts_org_name').on(t.organizationId, t.name),
    areaCheck('bank_rec_bank_accounts_area', t.area),
  ],
);

/** A row that names one of its organisation's bank accounts: (organization_id, account_id) must exist. */
export const bankAccountForeignKey = (
  name: string,
  t: { organizationId: AnyPgColumn; accountId: AnyPgColumn },
) =>
  foreignKey({
    name,
    columns: [t.organizationId, t.accountId],
    foreignColumns: [bankRecBankAccounts.organizationId, bankRecBankAccounts.accountId],
  });

export const bankRecLedgers = pgTable(
  'bank_rec_ledgers',
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: org(),
    ledgerId: text().notNull(),
    name: text().notNull(),
    sortOrder: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [unique('bank_rec_ledgers_org_ledger_id').on(t.organizationId, t.ledgerId)],
);

/**
 * The accounts people choose in the dialogs ('Federal Tax', 'Net Pay'...): a ledger kind ('Tax' marks
 * tax accounts), the ledger they post to and the bank account whose number bank files carry.
 */
export const bankRecLedgerAccounts = pgTable(
  'bank_rec_ledger_accounts',
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: org(),
    accountName: text().notNull(),
    /** Ledger kind: 'Tax', 'Net Pay', 'Fees', 'Operating'... */
    ledger: text().notNull(),
    ledgerId: text().notNull(),
    /** The bank account number (bank_rec_bank_accounts.account_id). */
    accountId: text().notNull(),
    sortOrder: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    unique('bank_rec_ledger_accounts_org_name').on(t.organizationId, t.accountName),
    foreignKey({
      name: 'bank_rec_ledger_accounts_ledger_fk',
      columns: [t.organizationId, t.ledgerId],
      foreignColumns: [bankRecLedgers.organizationId, bankRecLedgers.ledgerId],
    }),
    bankAccountForeignKey('bank_rec_ledger_accounts_bank_account_fk', t),
  ],
);

export const bankRecTransactionCodes = pgTable(
  'bank_rec_transaction_codes',
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: org(),
    transCode: text().notNull(),
    transDesc: text().notNull(),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('bank_rec_transaction_codes_org_code').on(t.organizationId, t.transCode)],
);

/** Reconciling types per service; system-assigned ones ('Aged Uncleared'...) are never chosen by hand. */
export const recReconcilingTypes = pgTable(
  'rec_reconciling_types',
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: org(),
    service: text().notNull().default('Bank Rec'),
    name: text().notNull(),
    systemAssigned: boolean().notNull().default(false),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('rec_reconciling_types_org_service_name').on(t.organizationId, t.service, t.name)],
);

/** Tenant configuration per service ('Bank Rec'): the zone that decides "today" and the current quarter. */
export const recTenantConfigs = pgTable(
  'rec_tenant_configs',
  {
    organizationId: org(),
    service: text().notNull(),
    timeZone: text().notNull().default('America/New_York'),
    /** The organisation's auto-match passes (engine MatchRule[] as data); null = the engine's defaults. */
    matchRules: jsonb().$type<unknown[]>(),
    /** Open ledger items older than this many days are 'Aged Uncleared' (a system-assigned type). */
    agedUnclearedDays: integer().notNull().default(90),
    /** A month signed off (ready for review) is locked as a certified one is, not only once certified. */
    lockAtSignOff: boolean().notNull().default(false),
    updatedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.service] })],
);

/**
 * One transfer between customers. transfer_hash is the SHA-256 the client sent (the idempotency key),
 * payload_hash the server's own SHA-256 of the canonical lines; a live (not voided) transfer's key is
 * unique per organisation.
 */
export const bankRecTransfers = pgTable(
  'bank_rec_transfers',
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: org(),
    area: areaColumn(),
    transferHash: text().notNull(),
    payloadHash: text().notNull(),
    nonBanking: boolean().notNull(),
    transactionDate: date({ mode: 'string' }).notNull(),
    details: text().notNull(),
    /** The amount moved (the from line's magnitude). */
    amountMinor: bigint({ mode: 'number' }).notNull(),
    lineCount: integer().notNull(),
    createdBy: uuid().references(() => users.id),
    createdAt: createdAt(),
    voidedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('bank_rec_transfers_org_area_hash_live')
      .on(t.organizationId, t.area, t.transferHash)
      .where(sql`${t.voidedAt} is null`),
    unique('bank_rec_transfers_org_id').on(t.organizationId, t.id),
    areaCheck('bank_rec_transfers_area', t.area),
    check('bank_rec_transfers_hash_hex', sql`${t.transferHash} ~ '^[0-9a-f]{64}$'`),
  ],
);

/**
 * The book side of both areas: spec §3 "Bank-rec ledger transaction" and (area 'ewa') "Employer-funds
 * ledger transaction", plus status, source and who/when. co_id is the line's party: the customer, or the
 * employer in the employer-funds area (one reference to the clients table serves both).
 */
export const bankRecLedgerEntries = pgTable(
  'bank_rec_ledger_entries',
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: org(),
    area: areaColumn(),
    checkNo: text().notNull().default(''),
    details: text().notNull().default(''),
    amountMinor: bigint({ mode: 'number' }).notNull(),
    transactionDate: date({ mode: 'string' }).notNull(),
    /** The client (spec field coName holds the client id); the employer id in the employer-funds area. */
    coId: text().notNull(),
    /** Employer funds: the employer's partner (same organisation). */
    partner: text(),
    /** Employer funds: the payroll customer the line concerns ('' when none). */
    customer: text().notNull().default(''),
    /** Employer funds: shown as 'Notes'. */
    memo: text().notNull().default(''),
    /** Employer funds: the date of the source record, when known. */
    sourceDate: date({ mode: 'string' }),
    /** Employer funds: the file the line came from; 'ADDED' for hand-added lines (spec §9). */
    sourceFile: text().notNull().default(''),
    fileHash: text().notNull().default(''),
    /** Employer funds: the line of the source file; -1 for hand-added lines. */
    lineNo: integer().notNull().default(-1),
    /** Ledger kind of the account ('Tax'...). */
    ledger: text().notNull().default(''),
    transactionType: text().notNull().default(''),
    taxType: text().notNull().default(''),
    /** Ledger account name. */
    account: text().notNull(),
    ledgerId: text().notNull().default(''),
    /** Bank account number. */
    accountId: text().notNull().default(''),
    /** The 'Reconciling Item?' flag. */
    manualCheck: boolean().notNull().default(false),
    recType: text().notNull().default(''),
    taxCode: text().notNull().default(''),
    taxConfirmation: text().notNull().default(''),
    autoMatch: boolean().notNull().default(true),
    quarter: text().notNull().default(''),
    status: text().$type<LedgerEntryStatus>().notNull().default('open'),
    source: text().$type<LedgerEntrySource>().notNull().default('manual'),
    /** The transfer that posted the entry (same organisation: composite reference). */
    transferId: uuid(),
    /** Position in its transfer's payload (0 = the from line). */
    transferLine: integer(),
    /** The file import that created (or last updated) the entry (imports issue). */
    importId: uuid(),
    /** The ledger file's stable key of the line: a corrected file updates the entry instead of adding one. */
    importRowKey: text(),
    /** The version a later file replaced (with its import id), restored when that file is un-imported. */
    previous: jsonb().$type<Record<string, unknown>>(),
    voidReason: text(),
    voidedBy: uuid().references(() => users.id),
    voidedAt: timestamp({ withTimezone: true }),
    createdBy: uuid().references(() => users.id),
    createdAt: createdAt(),
    /**
     * Words of details and check number for the search box: lower-cased, every run of characters other
     * than a-z and 0-9 is a separator (the server splits the query the same way), prefix-matched.
     */
    searchText: tsvector().generatedAlwaysAs(
      sql`to_tsvector('simple'::regconfig, regexp_replace(lower("details" || ' ' || "check_no"), '[^a-z0-9]+', ' ', 'g'))`,
    ),
  },
  (t) => [
    foreignKey({
      name: 'bank_rec_ledger_entries_area_client_fk',
      columns: [t.organizationId, t.area, t.coId],
      foreignColumns: [bankRecClients.organizationId, bankRecClients.area, bankRecClients.coId],
    }),
    foreignKey({
      name: 'bank_rec_ledger_entries_partner_fk',
      columns: [t.organizationId, t.partner],
      foreignColumns: [ewaPartners.organizationId, ewaPartners.partner],
    }),
    foreignKey({
      name: 'bank_rec_ledger_entries_transfer_fk',
      columns: [t.organizationId, t.transferId],
      foreignColumns: [bankRecTransfers.organizationId, bankRecTransfers.id],
    }),
    foreignKey({
      name: 'bank_rec_ledger_entries_account_fk',
      columns: [t.organizationId, t.account],
      foreignColumns: [bankRecLedgerAccounts.organizationId, bankRecLedgerAccounts.accountName],
    }),
    // One index per whitelisted sort and per selective filter, each ending in id for a stable keyset and
    // then amount_minor, so the capped count and sum of a filtered set is an index-only scan.
    // The search indexes lead with (organization_id, area): each area's search reads only its own lines.
    index('bank_rec_ledger_org_area_date_idx').on(
      t.organizationId,
      t.area,
      t.transactionDate,
      t.id,
      t.amountMinor,
    ),
    index('bank_rec_ledger_org_area_client_date_idx').on(
      t.organizationId,
      t.area,
      t.coId,
      t.transactionDate,
      t.id,
      t.amountMinor,
    ),
    index('bank_rec_ledger_org_area_account_date_idx').on(
      t.organizationId,
      t.area,
      t.account,
      t.transactionDate,
      t.id,
      t.amountMinor,
    ),
    // Matching and reconciliation read a bank account's lines by date (the account belongs to one area).
    index('bank_rec_ledger_org_bank_date_idx').on(
      t.organizationId,
      t.accountId,
      t.transactionDate,
      t.id,
      t.amountMinor,
    ),
    index('bank_rec_ledger_org_area_amount_idx').on(t.organizationId, t.area, t.amountMinor, t.id),
    index('bank_rec_ledger_org_area_partner_date_idx')
      .on(t.organizationId, t.area, t.partner, t.transactionDate, t.id, t.amountMinor)
      .where(sql`${t.partner} is not null`),
    // No index names `status`, as a column or in a predicate (ADR 0021): marking an entry matched or open
    // is then a HOT update (the table keeps half of each page free: fillfactor 50, migration 0024).
    // Auto-match reads entries with a check number over the check rule's long window (180 days).
    index('bank_rec_ledger_checks_idx')
      .on(t.organizationId, t.accountId, t.transactionDate)
      .where(sql`${t.checkNo} <> ''`),
    index('bank_rec_ledger_search_idx').using('gin', t.searchText),
    index('bank_rec_ledger_transfer_idx').on(t.transferId).where(sql`${t.transferId} is not null`),
    index('bank_rec_ledger_import_idx').on(t.importId).where(sql`${t.importId} is not null`),
    uniqueIndex('bank_rec_ledger_import_row_key')
      .on(t.organizationId, t.importRowKey)
      .where(sql`${t.importRowKey} is not null`),
    areaCheck('bank_rec_ledger_area', t.area),
    check('bank_rec_ledger_partner_of_employer_funds', sql`(${t.area} = 'ewa') = (${t.partner} is not null)`),
    check('bank_rec_ledger_status', sql`${t.status} in ('open', 'matched', 'reconciling', 'void')`),
    check('bank_rec_ledger_source', sql`${t.source} in ('manual', 'transfer', 'import')`),
    check('bank_rec_ledger_tax_type', sql`${t.taxType} in ('', 'Federal', 'State', 'Local')`),
    check(
      'bank_rec_ledger_transfer_link',
      sql`${t.source} <> 'transfer' or (${t.transferId} is not null and ${t.transferLine} is not null)`,
    ),
    check('bank_rec_ledger_void_stamp', sql`${t.status} <> 'void' or ${t.voidedAt} is not null`),
  ],
);

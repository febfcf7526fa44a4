import { CUSTOMER_ID_MAX_LENGTH, CUSTOMER_ID_TOO_LONG_MESSAGE } from '@clearline/domain/ledger';
import { z } from 'zod';
import { CoIdParams, savedReloadOrDuplicate } from './bank-rec.schemas';
import {
  DATE_AMOUNT_SORTS,
  ENTRY_STATE,
  NEW_LINE_FIELDS,
  SEARCH_FILTERS,
  SEARCH_PAGING,
  searchPage,
  transferAnswer,
  transferBody,
  transferLinePosting,
} from './bank-rec-ledger.schemas';
import { text } from './fields';

/**
 * Shapes of the employer-funds records API (issue 12): employers, partners, the employer-funds ledger,
 * its transfers and search. They mirror the bank-rec shapes; where the areas differ (employer, partner
 * and payroll customer instead of customer and tax code) the fields follow spec §3. Amounts go out as
 * decimal strings with exactly 2 decimals and come in as numbers or decimal strings (parseApiAmount).
 */

const STATUSES = ['Active', 'Inactive', 'Terminated'] as const;
/** A party id as stored: trimmed, at most 10 characters (the customer id rule), upper-cased by the server. */
const PartyId = text(CUSTOMER_ID_MAX_LENGTH, { trim: true, tooLong: CUSTOMER_ID_TOO_LONG_MESSAGE });

// ---------------------------------------------------------------- search boxes (spec §7 "Search")

/** Spec §3 "Employer suggestion". empSearchText reads 'ID - Name' (what the box shows). */
export const EmployerSuggestion = z.object({
  employer: z.string(),
  employerName: z.string(),
  partner: z.string(),
  partnerName: z.string(),
  empSearchText: z.string(),
});
export type EmployerSuggestion = z.infer<typeof EmployerSuggestion>;

export const FetchEmpListBody = z.object({
  /** The typed text: matches the start of the id or any part of the name, ignoring case. */
  userClientInput: text(100).default(''),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  /**
   * true on the box's first load: the text is a stored id to resolve (exact id match), so the box can
   * auto-fill exactly one result and report it to its parent.
   */
  mount: z.boolean().optional(),
  /** Ours: only employers of this partner (the dialogs pass the chosen partner). */
  partner: text(CUSTOMER_ID_MAX_LENGTH).optional(),
});
export const FetchEmpListResponse = z.object({
  data: z.object({ data: z.object({ resJson: z.array(EmployerSuggestion) }) }),
});

/** Spec §3 "Partner suggestion". _id is the partner id; partnerSearchText reads 'ID - Name'. */
export const PartnerSuggestion = z.object({
  _id: z.string(),
  partnerSearchText: z.string(),
  partner: z.string(),
  partnerName: z.string(),
  /** The parent partner's id, '' when none. */
  parent: z.string(),
});
export type PartnerSuggestion = z.infer<typeof PartnerSuggestion>;

export const FetchPartnerListBody = z.object({
  ewaUserClientInput: text(100).default(''),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const FetchPartnerListResponse = z.object({
  data: z.object({ data: z.object({ resJson: z.array(PartnerSuggestion) }) }),
});

// ---------------------------------------------------------------- employers

/** Spec §3 "Employer record", plus FEIN, the version an edit sends back and when it changed. */
export const EmployerRecord = z.object({
  id: z.string(),
  employer: z.string(),
  employerName: z.string(),
  fein: z.string(),
  status: z.enum(STATUSES),
  edited: z.boolean(),
  partnerId: z.string(),
  partnerName: z.string(),
  platform: z.string(),
  /** The text the employer's ACH credits carry (matching uses it). */
  achDescription: z.string(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type EmployerRecord = z.infer<typeof EmployerRecord>;

export const EmployerInput = z.object({
  employer: PartyId,
  employerName: text(200).default(''),
  fein: text(20).optional(),
  status: text(20).optional(),
  /** true = edit mode; absent or false = add. */
  edited: z.boolean().optional(),
  /** The employer's partner: required, must be a partner of the organisation. */
  partnerId: text(CUSTOMER_ID_MAX_LENGTH, { trim: true }).default(''),
  platform: text(60).optional(),
  achDescription: text(80).optional(),
  version: z.number().int().positive().optional(),
});
export const AddUpdateEmployerBody = z.object({ pushInfo: z.object({ record: EmployerInput }) });

/** Same three answers as the bank-rec call: saved (array), reload (object), duplicate ({} + message). */
export const AddUpdateEmployerResponse = savedReloadOrDuplicate(EmployerRecord);

export const RemoveEmployerResponse = z.object({
  data: z.object({ coId: z.string(), removed: z.literal(true) }),
});
export { CoIdParams as EmployerIdParams };

export const EmployerListQuery = z.object({
  /** Matches the start of the id or any part of the name, ignoring case. */
  search: text(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(25),
  sort: z
    .enum(['employer', '-employer', 'employerName', '-employerName', 'status', '-status'])
    .default('employer'),
  status: z.enum(STATUSES).optional(),
  partner: text(CUSTOMER_ID_MAX_LENGTH).min(1).optional(),
});
export const EmployerListResponse = z.object({
  data: z.object({
    rows: z.array(EmployerRecord),
    total: z.number().int(),
    page: z.number(),
    limit: z.number(),
  }),
});

// ---------------------------------------------------------------- partners

export const PartnerRecord = z.object({
  id: z.string(),
  partner: z.string(),
  partnerName: z.string(),
  /** Parent partner id, '' when none. */
  parent: z.string(),
  platform: z.string(),
  /** How many employers belong to it. */
  employers: z.number().int(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type PartnerRecord = z.infer<typeof PartnerRecord>;

export const PartnerInput = z.object({
  partner: PartyId,
  partnerName: text(200).default(''),
  parent: text(CUSTOMER_ID_MAX_LENGTH, { trim: true }).default(''),
  platform: text(60).optional(),
  edited: z.boolean().optional(),
  version: z.number().int().positive().optional(),
});
export const AddUpdatePartnerBody = z.object({ pushInfo: z.object({ record: PartnerInput }) });
export const AddUpdatePartnerResponse = savedReloadOrDuplicate(PartnerRecord);
export const PartnerIdParams = z.object({ partnerId: text(40).min(1) });
export const RemovePartnerResponse = z.object({
  data: z.object({ partner: z.string(), removed: z.literal(true) }),
});
export const PartnerListQuery = z.object({
  search: text(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(25),
});
export const PartnerListResponse = z.object({
  data: z.object({
    rows: z.array(PartnerRecord),
    total: z.number().int(),
    page: z.number(),
    limit: z.number(),
  }),
});

// ---------------------------------------------------------------- ledger

/** A stored employer-funds ledger entry: spec §3 fields plus status, source, who/when. */
export const EwaLedgerEntry = z.object({
  id: z.string(),
  /** Shown as 'Notes'. */
  memo: z.string(),
  details: z.string(),
  amount: z.string(),
  transactionDate: z.string(),
  /** '' when none. */
  sourceDate: z.string(),
  employer: z.string(),
  employerName: z.string(),
  partner: z.string(),
  partnerName: z.string(),
  customer: z.string(),
  ledger: z.string(),
  transactionType: z.string(),
  accountName: z.string(),
  ledgerId: z.string(),
  accountId: z.string(),
  sourceFile: z.string(),
  fileHash: z.string(),
  lineNo: z.number().int(),
  autoMatch: z.boolean(),
  ...ENTRY_STATE,
});
export type EwaLedgerEntry = z.infer<typeof EwaLedgerEntry>;

/** POST .../newBankLedger `data` (spec §3 "Employer-funds ledger transaction"), checked by the domain rule. */
export const NewEwaLedgerTransaction = z.object({
  ...NEW_LINE_FIELDS,
  memo: text(500).default(''),
  sourceDate: text(10).default(''),
  employerName: text(200).default(''),
  employer: text(40).default(''),
  accountName: text(100).default(''),
  customer: text(40).default(''),
  partner: text(40).default(''),
  partnerName: text(200).default(''),
  sourceFile: text(200).default(''),
  fileHash: text(128).default(''),
  lineNo: z.number().int().min(-1).max(2_147_483_647).optional(),
});
export const NewEwaLedgerBody = z.object({ data: NewEwaLedgerTransaction });
export const EwaLedgerEntryResponse = z.object({ data: EwaLedgerEntry });

/** One line of the ewaTransferMoney payload (spec §3: employer, partner, customer instead of co, taxCode). */
export const EwaTransferLineInput = z.object({
  accountName: text(100),
  employer: text(40),
  employerName: text(200).default(''),
  partner: text(40),
  partnerName: text(200).default(''),
  customer: text(40).default(''),
  ...transferLinePosting,
  nonbanking: z.boolean(),
});

/** The body of ewaTransferMoney: the hash is of canonicalEwaTransferLines (EWA_TRANSFER_HASH_ALGORITHM). */
export const EwaTransferMoneyBody = transferBody(EwaTransferLineInput);
export const EwaTransferMoneyResponse = transferAnswer(EwaLedgerEntry);

export const EWA_LEDGER_SORTS = [...DATE_AMOUNT_SORTS, 'employer', '-employer'] as const;

/** GET /api/employeeFunds/items/ledger: the bank-rec search's paging and totals, the area's filters. */
export const EwaLedgerSearchQuery = z.object({
  ...SEARCH_FILTERS,
  employer: text(40).min(1).optional(),
  partner: text(40).min(1).optional(),
  /** Payroll customer id. */
  customer: text(40).min(1).optional(),
  /** Exact source file name ('ADDED' for hand-added lines). */
  sourceFile: text(200).min(1).optional(),
  /** Words of details, all required; a trailing * matches a prefix. */
  q: text(100).optional(),
  sort: z.enum(EWA_LEDGER_SORTS).default('-transactionDate'),
  ...SEARCH_PAGING,
});
export const EwaLedgerSearchResponse = searchPage(EwaLedgerEntry);

/**
 * Spec §3: the employer area's notification counts (GET /api/employeeFunds/items/notification).
 * ewaSubledgerRec: employers short of funds as of today (funds coverage, issue 13).
 */
export const EwaNotificationCounts = z.object({
  ewaSubledgerRec: z.number().int(),
  ewaPendingResolve: z.number().int(),
  ewaLedger: z.number().int(),
});
export type EwaNotificationCounts = z.infer<typeof EwaNotificationCounts>;

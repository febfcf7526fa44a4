import { z } from 'zod';
import { AmountText, ApiAmount } from './bank-rec.schemas';
import { IsoDate, multilineText, text } from './fields';

/** Ledger entries, transfers and the search ledger (issue 4). */

export const LEDGER_STATUSES = ['open', 'matched', 'reconciling', 'void'] as const;
export const LEDGER_SOURCES = ['manual', 'transfer', 'import'] as const;

/** What every stored entry of either area says of its state, origin and who/when. */
export const ENTRY_STATE = {
  status: z.enum(LEDGER_STATUSES),
  source: z.enum(LEDGER_SOURCES),
  transferId: z.string().nullable(),
  importId: z.string().nullable(),
  voidReason: z.string().nullable(),
  voidedAt: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
};

/** A stored ledger entry: the spec §3 fields (coName holds the client id) plus status, source, who/when. */
export const LedgerEntry = z.object({
  id: z.string(),
  checkNo: z.string(),
  details: z.string(),
  /** Decimal string with 2 decimals. */
  amount: z.string(),
  transactionDate: z.string(),
  /** The client id (the spec's field name). */
  coName: z.string(),
  /** The client's name, for grids. */
  clientName: z.string(),
  ledger: z.string(),
  transactionType: z.string(),
  taxType: z.string(),
  account: z.string(),
  ledgerId: z.string(),
  accountId: z.string(),
  manualCheck: z.boolean(),
  recType: z.string(),
  taxCode: z.string(),
  taxConfirmation: z.string(),
  autoMatch: z.boolean(),
  quarter: z.string(),
  ...ENTRY_STATE,
});
export type LedgerEntry = z.infer<typeof LedgerEntry>;

/** POST newBankLedger `data` (spec §3). Required fields are checked by the domain rule, with field details. */
/** The fields both areas' Add Transaction dialogs send (spec §3), checked by the domain rules. */
export const NEW_LINE_FIELDS = {
  details: text(500).default(''),
  amount: ApiAmount.optional(),
  transactionDate: text(10).default(''),
  ledger: text(60).default(''),
  transactionType: text(80).default(''),
  addNew: z.boolean().optional(),
  ledgerId: text(60).default(''),
  accountId: text(40).default(''),
  autoMatch: z.boolean().optional(),
};

export const NewLedgerTransaction = z.object({
  ...NEW_LINE_FIELDS,
  checkNo: text(40).default(''),
  coName: text(40).default(''),
  taxType: text(20).default(''),
  account: text(100).default(''),
  manualCheck: z.boolean().default(false),
  recType: text(60).default(''),
  taxCode: text(40).default(''),
  taxConfirmation: text(80).default(''),
  quarter: text(20).default(''),
});
export const NewLedgerBody = z.object({ data: NewLedgerTransaction });
export const LedgerEntryResponse = z.object({ data: LedgerEntry });

/** One line of the transfer payload (spec §3 "Transfer line"); see TRANSFER_HASH_ALGORITHM. */
/** The money and posting fields every area's transfer line has, in the spec's order. */
export const transferLinePosting = {
  amount: ApiAmount,
  details: text(500),
  transactionDate: text(10),
  accountId: text(40).default(''),
  ledger: text(60).default(''),
  ledgerId: text(60).default(''),
  transactionType: text(80),
};

export const TransferLineInput = z.object({
  accountName: text(100),
  co: text(40),
  ...transferLinePosting,
  taxCode: text(40).default(''),
  nonbanking: z.boolean(),
});

/** At most 50 to-lines per transfer. */
export const MAX_TRANSFER_LINES = 51;

/** A transfer's body in either area: the lines of the area's shape, the hash, the mode (spec §7). */
export const transferBody = <L extends z.ZodType>(line: L) =>
  z.object({
    data: z.object({
      payload: z.array(line).min(1).max(MAX_TRANSFER_LINES),
      /** Lower-case (any case accepted) hex SHA-256 of the area's canonical lines. */
      transferHash: z.string().regex(/^[0-9a-fA-F]{64}$/, 'must be a hex SHA-256 (64 characters)'),
      nonBnkTransfer: z.boolean(),
    }),
  });

export const TransferMoneyBody = transferBody(TransferLineInput);

export const TransferSummary = z.object({
  id: z.string(),
  transferHash: z.string(),
  nonBnkTransfer: z.boolean(),
  transactionDate: z.string(),
  details: z.string(),
  /** The amount moved (the from line's magnitude), 2 decimals. */
  amount: z.string(),
  voided: z.boolean(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});

/** A transfer's answer in either area, with the posted lines in the area's entry shape. */
export const transferAnswer = <E extends z.ZodType>(entry: E) =>
  z.object({
    data: z.object({
      transfer: TransferSummary,
      /** The posted lines, from line first: they sum to zero. */
      entries: z.array(entry),
      /** true when this hash was already posted: nothing new was written. */
      replayed: z.boolean(),
    }),
  });

export const TransferMoneyResponse = transferAnswer(LedgerEntry);

/** The sorts both areas' searches share; each adds its party's. */
export const DATE_AMOUNT_SORTS = ['transactionDate', '-transactionDate', 'amount', '-amount'] as const;

export const LEDGER_SORTS = [...DATE_AMOUNT_SORTS, 'customer', '-customer'] as const;

export const statusList = z
  .string()
  .max(60)
  .regex(
    /^(open|matched|reconciling|void)(,(open|matched|reconciling|void))*$/,
    'must be one or more of open, matched, reconciling, void separated by commas',
  );

/** Paging and totals of both areas' search ledgers (the sort is each area's own). */
export const SEARCH_PAGING = {
  limit: z.coerce.number().int().min(1).max(200).default(50),
  /** Page number for grids; page * limit may not pass 10,000 (use the cursor beyond). */
  page: z.coerce.number().int().min(1).max(10_000).optional(),
  /** nextCursor of the previous answer (same filters and sort): keyset paging, fast at any depth. */
  cursor: z
    .string()
    .max(400)
    .regex(/^[A-Za-z0-9_-]+$/, 'is not a cursor this server gave')
    .optional(),
  /**
   * Count and sum of the filtered set. 'true' (the default on a first page without text search): exact
   * for small sets; on PostgreSQL a set the planner expects to hold 2,000 entries or more gets the
   * estimate instead (totalExact false). 'exact': counted up to 10,000. 'false': none (the default with a
   * cursor or a text search).
   */
  totals: z.enum(['true', 'false', 'exact']).optional(),
};

/** GET /api/bankRec/items/ledger: filters, sort, keyset (cursor) or bounded page paging. */
/** The filters both areas' search ledgers have (accounts, dates, amounts, status, source, type). */
export const SEARCH_FILTERS = {
  /** Bank account number (accountId). */
  bankAccount: text(40).min(1).optional(),
  ledgerId: text(60).min(1).optional(),
  /** Ledger account name. */
  account: text(100).min(1).optional(),
  dateFrom: IsoDate.optional(),
  dateTo: IsoDate.optional(),
  amountMin: AmountText.optional(),
  amountMax: AmountText.optional(),
  status: statusList.optional(),
  source: z.enum(LEDGER_SOURCES).optional(),
  transactionType: text(80).min(1).optional(),
};

export const LedgerSearchQuery = z.object({
  ...SEARCH_FILTERS,
  /** Client id. */
  customer: text(40).min(1).optional(),
  /** Words of details or check number, all required ('eftps 941'); a trailing * matches a prefix ('harb*'). */
  q: text(100).optional(),
  sort: z.enum(LEDGER_SORTS).default('-transactionDate'),
  ...SEARCH_PAGING,
});

/** A search page of either area's entries. */
export const searchPage = <E extends z.ZodType>(entry: E) =>
  z.object({
    data: z.object({
      rows: z.array(entry),
      /**
       * Entries matching the filters: exact when totalExact; otherwise a lower bound (10,000: the count
       * stopped at the cap) or the planner's estimate. null when totals were not asked for.
       */
      total: z.number().int().nullable(),
      totalExact: z.boolean(),
      /** Sum of the matching amounts (2 decimals) when totalExact, else null. */
      sumAmount: z.string().nullable(),
      page: z.number().int().nullable(),
      limit: z.number().int(),
      /** Pass as `cursor` for the next page; null on the last page. */
      nextCursor: z.string().nullable(),
    }),
  });
export const LedgerSearchResponse = searchPage(LedgerEntry);

export const LedgerIdParams = z.object({ id: z.uuid() });
export const VoidBody = z.object({ reason: multilineText(500).trim().min(1) });
export const VoidResponse = z.object({ data: z.object({ entries: z.array(LedgerEntry) }) });

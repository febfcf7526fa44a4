import { CUSTOMER_ID_MAX_LENGTH, CUSTOMER_ID_TOO_LONG_MESSAGE } from '@clearline/domain/ledger';
import { parseApiAmount } from '@clearline/domain/money';
import { z } from 'zod';
import { text } from './fields';

/**
 * Shapes of the bank reconciliation records API (issue 4). The spec's calls keep the spec's field names
 * and nesting; our own list endpoints answer `{ data: { rows, total, ... } }`.
 * Amounts go out as decimal strings with exactly 2 decimals ('-1234.50'); they come in as a JSON number
 * or a decimal string and are read by the domain's parseApiAmount (rounded half away from zero to cents).
 */

/** An amount as the API accepts it: a JSON number or a decimal string, at most 2 decimals kept. */
export const ApiAmount = z.union([z.number(), text(32)]);

/** A decimal string usable as an amount filter. */
export const AmountText = z
  .string()
  .max(24)
  .refine((v) => parseApiAmount(v).ok, 'must be an amount such as 1234.56 or -20');

// ---------------------------------------------------------------- configuration

export const BankAccountConfig = z.object({
  name: z.string(),
  accountId: z.string(),
  /** The ledger area whose lines the account carries (each area's pages list their own accounts). */
  area: z.enum(['bankRec', 'ewa']).optional(),
});
export const LedgerRef = z.object({ ledgerId: z.string() });
export const ConfigDetail = z.object({
  bankAccounts: z.array(BankAccountConfig),
  ledgers: z.array(LedgerRef),
});

/** GET /api/rec/tenant/ledgerConfig: `data.data.configDetails` (spec §7), plus the lists filters need. */
export const LedgerConfigResponse = z.object({
  data: z.object({
    /** One entry per ledger: its accounts (name, bank account number) and the ledger id. */
    configDetails: z.array(ConfigDetail),
    /** The organisation's bank accounts (name, account number): the search filter's choices. */
    bankAccounts: z.array(BankAccountConfig),
    /** The organisation's ledgers with their names. */
    ledgers: z.array(z.object({ ledgerId: z.string(), name: z.string() })),
  }),
});

const SelectFlag = z.union([z.boolean(), z.literal(0), z.literal(1)]);
export const LedgerParseCodeBody = z.object({
  /** Which lists to return (Mongo-style projection flags); a missing flag means selected. */
  select: z.object({ accounts: SelectFlag.optional(), transactionCodes: SelectFlag.optional() }).default({}),
});
export const ParseCodeAccount = z.object({ accountName: z.string(), ledger: z.string() });
export const TransactionCode = z.object({ transCode: z.string(), transDesc: z.string() });
export const LedgerParseCodeResponse = z.object({
  data: z.array(
    z.object({ accounts: z.array(ParseCodeAccount), transactionCodes: z.array(TransactionCode) }),
  ),
});

export const TenantConfigQuery = z.object({ service: text(40).min(1) });
/** `data[0].recType` (spec §7): the body is an array. Reserved types are included; the dialog hides them. */
export const TenantConfigResponse = z.array(
  z.object({ service: z.string(), recType: z.array(z.string()), timeZone: z.string() }),
);

// ---------------------------------------------------------------- clients

export const ClientRecord = z.object({
  id: z.string(),
  coId: z.string(),
  coName: z.string(),
  coFein: z.string(),
  coStatus: z.enum(['Active', 'Inactive', 'Terminated']),
  edited: z.boolean(),
  coEes: z.string(),
  coType: z.string(),
  coDba: z.string(),
  /** Send it back with an edit: an older version gets the "reload the list" answer. */
  version: z.number().int(),
  updatedAt: z.string(),
});
export type ClientRecord = z.infer<typeof ClientRecord>;

/** GET /api/bankRec/items/getCompanyName/client: `data[].clients` (spec §7). */
export const CompanyNamesResponse = z.array(
  z.object({ clients: z.array(z.object({ coId: z.string(), coName: z.string() })) }),
);

export const ClientInput = z.object({
  /** Refused when longer than the spec's 10 characters (trimmed), with the domain's message: never cut. */
  coId: text(CUSTOMER_ID_MAX_LENGTH, { trim: true, tooLong: CUSTOMER_ID_TOO_LONG_MESSAGE }),
  coName: text(200).default(''),
  coFein: text(20).optional(),
  coStatus: text(20).optional(),
  /** true = edit mode (the spec's record carries it); absent or false = add. */
  edited: z.boolean().optional(),
  coEes: text(200).optional(),
  coType: text(40).optional(),
  coDba: text(200).optional(),
  version: z.number().int().positive().optional(),
});
export const AddUpdateClientBody = z.object({ pushInfo: z.object({ record: ClientInput }) });

/**
 * Spec §7: `data` is an array when saved; a non-empty object when the list must be reloaded (the record
 * changed or disappeared since the dialog read it); `{}` with the duplicate texts otherwise. Customers,
 * employers and partners answer alike.
 */
export const savedReloadOrDuplicate = <R extends z.ZodType>(record: R) =>
  z.union([
    z.object({ data: z.array(record) }),
    z.object({
      data: z.object({
        reload: z.literal(true),
        reason: z.enum(['changed', 'notFound']),
        current: record.optional(),
      }),
      message: z.string(),
    }),
    z.object({ data: z.object({}).strict(), message: z.string(), banner: z.string() }),
  ]);
export const AddUpdateClientResponse = savedReloadOrDuplicate(ClientRecord);

export const CoIdParams = z.object({ coId: text(40).min(1) });
export const RemoveClientResponse = z.object({
  data: z.object({ coId: z.string(), removed: z.literal(true) }),
});

export const ClientListQuery = z.object({
  /** Matches the start of the id or any part of the name, ignoring case. */
  search: text(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(25),
  sort: z.enum(['coId', '-coId', 'coName', '-coName', 'coStatus', '-coStatus']).default('coId'),
  status: z.enum(['Active', 'Inactive', 'Terminated']).optional(),
});
export const ClientListResponse = z.object({
  data: z.object({
    rows: z.array(ClientRecord),
    total: z.number().int(),
    page: z.number(),
    limit: z.number(),
  }),
});

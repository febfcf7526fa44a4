import {
  ACCOUNT_NUMBER_MESSAGE,
  ACCOUNT_NUMBER_PATTERN,
  CONFIG_NAME_MESSAGE,
  CONFIG_NAME_PATTERN,
  LEDGER_ID_MESSAGE,
  LEDGER_ID_PATTERN,
  LEDGER_CONFIG_LIMITS as LIMITS,
  TRANS_CODE_MESSAGE,
  TRANS_CODE_PATTERN,
} from '@clearline/domain/ledger';
import { z } from 'zod';
import { text } from './fields';
import { type RouteContract, route } from './route';
import { IdParams } from './users.contract';

// Issue 17: the ledger configuration editor (/app/organization/manageOrganization?tab=ledger).

const REQUIRED = 'Required';
const Area = z.enum(['bankRec', 'ewa']);
const name = (max: number = LIMITS.name) =>
  text(max, { trim: true }).min(1, REQUIRED).regex(CONFIG_NAME_PATTERN, CONFIG_NAME_MESSAGE);

export const BankAccountBody = z.object({
  name: name(),
  accountId: text(LIMITS.accountNumber, { trim: true }).regex(ACCOUNT_NUMBER_PATTERN, ACCOUNT_NUMBER_MESSAGE),
  area: Area,
});

export const LedgerBody = z.object({
  /** Stored upper-cased ('tax' is 'TAX'). */
  ledgerId: text(LIMITS.ledgerId, { trim: true })
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(LEDGER_ID_PATTERN, LEDGER_ID_MESSAGE)),
  name: name(),
});

export const LedgerAccountBody = z.object({
  accountName: name(),
  /** The ledger kind: 'Tax' marks a tax account; otherwise 'Net Pay', 'Fees', 'Funding'... */
  ledger: name(LIMITS.ledgerKind),
  ledgerId: text(LIMITS.ledgerId, { trim: true }).transform((v) => v.toUpperCase()),
  /** The bank account's number. */
  accountId: text(LIMITS.accountNumber, { trim: true }).min(1, REQUIRED),
});

export const TransactionCodeBody = z.object({
  transCode: text(LIMITS.transCode, { trim: true }).regex(TRANS_CODE_PATTERN, TRANS_CODE_MESSAGE),
  transDesc: name(LIMITS.transDesc),
});

export const RecTypeBody = z.object({ area: Area, name: name(LIMITS.recType) });

export const ConfigBankAccount = z.object({
  id: z.string(),
  name: z.string(),
  accountId: z.string(),
  area: Area,
});
export const ConfigLedger = z.object({
  id: z.string(),
  ledgerId: z.string(),
  name: z.string(),
  /** The area of its accounts' bank accounts (a ledger serves one area); null while it has no account. */
  area: Area.nullable(),
});
export const ConfigLedgerAccount = z.object({
  id: z.string(),
  accountName: z.string(),
  ledger: z.string(),
  /** The ledger kind is 'Tax'. */
  tax: z.boolean(),
  ledgerId: z.string(),
  accountId: z.string(),
});
export const ConfigTransactionCode = z.object({
  id: z.string(),
  transCode: z.string(),
  transDesc: z.string(),
});
export const ConfigRecType = z.object({
  id: z.string(),
  area: Area,
  name: z.string(),
  /** Given by the system ('Aged Uncleared'...): shown, never edited or removed. */
  systemAssigned: z.boolean(),
});

export const LedgerConfigAdminResponse = z.object({
  bankAccounts: z.array(ConfigBankAccount),
  ledgers: z.array(ConfigLedger),
  ledgerAccounts: z.array(ConfigLedgerAccount),
  transactionCodes: z.array(ConfigTransactionCode),
  recTypes: z.array(ConfigRecType),
});
export type LedgerConfigAdmin = z.infer<typeof LedgerConfigAdminResponse>;

export const ConfigChangeResponse = z.object({ id: z.string() });
export const ConfigRemoveResponse = z.object({ id: z.string(), removed: z.literal(true) });

const tags = ['admin'];
const BASE = '/api/admin/ledgerConfig';

/** Add, edit and remove calls of one kind of row, at `${BASE}/${segment}`. */
function editRoutes<B extends z.ZodType>(segment: string, what: string, body: B) {
  const path = `${BASE}/${segment}`;
  return {
    add: route({
      method: 'POST',
      path,
      access: 'admin',
      summary: `Add a ${what}`,
      tags,
      body,
      response: ConfigChangeResponse,
    }),
    update: route({
      method: 'PUT',
      path: `${path}/:id`,
      access: 'admin',
      summary: `Change a ${what} (a key in use is refused with what uses it)`,
      tags,
      params: IdParams,
      body,
      response: ConfigChangeResponse,
    }),
    remove: route({
      method: 'DELETE',
      path: `${path}/:id`,
      access: 'admin',
      summary: `Remove a ${what} nothing uses (refused with what uses it)`,
      tags,
      params: IdParams,
      response: ConfigRemoveResponse,
    }),
  } satisfies Record<string, RouteContract>;
}

export const ledgerConfigAdminRoutes = {
  get: route({
    method: 'GET',
    path: BASE,
    access: 'admin',
    summary: "The organisation's ledger configuration with row ids, for its editor",
    tags,
    response: LedgerConfigAdminResponse,
  }),
  bankAccounts: editRoutes('bankAccounts', 'bank account', BankAccountBody),
  ledgers: editRoutes('ledgers', 'ledger', LedgerBody),
  ledgerAccounts: editRoutes('ledgerAccounts', 'ledger account', LedgerAccountBody),
  transactionCodes: editRoutes('transactionCodes', 'transaction code', TransactionCodeBody),
  recTypes: editRoutes('recTypes', 'reconciling type', RecTypeBody),
};

export type LedgerConfigKind = Exclude<keyof typeof ledgerConfigAdminRoutes, 'get'>;

import {
  AddUpdateClientBody,
  AddUpdateClientResponse,
  ClientListQuery,
  ClientListResponse,
  CoIdParams,
  CompanyNamesResponse,
  LedgerConfigResponse,
  LedgerParseCodeBody,
  LedgerParseCodeResponse,
  RemoveClientResponse,
  TenantConfigQuery,
  TenantConfigResponse,
} from './bank-rec.schemas';
import {
  LedgerEntryResponse,
  LedgerIdParams,
  LedgerSearchQuery,
  LedgerSearchResponse,
  NewLedgerBody,
  TransferMoneyBody,
  TransferMoneyResponse,
  VoidBody,
  VoidResponse,
} from './bank-rec-ledger.schemas';
import { route } from './route';

export * from './bank-rec.schemas';
export * from './bank-rec-ledger.schemas';

/**
 * How `transferHash` is computed (browser and server alike):
 * 1. Build the lines with the domain's buildTransferLines (from line first: amount negative, code 506;
 *    then one to line per row: positive, code 206). Every line has exactly the 11 spec fields; `amount`
 *    is a decimal string with exactly 2 decimals ('-1234.50'), `co` trimmed and upper-cased, `details`
 *    trimmed and NFC-normalised, `nonbanking` a boolean.
 * 2. canonicalTransferLines(lines): each line as JSON with its keys in alphabetical order (accountId,
 *    accountName, amount, co, details, ledger, ledgerId, nonbanking, taxCode, transactionDate,
 *    transactionType), no spaces, lines joined by '\n' (no trailing newline).
 * 3. SHA-256 of the UTF-8 bytes of that text, as 64 lower-case hex digits. In the browser:
 *    `crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))` then hex.
 * The server rebuilds the lines from the payload and the tenant configuration, refuses lines that differ
 * from the rebuilt ones (400 with the field), and refuses a hash that is not the hash of the rebuilt
 * lines (400). The same hash again answers the original transfer (`replayed: true`, nothing posted);
 * the same hash with a different payload is refused with 409.
 */
export const TRANSFER_HASH_ALGORITHM = 'sha256-hex(canonicalTransferLines(lines))';

const tags = ['bank-rec'];
/** The tenant calls answer for both ledger areas (spec §7: the employer-funds organisation uses them too). */
const ledgerAreas = ['bankRec', 'ewa'] as const;

export const bankRecRoutes = {
  ledgerConfig: route({
    method: 'GET',
    path: '/api/rec/tenant/ledgerConfig',
    access: ledgerAreas,
    summary: "The tenant's ledger configuration: per ledger, its accounts (name, bank account number)",
    tags,
    response: LedgerConfigResponse,
  }),
  ledgerParseCode: route({
    method: 'POST',
    path: '/api/bankRec/items/agent/ledgerParseCode',
    access: ledgerAreas,
    summary: 'Ledger accounts (name, ledger kind; Tax marks tax accounts) and transaction codes',
    tags,
    body: LedgerParseCodeBody,
    response: LedgerParseCodeResponse,
  }),
  tenantConfig: route({
    method: 'GET',
    path: '/api/rec/items/agent/tenantConfig',
    access: ledgerAreas,
    summary: "A service's tenant configuration: reconciling types (reserved ones included) and time zone",
    tags,
    query: TenantConfigQuery,
    response: TenantConfigResponse,
  }),
  companyNames: route({
    method: 'GET',
    path: '/api/bankRec/items/getCompanyName/client',
    access: 'bankRec',
    summary: 'Every customer id and name of the organisation, by id',
    tags,
    response: CompanyNamesResponse,
  }),
  addUpdateClient: route({
    method: 'PUT',
    path: '/api/bankRec/items/addUpdateClient/client',
    access: 'bankRec',
    summary: 'Add a customer (edited false) or update name, FEIN and status (edited true)',
    tags,
    body: AddUpdateClientBody,
    response: AddUpdateClientResponse,
  }),
  removeClient: route({
    method: 'PUT',
    path: '/api/bankRec/items/removeClient/:coId',
    access: 'bankRec',
    summary: 'Delete a customer: needs allowDelete; refused while ledger entries reference it',
    tags,
    params: CoIdParams,
    response: RemoveClientResponse,
  }),
  listClients: route({
    method: 'GET',
    path: '/api/bankRec/items/clients',
    access: 'bankRec',
    summary: 'Customers, paged, searched by id prefix or name, sorted',
    tags,
    query: ClientListQuery,
    response: ClientListResponse,
  }),
  newBankLedger: route({
    method: 'POST',
    path: '/api/bankRec/items/bankRecLedger/newBankLedger',
    access: 'bankRec',
    summary: 'Add a ledger transaction (spec §3), validated by the domain rule against the configuration',
    tags,
    body: NewLedgerBody,
    response: LedgerEntryResponse,
  }),
  transferMoney: route({
    method: 'POST',
    path: '/api/bankRec/items/bankRecLedger/transferMoney',
    access: 'bankRec',
    summary: `Post a transfer as linked entries summing to zero; idempotent by transferHash (${TRANSFER_HASH_ALGORITHM})`,
    tags,
    body: TransferMoneyBody,
    response: TransferMoneyResponse,
  }),
  searchLedger: route({
    method: 'GET',
    path: '/api/bankRec/items/ledger',
    access: 'bankRec',
    summary: 'Search ledger: filters, whitelisted sort, keyset or bounded page paging, capped totals',
    tags,
    query: LedgerSearchQuery,
    response: LedgerSearchResponse,
  }),
  getLedgerEntry: route({
    method: 'GET',
    path: '/api/bankRec/items/ledger/:id',
    access: 'bankRec',
    summary: 'One ledger entry',
    tags,
    params: LedgerIdParams,
    response: LedgerEntryResponse,
  }),
  voidLedgerEntry: route({
    method: 'POST',
    path: '/api/bankRec/items/ledger/:id/void',
    access: 'bankRec',
    summary: 'Void an open or reconciling entry (every line of its transfer with it); never deletes',
    tags,
    params: LedgerIdParams,
    body: VoidBody,
    response: VoidResponse,
  }),
};

export type BankRecRoutes = typeof bankRecRoutes;

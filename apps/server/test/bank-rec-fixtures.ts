import { createHash } from 'node:crypto';
import {
  buildTransferLines,
  canonicalTransferLines,
  type LedgerConfig,
  type TransferDraft,
  type TransferLine,
} from '@clearline/domain';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { organizations } from '../src/db/schema/index';
import { authed, DEMO_PASSWORD, type TestApp, tokenFor } from './harness';

/** What the bank-rec integration tests share: a signed-in caller, and transfers built like the browser's. */

export interface Session {
  token: string;
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, payload: unknown): Promise<LightMyRequestResponse>;
  put(url: string, payload?: unknown): Promise<LightMyRequestResponse>;
}

export async function sessionFor(t: TestApp, email: string, password = DEMO_PASSWORD): Promise<Session> {
  const token = await tokenFor(t.app, email, password);
  const headers = authed(token);
  return {
    token,
    get: (url) => t.app.inject({ method: 'GET', url, headers }),
    post: (url, payload) => t.app.inject({ method: 'POST', url, headers, payload: payload as object }),
    put: (url, payload) =>
      t.app.inject({
        method: 'PUT',
        url,
        headers,
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
  };
}

/** The id of a demo organisation, by its name ('' when the seed has none of that name). */
export async function organizationIdOf(t: TestApp, name: string): Promise<string> {
  const [org] = await t.ctx.db.select().from(organizations).where(eq(organizations.name, name));
  return org?.id ?? '';
}

export const URLS = {
  ledgerConfig: '/api/rec/tenant/ledgerConfig',
  parseCode: '/api/bankRec/items/agent/ledgerParseCode',
  tenantConfig: '/api/rec/items/agent/tenantConfig?service=Bank%20Rec',
  companyNames: '/api/bankRec/items/getCompanyName/client',
  addUpdateClient: '/api/bankRec/items/addUpdateClient/client',
  removeClient: (coId: string) => `/api/bankRec/items/removeClient/${encodeURIComponent(coId)}`,
  clients: '/api/bankRec/items/clients',
  newBankLedger: '/api/bankRec/items/bankRecLedger/newBankLedger',
  transferMoney: '/api/bankRec/items/bankRecLedger/transferMoney',
  ledger: '/api/bankRec/items/ledger',
  entry: (id: string) => `/api/bankRec/items/ledger/${id}`,
  voidEntry: (id: string) => `/api/bankRec/items/ledger/${id}/void`,
};

/** The configuration the browser assembles from the spec's two calls. */
export async function browserConfig(s: Session): Promise<LedgerConfig> {
  const config = (await s.get(URLS.ledgerConfig)).json() as {
    data: { configDetails: LedgerConfig['configDetails'] };
  };
  const codes = (await s.post(URLS.parseCode, { select: { accounts: 1, transactionCodes: 1 } })).json() as {
    data: [{ accounts: LedgerConfig['accounts']; transactionCodes: LedgerConfig['transactionCodes'] }];
  };
  return {
    configDetails: config.data.configDetails,
    accounts: codes.data[0].accounts,
    transactionCodes: codes.data[0].transactionCodes,
  };
}

export const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

export function hashOf(lines: readonly TransferLine[]): string {
  return sha256Hex(canonicalTransferLines(lines));
}

/** The request body the browser sends for a transfer draft (lines and hash from the domain). */
export function transferBody(config: LedgerConfig, draft: TransferDraft) {
  const built = buildTransferLines(draft, config);
  if (!built.ok) throw new Error(`draft does not build: ${JSON.stringify(built)}`);
  return {
    data: { payload: built.lines, transferHash: hashOf(built.lines), nonBnkTransfer: built.nonBnkTransfer },
  };
}

/** A body with edited lines, re-hashed so only the server's own checks can refuse it. */
export function rehashed(lines: TransferLine[], nonBnkTransfer: boolean) {
  return { data: { payload: lines, transferHash: hashOf(lines), nonBnkTransfer } };
}

export function bankingDraft(overrides: Partial<TransferDraft> = {}): TransferDraft {
  return {
    mode: 'banking',
    transactionDate: '2026-11-02',
    details: 'Reclass funding overage',
    from: { account: 'Client Funding', customer: 'B&J-01', amount: '1500.00' },
    to: [
      { account: 'Federal Tax', customer: 'B&J-01', amount: '1000.10', taxCode: '941' },
      { account: 'State Withholding', customer: 'ST MARKS', amount: '499.90' },
    ],
    ...overrides,
  };
}

export interface LedgerPage {
  data: {
    rows: { id: string; amount: string; transactionDate: string; coName: string; [key: string]: unknown }[];
    total: number | null;
    totalExact: boolean;
    sumAmount: string | null;
    page: number | null;
    limit: number;
    nextCursor: string | null;
  };
}

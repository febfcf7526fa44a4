import {
  addDays,
  buildTransferLines,
  canonicalTransferLines,
  minorToDecimalString,
  seededRandom,
  type TransferDraft,
  transferEntryFields,
} from '@clearline/domain';
import { sql } from 'drizzle-orm';
import { bankRecReader, type LedgerConfigSetup, ledgerSetup } from '../../modules/bank-rec/index';
import type { DbOrTx } from '../../platform/db';
import { sha256Hex } from '../../platform/sha256';
import { bankRecClients, bankRecLedgerEntries, bankRecTransfers } from '../schema/index';
import {
  between,
  DEMO_BANK_ACCOUNTS,
  DEMO_LEDGER_ACCOUNTS,
  DEMO_LEDGERS,
  DEMO_REC_TYPES,
  DEMO_TRANSACTION_CODES,
  type DemoClient,
  demoClients,
  pick,
  type Rng,
} from './bank-rec-demo-data';
import { type DemoEntry, demoLedgerEntries } from './bank-rec-demo-ledger';

/** Fixed: the same demo every time (for a given "today"). */
export const BANK_REC_DEMO_SEED = 0x0c1ea71e;
/** Rows per INSERT (one JSON parameter each). */
const BATCH = 5_000;

/** The columns the demo entries fill, with their SQL types (the rest take their defaults). */
const BULK_COLUMNS = {
  organizationId: ['organization_id', 'uuid'],
  checkNo: ['check_no', 'text'],
  details: ['details', 'text'],
  amountMinor: ['amount_minor', 'bigint'],
  transactionDate: ['transaction_date', 'date'],
  coId: ['co_id', 'text'],
  ledger: ['ledger', 'text'],
  transactionType: ['transaction_type', 'text'],
  taxType: ['tax_type', 'text'],
  account: ['account', 'text'],
  ledgerId: ['ledger_id', 'text'],
  accountId: ['account_id', 'text'],
  manualCheck: ['manual_check', 'boolean'],
  recType: ['rec_type', 'text'],
  taxCode: ['tax_code', 'text'],
  taxConfirmation: ['tax_confirmation', 'text'],
  quarter: ['quarter', 'text'],
  status: ['status', 'text'],
  source: ['source', 'text'],
  voidReason: ['void_reason', 'text'],
  voidedAt: ['voided_at', 'timestamptz'],
} as const satisfies Partial<Record<keyof DemoEntry, readonly [string, string]>>;

const TEXT_DEFAULTS = {
  checkNo: '',
  ledger: '',
  transactionType: '',
  taxType: '',
  ledgerId: '',
  accountId: '',
  recType: '',
  taxCode: '',
  taxConfirmation: '',
  quarter: '',
};

/**
 * A COPY-like bulk insert that works on PGlite and PostgreSQL alike: the rows travel as one JSON
 * parameter and jsonb_to_recordset turns them into rows inside the server (no per-row round trip, no
 * parameter-count limit). Constraints and the generated search column apply as for any insert.
 */
async function bulkInsertEntries(tx: DbOrTx, rows: DemoEntry[]): Promise<void> {
  const keys = Object.keys(BULK_COLUMNS) as (keyof typeof BULK_COLUMNS)[];
  const names = keys.map((k) => BULK_COLUMNS[k][0]).join(', ');
  const types = keys.map((k) => `${BULK_COLUMNS[k][0]} ${BULK_COLUMNS[k][1]}`).join(', ');
  const json = JSON.stringify(
    rows.map((row) => {
      const full: Record<string, unknown> = { ...TEXT_DEFAULTS, manualCheck: false, ...row };
      return Object.fromEntries(keys.map((k) => [BULK_COLUMNS[k][0], full[k] ?? null]));
    }),
  );
  await tx.execute(
    sql`insert into bank_rec_ledger_entries (${sql.raw(names)}) select ${sql.raw(names)} from jsonb_to_recordset(${json}::jsonb) as r(${sql.raw(types)})`,
  );
}

export interface BankRecDemoOptions {
  /** 'YYYY-MM-DD': the last day of the two years of entries. */
  today: string;
  /** Who posts the demo transfers. */
  userId?: string | undefined;
}

/** A ledger area's tenant configuration as the demo seeds write it (bank-rec's LedgerConfigSetup). */
export type DemoLedgerConfig = LedgerConfigSetup;

const BANK_REC_DEMO_CONFIG: DemoLedgerConfig = {
  service: 'Bank Rec',
  area: 'bankRec',
  bankAccounts: DEMO_BANK_ACCOUNTS,
  ledgers: DEMO_LEDGERS,
  ledgerAccounts: DEMO_LEDGER_ACCOUNTS,
  transactionCodes: DEMO_TRANSACTION_CODES,
  recTypes: DEMO_REC_TYPES,
};

/**
 * The tenant configuration any organisation needs before ledger records can be added: the bank-rec
 * demo's by default, the employer-funds demo's for the wage-access organisation.
 */
export async function seedBankRecConfig(
  tx: DbOrTx,
  organizationId: string,
  config: DemoLedgerConfig = BANK_REC_DEMO_CONFIG,
): Promise<void> {
  await ledgerSetup.write(tx, organizationId, config);
}

/**
 * The demo bureau's bank reconciliation records: configuration, ~60 customers, ~20,000 ledger entries
 * over the two years up to `today`, and a few transfers. Multi-row inserts in batches keep the first
 * start of `npm start` fast on PGlite.
 */
export async function seedBankRecDemo(tx: DbOrTx, organizationId: string, options: BankRecDemoOptions) {
  const rng = seededRandom(BANK_REC_DEMO_SEED);
  await seedBankRecConfig(tx, organizationId);
  const clients = demoClients(rng);
  await tx.insert(bankRecClients).values(
    clients.map((c) => ({
      organizationId,
      coId: c.coId,
      coName: c.coName,
      coFein: c.coFein,
      coStatus: c.coStatus,
      coEes: String(c.employees),
    })),
  );
  const entries = demoLedgerEntries(rng, organizationId, clients, options.today);
  for (let i = 0; i < entries.length; i += BATCH) await bulkInsertEntries(tx, entries.slice(i, i + BATCH));
  const transfers = await seedTransfers(tx, organizationId, rng, clients, options);
  // Embedded PGlite has no autovacuum: give the planner statistics for the search-ledger choices.
  await tx.execute(sql`analyze bank_rec_ledger_entries`);
  return { clients: clients.length, entries: entries.length + transfers, transfers: transfers / 3 };
}

/** A few transfers built by the domain (the browser's path): each one from line and two to lines. */
async function seedTransfers(
  tx: DbOrTx,
  organizationId: string,
  rng: Rng,
  clients: DemoClient[],
  options: BankRecDemoOptions,
): Promise<number> {
  const { config } = await bankRecReader.ledgerConfig(tx, organizationId);
  const active = clients.filter((c) => c.coStatus === 'Active');
  let lines = 0;
  for (let n = 0; n < 10; n += 1) {
    const [from, toA, toB] = [pick(rng, active), pick(rng, active), pick(rng, active)];
    const first = between(rng, 50_00, 2_500_00);
    const second = between(rng, 10_00, 1_500_00);
    const banking = n % 2 === 0;
    const date = addDays(options.today, -between(rng, 1, 170));
    const draft: TransferDraft = {
      mode: banking ? 'banking' : 'nonBanking',
      transactionDate: date,
      details: banking
        ? `Reclass funding overage to tax impound ${from.coId}`
        : `Move funding overpayment ${from.coId} to ${toA.coId} and ${toB.coId}`,
      from: { account: 'Client Funding', customer: from.coId, amount: minorToDecimalString(first + second) },
      to: [
        {
          account: banking ? 'Federal Tax' : '',
          customer: toA.coId,
          amount: minorToDecimalString(first),
          taxCode: '941',
        },
        {
          account: banking ? 'State Withholding' : '',
          customer: toB.coId,
          amount: minorToDecimalString(second),
        },
      ],
    };
    const built = buildTransferLines(draft, config);
    if (!built.ok) throw new Error(`demo transfer ${n} does not build: ${built.error}`);
    const hash = sha256Hex(canonicalTransferLines(built.lines));
    const [transfer] = await tx
      .insert(bankRecTransfers)
      .values({
        organizationId,
        transferHash: hash,
        payloadHash: hash,
        nonBanking: built.nonBnkTransfer,
        transactionDate: date,
        details: built.lines[0]?.details ?? '',
        amountMinor: first + second,
        lineCount: built.lines.length,
        createdBy: options.userId ?? null,
      })
      .returning({ id: bankRecTransfers.id });
    if (!transfer) throw new Error('demo transfer insert returned nothing');
    const rows: DemoEntry[] = built.lines.map((line, i) => ({
      ...transferEntryFields(line, i, i === 0 ? -(first + second) : i === 1 ? first : second),
      organizationId,
      status: 'open',
      source: 'transfer',
      transferId: transfer.id,
      createdBy: options.userId ?? null,
    }));
    await tx.insert(bankRecLedgerEntries).values(rows);
    lines += rows.length;
  }
  return lines;
}

import { Readable } from 'node:stream';
import { addDays } from '@clearline/domain';
import type { LedgerArea } from '@clearline/domain/areas';
import { seededRandom } from '@clearline/domain/matching';
import { and, eq, sql } from 'drizzle-orm';
import {
  bankRecBankAccounts,
  bankRecClients,
  bankRecLedgerAccounts,
  bankRecLedgerEntries,
  bankRecLedgers,
  memberships,
  organizations,
  recReconcilingTypes,
  users,
} from '../../src/db/schema/index';
import { DEMO_BUREAU, DEMO_WAGE_ACCESS } from '../../src/db/seed/demo';
import type { Caller } from '../../src/platform/auth-context';
import { queryRows } from '../../src/platform/db';
import type { TestApp } from '../harness';
import { type EwaSim, ewaSim } from './employer-funds';

/**
 * A small random world per simulated sequence: its own bank account, a handful of ledger entries in one
 * month, and two consecutive BAI2 statement files whose lines are the entries' bank twins (same amount,
 * a few days later; checks with their number) plus bank-only noise. The files' daily opening and closing
 * balances add up with their lines, so the bank-to-book identity must hold whatever is imported.
 *
 * In either ledger area: a bank-rec world lives in the demo bureau, an employer-funds world in the
 * wage-access organisation, where its account is an 'ewa' account, its entries an employer's (with the
 * partner), and its bank lines name the employer's ACH description or the partner as the area's bank
 * files do, with one partner settlement debit for a day's advances (the employer-funds rules' 1:N).
 */

export const SIM_MONTH = '2026-03';
const FIRST_DAY = '2026-03-02';

export interface SimEnv {
  t: TestApp;
  area: LedgerArea;
  organizationId: string;
  caller: Caller;
  clientCoId: string;
  /** Employer funds: the employer's partner and ACH description (what its bank lines show). */
  partner: string | null;
  achDescription: string;
  recType: string;
  ledger: { ledger: string; ledgerId: string };
  /** Employer funds: the ewa user's session and employers for the steps that move coverage (else null). */
  ewa: EwaSim | null;
}

export interface SimWorld {
  seed: number;
  accountId: string;
  files: { name: string; bytes: Buffer }[];
}

/** The demo organisation of each area (ops@demo.test manages both). */
const SIM_ORGANIZATIONS: Record<LedgerArea, string> = { bankRec: DEMO_BUREAU, ewa: DEMO_WAGE_ACCESS };

export async function simEnv(t: TestApp, area: LedgerArea = 'bankRec'): Promise<SimEnv> {
  const [org] = await t.ctx.db
    .select()
    .from(organizations)
    .where(eq(organizations.name, SIM_ORGANIZATIONS[area]));
  const [ops] = await t.ctx.db.select().from(users).where(eq(users.email, 'ops@demo.test'));
  if (!org || !ops) throw new Error('demo data missing');
  const [membership] = await t.ctx.db
    .select()
    .from(memberships)
    .where(and(eq(memberships.userId, ops.id), eq(memberships.organizationId, org.id)));
  const [client] = await t.ctx.db
    .select()
    .from(bankRecClients)
    .where(and(eq(bankRecClients.organizationId, org.id), eq(bankRecClients.area, area)))
    .limit(1);
  const [recType] = await t.ctx.db
    .select()
    .from(recReconcilingTypes)
    .where(and(eq(recReconcilingTypes.organizationId, org.id), eq(recReconcilingTypes.systemAssigned, false)))
    .limit(1);
  const [ledger] = await t.ctx.db
    .select()
    .from(bankRecLedgers)
    .where(eq(bankRecLedgers.organizationId, org.id))
    .limit(1);
  if (!client || !recType || !ledger) throw new Error('demo configuration missing');
  return {
    t,
    area,
    organizationId: org.id,
    caller: {
      userId: ops.id,
      sessionId: '00000000-0000-0000-0000-000000000000',
      organizationId: org.id,
      roles: membership?.roleIds ?? [110],
      email: ops.email,
    },
    clientCoId: client.coId,
    partner: client.partner,
    achDescription: client.achDescription,
    recType: recType.name,
    ledger: { ledger: ledger.name, ledgerId: ledger.ledgerId },
    ewa: area === 'ewa' ? await ewaSim(t, client.coId) : null,
  };
}

interface Twin {
  date: string;
  amountMinor: number;
  typeCode: string;
  bankRef: string;
  customerRef: string;
  text: string;
}

export async function createWorld(env: SimEnv, seed: number): Promise<SimWorld> {
  const random = seededRandom(seed);
  const int = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
  const accountId = `SIM${seed}`;
  await env.t.ctx.db
    .insert(bankRecBankAccounts)
    .values({ organizationId: env.organizationId, name: `Simulation ${seed}`, accountId, area: env.area });
  const account = `Simulation ${seed}`;
  await env.t.ctx.db
    .insert(bankRecLedgerAccounts)
    .values({ organizationId: env.organizationId, accountName: account, accountId, ...env.ledger });

  // A few amounts repeat on purpose: identical candidates must be suggested, never guessed.
  const amounts = Array.from({ length: 4 }, () => int(100, 900_000) * (random() < 0.5 ? -1 : 1));
  const entries = Array.from({ length: int(4, 10) }, (_, i) => {
    const check = random() < 0.25;
    return {
      organizationId: env.organizationId,
      area: env.area,
      partner: env.partner,
      coId: env.clientCoId,
      account,
      ledger: env.ledger.ledger,
      ledgerId: env.ledger.ledgerId,
      accountId,
      transactionDate: addDays(FIRST_DAY, int(0, 20)),
      amountMinor: check ? -int(100, 500_000) : (amounts[int(0, 3)] ?? 100),
      checkNo: check ? String(1000 + seed * 20 + i) : '',
      details: `Sim ${seed} entry ${i}`,
      transactionType: check ? 'Check' : 'ACH',
      source: 'manual' as const,
    };
  });
  // Employer funds: two to four advances of one day, settled by the partner in one debit.
  const advances =
    env.area === 'ewa'
      ? Array.from({ length: int(2, 4) }, (_, i) => ({
          ...(entries[0] as (typeof entries)[number]),
          transactionDate: addDays(FIRST_DAY, 7),
          amountMinor: -int(1_000, 90_000),
          checkNo: '',
          details: `Sim ${seed} advance ${i}`,
          transactionType: 'Wage Advance Debit',
        }))
      : [];
  const rows = await env.t.ctx.db.insert(bankRecLedgerEntries).values(entries).returning();
  if (advances.length > 0) await env.t.ctx.db.insert(bankRecLedgerEntries).values(advances);

  const twins: Twin[] = [];
  for (const [i, e] of rows.entries()) {
    if (random() < 0.2) continue; // outstanding in the book
    const check = e.checkNo !== '';
    twins.push({
      date: addDays(e.transactionDate, check ? int(0, 5) : int(0, 2)),
      amountMinor: e.amountMinor,
      typeCode: check ? '475' : e.amountMinor < 0 ? '455' : '165',
      bankRef: check ? e.checkNo : `T${seed}X${i}`,
      customerRef: check ? e.checkNo : '',
      text: check ? `CHECK ${e.checkNo}` : twinText(env, seed, i, random),
    });
  }
  if (advances.length > 0) {
    twins.push({
      date: addDays(FIRST_DAY, 8),
      amountMinor: advances.reduce((sum, a) => sum + a.amountMinor, 0),
      typeCode: '455',
      bankRef: `S${seed}`,
      customerRef: '',
      text: `ACH DEBIT ${env.partner} SETTLEMENT`,
    });
  }
  for (let n = int(0, 3); n > 0; n -= 1) {
    twins.push({
      date: addDays(FIRST_DAY, int(0, 25)),
      amountMinor: -int(500, 20_000),
      typeCode: '699',
      bankRef: `FEE${seed}${n}`,
      customerRef: '',
      text: 'SERVICE FEE',
    });
  }
  const split = '2026-03-15';
  const first = twins.filter((x) => x.date < split);
  const second = twins.filter((x) => x.date >= split);
  const opening = 1_000_000_00;
  const closingFirst = opening + first.reduce((s, x) => s + x.amountMinor, 0);
  return {
    seed,
    accountId,
    files: [
      {
        name: `sim-${seed}-a.bai`,
        bytes: Buffer.from(bai2(accountId, first, opening, seed * 2 + 1, FIRST_DAY)),
      },
      {
        name: `sim-${seed}-b.bai`,
        bytes: Buffer.from(bai2(accountId, second, closingFirst, seed * 2 + 2, split)),
      },
    ],
  };
}

/** A bank twin's text: employer-funds lines name the employer's ACH description or the partner. */
function twinText(env: SimEnv, seed: number, i: number, random: () => number): string {
  if (env.area === 'bankRec') return `ACH ${seed} ${i}`;
  const pick = random();
  if (pick < 0.4) return `ACH CREDIT ${env.achDescription} ${seed} ${i}`;
  if (pick < 0.6) return `ACH ${env.partner} ${seed} ${i}`;
  return `ACH ${seed} ${i}`;
}

const yymmdd = (iso: string) => iso.slice(2).replaceAll('-', '');

/** A BAI2 file with a group per day (its first day always present), daily opening and closing balances. */
function bai2(accountId: string, items: Twin[], opening: number, sequence: number, firstDay: string): string {
  const lines = [`01,021000021,SIMULATION,${yymmdd(firstDay)},0600,${sequence},,,2/`];
  const days = [...new Set([firstDay, ...items.map((i) => i.date)])].sort();
  let balance = opening;
  let fileTotal = 0;
  for (const day of days) {
    const groupStart = lines.length;
    lines.push(`02,SIMULATION,021000021,1,${yymmdd(day)},,USD,2/`);
    const mine = items.filter((i) => i.date === day);
    const closing = balance + mine.reduce((s, i) => s + i.amountMinor, 0);
    const accountStart = lines.length;
    lines.push(`03,${accountId},USD,010,${balance},,,015,${closing},,/`);
    let accountTotal = balance + closing;
    for (const i of mine) {
      lines.push(`16,${i.typeCode},${Math.abs(i.amountMinor)},Z,${i.bankRef},${i.customerRef},${i.text}/`);
      accountTotal += Math.abs(i.amountMinor);
    }
    lines.push(`49,${accountTotal},${lines.length - accountStart + 1}/`);
    lines.push(`98,${accountTotal},1,${lines.length - groupStart + 1}/`);
    fileTotal += accountTotal;
    balance = closing;
  }
  lines.push(`99,${fileTotal},${days.length},${lines.length + 1}/`);
  return `${lines.join('\n')}\n`;
}

/** Uploads a statement file as a user would and runs the jobs it queues (the import, then auto-match). */
export async function importFile(env: SimEnv, file: { name: string; bytes: Buffer }) {
  const answer = await env.t.services.imports.upload(
    env.caller,
    env.organizationId,
    env.area,
    { filename: file.name, stream: Readable.from([file.bytes]), truncated: () => false },
    { source: 'import', kind: 'statement' },
  );
  await env.t.ctx.jobs.drain();
  return answer;
}

/** What must not change when nothing should: the account's bank lines, live matches and entry states. */
export async function snapshot(env: SimEnv, accountId: string): Promise<string> {
  const [row] = await queryRows<{ bank: string; matches: string; ledger: string }>(
    env.t.ctx.db,
    sql`select
      (select coalesce(string_agg(row_key || ':' || amount_minor || ':' || value_date, ',' order by row_key), '')
         from bank_transactions where organization_id = ${env.organizationId} and account_id = ${accountId}) as bank,
      (select count(*)::text from matches where organization_id = ${env.organizationId}
          and account_id = ${accountId} and status = 'confirmed') as matches,
      (select coalesce(string_agg(id::text || ':' || status, ',' order by id), '')
         from bank_rec_ledger_entries where organization_id = ${env.organizationId} and account_id = ${accountId}) as ledger`,
  );
  return JSON.stringify(row);
}

/** The account's bank lines only (un-import then re-import must bring back exactly these). */
export async function bankLines(env: SimEnv, accountId: string): Promise<string> {
  return JSON.parse(await snapshot(env, accountId)).bank;
}

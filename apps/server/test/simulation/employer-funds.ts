import type { SubledgerRecResponse } from '@clearline/contracts';
import { addDays, type LedgerConfig, minorToDecimalString } from '@clearline/domain';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';
import { queryRows } from '../../src/platform/db';
import { type Session, sessionFor } from '../bank-rec-fixtures';
import { EWA_URLS, ewaConfig, ewaTransferBody } from '../ewa-fixtures';
import { authed, type TestApp } from '../harness';

/**
 * The employer-funds side of the simulation: steps that move an employer's funds coverage (hand-added
 * advances and fundings, partner settlement files and their un-imports, transfers between employers,
 * voids), each through HTTP as the ewa user, and the invariant that the coverage the server answers is
 * the ledger's plain sum. The steps write to the demo's employer-funds ledger accounts (not the sequence's
 * simulated bank account), so the shared invariants of that account are untouched by them.
 */

type Coverage = z.infer<typeof SubledgerRecResponse>['data'];
type CoverageRow = Coverage['rows'][number];

export interface EwaSim {
  session: Session;
  config: LedgerConfig;
  /** The employer the simulated worlds' entries belong to, and another one to transfer to and from. */
  employer: { employer: string; partner: string };
  other: { employer: string; partner: string };
  /** Today in the organisation's zone (the sub-ledger's default asOf) when the run began. */
  today: string;
}

/** A 4xx answer to a simulated step: a refusal, which must have changed nothing. */
export class HttpRefusal extends Error {
  constructor(
    readonly status: number,
    body: string,
  ) {
    super(`HTTP ${status}: ${body}`);
  }
}

const api = '/api/employeeFunds/items';

/** The ewa user's session and the two employers the steps move money between. */
export async function ewaSim(t: TestApp, employer: string): Promise<EwaSim> {
  const session = await sessionFor(t, 'ewa@demo.test');
  const { rows, asOf: today } = await readCoverage(session, null);
  const mine = rows.find((r) => r.employer === employer);
  const other = rows.find((r) => r.employer !== employer);
  if (!mine || !other) throw new Error('the wage-access demo has two employers');
  return {
    session,
    config: await ewaConfig(session),
    employer: { employer: mine.employer, partner: mine.partner },
    other: { employer: other.employer, partner: other.partner },
    today,
  };
}

function answer<T>(res: LightMyRequestResponse, ok = 200): T {
  if (res.statusCode >= 400 && res.statusCode < 500) throw new HttpRefusal(res.statusCode, res.body);
  if (res.statusCode !== ok) throw new Error(`HTTP ${res.statusCode}: ${res.body}`);
  return res.json() as T;
}

/** Every employer's coverage as of the date (today when null), all pages. */
export async function readCoverage(session: Session, asOf: string | null): Promise<Coverage> {
  const rows: CoverageRow[] = [];
  let first: Coverage | undefined;
  for (let page = 1; ; page += 1) {
    const query = `?status=all&limit=500&page=${page}${asOf ? `&asOf=${asOf}` : ''}`;
    const data = answer<{ data: Coverage }>(await session.get(`${api}/subledgerRec${query}`)).data;
    first ??= data;
    rows.push(...data.rows);
    if (data.rows.length === 0 || rows.length >= data.total) break;
  }
  return { ...(first as Coverage), rows };
}

const cents = (amount: string) => Math.round(Number(amount) * 100);

/** The simulated employer's balance as of today, as the sub-ledger page shows it. */
async function balanceToday(sim: EwaSim): Promise<number> {
  const res = await sim.session.get(`${api}/subledgerRec?search=${sim.employer.employer}&limit=500`);
  const row = answer<{ data: Coverage }>(res).data.rows.find((r) => r.employer === sim.employer.employer);
  return cents(row?.balance ?? '0');
}

/**
 * What the sequence wrote through these steps: hand-added and transfer line ids (void candidates) and
 * live settlement imports (un-import candidates).
 */
export interface EwaWrites {
  entries: string[];
  settlements: string[];
  files: number;
}

export type EwaStep = 'shortBy' | 'cover' | 'settle' | 'unsettle' | 'transfer' | 'void';
export const EWA_STEPS: EwaStep[] = ['shortBy', 'cover', 'settle', 'unsettle', 'transfer', 'void'];

/** Runs one employer-funds step; answers what it did, for the sequence's log. */
export async function ewaStep(
  t: TestApp,
  sim: EwaSim,
  writes: EwaWrites,
  step: EwaStep,
  seed: number,
  random: () => number,
): Promise<string> {
  const { today } = sim;
  const int = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
  // Inside the simulated month or today: coverage as of either date moves.
  const date = random() < 0.5 ? addDays('2026-03-02', int(0, 27)) : today;
  const { employer, partner } = sim.employer;
  const line = (amountMinor: number, kind: 'advance' | 'funding') => ({
    data: {
      details: `Sim ${seed} ${kind}`,
      amount: minorToDecimalString(amountMinor),
      transactionDate: date,
      employer,
      partner,
      accountName: kind === 'advance' ? 'Wage Advances' : 'Employer Funding',
      transactionType: kind === 'advance' ? 'Wage Advance Debit' : 'employer funding credit',
    },
  });
  switch (step) {
    case 'shortBy': {
      // An advance beyond what the employer has in (or deeper when already short).
      const amount = -(Math.max(0, await balanceToday(sim)) + int(1, 50_000));
      const res = await sim.session.post(EWA_URLS.newBankLedger, line(amount, 'advance'));
      writes.entries.push(answer<{ data: { id: string } }>(res).data.id);
      return `shortBy ${minorToDecimalString(amount)} on ${date}`;
    }
    case 'cover': {
      const amount = Math.max(0, -(await balanceToday(sim))) + int(1, 50_000);
      const res = await sim.session.post(EWA_URLS.newBankLedger, line(amount, 'funding'));
      writes.entries.push(answer<{ data: { id: string } }>(res).data.id);
      return `cover ${minorToDecimalString(amount)} on ${date}`;
    }
    case 'settle': {
      writes.files += 1;
      const balance = await balanceToday(sim);
      const lines = [
        `${date},${employer},W-${seed}-${writes.files}-1,${minorToDecimalString(Math.max(0, balance) + int(1, 30_000))},advance`,
        `${date},${employer},W-${seed}-${writes.files}-2,${minorToDecimalString(int(1, 20_000))},repayment`,
        `${date},${employer},W-${seed}-${writes.files}-3,${minorToDecimalString(int(1, 500))},fee`,
      ].slice(0, int(1, 3));
      const csv = `date,employer,worker,amount,type\n${lines.join('\n')}\n`;
      const importId = await uploadSettlement(t, sim, `sim-${seed}-${writes.files}.csv`, csv);
      await t.ctx.jobs.drain();
      writes.settlements.push(importId);
      return `settle ${lines.length} lines on ${date}`;
    }
    case 'unsettle': {
      const importId = writes.settlements[int(0, writes.settlements.length - 1)];
      if (!importId) return 'unsettle (none)';
      const res = await sim.session.post(`${api}/fileImport/${importId}/unimport`, {});
      answer(res);
      writes.settlements.splice(writes.settlements.indexOf(importId), 1);
      return 'unsettle';
    }
    case 'transfer': {
      const [from, to] = random() < 0.5 ? [sim.employer, sim.other] : [sim.other, sim.employer];
      const amount = minorToDecimalString(int(1, 80_000));
      const body = ewaTransferBody(sim.config, {
        mode: 'banking',
        transactionDate: date,
        details: `Sim ${seed} transfer ${writes.entries.length} ${random()}`,
        from: { account: 'Employer Funding', ...from, amount },
        to: [{ account: 'Employer Funding', ...to, amount }],
      });
      const res = await sim.session.post(EWA_URLS.ewaTransferMoney, body);
      const data = answer<{ data: { entries: { id: string }[] } }>(res).data;
      writes.entries.push(...data.entries.map((e) => e.id));
      return `transfer ${amount} ${from.employer} -> ${to.employer} on ${date}`;
    }
    case 'void': {
      const id = writes.entries[int(0, writes.entries.length - 1)];
      if (!id) return 'void (none)';
      answer(await sim.session.post(EWA_URLS.voidEntry(id), { reason: 'Simulated mistake' }));
      writes.entries.splice(writes.entries.indexOf(id), 1);
      return 'void';
    }
  }
}

async function uploadSettlement(t: TestApp, sim: EwaSim, name: string, csv: string): Promise<string> {
  const boundary = '----simulation-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/csv\r\n\r\n`;
  const res = await t.app.inject({
    method: 'POST',
    url: `${api}/fileImport?kind=ledger&partner=${sim.employer.partner}`,
    payload: Buffer.concat([Buffer.from(head), Buffer.from(csv), Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { ...authed(sim.session.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  return answer<{ data: { importId: string } }>(res, 202).data.importId;
}

/**
 * Coverage equals the ledger's sum, as of the date (today when null): for every employer of the
 * organisation, the server's balance and line count are the plain sum and count of its non-void
 * employer-funds lines dated up to then (summed here in SQL, apart from the server's coverage query);
 * funded − advanced + repaid − fees = balance; short iff balance < 0, shortfall = −balance, short since a
 * date iff short; the totals are the rows' sums. Answers what differs ('' when all holds) and the number
 * of short employers.
 */
export async function coverageDifferences(
  t: TestApp,
  sim: EwaSim,
  organizationId: string,
  asOf: string | null,
): Promise<{ differences: string[]; short: number; asOf: string }> {
  const coverage = await readCoverage(sim.session, asOf);
  const sums = await queryRows<{ co_id: string; balance: string; lines: number }>(
    t.ctx.db,
    sql`select co_id, sum(amount_minor)::text as balance, count(*)::int as lines
          from bank_rec_ledger_entries
         where organization_id = ${organizationId} and area = 'ewa' and status <> 'void'
           and transaction_date <= ${coverage.asOf}::date
         group by co_id`,
  );
  const ledger = new Map(sums.map((s) => [s.co_id, s]));
  const differences: string[] = [];
  const differ = (what: string) => differences.push(`${what} as of ${coverage.asOf}`);
  if (coverage.rows.length !== coverage.total) differ(`${coverage.rows.length} rows of ${coverage.total}`);
  let total = 0;
  let short = 0;
  for (const row of coverage.rows) {
    const sum = Number(ledger.get(row.employer)?.balance ?? '0');
    const lines = ledger.get(row.employer)?.lines ?? 0;
    const balance = cents(row.balance);
    total += balance;
    if (balance !== sum)
      differ(`${row.employer} balance ${row.balance}, ledger sum ${minorToDecimalString(sum)}`);
    if (row.lines !== lines) differ(`${row.employer} ${row.lines} lines, ledger ${lines}`);
    const parts = cents(row.funded) - cents(row.advanced) + cents(row.repaid) - cents(row.fees);
    if (parts !== balance)
      differ(`${row.employer} funded − advanced + repaid − fees = ${parts}, balance ${balance}`);
    if (row.short !== balance < 0) differ(`${row.employer} short ${row.short} with balance ${row.balance}`);
    if (cents(row.shortfall) !== (balance < 0 ? -balance : 0))
      differ(`${row.employer} shortfall ${row.shortfall}`);
    if ((row.shortSince !== null) !== row.short) differ(`${row.employer} short since ${row.shortSince}`);
    if (row.short) short += 1;
  }
  const orphans = sums.filter((s) => !coverage.rows.some((r) => r.employer === s.co_id));
  if (orphans.length) differ(`lines of employers without a row: ${orphans.map((o) => o.co_id).join(', ')}`);
  if (coverage.totals.shortEmployers !== short)
    differ(`totals.shortEmployers ${coverage.totals.shortEmployers}`);
  if (cents(coverage.totals.balance) !== total) differ(`totals.balance ${coverage.totals.balance}`);
  return { differences, short, asOf: coverage.asOf };
}

/** The ewaSubledgerRec count of the notification call. */
export async function subledgerQueueCount(sim: EwaSim): Promise<number> {
  const res = await sim.session.get(EWA_URLS.notification);
  return answer<{ data: { ewaSubledgerRec: number }[] }>(res).data[0]?.ewaSubledgerRec ?? -1;
}

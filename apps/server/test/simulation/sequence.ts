import { addDays } from '@clearline/domain';
import type { LedgerArea } from '@clearline/domain/areas';
import { seededRandom } from '@clearline/domain/matching';
import { sql } from 'drizzle-orm';
import type { ReconcileService } from '../../src/modules/reconcile/index';
import { queryRows } from '../../src/platform/db';
import { AppError, periodLockedError } from '../../src/platform/errors';
import {
  coverageDifferences,
  EWA_STEPS,
  type EwaStep,
  type EwaWrites,
  ewaStep,
  HttpRefusal,
  subledgerQueueCount,
} from './employer-funds';
import { summaryDifferences } from './summaries';
import { bankLines, createWorld, importFile, SIM_MONTH, type SimEnv, type SimWorld, snapshot } from './world';

/**
 * One seeded random sequence of what users do: import, re-import, un-import (and re-import), auto-match,
 * manual match (balanced or with an adjustment), unmatch, accept or reject a suggestion; in employer funds
 * also what moves an employer's funds coverage (employer-funds.ts: an advance that leaves it short, a
 * funding that covers it, a partner settlement file and its un-import, a transfer between employers, a
 * void), certify the month (which locks it) and reopen it. After every step the invariants are checked;
 * a refusal (a 4xx) is fine as long as it changed nothing, and while the month is certified its figures
 * on the panel never change, whatever the step.
 */

export type StepName =
  | 'import'
  | 'reimport'
  | 'unimport'
  | 'autoMatch'
  | 'manualMatch'
  | 'unmatch'
  | 'accept'
  | 'reject'
  | 'lock'
  | 'reopen'
  | EwaStep;

const STEPS: StepName[] = [
  'import',
  'import',
  'reimport',
  'unimport',
  'autoMatch',
  'manualMatch',
  'manualMatch',
  'unmatch',
  'accept',
  'reject',
  'lock',
  'reopen',
];
/** Employer funds: the shared steps, and the coverage steps about as often as all of them together. */
const STEPS_OF: Record<LedgerArea, StepName[]> = {
  bankRec: STEPS,
  ewa: [...STEPS, ...EWA_STEPS, ...EWA_STEPS],
};

export interface SequenceLog {
  seed: number;
  steps: string[];
}

export async function runSequence(env: SimEnv, seed: number, length: number): Promise<SequenceLog> {
  const random = seededRandom(seed * 7919 + 17);
  const sampler = seededRandom(seed * 104_729 + 3);
  const pick = <T>(list: readonly T[]): T | undefined => list[Math.floor(random() * list.length)];
  const world = await createWorld(env, seed);
  const log: SequenceLog = { seed, steps: [] };
  const live = new Map<number, string>(); // file index -> import id
  const { reconcile, suggestions } = env.t.services;
  const { caller, organizationId, area } = env;
  const { accountId } = world;
  const writes: EwaWrites = { entries: [], settlements: [], files: 0 };
  /** The month's panel figures when it was certified; null while it is not. */
  let locked: string | null = null;

  for (let n = 0; n < length; n += 1) {
    const step = pick(STEPS_OF[area]) ?? 'autoMatch';
    const before = await snapshot(env, accountId);
    let note: string = step;
    try {
      switch (step) {
        case 'import': {
          const index = pick([0, 1]) ?? 0;
          if (live.has(index)) break;
          const answer = await importFile(env, world.files[index] ?? { name: '', bytes: Buffer.alloc(0) });
          live.set(index, answer.data.importId);
          note += ` file ${index}`;
          break;
        }
        case 'reimport': {
          const index = pick([...live.keys()]);
          if (index === undefined) break;
          await importFile(env, world.files[index] ?? { name: '', bytes: Buffer.alloc(0) });
          check((await snapshot(env, accountId)) === before, 'a re-import changed the account', log);
          note += ` file ${index}`;
          break;
        }
        case 'unimport': {
          const index = pick([...live.keys()]);
          if (index === undefined) break;
          const bankBefore = await bankLines(env, accountId);
          await env.t.services.imports.unimport(caller, organizationId, area, live.get(index) ?? '');
          live.delete(index);
          note += ` file ${index}`;
          if (random() < 0.5) {
            const answer = await importFile(env, world.files[index] ?? { name: '', bytes: Buffer.alloc(0) });
            live.set(index, answer.data.importId);
            check(
              (await bankLines(env, accountId)) === bankBefore,
              'un-import then re-import lost lines',
              log,
            );
            note += ' and back';
          }
          break;
        }
        case 'autoMatch': {
          const summary = await env.t.services.autoMatch.run(
            { organizationId, accountId, from: null, to: null, userId: caller.userId, trigger: 'manual' },
            null,
          );
          note += ` +${summary.confirmed}`;
          break;
        }
        case 'manualMatch': {
          const bank = await openIds(env, 'bank', accountId);
          const ledger = await openIds(env, 'ledger', accountId);
          const b = pick(bank);
          const l = pick(ledger);
          if (!b || !l) break;
          const adjust = random() < 0.5;
          await env.t.services.matching.manualMatch(caller, organizationId, area, {
            bankTransactionIds: [b],
            ledgerEntryIds: [l],
            ...(adjust ? { adjustment: { recType: env.recType, reason: 'simulated difference' } } : {}),
          });
          break;
        }
        case 'unmatch': {
          const id = pick(await liveMatches(env, accountId));
          if (id) await env.t.services.matching.unmatch(caller, organizationId, area, id, 'simulated');
          break;
        }
        case 'shortBy':
        case 'cover':
        case 'settle':
        case 'unsettle':
        case 'transfer':
        case 'void': {
          if (env.ewa) note = await ewaStep(env.t, env.ewa, writes, step, seed, random);
          break;
        }
        case 'lock': {
          if (locked !== null) break;
          await setMonthState(env, accountId, 'certified');
          locked = await monthFigures(env, reconcile, accountId);
          break;
        }
        case 'reopen': {
          if (locked === null) break;
          await setMonthState(env, accountId, 'in_preparation');
          locked = null;
          break;
        }
        case 'accept':
        case 'reject': {
          const id = pick(await pendingSuggestions(env, accountId));
          if (!id) break;
          if (step === 'accept') await suggestions.accept(caller, organizationId, area, id, undefined);
          else await suggestions.reject(caller, organizationId, area, id, 'simulated');
          break;
        }
      }
    } catch (error) {
      // The database's lock refuses a write to a certified month whoever makes it (a service call here).
      const refusal = periodLockedError(error) ?? error;
      const refused = refusal instanceof AppError || refusal instanceof HttpRefusal;
      if (!refused || refusal.status >= 500) throw withLog(error, log);
      note += ` refused (${refusal.status})`;
      check((await snapshot(env, accountId)) === before, `a refused ${step} changed the account`, log);
    }
    log.steps.push(note);
    // The costlier area checks after the last step and a sixth of the others (their own draw, so the
    // steps a seed takes do not depend on them).
    const last = n === length - 1;
    await checkInvariants(env, world, reconcile, log, { last, full: last || sampler() < 0.15 });
    if (locked !== null) {
      check(
        (await monthFigures(env, reconcile, accountId)) === locked,
        "a locked month's figures changed",
        log,
      );
    }
  }
  return log;
}

/** Certifies the simulated month of the account (as a reviewer would: it locks), or opens it again. */
async function setMonthState(env: SimEnv, accountId: string, state: 'certified' | 'in_preparation') {
  await env.t.ctx.db.execute(sql`
    insert into reconciliation_tasks (organization_id, area, account_id, period, state, due_date)
    values (${env.organizationId}, ${env.area}, ${accountId}, ${SIM_MONTH}, ${state}, ${`${SIM_MONTH}-28`})
    on conflict (organization_id, account_id, period) do update set state = excluded.state`);
}

/** The month's figures as the panel shows them. */
async function monthFigures(env: SimEnv, reconcile: ReconcileService, accountId: string): Promise<string> {
  const panel = await reconcile.panel(env.organizationId, env.area, { month: SIM_MONTH, accountId });
  return JSON.stringify(panel.data.accounts[0] ?? null);
}

async function openIds(env: SimEnv, side: 'bank' | 'ledger', accountId: string): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    env.t.ctx.db,
    side === 'bank'
      ? sql`select bt.id from bank_transactions bt where bt.organization_id = ${env.organizationId}
              and bt.account_id = ${accountId}
              and not exists (select 1 from match_items mi where mi.bank_transaction_id = bt.id and mi.live)
            order by bt.id`
      : sql`select id from bank_rec_ledger_entries where organization_id = ${env.organizationId}
              and account_id = ${accountId} and status = 'open' order by id`,
  );
  return rows.map((r) => r.id);
}

async function liveMatches(env: SimEnv, accountId: string): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    env.t.ctx.db,
    sql`select id from matches where organization_id = ${env.organizationId} and account_id = ${accountId}
          and status = 'confirmed' order by id`,
  );
  return rows.map((r) => r.id);
}

async function pendingSuggestions(env: SimEnv, accountId: string): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    env.t.ctx.db,
    sql`select id from match_suggestions where organization_id = ${env.organizationId}
          and account_id = ${accountId} and status = 'pending' order by id`,
  );
  return rows.map((r) => r.id);
}

async function checkInvariants(
  env: SimEnv,
  world: SimWorld,
  reconcile: ReconcileService,
  log: SequenceLog,
  at: { last: boolean; full: boolean },
) {
  const [row] = await queryRows<{ doubled: number; unbalanced: number; status: number }>(
    env.t.ctx.db,
    sql`select
      (select count(*)::int from (
         select coalesce(mi.bank_transaction_id, mi.ledger_entry_id) from match_items mi
           join matches m on m.id = mi.match_id
          where mi.live and m.organization_id = ${env.organizationId}
          group by 1 having count(*) > 1) d) as doubled,
      (select count(*)::int from matches m
        where m.organization_id = ${env.organizationId} and m.account_id = ${world.accountId}
          and m.status = 'confirmed' and (
            m.bank_total_minor <> (select coalesce(sum(amount_minor), 0) from match_items
                                    where match_id = m.id and side = 'bank' and live)
            or m.ledger_total_minor <> (select coalesce(sum(amount_minor), 0) from match_items
                                         where match_id = m.id and side = 'ledger' and live)
            or (m.difference_minor <> 0 and (m.adjustment_rec_type is null or m.adjustment_reason is null)))) as unbalanced,
      (select count(*)::int from bank_rec_ledger_entries e
        where e.organization_id = ${env.organizationId} and e.account_id = ${world.accountId}
          and (e.status = 'matched') <> exists (select 1 from match_items mi where mi.ledger_entry_id = e.id and mi.live)) as status`,
  );
  // Across the organisation: the employer-funds steps' imports auto-match the demo's accounts too.
  check(row?.doubled === 0, 'a line is in two live matches', log);
  check(row?.unbalanced === 0, 'a live match does not balance and carries no adjustment', log);
  check(row?.status === 0, "a ledger entry's status disagrees with its matches", log);
  const panel = await reconcile.panel(env.organizationId, env.area, {
    month: SIM_MONTH,
    accountId: world.accountId,
  });
  const account = panel.data.accounts[0];
  check(account !== undefined, 'the panel lost the account', log);
  if (account?.bankClosing !== null) {
    check(account?.difference === '0.00', `bank-to-book difference ${account?.difference}`, log);
  }
  for (const invariant of AREA_INVARIANTS[env.area]) {
    const differences = await invariant(env, world, { step: log.steps.length, ...at });
    check(differences.length === 0, `${invariant.name}: ${differences.join('; ')}`, log);
  }
}

/**
 * What must hold in one ledger area only, checked after every step beside the shared invariants above;
 * each answers what differs (nothing when it holds) and a failing one is reported by its function's name
 * (say what must hold in it). `step` is how many steps the sequence has taken, `last` whether it was the
 * last; `full` is false when a costly invariant may skip this time (true after the last step and at
 * random steps).
 */
interface CheckPoint {
  step: number;
  last: boolean;
  full: boolean;
}
type AreaInvariant = (env: SimEnv, world: SimWorld, at: CheckPoint) => Promise<string[]>;
const AREA_INVARIANTS: Record<LedgerArea, AreaInvariant[]> = {
  bankRec: [summariesEqualARecount],
  ewa: [everyLiveMatchStaysInTheEmployerFundsArea, coverageEqualsTheLedgersSum, summariesEqualARecount],
};

/**
 * The dashboards' summaries (kept by triggers, issue 15) equal a full recount of the live rows: the
 * sequence's account after every step, the whole organisation (other accounts' imports and auto-match
 * too) when a costly invariant runs.
 */
async function summariesEqualARecount(env: SimEnv, world: SimWorld, { full }: CheckPoint): Promise<string[]> {
  return summaryDifferences(env.t, env.organizationId, full ? undefined : world.accountId);
}

/**
 * Funds coverage (GET subledgerRec, every employer, all pages) equals the plain sum of each employer's
 * non-void lines, its parts add up to it and short means below zero (employer-funds.ts), as of today
 * (and after the last step also as of a day of the simulated month that moves with the seed); and the
 * ewaSubledgerRec count (GET notification) is the number of employers short today. Checked after a
 * sequence's last step and at a sixth of its other steps (each a read of every employer's coverage).
 */
async function coverageEqualsTheLedgersSum(
  env: SimEnv,
  world: SimWorld,
  { step, last, full }: CheckPoint,
): Promise<string[]> {
  if (!env.ewa) return ['no employer-funds session'];
  if (!full) return [];
  const today = await coverageDifferences(env.t, env.ewa, env.organizationId, null);
  const queue = await subledgerQueueCount(env.ewa);
  const differences = [...today.differences];
  if (last) {
    const inMonth = addDays('2026-03-01', (world.seed * 7 + step * 11) % 31);
    differences.push(...(await coverageDifferences(env.t, env.ewa, env.organizationId, inMonth)).differences);
  }
  if (queue !== today.short)
    differences.push(`ewaSubledgerRec ${queue}, short employers today ${today.short}`);
  return differences;
}

/** An employer-funds account's live matches hold employer-funds ledger lines only. */
async function everyLiveMatchStaysInTheEmployerFundsArea(env: SimEnv, world: SimWorld): Promise<string[]> {
  const [row] = await queryRows<{ n: number }>(
    env.t.ctx.db,
    sql`select count(*)::int as n from match_items mi
          join matches m on m.id = mi.match_id
          join bank_rec_ledger_entries e on e.id = mi.ledger_entry_id
         where mi.live and m.organization_id = ${env.organizationId} and m.account_id = ${world.accountId}
           and e.area <> 'ewa'`,
  );
  return row?.n === 0 ? [] : [`${row?.n} live match items of other areas' lines`];
}

function check(ok: boolean, message: string, log: SequenceLog): void {
  if (!ok) throw new Error(`seed ${log.seed}: ${message} after [${log.steps.join(' | ')}]`);
}

function withLog(error: unknown, log: SequenceLog): Error {
  const message = error instanceof Error ? error.message : String(error);
  return new Error(`seed ${log.seed}: ${message} after [${log.steps.join(' | ')}]`, { cause: error });
}

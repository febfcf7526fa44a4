import { AUTO_MATCH_EVENT, type AutoMatchStatus, type AutoMatchSummary } from '@clearline/contracts';
import { addDays, sumMinor } from '@clearline/domain';
import { type Match, type ResolvedRule, resolveRules } from '@clearline/domain/matching';
import { and, eq, sql } from 'drizzle-orm';
import { jobs } from '../../db/schema/index';
import type { BulkConnection } from '../../platform/bulk';
import type { AppContext } from '../../platform/context';
import { queryRows } from '../../platform/db';
import { conflict, notFound } from '../../platform/errors';
import { internalFailure, logInternalFailure } from '../../platform/job-failure';
import { enqueueJob, type JobHandler, type JobRow } from '../../platform/jobs';
import { orderedId, orderedIdPrefix } from '../../platform/ordered-ids';
import * as repo from './auto-match.repository';
import { lineSetKey, MatchLines } from './engine-lines';
import { runEngine } from './engine-thread';
import { bankRecConfig } from './tenant-config';

export const AUTO_MATCH_JOB = 'auto-match';
/** Recorded on every auto match: which engine and rule set decided it. */
export const ENGINE_VERSION = 'clearline-matching/1';

export interface AutoMatchRequest {
  organizationId: string;
  accountId: string;
  from: string | null;
  to: string | null;
  userId: string | null;
  trigger: 'manual' | 'import';
}

/**
 * How far from a bank line's date the rules can reach a ledger line: `checkWindow` for lines with a check
 * number (a one-to-one rule joining on check numbers only pairs lines that carry one), `window` for every
 * line (all the other rules). Reading the ledger by these two windows instead of the largest window of
 * all rules keeps an import's run from reading every open entry of the last year because checks may
 * clear 180 days late.
 */
export function ledgerReach(rules: readonly ResolvedRule[]): { window: number; checkWindow: number } {
  let window = 0;
  let checkWindow = 0;
  for (const r of rules) {
    if (r.kind === 'one-to-one' && r.required && r.joinCheck && !r.joinReference)
      checkWindow = Math.max(checkWindow, r.window);
    else window = Math.max(window, r.window);
  }
  return { window, checkWindow: Math.max(window, checkWindow) };
}

/** Confirmed matches per transaction: each slice holds the database (and on PGlite the loop) briefly. */
export const MATCH_SLICE = 2000;

/** A confirmed engine match as written: a tolerance difference without an adjustment is not confirmable. */
const confirmable = (m: Match) => m.differenceMinor === 0;

/**
 * Auto-match: the engine (packages/domain/matching) over a bank account's open lines, as a durable job
 * (see `run`: the engine on a worker thread, the writes in slices; docs/adr/0008).
 */
export class AutoMatchService {
  constructor(private readonly ctx: AppContext) {}

  /** Queues a run; the job id is the handle for its status and summary. */
  async enqueue(request: AutoMatchRequest): Promise<string> {
    const known = await queryRows(
      this.ctx.db,
      sql`select 1 from bank_rec_bank_accounts where organization_id = ${request.organizationId} and account_id = ${request.accountId}`,
    );
    if (known.length === 0) {
      throw notFound(`No bank account ${request.accountId} in this organisation.`);
    }
    const jobId = await enqueueJob(this.ctx.db, {
      organizationId: request.organizationId,
      kind: AUTO_MATCH_JOB,
      payload: { accountId: request.accountId, from: request.from, to: request.to, trigger: request.trigger },
      createdBy: request.userId,
    });
    this.ctx.jobs.wake();
    return jobId;
  }

  /**
   * After an import committed: one run per bank account it touched, over the bank lines it brought (a
   * ledger file: over the bank lines its entries can reach, the rules' largest window either side).
   */
  async afterImport(organizationId: string, importId: string, userId: string | null): Promise<void> {
    const spans = await queryRows<{ account_id: string; first: string; last: string; side: string }>(
      this.ctx.db,
      sql`select account_id, min(value_date)::text as first, max(value_date)::text as last, 'bank' as side
            from bank_transactions where organization_id = ${organizationId} and import_id = ${importId}
           group by account_id
          union all
          select account_id, min(transaction_date)::text, max(transaction_date)::text, 'ledger'
            from bank_rec_ledger_entries
           where organization_id = ${organizationId} and import_id = ${importId} and account_id <> ''
           group by account_id`,
    );
    const window = spans.some((s) => s.side === 'ledger') ? await this.maxWindow(organizationId) : 0;
    for (const span of spans) {
      const widen = span.side === 'ledger' ? window : 0;
      await this.enqueue({
        organizationId,
        accountId: span.account_id,
        from: addDays(span.first, -widen),
        to: addDays(span.last, widen),
        userId,
        trigger: 'import',
      }).catch((error) => this.ctx.log.warn({ err: error, importId }, 'auto-match after import not queued'));
    }
  }

  private async maxWindow(organizationId: string): Promise<number> {
    return Math.max(
      0,
      ...resolveRules((await bankRecConfig(this.ctx.db, organizationId)).rules).map((r) => r.window),
    );
  }

  async status(organizationId: string, jobId: string): Promise<AutoMatchStatus> {
    const [job] = await this.ctx.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.id, jobId), eq(jobs.organizationId, organizationId), eq(jobs.kind, AUTO_MATCH_JOB)));
    if (!job) throw notFound('No such auto-match job in this organisation.');
    return statusOf(job);
  }

  handler(): JobHandler {
    return {
      // Whole slices may have committed; running it again reads what is still open, so it is safe.
      onInterrupted: 'retry',
      run: async (job, jobCtx) => {
        const payload = job.payload as { accountId: string; from: string | null; to: string | null };
        const report = (percent: number) => {
          void jobCtx.progress(percent).catch(() => undefined);
          this.emit(job, { status: 'running', progress: percent, summary: null, error: null });
        };
        const summary = await this.run(
          {
            organizationId: job.organizationId ?? '',
            accountId: payload.accountId,
            from: payload.from ?? null,
            to: payload.to ?? null,
            userId: job.createdBy,
            trigger: (job.payload.trigger as AutoMatchRequest['trigger']) ?? 'manual',
          },
          job.id,
          report,
        );
        return summary as unknown as Record<string, unknown>;
      },
      onFinished: async (job) => {
        if (job.status === 'failed') logInternalFailure(this.ctx.log, job, { payload: job.payload });
        this.emit(job, statusOf(job));
      },
    };
  }

  /**
   * One run: the engine off the request thread, then the confirmed matches in slices of MATCH_SLICE, each
   * slice one transaction holding its matches, items, audit rows and ledger statuses (a match never exists
   * without its audit entry), so other requests get the database between slices. A run stopped midway
   * keeps whole slices; running it again is safe (it reads what is still open). Exported for the
   * benchmark and the simulation tests (no job around it).
   */
  async run(
    request: AutoMatchRequest,
    jobId: string | null,
    report: (percent: number) => void = () => undefined,
  ): Promise<AutoMatchSummary> {
    const started = performance.now();
    const rules = (await bankRecConfig(this.ctx.db, request.organizationId)).rules;
    const reach = ledgerReach(resolveRules(rules));
    const { organizationId, accountId, from, to } = request;
    return this.ctx.database.bulk(
      async (conn) => {
        await repo.lockAccount(conn, organizationId, accountId);
        try {
          report(5);
          const bankRows = await repo.openBankLines(conn, organizationId, accountId, from, to);
          const ledgerRows = await repo.openLedgerLines(
            conn,
            organizationId,
            accountId,
            from ? addDays(from, -reach.window) : null,
            to ? addDays(to, reach.window) : null,
            from ? addDays(from, -reach.checkWindow) : null,
            to ? addDays(to, reach.checkWindow) : null,
          );
          report(20);
          const result = await runEngine(accountId, rules, bankRows, ledgerRows);
          report(50);
          const confirmed = result.confirmed.filter(confirmable);
          const rejected = new Set(
            (await repo.rejectedSets(conn, organizationId, accountId)).map((r) =>
              lineSetKey(r.bank_ids, r.ledger_ids),
            ),
          );
          const suggested = [...result.suggested, ...result.confirmed.filter((m) => !confirmable(m))].filter(
            (m) => !rejected.has(lineSetKey(m.bankIds, m.ledgerIds)),
          );
          const lines = new MatchLines(bankRows, ledgerRows);
          for (let i = 0; i < confirmed.length; i += MATCH_SLICE) {
            const slice = confirmed.slice(i, i + MATCH_SLICE);
            await conn.transaction((tx) => this.writeMatches(tx, request, slice, lines));
            report(50 + Math.round(((i + slice.length) / confirmed.length) * 40));
          }
          await conn.transaction(async (tx) => {
            await repo.staleSuggestions(tx, organizationId, accountId, from, to);
            await this.writeSuggestions(tx, request, jobId, suggested);
          });
          report(95);
          const matchedBank = confirmed.reduce((n, m) => n + m.bankIds.length, 0);
          const matchedLedger = confirmed.reduce((n, m) => n + m.ledgerIds.length, 0);
          return {
            accountId,
            from,
            to,
            bankLines: bankRows.length,
            ledgerLines: ledgerRows.length,
            confirmed: confirmed.length,
            confirmedLines: matchedBank + matchedLedger,
            suggested: suggested.length,
            leftOpenBank: bankRows.length - matchedBank,
            leftOpenLedger: ledgerRows.length - result.excludedLedger - matchedLedger,
            excludedLedger: result.excludedLedger,
            budgetExhausted: result.budgetExhausted,
            engineMs: Math.round(result.engineMs * 10) / 10,
            totalMs: Math.round((performance.now() - started) * 10) / 10,
          };
        } finally {
          await repo.unlockAccount(conn, organizationId, accountId);
        }
      },
      { transaction: false },
    );
  }

  /**
   * Writes one slice of confirmed matches in three passes, one table each (a connection runs one COPY at
   * a time, and matches must exist before the items that reference them), then marks the ledger.
   */
  private async writeMatches(
    conn: BulkConnection,
    request: AutoMatchRequest,
    confirmed: Match[],
    lines: MatchLines,
  ): Promise<void> {
    if (confirmed.length === 0) return;
    const { organizationId, accountId } = request;
    // Ids ascending in write order: the matches' primary key, and the items' checks against it, then
    // touch the index at one spot instead of all over it (see ordered-ids.ts).
    const idPrefix = orderedIdPrefix();
    const ids = confirmed.map((_, i) => orderedId(idPrefix, i));
    const matchesOut = conn.writer('matches', repo.MATCH_COLUMNS);
    for (const [i, m] of confirmed.entries()) {
      const bankTotal = sumMinor(m.bankIds.map((id) => Number(lines.bank(id).amount)));
      const ledgerTotal = sumMinor(m.ledgerIds.map((id) => Number(lines.ledger(id).amount)));
      await matchesOut.write([
        ids[i] ?? '',
        organizationId,
        accountId,
        'auto',
        'confirmed',
        m.ruleId,
        m.score,
        lines.reasonsJson(m.reasons),
        bankTotal,
        ledgerTotal,
        bankTotal - ledgerTotal,
        ENGINE_VERSION,
        null,
      ]);
    }
    await matchesOut.end();

    const itemsOut = conn.writer('match_items', repo.MATCH_ITEM_COLUMNS);
    const ledgerIds: string[] = [];
    for (const [i, m] of confirmed.entries()) {
      const matchId = ids[i] ?? '';
      for (const id of m.bankIds) {
        const b = lines.bank(id);
        const snapshot = JSON.stringify({ date: b.value_date, text: b.text, reference: b.bank_reference });
        await itemsOut.write([matchId, organizationId, 'bank', id, null, Number(b.amount), snapshot, true]);
      }
      for (const id of m.ledgerIds) {
        const e = lines.ledger(id);
        ledgerIds.push(id);
        const snapshot = JSON.stringify({ date: e.transaction_date, text: e.details, coId: e.co_id });
        await itemsOut.write([matchId, organizationId, 'ledger', null, id, Number(e.amount), snapshot, true]);
      }
    }
    await itemsOut.end();

    const auditOut = conn.writer('audit_log', repo.AUDIT_COLUMNS);
    for (const [i, m] of confirmed.entries()) {
      const details = {
        kind: 'auto',
        trigger: request.trigger,
        ruleId: m.ruleId,
        score: m.score,
        bankIds: m.bankIds,
        ledgerIds: m.ledgerIds,
      };
      await auditOut.write([
        organizationId,
        request.userId,
        'match.created',
        'match',
        ids[i] ?? '',
        JSON.stringify(details),
      ]);
    }
    await auditOut.end();

    const marked = await repo.markLedgerMatched(conn, organizationId, ledgerIds);
    if (marked !== ledgerIds.length) {
      // Someone voided or matched an entry between the read and now: nothing of this slice is kept.
      throw conflict('Ledger entries changed while auto-match ran. Run it again.');
    }
  }

  private async writeSuggestions(
    conn: BulkConnection,
    request: AutoMatchRequest,
    jobId: string | null,
    suggested: Match[],
  ): Promise<void> {
    if (suggested.length === 0) return;
    const out = conn.writer('match_suggestions', repo.SUGGESTION_COLUMNS);
    const idPrefix = orderedIdPrefix();
    for (const [i, m] of suggested.entries()) {
      await out.write([
        orderedId(idPrefix, i),
        request.organizationId,
        request.accountId,
        m.ruleId,
        m.score,
        JSON.stringify(m.reasons),
        repo.uuidArray(m.bankIds),
        repo.uuidArray(m.ledgerIds),
        m.differenceMinor,
        'pending',
        jobId,
      ]);
    }
    await out.end();
  }

  private emit(job: JobRow, status: Omit<AutoMatchStatus, 'jobId'>): void {
    if (!job.createdBy || !job.organizationId) return;
    this.ctx.realtime.toUser(job.createdBy, job.organizationId, AUTO_MATCH_EVENT, {
      jobId: job.id,
      ...status,
    });
  }
}

function statusOf(job: JobRow): AutoMatchStatus {
  return {
    jobId: job.id,
    status: job.status,
    progress: job.progress,
    summary: job.status === 'succeeded' ? (job.result as unknown as AutoMatchSummary) : null,
    // The raw error is in the server log; the person reads what to do (shown after 'Auto-match failed: ').
    error:
      job.status === 'failed'
        ? internalFailure(job, {
            subject: 'the run',
            undone: 'no match was made',
            retry: 'Run auto-match again',
          })
        : null,
  };
}

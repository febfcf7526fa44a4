import { AUTO_MATCH_EVENT, type AutoMatchStatus, type AutoMatchSummary } from '@clearline/contracts';
import { addDays, sumMinor } from '@clearline/domain';
import type { LedgerArea } from '@clearline/domain/areas';
import { type Match, resolveRules } from '@clearline/domain/matching';
import type { BulkConnection } from '../../platform/bulk';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { internalFailure, logInternalFailure } from '../../platform/job-failure';
import { enqueueJob, findJob, type JobHandler, type JobRow } from '../../platform/jobs';
import { orderedId, orderedIdPrefix } from '../../platform/ordered-ids';
import { bankRecReader } from '../bank-rec/index';
import type { AutoMatchWrite, MatchingService, SuggestionsService } from '../matching/index';
import * as repo from './auto-match.repository';
import { lineSetKey, MatchLines, withEwaKeys } from './engine-lines';
import { runEngine } from './engine-thread';
import { keptOutcome, ledgerReach } from './run-plan';

export const AUTO_MATCH_JOB = 'auto-match';
/** Recorded on every auto match: which engine and rule set decided it. */
const ENGINE_VERSION = 'clearline-matching/1';

interface AutoMatchRequest {
  organizationId: string;
  accountId: string;
  from: string | null;
  to: string | null;
  userId: string | null;
  trigger: 'manual' | 'import';
}

/**
 * Confirmed matches per transaction on PGlite: its one connection (and the loop) is free between slices.
 * On PostgreSQL a run writes in one transaction (ADR 0021).
 */
const MATCH_SLICE = 2000;

/**
 * Auto-match: the engine (packages/domain/matching) over a bank account's open lines, as a durable job
 * (see `run`: the engine on a worker thread, the writes in slices; docs/adr/0008).
 */
export class AutoMatchService {
  constructor(
    private readonly ctx: AppContext,
    private readonly matching: MatchingService,
    private readonly suggestions: SuggestionsService,
  ) {}

  /**
   * Queues a run; the job id is the handle for its status and summary. With an area (a caller of that
   * area's routes), another area's bank account is answered like a missing one.
   */
  async enqueue(request: AutoMatchRequest & { area?: LedgerArea }): Promise<string> {
    const area = await repo.accountArea(this.ctx.db, request.organizationId, request.accountId);
    if (area === null || (request.area !== undefined && area !== request.area)) {
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
    const spans = await repo.importSpans(this.ctx.db, organizationId, importId);
    for (const span of spans) {
      const widen = span.side === 'ledger' ? await this.maxWindow(organizationId, span.account_id) : 0;
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

  /** The largest window of the rules of the account's area (a ledger file's dates widen by it). */
  private async maxWindow(organizationId: string, accountId: string): Promise<number> {
    const area = (await repo.accountArea(this.ctx.db, organizationId, accountId)) ?? 'bankRec';
    const { rules } = await bankRecReader.config(this.ctx.db, organizationId, area);
    return Math.max(0, ...resolveRules(rules).map((r) => r.window));
  }

  /** A run's status, to a caller of the area of its bank account (another area's run is as missing). */
  async status(organizationId: string, area: LedgerArea, jobId: string): Promise<AutoMatchStatus> {
    const job = await findJob(this.ctx.db, organizationId, AUTO_MATCH_JOB, jobId);
    const accountId = String(job?.payload.accountId ?? '');
    if (!job || (await repo.accountArea(this.ctx.db, organizationId, accountId)) !== area) {
      throw notFound('No such auto-match job in this organisation.');
    }
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
   * One run: the engine off the request thread, then the confirmed matches with their items, audit rows
   * and ledger statuses (a match never exists without its audit entry) and the suggestions. On PostgreSQL
   * that is one transaction; on PGlite, slices of MATCH_SLICE matches, each one transaction, so other
   * requests get its one connection between slices. A run stopped midway keeps nothing or whole slices;
   * running it again is safe (it reads what is still open). Exported for the benchmark and the
   * simulation tests (no job around it).
   */
  async run(
    request: AutoMatchRequest,
    jobId: string | null,
    report: (percent: number) => void = () => undefined,
  ): Promise<AutoMatchSummary> {
    const started = performance.now();
    const { organizationId, accountId, from, to } = request;
    // The account's area decides the rules (the area's stored or default ones) and the lines read.
    const area = await repo.accountArea(this.ctx.db, organizationId, accountId);
    if (area === null) throw notFound(`No bank account ${accountId} in this organisation.`);
    const rules = (await bankRecReader.config(this.ctx.db, organizationId, area)).rules;
    const reach = ledgerReach(resolveRules(rules));
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
            area,
          );
          if (area === 'ewa') withEwaKeys(bankRows, await repo.ewaDirectory(conn, organizationId));
          report(20);
          const result = await runEngine(accountId, rules, bankRows, ledgerRows);
          report(50);
          const rejected = await this.rejectedSets(conn, organizationId, accountId);
          const { confirmed, suggested } = keptOutcome(result, rejected);
          const lines = new MatchLines(bankRows, ledgerRows);
          if (this.ctx.database.kind === 'postgres') {
            // One transaction: each table gets one statement, so the summaries' triggers recount the
            // account once, not once per slice (ADR 0021); other connections keep working meanwhile.
            await conn.transaction(async (tx) => {
              await this.writeMatches(tx, request, confirmed, lines);
              report(90);
              await this.writeSuggestions(tx, request, jobId, suggested);
              report(95);
            });
          } else {
            for (let i = 0; i < confirmed.length; i += MATCH_SLICE) {
              const slice = confirmed.slice(i, i + MATCH_SLICE);
              await conn.transaction((tx) => this.writeMatches(tx, request, slice, lines));
              report(50 + Math.round(((i + slice.length) / confirmed.length) * 40));
            }
            await conn.transaction((tx) => this.writeSuggestions(tx, request, jobId, suggested));
            report(95);
          }
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

  /** The line sets people rejected as suggestions on the account (never suggested again). */
  async rejectedSets(conn: BulkConnection, organizationId: string, accountId: string): Promise<Set<string>> {
    const rows = await this.suggestions.rejectedSets(conn, organizationId, accountId);
    return new Set(rows.map((r) => lineSetKey(r.bank_ids, r.ledger_ids)));
  }

  /** One slice of confirmed matches, written by the matching module on this slice's transaction. */
  private async writeMatches(
    conn: BulkConnection,
    request: AutoMatchRequest,
    confirmed: Match[],
    lines: MatchLines,
  ): Promise<void> {
    // Ids ascending in write order: the matches' primary key, and the items' checks against it, then
    // touch the index at one spot instead of all over it (see ordered-ids.ts).
    const idPrefix = orderedIdPrefix();
    const writes = confirmed.map((m, i): AutoMatchWrite => {
      const id = orderedId(idPrefix, i);
      const bank = m.bankIds.map((lineId) => {
        const b = lines.bank(lineId);
        const snapshot = { date: b.value_date, text: b.text, reference: b.bank_reference };
        return { matchId: id, side: 'bank' as const, lineId, amountMinor: Number(b.amount), snapshot };
      });
      const ledger = m.ledgerIds.map((lineId) => {
        const e = lines.ledger(lineId);
        const snapshot = { date: e.transaction_date, text: e.details, coId: e.co_id };
        return { matchId: id, side: 'ledger' as const, lineId, amountMinor: Number(e.amount), snapshot };
      });
      return {
        match: {
          id,
          accountId: request.accountId,
          ruleId: m.ruleId,
          score: m.score,
          reasonsJson: lines.reasonsJson(m.reasons),
          bankTotalMinor: sumMinor(bank.map((b) => b.amountMinor)),
          ledgerTotalMinor: sumMinor(ledger.map((e) => e.amountMinor)),
          engineVersion: ENGINE_VERSION,
        },
        items: [...bank, ...ledger],
      };
    });
    await this.matching.writeAutoMatches(conn, request.organizationId, writes, {
      actorUserId: request.userId,
      trigger: request.trigger,
    });
  }

  private async writeSuggestions(
    conn: BulkConnection,
    request: AutoMatchRequest,
    jobId: string | null,
    suggested: Match[],
  ): Promise<void> {
    const idPrefix = orderedIdPrefix();
    await this.suggestions.replacePending(
      conn,
      request.organizationId,
      request,
      suggested.map((m, i) => ({
        id: orderedId(idPrefix, i),
        accountId: request.accountId,
        ruleId: m.ruleId,
        score: m.score,
        reasons: m.reasons,
        bankIds: m.bankIds,
        ledgerIds: m.ledgerIds,
        differenceMinor: m.differenceMinor,
        jobId,
      })),
    );
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

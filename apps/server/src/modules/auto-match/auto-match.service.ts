import { AUTO_MATCH_EVENT, type AutoMatchStatus, type AutoMatchSummary } from '@clearline/contracts';
import { addDays } from '@clearline/domain';
import type { LedgerArea } from '@clearline/domain/areas';
import { resolveRules } from '@clearline/domain/matching';
import type { BulkConnection } from '../../platform/bulk';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { internalFailure, logInternalFailure } from '../../platform/job-failure';
import { enqueueJob, findJob, type JobHandler, type JobRow } from '../../platform/jobs';
import { bankRecReader } from '../bank-rec/index';
import type { MatchingService, SuggestionsService } from '../matching/index';
import * as repo from './auto-match.repository';
import { lineSetKey } from './engine-lines';
import { runAutoMatchEngine } from './engine-thread';
import { ledgerReach } from './run-plan';

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
          // Bank lines of locked months stay as they are: a match of them would change certified figures.
          const locked = await repo.lockedThrough(this.ctx.db, organizationId, accountId);
          const bankFrom = locked && (from === null || from <= locked) ? addDays(locked, 1) : from;
          const bankCopy = await repo.openBankLinesCopy(conn, organizationId, accountId, bankFrom, to);
          const ledgerCopy = await repo.openLedgerLinesCopy(
            conn,
            organizationId,
            accountId,
            from ? addDays(from, -reach.window) : null,
            to ? addDays(to, reach.window) : null,
            from ? addDays(from, -reach.checkWindow) : null,
            to ? addDays(to, reach.checkWindow) : null,
            area,
          );
          const ewaDirectory = area === 'ewa' ? await repo.ewaDirectory(conn, organizationId) : null;
          const rejected = await this.rejectedSets(conn, organizationId, accountId);
          report(20);
          const postgres = this.ctx.database.kind === 'postgres';
          const out = await runAutoMatchEngine({
            organizationId,
            accountId,
            area,
            rules,
            bankCopy,
            ledgerCopy,
            ewaDirectory,
            rejected,
            by: { actorUserId: request.userId, trigger: request.trigger },
            jobId,
            // On PostgreSQL one transaction: each table gets one statement, so the summaries' triggers
            // recount the account once, not once per slice (ADR 0021); other connections keep working.
            sliceSize: postgres ? Number.POSITIVE_INFINITY : MATCH_SLICE,
            engineVersion: ENGINE_VERSION,
          });
          report(50);
          if (postgres) {
            await conn.transaction(async (tx) => {
              for (const slice of out.slices) await this.matching.writeAutoMatches(tx, organizationId, slice);
              report(90);
              await this.suggestions.replacePending(tx, organizationId, request, out.suggestions);
              report(95);
            });
          } else {
            for (const [i, slice] of out.slices.entries()) {
              await conn.transaction((tx) => this.matching.writeAutoMatches(tx, organizationId, slice));
              report(50 + Math.round(((i + 1) / out.slices.length) * 40));
            }
            await conn.transaction((tx) =>
              this.suggestions.replacePending(tx, organizationId, request, out.suggestions),
            );
            report(95);
          }
          return {
            accountId,
            from,
            to,
            bankLines: out.bankLines,
            ledgerLines: out.ledgerLines,
            confirmed: out.confirmed,
            confirmedLines: out.confirmedBankLines + out.confirmedLedgerLines,
            suggested: out.suggested,
            leftOpenBank: out.bankLines - out.confirmedBankLines,
            leftOpenLedger: out.ledgerLines - out.excludedLedger - out.confirmedLedgerLines,
            excludedLedger: out.excludedLedger,
            budgetExhausted: out.budgetExhausted,
            engineMs: Math.round(out.engineMs * 10) / 10,
            totalMs: Math.round((performance.now() - started) * 10) / 10,
          };
        } finally {
          await repo.unlockAccount(conn, organizationId, accountId);
        }
      },
      { transaction: false },
    );
  }

  /** The line sets people rejected as suggestions on the account (never suggested again), as lineSetKeys. */
  async rejectedSets(conn: BulkConnection, organizationId: string, accountId: string): Promise<string[]> {
    const rows = await this.suggestions.rejectedSets(conn, organizationId, accountId);
    return rows.map((r) => lineSetKey(r.bank_ids, r.ledger_ids));
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

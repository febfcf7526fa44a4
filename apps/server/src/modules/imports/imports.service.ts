import type { Readable } from 'node:stream';
import { type ImportStatusBody, uploadSizeLimit } from '@clearline/contracts';
import { minorToDecimalString } from '@clearline/domain';
import type { ImportArea } from '../../db/schema/index';
import type { Caller } from '../../platform/auth-context';
import type { AppContext } from '../../platform/context';
import {
  AppError,
  badRequest,
  conflict,
  notFound,
  pgErrorCode,
  UNIQUE_VIOLATION,
} from '../../platform/errors';
import type { FileStore } from '../../platform/file-store';
import { enqueueJob } from '../../platform/jobs';
import { audit } from '../audit/index';
import type { MatchingService } from '../matching/index';
import { members } from '../users/index';
import { adapterFor } from './adapters';
import { alreadyImportedMessage } from './import-messages';
import * as repo from './imports.repository';
import { revertImport, unimportBlockers } from './pipeline/unimport';

export interface UploadOptions {
  source: 'drop' | 'import';
  kind: 'statement' | 'ledger';
  format?: string | undefined;
  accountId?: string | undefined;
  profile?: string | undefined;
  /** Employer funds: the partner whose settlement file this is (kind 'ledger'). */
  partner?: string | undefined;
  /** Run auto-match over what the file brought once it is committed (default). The demo seed batches it. */
  autoMatch?: boolean;
}

/**
 * Who sends a file: a person (their user id) or, issue 19, an agent (its id; no person). The import row
 * and its audit entries name whichever it is.
 */
export interface Uploader {
  userId: string | null;
  agentId?: string | null;
}

/** What an import's end tells those who listen (issue 19: the agents module notifies of agents' files). */
export interface ImportEnded {
  organizationId: string;
  importId: string;
  area: ImportArea;
  fileName: string;
  status: string;
  msg: string;
  agentId: string | null;
}
export type ImportEndedListener = (ended: ImportEnded) => Promise<void>;

const notOpenConflict = (n: number) =>
  conflict(`${n} entries of this file are matched, reconciling items or void. Unmatch or reopen them first.`);

export class ImportsService {
  private readonly endedListeners: ImportEndedListener[] = [];

  constructor(
    private readonly ctx: AppContext,
    private readonly files: FileStore,
    private readonly matching: MatchingService,
  ) {}

  /** Issue 19: called after every import of this process's jobs ends (completed or failed). */
  onEnded(listener: ImportEndedListener): void {
    this.endedListeners.push(listener);
  }

  /** The import jobs call this once an import ended; a listener's failure is logged, never the job's. */
  async announceEnded(organizationId: string, area: ImportArea, importId: string): Promise<void> {
    if (this.endedListeners.length === 0) return;
    const row = await repo.findImport(this.ctx.db, organizationId, area, importId);
    if (!row || row.status === 'In Progress') return;
    const ended: ImportEnded = {
      organizationId,
      importId,
      area,
      fileName: row.fileName,
      status: row.status,
      msg: row.msg,
      agentId: row.agentId,
    };
    for (const listener of this.endedListeners)
      await listener(ended).catch((error) =>
        this.ctx.log.warn({ err: error, importId }, 'import-end listener'),
      );
  }

  /** Stores the upload, then answers 'already imported' or queues the import job. */
  async upload(
    uploader: Uploader,
    organizationId: string,
    area: ImportArea,
    file: { filename: string; stream: Readable; truncated: () => boolean },
    options: UploadOptions,
  ) {
    const adapter = adapterFor(area, options.kind);
    const choices = {
      format: options.format,
      accountId: options.accountId,
      profile: parseProfile(options.profile),
      partner: options.partner,
    };
    // What the job reads the file with: the adapter's (checked now, before the file is stored) or the
    // bank file's format, default account and CSV profile.
    const jobOptions = adapter.prepare
      ? await adapter.prepare(this.ctx.db, organizationId, choices)
      : {
          ...(choices.format ? { format: choices.format } : {}),
          ...(choices.accountId ? { accountId: choices.accountId } : {}),
          ...(choices.profile ? { profile: choices.profile } : {}),
        };
    const limit = uploadSizeLimit(area, options.source);
    const { sha256, sizeBytes } = await this.files.save(file.stream, limit, file.truncated);
    if (sizeBytes === 0) throw badRequest('The file is empty.');
    const fileName = cleanFileName(file.filename);
    const { db } = this.ctx;

    const stored: repo.ImportedFile = {
      organizationId,
      area,
      kind: options.kind,
      fileName,
      sha256,
      sizeBytes,
    };

    const existing = await repo.findLiveImportBySha(db, organizationId, options.kind, sha256);
    if (existing) return this.recordDuplicate(uploader, stored);
    const agentId = uploader.agentId ?? null;
    try {
      const created = await db.transaction(async (tx) => {
        const row = await repo.insertImport(tx, {
          ...stored,
          status: 'In Progress',
          msg: `${fileName}: In Progress`,
          errorFlag: false,
          options: jobOptions,
          createdBy: uploader.userId,
          agentId,
        });
        const jobId = await enqueueJob(tx, {
          organizationId,
          kind: adapter.jobKind,
          payload: { importId: row.id, ...(options.autoMatch === false ? { autoMatch: false } : {}) },
          createdBy: uploader.userId,
        });
        await repo.updateImport(tx, organizationId, row.id, { jobId });
        await audit.record(tx, {
          organizationId,
          actorUserId: uploader.userId,
          action: 'import.uploaded',
          entityType: 'import',
          entityId: row.id,
          details: { fileName, sha256, sizeBytes, ...(agentId ? { agentId } : {}) },
        });
        return row;
      });
      this.ctx.jobs.wake();
      return { data: { importId: created.id, status: created.status, msg: created.msg } };
    } catch (error) {
      // Two uploads of the same bytes at once: the unique index lets one through.
      if (pgErrorCode(error) === UNIQUE_VIOLATION) {
        return this.recordDuplicate(uploader, stored);
      }
      throw error;
    }
  }

  /** A second copy of standing bytes: an activity entry in red, no job. */
  private async recordDuplicate(uploader: Uploader, file: repo.ImportedFile) {
    const msg = alreadyImportedMessage(file.fileName);
    const row = await repo.insertImport(this.ctx.db, {
      ...file,
      status: 'Failed',
      msg,
      errorFlag: false,
      options: {},
      createdBy: uploader.userId,
      agentId: uploader.agentId ?? null,
      finishedAt: this.ctx.now(),
    });
    return { data: { importId: row.id, status: row.status, msg } };
  }

  async status(
    organizationId: string,
    area: ImportArea,
    importId: string,
  ): Promise<{ data: ImportStatusBody }> {
    const row = await repo.findImport(this.ctx.db, organizationId, area, importId);
    if (!row) throw notFound('No such import in this organisation.');
    return { data: toStatusBody(row) };
  }

  async issues(organizationId: string, area: ImportArea, importId: string, page: number, limit: number) {
    const row = await repo.findImport(this.ctx.db, organizationId, area, importId);
    if (!row) throw notFound('No such import in this organisation.');
    const { rows, total } = await repo.listIssues(this.ctx.db, organizationId, importId, page, limit);
    return {
      data: {
        fileName: row.fileName,
        createdAt: row.createdAt.toISOString(),
        status: row.status,
        msg: row.msg,
        rows: rows.map((r) => ({
          line: r.line,
          severity: r.severity,
          code: r.code,
          message: r.message,
          raw: r.raw,
        })),
        total,
      },
    };
  }

  /** Removes exactly this file's rows (restoring rows it had updated); recorded, never erased. */
  async unimport(caller: Caller, organizationId: string, area: ImportArea, importId: string) {
    const row = await repo.findImport(this.ctx.db, organizationId, area, importId);
    if (!row) throw notFound('No such import in this organisation.');
    if (row.status !== 'Completed') {
      throw conflict(`Only a completed import can be un-imported; this one is ${row.status}.`);
    }
    const adapter = adapterFor(area, row.kind);
    const blockers = await unimportBlockers(this.ctx, adapter, row);
    if (blockers.notOpen > 0) throw notOpenConflict(blockers.notOpen);
    if (blockers.blockedBy) throw await this.laterImportConflict(row, blockers.blockedBy);
    await repo.refuseLockedUnimport(
      this.ctx.db,
      adapter.table.target,
      organizationId,
      importId,
      row.fileName,
    );
    // Matches holding lines of this file are dissolved first (each recorded as undone, with the reason).
    await this.matching.unmatchImport(caller, organizationId, importId, `Un-import of ${row.fileName}`);
    const outcome = await revertImport(this.ctx, adapter, row, caller.userId);
    // Someone changed the rows between the check and the revert: refused, as above.
    if (outcome.notOpen > 0) throw notOpenConflict(outcome.notOpen);
    if (outcome.blockedBy) throw await this.laterImportConflict(row, outcome.blockedBy);
    return this.status(organizationId, area, importId);
  }

  private async laterImportConflict(row: repo.ImportRow, laterId: string): Promise<AppError> {
    const later = await repo.findImport(this.ctx.db, row.organizationId, row.area, laterId);
    return new AppError(
      409,
      'conflict',
      `'${later?.fileName ?? 'A later file'}' updated rows of this file. Un-import that file first.`,
    );
  }

  /** The area's activity log: its imports, In Progress first, then newest first. */
  async activity(organizationId: string, area: ImportArea, page: number, limit: number) {
    const { rows, total } = await repo.listActivity(this.ctx.db, organizationId, area, page, limit);
    const names = await members.userNames(
      this.ctx.db,
      rows.map((r) => r.createdBy),
    );
    const agentNames = await repo.agentNames(
      this.ctx.db,
      organizationId,
      rows.map((r) => r.agentId),
    );
    const reasons = await repo.firstIssues(
      this.ctx.db,
      organizationId,
      rows.filter((r) => r.status === 'Failed').map((r) => r.id),
    );
    return {
      data: rows.map((r) => ({
        _id: r.id,
        fileName: r.fileName,
        msg: r.msg,
        errorFlag: r.errorFlag,
        createdAt: r.createdAt.toISOString(),
        status: r.status,
        kind: r.kind,
        format: r.format,
        counts: r.counts,
        createdBy: r.createdBy ?? '',
        createdByName: r.createdBy
          ? (names.get(r.createdBy) ?? null)
          : r.agentId && agentNames.has(r.agentId)
            ? `Agent ${agentNames.get(r.agentId)}`
            : null,
        firstIssue: reasons.get(r.id) ?? null,
      })),
      total,
    };
  }

  /** Bank transactions of the area's bank accounts. */
  async bankTransactions(
    organizationId: string,
    area: ImportArea,
    query: repo.BankTransactionFilter & { page: number; limit: number },
  ) {
    const { rows, total } = await repo.listBankTransactions(
      this.ctx.db,
      organizationId,
      { ...query, area },
      query.page,
      query.limit,
    );
    return {
      data: {
        rows: rows.map((r) => ({
          id: r.id,
          accountId: r.accountId,
          valueDate: r.valueDate,
          bookingDate: r.bookingDate,
          amount: minorToDecimalString(r.amountMinor),
          amountMinor: r.amountMinor,
          currency: r.currency,
          typeCode: r.typeCode,
          bankReference: r.bankReference,
          customerReference: r.customerReference,
          text: r.text,
          bankStatus: r.bankStatus,
          importId: r.importId,
          line: r.line,
        })),
        total,
      },
    };
  }
}

function toStatusBody(row: repo.ImportRow): ImportStatusBody {
  const accounts = Array.isArray(row.summary.accounts)
    ? (row.summary.accounts as ImportStatusBody['accounts'])
    : [];
  return {
    importId: row.id,
    fileName: row.fileName,
    kind: row.kind,
    format: row.format,
    status: row.status,
    msg: row.msg,
    errorFlag: row.errorFlag,
    counts: row.counts,
    progress: row.progress,
    sizeBytes: row.sizeBytes,
    sha256: row.sha256,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    unimportedAt: row.unimportedAt?.toISOString() ?? null,
    pgp: row.pgp ?? null,
    accounts: accounts.map((a) => ({
      accountNumber: a.accountNumber,
      currency: a.currency,
      rowCount: a.rowCount,
      creditMinor: a.creditMinor,
      debitMinor: a.debitMinor,
    })),
  };
}

/** Keeps the base name, without path parts or control characters, at most 200 characters. */
function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (clean || 'upload').slice(0, 200);
}

function parseProfile(profile: string | undefined): Record<string, unknown> | undefined {
  if (!profile) return undefined;
  try {
    const value: unknown = JSON.parse(profile);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // fall through to the refusal
  }
  throw badRequest('The CSV profile is not valid JSON.', [
    { path: 'query.profile', message: 'must be a JSON object' },
  ]);
}

import type { ParseIssue } from '@clearline/domain/statements';
import type { ImportKind } from '../../../db/schema/index';
import type { BulkConnection } from '../../../platform/bulk';
import type { DbOrTx } from '../../../platform/db';
import type { ImportRow } from '../imports.repository';
import type { StagedTable } from './staged-table';

/**
 * What a kind of file brings to the staged-import pipeline (pipeline.ts): how its bytes become stage
 * rows, how the stage is merged into its table, and how a standing import of it is taken back. The
 * pipeline does the rest the same way for every kind: the import row, progress, the bulk connection,
 * the stage's life, roll-back, the outcome, the uploader's events.
 */
export interface StagedImportAdapter {
  /** The durable job kind that imports a file of this kind (stored in `jobs.kind`: never renamed). */
  jobKind: string;
  kind: ImportKind;
  /** The table the file's rows are staged for. */
  table: StagedTable;
  /** Why a file its parser gave up on part-way is refused (the activity log says 'Error: ...'). */
  damagedReason: string;
  /** What the activity log says of a file that is not of this kind at all (default: not a bank file). */
  invalidMessage?: () => string;
  /**
   * All-or-nothing per file: a file with any line error imports nothing (partner settlement files).
   * Otherwise its good lines are imported and the bad ones listed.
   */
  rejectsFilesWithErrors?: boolean;
  /**
   * At upload, before the file is stored: checks what the upload names (e.g. the partner) and returns the
   * options the job reads the file with (kept on the import row). Throws a 400 for a bad upload.
   */
  prepare?(db: DbOrTx, organizationId: string, upload: UploadChoices): Promise<Record<string, unknown>>;
  /** Starts reading one file (loading what its lines are checked against). */
  open(db: DbOrTx, row: ImportRow, sink: StageSink): Promise<StagedRun>;
  /** What refuses an un-import, checked before the file's matches are dissolved (changes nothing). */
  unimportBlockers(conn: BulkConnection, organizationId: string, importId: string): Promise<UnimportBlockers>;
  /** Takes the file's rows back, in the un-import's transaction; refused by the same blockers. */
  revert(conn: BulkConnection, organizationId: string, importId: string): Promise<RevertResult>;
}

/** What an upload chose besides the file (the upload query, its profile parsed from JSON). */
export interface UploadChoices {
  format?: string | undefined;
  accountId?: string | undefined;
  profile?: Record<string, unknown> | undefined;
  partner?: string | undefined;
}

export type StageValue = string | number | boolean | null;

export interface StageSink {
  /** A row for the stage, its values in the order of the descriptor's columns. */
  row(values: readonly StageValue[]): void;
  /** A numbered line issue (the pipeline keeps the first few thousand). */
  issue(issue: ParseIssue): void;
}

/** One file being read: chunks in, stage rows and issues out through the sink. */
export interface StagedRun {
  /** The next chunk of the file; false when the file is not of this kind (nothing more is read). */
  push(chunk: Buffer): boolean;
  /** The file is read; null when it never turned out to be a file of this kind. */
  end(): FileSummary | null;
  /**
   * Inside the merge transaction: merges the stage into the target table (and writes what else the file
   * brings). Issues found while merging are returned to be kept with the parser's.
   */
  merge(conn: BulkConnection, stage: string): Promise<MergeResult>;
}

export interface FileSummary {
  format: string;
  /** What the import row keeps of the parser's summary (the status page shows its accounts). */
  summary: Record<string, unknown>;
  /** The parser gave up part-way (a damaged file): nothing of the file is kept. */
  aborted: boolean;
  /** Why no line was staged, when the adapter can say better than a count of errors (the activity log). */
  nothingStagedReason?: string;
}

export interface MergeResult {
  inserted: number;
  updated: number;
  issues: ParseIssue[];
}

export interface UnimportBlockers {
  /** A later, standing import that updated rows of this one. */
  blockedBy: string | null;
  /** Rows of the file in a state an un-import must not change. */
  notOpen: number;
}

export interface RevertResult extends UnimportBlockers {
  deleted: number;
  restored: number;
}

import type {
  ImportCounts as ImportCountsSchema,
  ImportStatus as ImportStatusSchema,
} from '@clearline/contracts';
import { counted } from '@clearline/domain/text';
import type { z } from 'zod';
import { importOutcome } from '../../../shared/lib/import-activity';
import type { Tone } from '../../../shared/ui/tones';

export type ImportStatus = z.infer<typeof ImportStatusSchema>;

/** An import's row counts, as the server reports them. */
export type ImportCounts = z.infer<typeof ImportCountsSchema>;

/** The counts of an entry as short parts ('12 imported', '1 warning'); zero counts are left out. */
export function countParts(counts: ImportCounts): string[] {
  const parts: string[] = [];
  const add = (n: number, one: string, many = `${one}s`) => {
    if (n > 0) parts.push(counted(n, one, many));
  };
  add(counts.imported, 'imported', 'imported');
  add(counts.updated, 'updated', 'updated');
  add(counts.unchanged, 'unchanged', 'unchanged');
  add(counts.warnings, 'warning');
  add(counts.errors, 'error');
  return parts;
}

/** The status chip's tone. */
export function statusTone(status: ImportStatus): Tone {
  switch (status) {
    case 'In Progress':
      return 'info';
    case 'Completed':
      return 'success';
    case 'Failed':
      return 'error';
    default:
      return 'neutral';
  }
}

/**
 * Who uploaded a file: 'You' for the signed-in user, anyone else by name ('Another user' only when the
 * name is unknown, e.g. the account was removed), 'System' for an import no person started.
 */
export function uploaderLabel(
  createdBy: string,
  createdByName: string | null,
  currentUserId: string | null | undefined,
): string {
  if (!createdBy) return 'System';
  if (currentUserId && createdBy === currentUserId) return 'You';
  return createdByName ?? 'Another user';
}

/** Un-import is offered for a completed statement or ledger file only (the server refuses the rest). */
export const canUnimport = (status: ImportStatus): boolean => status === 'Completed';

/**
 * A failed file links to its page (its message and line issues). A second copy of bytes already imported
 * is refused, not failed: its message says all there is.
 */
export const linksFailurePage = (entry: { msg: string; status: ImportStatus }): boolean =>
  entry.status === 'Failed' && !/already imported/i.test(entry.msg);

/** The row's tone for the activity table: spec §8 classification of the message. */
export function rowTone(entry: { msg: string; errorFlag: boolean; status: ImportStatus }) {
  const outcome = importOutcome(entry);
  if (entry.status === 'In Progress') return { ...outcome, tone: 'progress' as const };
  if (outcome.kind === 'error') return { ...outcome, tone: 'error' as const };
  if (outcome.withIssues) return { ...outcome, tone: 'warning' as const };
  if (outcome.kind === 'success') return { ...outcome, tone: 'success' as const };
  return { ...outcome, tone: entry.status === 'Failed' ? ('error' as const) : ('neutral' as const) };
}

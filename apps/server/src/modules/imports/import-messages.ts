import type { ImportCounts } from '../../db/schema/index';
import { internalFailure } from '../../platform/job-failure';
import type { JobRow } from '../../platform/jobs';

/**
 * The activity log's messages. The browser classifies them by text (spec §8): 'records imported' or
 * 'records updated' is a success; 'already imported', 'Error' or 'Invalid' is an error.
 */
export function completedMessage(counts: ImportCounts): string {
  const parts: string[] = [];
  if (counts.imported > 0 || counts.updated === 0) parts.push(`${counts.imported} records imported`);
  if (counts.updated > 0) parts.push(`${counts.updated} records updated`);
  if (counts.unchanged > 0) parts.push(`${counts.unchanged} unchanged`);
  return parts.join(', ');
}

export const alreadyImportedMessage = (fileName: string) => `${fileName} already imported`;
export const failedMessage = (reason: string) => `Error: ${reason}`;

/** A file whose job failed inside the server (not because of the file): what to do, with a reference. */
export const internalFailureMessage = (job: Pick<JobRow, 'id' | 'error'>) =>
  failedMessage(
    internalFailure(job, {
      subject: 'the import',
      undone: 'nothing of the file was kept',
      retry: 'Upload the file again',
    }),
  );
export const invalidMessage = () =>
  'Invalid file: this is not a recognised bank file (BAI2, camt.052/053/054, OFX/QFX, NACHA or CSV). Check that you chose the statement your bank exported.';

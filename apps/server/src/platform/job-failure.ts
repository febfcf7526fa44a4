import type { FastifyBaseLogger } from 'fastify';
import { INTERRUPTED_MESSAGE, type JobRow } from './jobs';

/**
 * What a person reads when a job failed inside the server: what happened, what was kept and what to do,
 * never the raw error. The raw error goes to the server log under the job id, which the message gives
 * as the reference to quote to an administrator.
 */
export function internalFailure(
  job: Pick<JobRow, 'id' | 'error'>,
  what: { subject: string; undone: string; retry: string },
): string {
  if (job.error === INTERRUPTED_MESSAGE) {
    return `the server stopped while ${what.subject} was running; ${what.undone}. ${what.retry}.`;
  }
  return `an internal error stopped ${what.subject}; ${what.undone}. ${what.retry}; if it fails again, contact an administrator with reference ${job.id}.`;
}

/** Logs a failed job's raw error with the reference its user message gives. */
export function logInternalFailure(log: FastifyBaseLogger, job: JobRow, details: Record<string, unknown>) {
  log.error(
    { reference: job.id, kind: job.kind, error: job.error, ...details },
    'job failed: user told the reference',
  );
}

import type { AutoMatchStatus, AutoMatchSummary } from '@clearline/contracts';

/** Spec of the screen: the job is polled every second, and the socket's events arrive in between. */
export const AUTO_MATCH_POLL_MS = 1_000;

const RANK: Record<AutoMatchStatus['status'], number> = { queued: 0, running: 1, succeeded: 2, failed: 2 };

export const isFinished = (status: AutoMatchStatus | undefined) =>
  status?.status === 'succeeded' || status?.status === 'failed';

/**
 * The newer of two reports of the same job (a poll answer and a socket event may arrive out of order):
 * a finished job stays finished, a running one never goes back to queued or to less progress.
 */
export function newerStatus(
  current: AutoMatchStatus | undefined,
  incoming: AutoMatchStatus,
): AutoMatchStatus {
  if (!current || current.jobId !== incoming.jobId) return incoming;
  if (RANK[incoming.status] !== RANK[current.status])
    return RANK[incoming.status] > RANK[current.status] ? incoming : current;
  if (isFinished(current)) return current;
  return incoming.progress >= current.progress ? incoming : current;
}

/** Progress as a percentage for the bar (the server reports 0-100; anything else is clamped). */
export const progressPercent = (status: AutoMatchStatus | undefined) =>
  Math.max(0, Math.min(100, status?.progress ?? 0));

export interface SummaryFigure {
  label: string;
  value: number;
  hint: string;
}

/** The three figures people read first: what was matched, what awaits a decision, what stays open. */
export function summaryFigures(summary: AutoMatchSummary): SummaryFigure[] {
  return [
    {
      label: 'Confirmed',
      value: summary.confirmed,
      hint: `${summary.confirmedLines.toLocaleString('en-US')} lines matched`,
    },
    { label: 'Suggested', value: summary.suggested, hint: 'waiting for a decision' },
    {
      label: 'Left open',
      value: summary.leftOpenBank + summary.leftOpenLedger,
      hint: `${summary.leftOpenBank.toLocaleString('en-US')} bank · ${summary.leftOpenLedger.toLocaleString('en-US')} ledger`,
    },
  ];
}

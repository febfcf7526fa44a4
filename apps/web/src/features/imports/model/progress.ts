import { IN_PROGRESS } from '../../../shared/lib/import-activity';
import type { ImportStatus } from './activity-view';

interface Known {
  status: string;
  msg?: string | undefined;
  errorFlag?: boolean | undefined;
  progress?: number | undefined;
}

const STATUSES: readonly string[] = ['In Progress', 'Completed', 'Failed', 'Un-imported'];
const asStatus = (status: string): ImportStatus =>
  (STATUSES.includes(status) ? status : IN_PROGRESS) as ImportStatus;

/**
 * What the progress bar shows, from the upload answer, the status call and the last socket event,
 * whichever knows more: a final status wins over In Progress, and the bar never goes backwards.
 */
export function liveProgress(
  started: { status: string; msg: string },
  status: Known | undefined,
  event: Known | undefined,
): { status: ImportStatus; msg: string; errorFlag: boolean; progress: number } {
  const known = [started, status, event].filter((k): k is Known => k !== undefined);
  const final = known.find((k) => k.status !== IN_PROGRESS);
  const progress = Math.max(0, ...known.map((k) => clamp(k.progress ?? 0)));
  if (final) {
    // The status call carries the counts-based message and the flag; prefer it when it is final.
    const best = status && status.status !== IN_PROGRESS ? status : final;
    return {
      status: asStatus(best.status),
      msg: best.msg ?? started.msg,
      errorFlag: best.errorFlag ?? false,
      progress: 100,
    };
  }
  return { status: IN_PROGRESS, msg: started.msg, errorFlag: false, progress };
}

const clamp = (n: number) => Math.min(100, Math.max(0, Math.round(n)));

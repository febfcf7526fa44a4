import { TASK_STATE_LABELS, type TaskState } from '@clearline/domain';
import type { Tone } from '../../../shared/ui/tones';

export const STATE_TONES: Record<TaskState, Tone> = {
  not_started: 'neutral',
  in_preparation: 'info',
  ready_for_review: 'warning',
  certified: 'success',
};

export const stateLabel = (state: TaskState) => TASK_STATE_LABELS[state];

const AREA_PATHS = { bankRec: '/app/bankRec', ewa: '/app/ewa' } as const;

/** The last day of a 'YYYY-MM' month. */
export function monthEnd(period: string): string {
  const [year, month] = period.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${period}-${String(last).padStart(2, '0')}`;
}

/** The area's Re-match on the task's account, on the lines open up to the month's end (as the panel). */
export function rematchHref(task: { area: 'bankRec' | 'ewa'; accountId: string; period: string }): string {
  const query = new URLSearchParams({ account: task.accountId, to: monthEnd(task.period) });
  return `${AREA_PATHS[task.area]}/RematchTrans?${query.toString()}`;
}

/** The area's Reports page on the reconciliation statement of the task's account and month. */
export function statementHref(task: { area: 'bankRec' | 'ewa'; accountId: string; period: string }): string {
  const query = new URLSearchParams({
    report: 'reconciliation-statement',
    accountId: task.accountId,
    month: task.period,
  });
  return `${AREA_PATHS[task.area]}/Reports?${query.toString()}`;
}

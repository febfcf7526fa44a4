import type { ImplementationProjectSummary } from '@clearline/contracts';
import type { ProjectState } from '@clearline/domain/payroll';
import type { GridColumn } from './DataGrid';
import { StatusChip } from './StatusChip';
import type { Tone } from './tones';

/** A payroll implementation project's state, as every page that lists projects names it (issue 19). */
export const PROJECT_LABELS: Record<ProjectState, { label: string; tone: Tone }> = {
  not_started: { label: 'Not started', tone: 'neutral' },
  in_progress: { label: 'In progress', tone: 'info' },
  blocked: { label: 'Blocked', tone: 'error' },
  overdue: { label: 'Overdue', tone: 'warning' },
  done: { label: 'Done', tone: 'success' },
};

/** A project's state as a chip in its tone. */
export function ProjectStateChip({ state, testId }: { state: ProjectState; testId?: string }) {
  return <StatusChip label={PROJECT_LABELS[state].label} tone={PROJECT_LABELS[state].tone} testId={testId} />;
}

/**
 * The columns that say how far a project has come: state, steps done, the next step and the month the
 * customer was first reconciled (shown through `month`). The Implementation Projects page and the
 * implementation dashboard both list them after columns of their own.
 */
export function projectProgressColumns(
  month: (yyyyMm: string) => string,
): GridColumn<ImplementationProjectSummary>[] {
  return [
    { id: 'state', header: 'State', width: 130, cell: (p) => <ProjectStateChip state={p.state} /> },
    {
      id: 'progress',
      header: 'Steps done',
      numeric: true,
      width: 110,
      cell: (p) => `${p.stepsDone} / ${p.stepCount}`,
    },
    {
      id: 'next',
      header: 'Next step',
      width: 240,
      cell: (p) => (p.nextStep ? `${p.nextStep.name}, due ${p.nextStep.dueDate}` : '—'),
    },
    {
      id: 'first',
      header: 'First reconciled',
      width: 140,
      cell: (p) => (p.firstReconciledMonth ? month(p.firstReconciledMonth) : 'Not yet'),
    },
  ];
}

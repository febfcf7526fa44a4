import type { ProjectState, StepStatus } from '@clearline/domain/payroll';
import type { Tone } from '../../../shared/ui/tones';

export const STEP_LABELS: Record<StepStatus, string> = {
  not_started: 'Not started',
  in_progress: 'In progress',
  blocked: 'Blocked',
  done: 'Done',
};

export const PROJECT_LABELS: Record<ProjectState, { label: string; tone: Tone }> = {
  not_started: { label: 'Not started', tone: 'neutral' },
  in_progress: { label: 'In progress', tone: 'info' },
  blocked: { label: 'Blocked', tone: 'error' },
  overdue: { label: 'Overdue', tone: 'warning' },
  done: { label: 'Done', tone: 'success' },
};

/** Required documents typed as one line, comma-separated. */
export const documentsFromText = (text: string): string[] => [
  ...new Set(
    text
      .split(',')
      .map((d) => d.trim())
      .filter((d) => d !== ''),
  ),
];

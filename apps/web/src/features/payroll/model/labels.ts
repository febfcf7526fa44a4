import type { StepStatus } from '@clearline/domain/payroll';

export const STEP_LABELS: Record<StepStatus, string> = {
  not_started: 'Not started',
  in_progress: 'In progress',
  blocked: 'Blocked',
  done: 'Done',
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

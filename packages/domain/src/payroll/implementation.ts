/**
 * Payroll implementation (issue 19 item 5): onboarding a new payroll customer as a project made from a
 * template of steps. The rules here are the ones a page and the server must agree on: due dates, which
 * moves a step may make, what still keeps a step from being done, and a project's overall state.
 */

import { addDays } from '../dates/iso-date';

export const STEP_STATUSES = ['not_started', 'in_progress', 'blocked', 'done'] as const;
export type StepStatus = (typeof STEP_STATUSES)[number];

export const PROJECT_STATES = ['not_started', 'in_progress', 'blocked', 'overdue', 'done'] as const;
export type ProjectState = (typeof PROJECT_STATES)[number];

export interface TemplateStep {
  name: string;
  /** The role id whose holders own the step (e.g. 128 bank reconciliation). */
  ownerRole: number;
  /** Days after the project's start the step is due. */
  dueOffsetDays: number;
  /** Names of the documents the step needs before it is done (e.g. 'Signed bank mandate'). */
  requiredDocuments: string[];
}

/** A step's due date: the project's start plus the step's offset. */
export function stepDueDate(startDate: string, dueOffsetDays: number): string {
  return addDays(startDate, dueOffsetDays);
}

/** A template's problems, field path -> message (names unique, offsets ascending is not required). */
export function templateProblems(steps: readonly TemplateStep[]): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  if (steps.length === 0) problems.push({ path: 'steps', message: 'a template needs at least one step' });
  const seen = new Set<string>();
  steps.forEach((step, i) => {
    const key = step.name.trim().toLowerCase();
    if (key === '') problems.push({ path: `steps.${i}.name`, message: 'a step needs a name' });
    else if (seen.has(key))
      problems.push({ path: `steps.${i}.name`, message: `'${step.name}' is already a step` });
    seen.add(key);
    if (!Number.isInteger(step.dueOffsetDays) || step.dueOffsetDays < 0 || step.dueOffsetDays > 730)
      problems.push({
        path: `steps.${i}.dueOffsetDays`,
        message: 'must be a whole number of days from 0 to 730',
      });
    const docs = new Set<string>();
    step.requiredDocuments.forEach((doc, j) => {
      const name = doc.trim().toLowerCase();
      if (name === '' || docs.has(name))
        problems.push({
          path: `steps.${i}.requiredDocuments.${j}`,
          message: 'document names must be unique and not empty',
        });
      docs.add(name);
    });
  });
  return problems;
}

/** The required documents a step has no uploaded document for (compared ignoring case). */
export function missingDocuments(required: readonly string[], uploaded: readonly string[]): string[] {
  const have = new Set(uploaded.map((d) => d.trim().toLowerCase()));
  return required.filter((d) => !have.has(d.trim().toLowerCase()));
}

export type StepChange =
  | { ok: true }
  | { ok: false; code: 'missing_documents' | 'blocker_required' | 'not_owner'; message: string };

/**
 * Whether a person may set a step's status: owners of the step's role and management may; done needs
 * every required document; blocked needs a reason saying what blocks it.
 */
export function decideStepChange(input: {
  to: StepStatus;
  blocker: string | undefined;
  missing: readonly string[];
  actorRoles: readonly number[];
  ownerRole: number;
  actorIsManager: boolean;
}): StepChange {
  if (!input.actorIsManager && !input.actorRoles.includes(input.ownerRole)) {
    return {
      ok: false,
      code: 'not_owner',
      message: `Only the step's owners (role ${input.ownerRole}) or management may change it.`,
    };
  }
  if (input.to === 'done' && input.missing.length > 0) {
    return {
      ok: false,
      code: 'missing_documents',
      message: `Upload the required documents first: ${input.missing.join(', ')}.`,
    };
  }
  if (input.to === 'blocked' && !input.blocker?.trim()) {
    return { ok: false, code: 'blocker_required', message: 'Say what blocks the step.' };
  }
  return { ok: true };
}

export interface StepState {
  status: StepStatus;
  dueDate: string;
}

/** A project's state from its steps on `today`: done, blocked, overdue, in progress or not started. */
export function projectState(steps: readonly StepState[], today: string): ProjectState {
  if (steps.length > 0 && steps.every((s) => s.status === 'done')) return 'done';
  if (steps.some((s) => s.status === 'blocked')) return 'blocked';
  if (steps.some((s) => s.status !== 'done' && s.dueDate < today)) return 'overdue';
  if (steps.some((s) => s.status !== 'not_started')) return 'in_progress';
  return 'not_started';
}

/** Whether a step is overdue on `today`. */
export const isStepOverdue = (step: StepState, today: string): boolean =>
  step.status !== 'done' && step.dueDate < today;

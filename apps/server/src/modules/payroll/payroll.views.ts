import type {
  ImplementationProjectSummary,
  ImplementationStep,
  ImplementationTemplate,
} from '@clearline/contracts';
import { roleName } from '@clearline/domain';
import { isStepOverdue, missingDocuments, projectState } from '@clearline/domain/payroll';
import type * as repo from './payroll.repository';

// The API's shapes of the payroll rows: what the templates and projects services answer.

export function templateOut(t: repo.TemplateRow, projectCount: number): ImplementationTemplate {
  return {
    id: t.id,
    name: t.name,
    steps: t.steps,
    version: t.version,
    updatedAt: t.updatedAt.toISOString(),
    projectCount,
  };
}

export function summaryOf(
  p: repo.ProjectRow,
  steps: repo.StepRow[],
  customerName: string,
  today: string,
): ImplementationProjectSummary {
  const next = steps.find((s) => s.status !== 'done');
  return {
    id: p.id,
    coId: p.coId,
    customerName,
    templateName: p.templateName,
    startDate: p.startDate,
    state: projectState(steps, today),
    stepsDone: steps.filter((s) => s.status === 'done').length,
    stepCount: steps.length,
    overdueSteps: steps.filter((s) => isStepOverdue(s, today)).length,
    blockedSteps: steps.filter((s) => s.status === 'blocked').length,
    nextStep: next ? { name: next.name, dueDate: next.dueDate } : null,
    firstReconciledMonth: p.firstReconciledMonth,
    completedAt: p.completedAt?.toISOString() ?? null,
  };
}

export function stepOut(
  s: repo.StepRow,
  today: string,
  documents: ImplementationStep['documents'],
  comments: ImplementationStep['comments'],
): ImplementationStep {
  return {
    id: s.id,
    position: s.position,
    name: s.name,
    ownerRole: s.ownerRole,
    ownerRoleName: roleName(s.ownerRole),
    dueDate: s.dueDate,
    overdue: isStepOverdue(s, today),
    status: s.status,
    blocker: s.blocker,
    requiredDocuments: s.requiredDocuments,
    missingDocuments: missingDocuments(
      s.requiredDocuments,
      documents.map((d) => d.requirement),
    ),
    closedBy: s.closedBy,
    completedAt: s.completedAt?.toISOString() ?? null,
    version: s.version,
    documents,
    comments,
  };
}

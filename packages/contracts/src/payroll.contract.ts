import { PROJECT_STATES, STEP_STATUSES } from '@clearline/domain/payroll';
import { z } from 'zod';
import { IsoDate, multilineText, text } from './fields';
import { route } from './route';

/**
 * Issue 19 item 5: payroll implementation. Templates of onboarding steps (/app/payroll/impladmin, the
 * organisation's administrators) and one project per new payroll customer (/app/payroll/payrollimpl):
 * steps with owners, due dates, status, blockers, documents and comments.
 */

const tags = ['payroll'];
const uuid = z.string().uuid();
/** Who works on projects: management and the bank-rec roles that own steps. */
const access = ['management', 'bankRec'] as const;

export const StepStatus = z.enum(STEP_STATUSES);
export const ProjectState = z.enum(PROJECT_STATES);

export const TemplateStepInput = z.object({
  name: text(120),
  ownerRole: z.number().int().min(1).max(999),
  dueOffsetDays: z.number().int().min(0).max(730),
  requiredDocuments: z.array(text(120)).max(20),
});

export const TemplateBody = z.object({
  name: text(120),
  steps: z.array(TemplateStepInput).min(1).max(50),
});
export type TemplateBody = z.infer<typeof TemplateBody>;

export const ImplementationTemplate = TemplateBody.extend({
  id: z.string(),
  version: z.number().int(),
  updatedAt: z.string(),
  projectCount: z.number().int(),
});
export type ImplementationTemplate = z.infer<typeof ImplementationTemplate>;

export const ImplementationDocument = z.object({
  id: z.string(),
  requirement: z.string(),
  name: z.string(),
  size: z.number().int(),
  uploadedBy: z.string(),
  createdAt: z.string(),
  url: z.string(),
});

export const ImplementationComment = z.object({
  id: z.string(),
  author: z.string(),
  message: z.string(),
  createdAt: z.string(),
});

export const ImplementationStep = z.object({
  id: z.string(),
  position: z.number().int(),
  name: z.string(),
  ownerRole: z.number().int(),
  ownerRoleName: z.string(),
  dueDate: z.string(),
  overdue: z.boolean(),
  status: StepStatus,
  blocker: z.string(),
  requiredDocuments: z.array(z.string()),
  missingDocuments: z.array(z.string()),
  /** Why the step closed by itself (e.g. the first certified month), '' otherwise. */
  closedBy: z.string(),
  completedAt: z.string().nullable(),
  version: z.number().int(),
  documents: z.array(ImplementationDocument),
  comments: z.array(ImplementationComment),
});
export type ImplementationStep = z.infer<typeof ImplementationStep>;

export const ImplementationProjectSummary = z.object({
  id: z.string(),
  coId: z.string(),
  customerName: z.string(),
  templateName: z.string(),
  startDate: z.string(),
  state: ProjectState,
  stepsDone: z.number().int(),
  stepCount: z.number().int(),
  overdueSteps: z.number().int(),
  blockedSteps: z.number().int(),
  /** The next step not done: its name and due date. */
  nextStep: z.object({ name: z.string(), dueDate: z.string() }).nullable(),
  firstReconciledMonth: z.string().nullable(),
  completedAt: z.string().nullable(),
});
export type ImplementationProjectSummary = z.infer<typeof ImplementationProjectSummary>;

export const ImplementationProject = ImplementationProjectSummary.extend({
  steps: z.array(ImplementationStep),
});
export type ImplementationProject = z.infer<typeof ImplementationProject>;

const ProjectParams = z.object({ projectId: uuid });
const StepParams = ProjectParams.extend({ stepId: uuid });

export const payrollRoutes = {
  templates: route({
    method: 'GET',
    path: '/api/payroll/templates',
    access,
    summary: 'Templates of onboarding steps',
    tags,
    response: z.object({ data: z.array(ImplementationTemplate) }),
  }),
  createTemplate: route({
    method: 'POST',
    path: '/api/payroll/templates',
    access: 'admin',
    status: 201,
    summary: 'A new template of onboarding steps',
    tags,
    body: TemplateBody,
    response: z.object({ data: ImplementationTemplate }),
  }),
  updateTemplate: route({
    method: 'PUT',
    path: '/api/payroll/templates/:templateId',
    access: 'admin',
    summary: 'Change a template (projects made from it keep their steps; 409 on an older version)',
    tags,
    params: z.object({ templateId: uuid }),
    body: TemplateBody.extend({ version: z.number().int() }),
    response: z.object({ data: ImplementationTemplate }),
  }),
  removeTemplate: route({
    method: 'DELETE',
    path: '/api/payroll/templates/:templateId',
    access: 'admin',
    summary: 'Remove a template (its projects stay)',
    tags,
    params: z.object({ templateId: uuid }),
    response: z.object({ data: z.object({ ok: z.literal(true) }) }),
  }),
  projects: route({
    method: 'GET',
    path: '/api/payroll/projects',
    access,
    summary: 'Implementation projects of new payroll customers, newest first',
    tags,
    response: z.object({ data: z.array(ImplementationProjectSummary) }),
  }),
  createProject: route({
    method: 'POST',
    path: '/api/payroll/projects',
    access: 'management',
    status: 201,
    summary: 'Start the implementation project of a payroll customer from a template',
    tags,
    body: z.object({ coId: text(64), templateId: uuid, startDate: IsoDate }),
    response: z.object({ data: ImplementationProject }),
  }),
  project: route({
    method: 'GET',
    path: '/api/payroll/projects/:projectId',
    access,
    summary: 'A project with its steps, documents and comments',
    tags,
    params: ProjectParams,
    response: z.object({ data: ImplementationProject }),
  }),
  updateStep: route({
    method: 'PATCH',
    path: '/api/payroll/projects/:projectId/steps/:stepId',
    access,
    summary:
      "Set a step's status (done needs its documents, blocked a reason) or due date (409 on an older version)",
    tags,
    params: StepParams,
    body: z.object({
      version: z.number().int(),
      status: StepStatus.optional(),
      blocker: text(500).optional(),
      dueDate: IsoDate.optional(),
    }),
    response: z.object({ data: ImplementationStep }),
  }),
  comment: route({
    method: 'POST',
    path: '/api/payroll/projects/:projectId/steps/:stepId/comments',
    access,
    status: 201,
    summary: 'Comment on a step',
    tags,
    params: StepParams,
    body: z.object({ message: multilineText(2000) }),
    response: z.object({ data: ImplementationComment }),
  }),
  upload: route({
    method: 'POST',
    path: '/api/payroll/projects/:projectId/steps/:stepId/documents',
    access,
    status: 201,
    summary:
      'Add a document to a step (multipart field `file`, query `requirement`: which required document it is; at most 10 MB)',
    tags,
    params: StepParams,
    query: z.object({ requirement: text(120).optional() }),
    response: z.object({ data: ImplementationDocument }),
  }),
  document: route({
    method: 'GET',
    path: '/api/payroll/projects/:projectId/steps/:stepId/documents/:documentId',
    access,
    summary: "A step's document (members of the organisation only)",
    tags,
    params: StepParams.extend({ documentId: uuid }),
    response: z.unknown(),
  }),
};

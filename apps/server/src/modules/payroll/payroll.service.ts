import type { Readable } from 'node:stream';
import type {
  ImplementationProject,
  ImplementationProjectSummary,
  ImplementationStep,
} from '@clearline/contracts';
import { daysInMonth, isAdministrator, normaliseCustomerId, todayIso } from '@clearline/domain';
import { decideStepChange, missingDocuments, type StepStatus, stepDueDate } from '@clearline/domain/payroll';
import type { FastifyReply } from 'fastify';
import type { Caller } from '../../platform/auth-context';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors';
import type { FileStore } from '../../platform/file-store';
import { audit } from '../audit/index';
import { bankRecReader } from '../bank-rec/index';
import { members } from '../users/index';
import * as repo from './payroll.repository';
import { stepOut, summaryOf } from './payroll.views';
import { type Actor, recordAs } from './payroll-actor';

export type { Actor };

/** A step's document's size limit (the board attachments' limit). */
export const IMPLEMENTATION_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

const SAFE_TYPES = new Set(['application/pdf', 'image/png', 'image/jpeg', 'text/plain', 'text/csv']);

/**
 * Payroll implementation projects (issue 19 item 5): one per new payroll customer, made from a template
 * (TemplatesService). Steps move by the domain's rules (owners or management; done needs the required
 * documents; blocked needs a reason); documents go to the organisation's content-addressed store. A
 * certified month of an account the customer's book entries use closes the project's last step
 * (`closeByCertifiedMonth`, called by the workflow's certification).
 */
export class PayrollService {
  constructor(
    private readonly ctx: AppContext,
    private readonly files: FileStore,
  ) {}

  private async today(organizationId: string) {
    const config = await bankRecReader.config(this.ctx.db, organizationId);
    return todayIso(this.ctx.now(), config.timeZone);
  }

  async projects(organizationId: string): Promise<ImplementationProjectSummary[]> {
    const db = this.ctx.db;
    const rows = await repo.projects(db, organizationId);
    const [steps, names, today] = await Promise.all([
      repo.stepsOf(
        db,
        organizationId,
        rows.map((p) => p.id),
      ),
      repo.customerNames(db, organizationId, [...new Set(rows.map((p) => p.coId))]),
      this.today(organizationId),
    ]);
    return rows.map((p) =>
      summaryOf(
        p,
        steps.filter((s) => s.projectId === p.id),
        names.get(p.coId) ?? p.coId,
        today,
      ),
    );
  }

  async project(organizationId: string, id: string): Promise<ImplementationProject> {
    const db = this.ctx.db;
    const row = await repo.project(db, organizationId, id);
    if (!row) throw notFound('There is no such implementation project.');
    const steps = await repo.stepsOf(db, organizationId, [id]);
    const stepIds = steps.map((s) => s.id);
    const [documents, comments, names, today] = await Promise.all([
      repo.documentsOf(db, organizationId, stepIds),
      repo.commentsOf(db, organizationId, stepIds),
      repo.customerNames(db, organizationId, [row.coId]),
      this.today(organizationId),
    ]);
    const people = await members.userNames(db, [
      ...documents.map((d) => d.uploadedBy),
      ...comments.map((c) => c.authorId),
    ]);
    const who = (id: string | null) => (id ? (people.get(id) ?? '') : '');
    return {
      ...summaryOf(row, steps, names.get(row.coId) ?? row.coId, today),
      steps: steps.map((s) =>
        stepOut(
          s,
          today,
          documents
            .filter((d) => d.stepId === s.id)
            .map((d) => ({
              id: d.id,
              requirement: d.requirement,
              name: d.name,
              size: d.sizeBytes,
              uploadedBy: who(d.uploadedBy),
              createdAt: d.createdAt.toISOString(),
              url: `/api/payroll/projects/${id}/steps/${s.id}/documents/${d.id}`,
            })),
          comments
            .filter((c) => c.stepId === s.id)
            .map((c) => ({
              id: String(c.id),
              author: who(c.authorId),
              message: c.message,
              createdAt: c.createdAt.toISOString(),
            })),
        ),
      ),
    };
  }

  /** A project for a bank-rec customer from a template: the template's steps, due from the start date. */
  async createProject(
    organizationId: string,
    actor: Actor,
    body: { coId: string; templateId: string; startDate: string },
  ) {
    const coId = normaliseCustomerId(body.coId);
    const customers = await bankRecReader.clientCoIds(this.ctx.db, organizationId);
    if (!customers.has(coId)) {
      throw badRequest(`${coId} is not a customer of this organisation.`, [
        { path: 'coId', message: 'not a customer' },
      ]);
    }
    const id = await this.ctx.db.transaction(async (tx) => {
      const template = await repo.template(tx, organizationId, body.templateId);
      if (!template)
        throw badRequest('There is no such template.', [{ path: 'templateId', message: 'not a template' }]);
      if (await repo.openProjectOf(tx, organizationId, coId))
        throw conflict(`${coId} already has an implementation project under way.`);
      const project = await repo.insertProject(tx, {
        organizationId,
        coId,
        templateId: template.id,
        templateName: template.name,
        startDate: body.startDate,
        createdBy: actor.userId,
      });
      await repo.insertSteps(
        tx,
        template.steps.map((s, position) => ({
          organizationId,
          projectId: project.id,
          position,
          name: s.name,
          ownerRole: s.ownerRole,
          dueDate: stepDueDate(body.startDate, s.dueOffsetDays),
          requiredDocuments: s.requiredDocuments,
        })),
      );
      await recordAs(
        tx,
        organizationId,
        actor,
        'payroll.project.created',
        'implementationProject',
        project.id,
        {
          after: { coId, template: template.name, startDate: body.startDate },
        },
      );
      return project.id;
    });
    return this.project(organizationId, id);
  }

  /** A step's status, blocker or due date, at its version, by the domain's rules. */
  async updateStep(
    organizationId: string,
    actor: Actor,
    projectId: string,
    stepId: string,
    body: {
      version: number;
      status?: StepStatus | undefined;
      blocker?: string | undefined;
      dueDate?: string | undefined;
    },
  ): Promise<ImplementationStep> {
    await this.ctx.db.transaction(async (tx) => {
      const step = await repo.step(tx, organizationId, projectId, stepId, true);
      if (!step) throw notFound('There is no such step.');
      if (step.version !== body.version) throw conflict('Someone changed the step meanwhile; read it again.');
      const to = body.status ?? step.status;
      const docs = await repo.documentsOf(tx, organizationId, [stepId]);
      const decision = decideStepChange({
        to,
        blocker: body.blocker ?? (to === 'blocked' ? step.blocker : undefined),
        missing: missingDocuments(
          step.requiredDocuments,
          docs.map((d) => d.requirement),
        ),
        actorRoles: actor.roles,
        ownerRole: step.ownerRole,
        actorIsManager: isAdministrator(actor.roles),
      });
      if (!decision.ok) {
        if (decision.code === 'not_owner') throw new AppError(403, 'forbidden', decision.message);
        throw badRequest(decision.message, [
          { path: decision.code === 'blocker_required' ? 'blocker' : 'status', message: decision.message },
        ]);
      }
      const done = to === 'done' && step.status !== 'done';
      const updated = await repo.updateStep(tx, stepId, {
        status: to,
        blocker: to === 'blocked' ? (body.blocker ?? step.blocker).trim() : '',
        ...(body.dueDate ? { dueDate: body.dueDate } : {}),
        ...(done ? { completedAt: this.ctx.now(), completedBy: actor.userId, closedBy: '' } : {}),
        ...(to !== 'done' ? { completedAt: null, completedBy: null, closedBy: '' } : {}),
      });
      await recordAs(tx, organizationId, actor, 'payroll.step.updated', 'implementationStep', stepId, {
        before: { status: step.status, blocker: step.blocker, dueDate: step.dueDate },
        after: { status: updated.status, blocker: updated.blocker, dueDate: updated.dueDate },
      });
      await this.settleProject(tx, organizationId, projectId);
    });
    return this.stepOf(organizationId, projectId, stepId);
  }

  async comment(organizationId: string, actor: Actor, projectId: string, stepId: string, message: string) {
    const row = await this.ctx.db.transaction(async (tx) => {
      const step = await repo.step(tx, organizationId, projectId, stepId);
      if (!step) throw notFound('There is no such step.');
      const row = await repo.insertComment(tx, { organizationId, stepId, authorId: actor.userId, message });
      await recordAs(tx, organizationId, actor, 'payroll.step.commented', 'implementationStep', stepId, {
        comment: row.id,
      });
      return row;
    });
    const names = await members.userNames(this.ctx.db, [actor.userId]);
    return {
      id: String(row.id),
      author: names.get(actor.userId) ?? '',
      message: row.message,
      createdAt: row.createdAt.toISOString(),
    };
  }

  async upload(
    organizationId: string,
    actor: Actor,
    projectId: string,
    stepId: string,
    requirement: string | undefined,
    file: { filename: string; mimetype: string; stream: Readable; truncated: () => boolean },
  ) {
    const step = await repo.step(this.ctx.db, organizationId, projectId, stepId);
    if (!step) throw notFound('There is no such step.');
    const wanted = (requirement ?? '').trim();
    const matching = step.requiredDocuments.find((d) => d.toLowerCase() === wanted.toLowerCase());
    if (wanted !== '' && !matching) {
      throw badRequest(
        `'${wanted}' is not one of the step's required documents (${step.requiredDocuments.join(', ') || 'none'}).`,
        [{ path: 'requirement', message: 'not a required document of the step' }],
      );
    }
    const saved = await this.files.save(file.stream, IMPLEMENTATION_DOCUMENT_MAX_BYTES, file.truncated);
    const name = safeFileName(file.filename);
    const row = await this.ctx.db.transaction(async (tx) => {
      const row = await repo.insertDocument(tx, {
        organizationId,
        stepId,
        requirement: matching ?? '',
        name,
        contentType: file.mimetype.slice(0, 100),
        sha256: saved.sha256,
        sizeBytes: saved.sizeBytes,
        uploadedBy: actor.userId,
      });
      await recordAs(tx, organizationId, actor, 'payroll.document.added', 'implementationStep', stepId, {
        document: row.id,
        name,
        requirement: row.requirement,
        sha256: saved.sha256,
        sizeBytes: saved.sizeBytes,
      });
      return row;
    });
    const names = await members.userNames(this.ctx.db, [actor.userId]);
    return {
      id: row.id,
      requirement: row.requirement,
      name: row.name,
      size: row.sizeBytes,
      uploadedBy: names.get(actor.userId) ?? '',
      createdAt: row.createdAt.toISOString(),
      url: `/api/payroll/projects/${projectId}/steps/${stepId}/documents/${row.id}`,
    };
  }

  async download(
    organizationId: string,
    projectId: string,
    stepId: string,
    documentId: string,
    reply: FastifyReply,
  ) {
    const step = await repo.step(this.ctx.db, organizationId, projectId, stepId);
    const row = step ? await repo.document(this.ctx.db, organizationId, stepId, documentId) : undefined;
    if (!row || !(await this.files.exists(row.sha256))) throw notFound('Document not found');
    return reply
      .header('content-type', SAFE_TYPES.has(row.contentType) ? row.contentType : 'application/octet-stream')
      .header('content-length', String(row.sizeBytes))
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="${encodeURIComponent(row.name)}"`)
      .send(this.files.open(row.sha256));
  }

  /**
   * A certified month of a bank-rec account: each incomplete project whose customer has book entries on
   * the account that month has its first reconciled month, and its last step closes by itself.
   */
  async closeByCertifiedMonth(
    organizationId: string,
    task: { area: string; accountId: string; accountName: string; period: string },
  ) {
    if (task.area !== 'bankRec') return 0;
    const [year, month] = task.period.split('-').map(Number) as [number, number];
    const start = `${task.period}-01`;
    const end = `${task.period}-${String(daysInMonth(year, month)).padStart(2, '0')}`;
    return this.ctx.db.transaction(async (tx) => {
      const found = await repo.projectsReconciledBy(tx, organizationId, task.accountId, start, end);
      for (const { id } of found) {
        const steps = await repo.stepsOf(tx, organizationId, [id]);
        const last = steps[steps.length - 1];
        if (last && last.status !== 'done') {
          await repo.updateStep(tx, last.id, {
            status: 'done',
            blocker: '',
            completedAt: this.ctx.now(),
            completedBy: null,
            closedBy: `The reconciliation of ${task.accountName} for ${task.period} was certified.`,
          });
        }
        await repo.setProjectDone(tx, organizationId, id, {
          firstReconciledMonth: task.period,
          completedAt: steps.every((s) => s.status === 'done' || s === last) ? this.ctx.now() : null,
        });
        await audit.record(tx, {
          organizationId,
          actorUserId: null,
          action: 'payroll.project.reconciled',
          entityType: 'implementationProject',
          entityId: id,
          details: { period: task.period, accountId: task.accountId, closedStep: last?.name ?? null },
        });
      }
      return found.length;
    });
  }

  private async stepOf(organizationId: string, projectId: string, stepId: string) {
    const project = await this.project(organizationId, projectId);
    const step = project.steps.find((s) => s.id === stepId);
    if (!step) throw notFound('There is no such step.');
    return step;
  }

  /** A project is complete when all its steps are done (and open again when one is reopened). */
  private async settleProject(tx: DbOrTx, organizationId: string, projectId: string) {
    const steps = await repo.stepsOf(tx, organizationId, [projectId]);
    const done = steps.length > 0 && steps.every((s) => s.status === 'done');
    await repo.setProjectDone(tx, organizationId, projectId, { completedAt: done ? this.ctx.now() : null });
  }
}

/** A file name safe to show and to send back in a header: no path, no control characters. */
function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(/[\p{Cc}"]/gu, '')
    .trim()
    .slice(0, 200);
  return clean || 'document';
}

export type { Caller };

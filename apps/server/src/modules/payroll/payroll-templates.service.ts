import type { ImplementationTemplate, TemplateBody } from '@clearline/contracts';
import { templateProblems } from '@clearline/domain/payroll';
import type { AppContext } from '../../platform/context';
import { badRequest, conflict, notFound } from '../../platform/errors';
import * as repo from './payroll.repository';
import { templateOut } from './payroll.views';
import { type Actor, recordAs } from './payroll-actor';

/**
 * Onboarding templates (issue 19 item 5): named lists of steps, each with an owner role, a due offset and
 * its required documents, from which implementation projects are made. An edit names the version it
 * read; a stale one is refused. A removed template stays behind the projects made from it.
 */
export class TemplatesService {
  constructor(private readonly ctx: AppContext) {}

  async templates(organizationId: string): Promise<ImplementationTemplate[]> {
    const [rows, counts] = await Promise.all([
      repo.templates(this.ctx.db, organizationId),
      repo.projectCounts(this.ctx.db, organizationId),
    ]);
    return rows.map((t) => templateOut(t, counts.get(t.id) ?? 0));
  }

  async createTemplate(organizationId: string, actor: Actor, body: TemplateBody) {
    checkTemplate(body);
    const row = await this.ctx.db.transaction(async (tx) => {
      const row = await repo.insertTemplate(tx, { organizationId, name: body.name, steps: body.steps });
      await recordAs(
        tx,
        organizationId,
        actor,
        'payroll.template.created',
        'implementationTemplate',
        row.id,
        {
          after: body,
        },
      );
      return row;
    });
    return templateOut(row, 0);
  }

  async updateTemplate(
    organizationId: string,
    actor: Actor,
    id: string,
    body: TemplateBody & { version: number },
  ) {
    checkTemplate(body);
    const row = await this.ctx.db.transaction(async (tx) => {
      const before = await repo.template(tx, organizationId, id);
      if (!before) throw notFound('There is no such template.');
      const row = await repo.updateTemplate(tx, organizationId, id, body.version, {
        name: body.name,
        steps: body.steps,
      });
      if (!row) throw conflict('Someone changed the template meanwhile; read it again.');
      await recordAs(tx, organizationId, actor, 'payroll.template.updated', 'implementationTemplate', id, {
        before: { name: before.name, steps: before.steps },
        after: { name: body.name, steps: body.steps },
      });
      return row;
    });
    const counts = await repo.projectCounts(this.ctx.db, organizationId);
    return templateOut(row, counts.get(id) ?? 0);
  }

  async removeTemplate(organizationId: string, actor: Actor, id: string) {
    await this.ctx.db.transaction(async (tx) => {
      const before = await repo.template(tx, organizationId, id);
      if (!before) throw notFound('There is no such template.');
      await repo.updateTemplate(tx, organizationId, id, before.version, { removedAt: this.ctx.now() });
      await recordAs(tx, organizationId, actor, 'payroll.template.removed', 'implementationTemplate', id, {
        before: { name: before.name },
      });
    });
    return { ok: true as const };
  }
}

function checkTemplate(body: TemplateBody) {
  const problems = templateProblems(body.steps);
  if (problems.length > 0) throw badRequest('The template is not valid.', problems);
}

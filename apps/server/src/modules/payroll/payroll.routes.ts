import { contracts } from '@clearline/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { badRequest } from '../../platform/errors';
import { callerOf, clientOf, type HandlerContext, orgOf, registerRoute } from '../../platform/http';
import { IMPLEMENTATION_DOCUMENT_MAX_BYTES, type PayrollService } from './payroll.service';
import type { Actor } from './payroll-actor';
import type { TemplatesService } from './payroll-templates.service';

const actorOf = (c: HandlerContext<unknown, unknown, unknown>): Actor => {
  const caller = callerOf(c);
  return { userId: caller.userId, roles: caller.roles, ip: clientOf(c.req).ip };
};

export function registerPayrollRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  templates: TemplatesService,
  service: PayrollService,
): void {
  const routes = contracts.payroll;
  const r = <C extends (typeof routes)[keyof typeof routes]>(
    contract: C,
    handler: Parameters<typeof registerRoute<C>>[3],
  ) => registerRoute(app, ctx.auth, contract, handler);
  r(routes.templates, async (c) => ({ data: await templates.templates(orgOf(c)) }));
  r(routes.createTemplate, async (c) => ({
    data: await templates.createTemplate(orgOf(c), actorOf(c), c.body),
  }));
  r(routes.updateTemplate, async (c) => ({
    data: await templates.updateTemplate(orgOf(c), actorOf(c), c.params.templateId, c.body),
  }));
  r(routes.removeTemplate, async (c) => ({
    data: await templates.removeTemplate(orgOf(c), actorOf(c), c.params.templateId),
  }));
  r(routes.projects, async (c) => ({ data: await service.projects(orgOf(c)) }));
  r(routes.createProject, async (c) => ({ data: await service.createProject(orgOf(c), actorOf(c), c.body) }));
  r(routes.project, async (c) => ({ data: await service.project(orgOf(c), c.params.projectId) }));
  r(routes.updateStep, async (c) => ({
    data: await service.updateStep(orgOf(c), actorOf(c), c.params.projectId, c.params.stepId, c.body),
  }));
  r(routes.comment, async (c) => ({
    data: await service.comment(orgOf(c), actorOf(c), c.params.projectId, c.params.stepId, c.body.message),
  }));
  r(routes.upload, async (c) => {
    const file = await c.req.file({ limits: { fileSize: IMPLEMENTATION_DOCUMENT_MAX_BYTES + 1, files: 1 } });
    if (!file) throw badRequest('Choose a file (multipart field "file").');
    const data = await service.upload(
      orgOf(c),
      actorOf(c),
      c.params.projectId,
      c.params.stepId,
      c.query.requirement,
      {
        filename: file.filename,
        mimetype: file.mimetype,
        stream: file.file,
        truncated: () => file.file.truncated,
      },
    );
    return { data };
  });
  r(routes.document, async (c) =>
    service.download(orgOf(c), c.params.projectId, c.params.stepId, c.params.documentId, c.reply),
  );
}

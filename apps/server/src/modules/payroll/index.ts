import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { FileStore } from '../../platform/file-store';
import type { WorkflowService } from '../workflow/index';
import { registerPayrollRoutes } from './payroll.routes';
import { PayrollService } from './payroll.service';
import { TemplatesService } from './payroll-templates.service';

export type { PayrollService };

/**
 * Payroll implementation (issue 19 item 5): templates of onboarding steps and a project per new payroll
 * customer. Documents go to the same content-addressed store as imports and card attachments. The
 * workflow's certification of a month closes the last step of the projects whose customer it reconciles.
 */
export function registerPayroll(
  app: FastifyInstance,
  ctx: AppContext,
  deps: { workflow: WorkflowService },
): PayrollService {
  const service = new PayrollService(ctx, new FileStore(path.join(ctx.config.dataDir, 'files')));
  deps.workflow.onTaskCertified(async (organizationId, task) => {
    await service.closeByCertifiedMonth(organizationId, task);
  });
  registerPayrollRoutes(app, ctx, new TemplatesService(ctx), service);
  return service;
}

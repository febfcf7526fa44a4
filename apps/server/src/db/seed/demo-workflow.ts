import { shiftPeriod, type TaskAction, todayIso } from '@clearline/domain';
import type { Actor, WorkflowService } from '../../modules/workflow/index';
import type { AppContext } from '../../platform/context';
import { DEMO_BUREAU, DEMO_WAGE_ACCESS } from './demo';
import { demoCaller } from './demo-import';

/**
 * Demo reconciliation tasks (issue 16), moved through the workflow service on the imported statements'
 * real figures, so every state is on the pages: three months back certified; two months back certified,
 * ready for review and returned for changes; last month in preparation and not started (Tax Impound: the
 * month bankrec@demo.test finishes and signs off); this month opened. Runs after the demo files' import.
 */
export async function seedDemoTasks(ctx: AppContext, workflow: WorkflowService): Promise<void> {
  const preparer = await demoCaller(ctx, DEMO_BUREAU, 'bankrec@demo.test', 128);
  const reviewer = await demoCaller(ctx, DEMO_BUREAU, 'reviewer@demo.test', 133);
  if (!preparer || !reviewer) return;
  const bureau = preparer.organizationId;
  const now = todayIso(ctx.now(), 'America/New_York').slice(0, 7);
  const month = (back: number) => shiftPeriod(now, -back);
  await workflow.setDefaultAssignees(bureau, preparer.userId, reviewer.userId);

  const steps = async (accountName: string, period: string, plan: [Actor, TaskAction, string?][]) => {
    await workflow.ensurePeriod(bureau, period);
    const task = (await workflow.listTasks(bureau, { period })).find((t) => t.accountName === accountName);
    if (!task) return;
    for (const [actor, action, comment] of plan) {
      const result = await workflow.move(bureau, actor, task.id, { action, comment });
      if (!result.ok) {
        ctx.log.warn({ accountName, period, action, reason: result.reason }, 'demo task move refused');
        return;
      }
    }
  };
  const certified: [Actor, TaskAction][] = [
    [preparer, 'start'],
    [preparer, 'signOff'],
    [reviewer, 'certify'],
  ];
  for (const account of ['Operating', 'Tax Impound', 'Payroll Clearing'])
    await steps(account, month(3), certified);
  await steps('Operating', month(2), certified);
  await steps('Tax Impound', month(2), [
    [preparer, 'start'],
    [preparer, 'signOff'],
  ]);
  await steps('Payroll Clearing', month(2), [
    [preparer, 'start'],
    [preparer, 'signOff'],
    [reviewer, 'return', 'Two checks from the 3rd are still open: say why they have not cleared.'],
  ]);
  await steps('Operating', month(1), [[preparer, 'start']]);
  await workflow.ensurePeriod(bureau, month(1));
  await workflow.ensurePeriod(bureau, month(0));

  // Employer funds: Eva prepares, Olivia (management) reviews.
  const eva = await demoCaller(ctx, DEMO_WAGE_ACCESS, 'ewa@demo.test', 135);
  const olivia = await demoCaller(ctx, DEMO_WAGE_ACCESS, 'ops@demo.test', 110);
  if (!eva || !olivia) return;
  await workflow.setDefaultAssignees(eva.organizationId, eva.userId, olivia.userId);
  await workflow.ensurePeriod(eva.organizationId, month(1));
  await workflow.ensurePeriod(eva.organizationId, month(0));
}

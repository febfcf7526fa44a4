import { contracts } from '@clearline/contracts';
import { canUseArea } from '@clearline/domain';
import { LEDGER_AREAS } from '@clearline/domain/areas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { callerOf, orgOf, registerRoute } from '../../platform/http';
import { figuresFromJson, figuresJson } from './figures';
import { PeriodLocksService } from './period-locks.service';
import type { Actor, WorkflowService } from './workflow.service';

const actorOf = (c: Parameters<typeof callerOf>[0]): Actor => {
  const caller = callerOf(c);
  return { userId: caller.userId, roles: caller.roles };
};

export function registerWorkflowRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  workflow: WorkflowService,
): void {
  const routes = contracts.workflow;
  registerRoute(app, ctx.auth, routes.tasks, async (c) => {
    const organizationId = orgOf(c);
    const actor = actorOf(c);
    const q = c.query;
    const tasks = await workflow.listTasks(organizationId, {
      area: q.area,
      areas: LEDGER_AREAS.filter((area) => canUseArea(actor.roles, area)),
      period: q.period,
      state: q.state,
      personId: q.person === 'me' ? actor.userId : q.person,
      accountId: q.accountId,
      overdue: q.overdue === 'true',
    });
    // Figures on request only: one statement per task (the page asks for one period's tasks).
    const figures =
      q.figures === 'true'
        ? await Promise.all(tasks.map((t) => workflow.figures(t, organizationId)))
        : tasks.map(() => null);
    return {
      data: {
        period: q.period ?? null,
        tasks: tasks.map((t, i) => {
          const f = figures[i];
          return { ...t, figures: f ? figuresJson(f) : null };
        }),
      },
    };
  });
  registerRoute(app, ctx.auth, routes.task, async (c) => {
    const detail = await workflow.detail(orgOf(c), actorOf(c), c.params.taskId);
    return {
      data: {
        ...detail,
        figures: figuresJson(detail.figures),
        history: detail.history.map((e) => ({ ...e, figures: e.figures ? figuresJson(e.figures) : null })),
      },
    };
  });
  registerRoute(app, ctx.auth, routes.transition, async (c) =>
    workflow.transition(orgOf(c), actorOf(c), c.params.taskId, {
      action: c.body.action,
      comment: c.body.comment,
      figures: c.body.figures ? figuresFromJson(c.body.figures) : undefined,
    }),
  );
  registerRoute(app, ctx.auth, routes.assign, async (c) => workflow.assign(orgOf(c), actorOf(c), c.body));
  registerRoute(app, ctx.auth, routes.people, async (c) => workflow.people(orgOf(c)));
  const locks = new PeriodLocksService(ctx);
  registerRoute(app, ctx.auth, routes.lockSettings, async (c) => locks.settings(orgOf(c)));
  registerRoute(app, ctx.auth, routes.setLockAtSignOff, async (c) =>
    locks.setLockAtSignOff(orgOf(c), actorOf(c), c.body),
  );
}

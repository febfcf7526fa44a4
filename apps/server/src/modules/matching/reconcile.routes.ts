import { contracts } from '@clearline/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { callerOf, orgOf, registerRoute } from '../../platform/http';
import type { AutoMatchService } from './auto-match.service';
import type { ReconcileService } from './reconcile.service';
import type { SuggestionsService } from './suggestions.service';

const routes = contracts.reconcile;

/** Auto-match jobs, suggestions, the open-lines windows, the panel and the notification counts. */
export function registerReconcileRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  services: { autoMatch: AutoMatchService; suggestions: SuggestionsService; reconcile: ReconcileService },
): void {
  const { autoMatch, suggestions, reconcile } = services;
  registerRoute(app, ctx.auth, routes.autoMatch, async (c) => {
    const caller = callerOf(c);
    const jobId = await autoMatch.enqueue({
      organizationId: orgOf(c),
      accountId: c.body.accountId,
      from: c.body.from ?? null,
      to: c.body.to ?? null,
      userId: caller.userId,
      trigger: 'manual',
    });
    return { data: { jobId } };
  });
  registerRoute(app, ctx.auth, routes.autoMatchStatus, async (c) => ({
    data: await autoMatch.status(orgOf(c), c.params.jobId),
  }));
  registerRoute(app, ctx.auth, routes.suggestions, async (c) => suggestions.list(orgOf(c), c.query));
  registerRoute(app, ctx.auth, routes.acceptSuggestion, async (c) => ({
    data: await suggestions.accept(callerOf(c), orgOf(c), c.params.id, c.body.adjustment),
  }));
  registerRoute(app, ctx.auth, routes.rejectSuggestion, async (c) => ({
    data: await suggestions.reject(callerOf(c), orgOf(c), c.params.id, c.body.reason),
  }));
  registerRoute(app, ctx.auth, routes.openLines, async (c) => reconcile.openLines(orgOf(c), c.query));
  registerRoute(app, ctx.auth, routes.panel, async (c) => reconcile.panel(orgOf(c), c.query));
  registerRoute(app, ctx.auth, routes.recNotification, async (c) => reconcile.notificationCounts(orgOf(c)));
  registerRoute(app, ctx.auth, routes.bankRecNotification, async (c) =>
    reconcile.notificationCounts(orgOf(c)),
  );
}

import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { AUTO_MATCH_JOB, AutoMatchService } from './auto-match.service';
import { registerMatchingRoutes } from './matching.routes';
import { MatchingService } from './matching.service';
import { registerReconcileRoutes } from './reconcile.routes';
import { ReconcileService } from './reconcile.service';
import { SuggestionsService } from './suggestions.service';

export interface MatchingModule {
  matching: MatchingService;
  autoMatch: AutoMatchService;
}

/**
 * Matching (issue 6): manual match and unmatch with a database guarantee against double claims, the
 * auto-match job over the engine, suggestions, open lines, the reconciliation panel and the counts.
 */
export function registerMatching(app: FastifyInstance, ctx: AppContext): MatchingModule {
  const matching = new MatchingService(ctx);
  const autoMatch = new AutoMatchService(ctx);
  ctx.jobs.register(AUTO_MATCH_JOB, autoMatch.handler());
  registerMatchingRoutes(app, ctx, matching);
  registerReconcileRoutes(app, ctx, {
    autoMatch,
    suggestions: new SuggestionsService(ctx, matching),
    reconcile: new ReconcileService(ctx),
  });
  return { matching, autoMatch };
}

export { AUTO_MATCH_JOB, type AutoMatchRequest, AutoMatchService } from './auto-match.service';
export { MatchingService } from './matching.service';

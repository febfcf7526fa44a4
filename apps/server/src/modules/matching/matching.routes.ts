import { contracts } from '@clearline/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { callerOf, orgOf, registerRoute } from '../../platform/http';
import type { MatchingService } from './matching.service';
import type { SuggestionsService } from './suggestions.service';

/** Manual match, unmatch, the list of matches, and the decisions on the engine's suggestions. */
export function registerMatchingRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  services: { matching: MatchingService; suggestions: SuggestionsService },
): void {
  const { matching, suggestions } = services;
  const routes = contracts.matching;
  registerRoute(app, ctx.auth, routes.match, async (c) => ({
    data: await matching.manualMatch(callerOf(c), orgOf(c), c.body),
  }));
  registerRoute(app, ctx.auth, routes.unmatch, async (c) => ({
    data: await matching.unmatch(callerOf(c), orgOf(c), c.params.matchId, c.body.reason),
  }));
  registerRoute(app, ctx.auth, routes.matches, async (c) => matching.list(orgOf(c), c.query));
  const reconcile = contracts.reconcile;
  registerRoute(app, ctx.auth, reconcile.suggestions, async (c) => suggestions.list(orgOf(c), c.query));
  registerRoute(app, ctx.auth, reconcile.acceptSuggestion, async (c) => ({
    data: await suggestions.accept(callerOf(c), orgOf(c), c.params.id, c.body.adjustment),
  }));
  registerRoute(app, ctx.auth, reconcile.rejectSuggestion, async (c) => ({
    data: await suggestions.reject(callerOf(c), orgOf(c), c.params.id, c.body.reason),
  }));
}

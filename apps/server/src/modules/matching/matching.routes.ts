import { areaMatchingContracts } from '@clearline/contracts';
import type { LedgerArea } from '@clearline/domain/areas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { callerOf, orgOf, registerRoute } from '../../platform/http';
import type { MatchingService } from './matching.service';
import type { SuggestionsService } from './suggestions.service';

/**
 * Manual match, unmatch, the list of matches, and the decisions on the engine's suggestions of one ledger
 * area (registered once per area: /api/bankRec/items/..., /api/employeeFunds/items/...).
 */
export function registerMatchingRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  area: LedgerArea,
  services: { matching: MatchingService; suggestions: SuggestionsService },
): void {
  const { matching, suggestions } = services;
  const { matching: routes, reconcile } = areaMatchingContracts[area];
  registerRoute(app, ctx.auth, routes.match, async (c) => ({
    data: await matching.manualMatch(callerOf(c), orgOf(c), area, c.body),
  }));
  registerRoute(app, ctx.auth, routes.unmatch, async (c) => ({
    data: await matching.unmatch(callerOf(c), orgOf(c), area, c.params.matchId, c.body.reason),
  }));
  registerRoute(app, ctx.auth, routes.matches, async (c) => matching.list(orgOf(c), area, c.query));
  registerRoute(app, ctx.auth, reconcile.suggestions, async (c) => suggestions.list(orgOf(c), area, c.query));
  registerRoute(app, ctx.auth, reconcile.acceptSuggestion, async (c) => ({
    data: await suggestions.accept(callerOf(c), orgOf(c), area, c.params.id, c.body.adjustment),
  }));
  registerRoute(app, ctx.auth, reconcile.rejectSuggestion, async (c) => ({
    data: await suggestions.reject(callerOf(c), orgOf(c), area, c.params.id, c.body.reason),
  }));
}

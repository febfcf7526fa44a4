import { LEDGER_AREAS } from '@clearline/domain/areas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { MatchingService, SuggestionsService } from '../matching/index';
import { registerAutoMatchRoutes } from './auto-match.routes';
import { AUTO_MATCH_JOB, AutoMatchService } from './auto-match.service';
import { registerMatchRulesRoutes } from './match-rules.routes';
import { MatchRulesService } from './match-rules.service';

export type { AutoMatchService, MatchRulesService };

/**
 * Auto-match: the durable job that runs the matching engine (packages/domain/matching) over a bank
 * account's open lines, on demand and after every committed import, and writes its matches and
 * suggestions (docs/adr/0006, 0008); and the administrators' editor of the rules it runs, with a dry run.
 */
export function registerAutoMatch(
  app: FastifyInstance,
  ctx: AppContext,
  matching: { matching: MatchingService; suggestions: SuggestionsService },
): AutoMatchService {
  const autoMatch = new AutoMatchService(ctx, matching.matching, matching.suggestions);
  ctx.jobs.register(AUTO_MATCH_JOB, autoMatch.handler());
  for (const area of LEDGER_AREAS) registerAutoMatchRoutes(app, ctx, area, autoMatch);
  // Issue 17: the matching rules editor (the rules the runs above read) and its dry run.
  registerMatchRulesRoutes(app, ctx, new MatchRulesService(ctx, matching.suggestions));
  return autoMatch;
}

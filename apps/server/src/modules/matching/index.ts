import { LEDGER_AREAS } from '@clearline/domain/areas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { registerMatchingRoutes } from './matching.routes';
import { MatchingService } from './matching.service';
import { SuggestionsService } from './suggestions.service';

export {
  type AutoMatchItem,
  AutoMatchRowsWriter,
  type AutoMatchWrite,
  type BulkSuggestion,
  type EncodedAutoMatches,
  encodeAutoMatches,
  SuggestionRowsWriter,
} from './auto-match-rows';
export { BANK_LINE_OPEN_SQL } from './open-line-sql';
export type { MatchingService, SuggestionsService };

/**
 * Matching (issue 6): manual match and unmatch with a database guarantee against double claims, and the
 * decisions on the engine's suggestions (the auto-match module writes them).
 */
export function registerMatching(
  app: FastifyInstance,
  ctx: AppContext,
): { matching: MatchingService; suggestions: SuggestionsService } {
  const matching = new MatchingService(ctx);
  const suggestions = new SuggestionsService(ctx, matching);
  for (const area of LEDGER_AREAS) registerMatchingRoutes(app, ctx, area, { matching, suggestions });
  return { matching, suggestions };
}

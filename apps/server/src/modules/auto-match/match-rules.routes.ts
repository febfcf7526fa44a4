import { contracts } from '@clearline/contracts';
import type { MatchRule } from '@clearline/domain/matching';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Caller } from '../../platform/auth-context';
import type { AppContext } from '../../platform/context';
import { callerOf, orgOf, registerRoute } from '../../platform/http';
import type { MatchRulesService, RulesActor } from './match-rules.service';

const routes = contracts.matchRules;

/** The matching rules editor's calls (issue 17), administrators only (the contracts' access 'admin'). */
export function registerMatchRulesRoutes(app: FastifyInstance, ctx: AppContext, rules: MatchRulesService) {
  const actorOf = (c: { caller: Caller | null; req: FastifyRequest }): RulesActor => ({
    userId: callerOf(c).userId,
    organizationId: orgOf(c),
    ip: c.req.ip,
  });
  registerRoute(app, ctx.auth, routes.matchRules, async (c) => rules.state(orgOf(c), c.params.area));
  registerRoute(app, ctx.auth, routes.saveMatchRules, async (c) =>
    rules.save(actorOf(c), c.params.area, c.body.rules as MatchRule[]),
  );
  registerRoute(app, ctx.auth, routes.resetMatchRules, async (c) => rules.reset(actorOf(c), c.params.area));
  registerRoute(app, ctx.auth, routes.dryRunMatchRules, async (c) =>
    rules.dryRun(orgOf(c), c.params.area, c.body.rules as MatchRule[]),
  );
}

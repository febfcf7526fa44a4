import { contracts } from '@clearline/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { callerOf, registerRoute } from '../../platform/http';
import type { QueriesService } from './queries.service';

const routes = contracts.queries;

export function registerQueriesRoutes(app: FastifyInstance, ctx: AppContext, service: QueriesService): void {
  registerRoute(app, ctx.auth, routes.run, async (c) => service.run(callerOf(c), c.body));
  registerRoute(app, ctx.auth, routes.options, async (c) => service.options(callerOf(c)));
  registerRoute(app, ctx.auth, routes.saved, async (c) => service.saved(callerOf(c)));
  registerRoute(app, ctx.auth, routes.save, async (c) => service.save(callerOf(c), c.body, c.req.ip));
  registerRoute(app, ctx.auth, routes.update, async (c) =>
    service.update(callerOf(c), c.params.id, c.body, c.req.ip),
  );
  registerRoute(app, ctx.auth, routes.remove, async (c) =>
    service.remove(callerOf(c), c.params.id, c.req.ip),
  );
}

import { contracts } from '@clearline/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { callerOf, orgOf, registerRoute } from '../../platform/http';
import type { ProductLinesService } from './product-lines.service';
import type { SamplesService } from './samples.service';

const routes = contracts.monitoring;

/** System health, product lines and implementation progress: management roles only (the contracts). */
export function registerMonitoringRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  samples: SamplesService,
  lines: ProductLinesService,
): void {
  registerRoute(app, ctx.auth, routes.systemHealth, async (c) =>
    samples.systemHealth(orgOf(c), c.query.range),
  );
  registerRoute(app, ctx.auth, routes.productLines, async (c) => lines.lines(orgOf(c)));
  registerRoute(app, ctx.auth, routes.lineHealth, async (c) =>
    lines.health(orgOf(c), c.params.slug, c.query.range),
  );
  registerRoute(app, ctx.auth, routes.lineInfrastructure, async (c) =>
    lines.infrastructure(orgOf(c), c.params.slug),
  );
  registerRoute(app, ctx.auth, routes.lineOperations, async (c) => lines.operations(orgOf(c), c.params.slug));
  registerRoute(app, ctx.auth, routes.addEndpoint, async (c) =>
    lines.addEndpoint(callerOf(c), orgOf(c), c.params.slug, c.body, c.req.ip),
  );
  registerRoute(app, ctx.auth, routes.updateEndpoint, async (c) =>
    lines.updateEndpoint(callerOf(c), orgOf(c), c.params.slug, c.params.id, c.body, c.req.ip),
  );
  registerRoute(app, ctx.auth, routes.removeEndpoint, async (c) =>
    lines.removeEndpoint(callerOf(c), orgOf(c), c.params.slug, c.params.id, c.req.ip),
  );
  registerRoute(app, ctx.auth, routes.implementation, async (c) => lines.implementation(orgOf(c)));
}

import { contracts } from '@clearline/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { orgOf, registerRoute } from '../../platform/http';
import type { ConfigService } from './config.service';

const routes = contracts.bankRec;

export function registerConfigRoutes(app: FastifyInstance, ctx: AppContext, service: ConfigService): void {
  registerRoute(app, ctx.auth, routes.ledgerConfig, async (c) => service.ledgerConfig(orgOf(c)));
  registerRoute(app, ctx.auth, routes.ledgerParseCode, async (c) =>
    service.parseCode(orgOf(c), c.body.select),
  );
  registerRoute(app, ctx.auth, routes.tenantConfig, async (c) =>
    service.tenantConfig(orgOf(c), c.query.service),
  );
}

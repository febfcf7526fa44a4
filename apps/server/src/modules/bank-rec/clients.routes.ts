import { contracts } from '@clearline/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { callerOf, orgOf, registerRoute } from '../../platform/http';
import type { BankRecServices } from './index';

const routes = contracts.bankRec;

export function registerClientRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  service: BankRecServices['clients'],
): void {
  registerRoute(app, ctx.auth, routes.companyNames, async (c) => service.companyNames(orgOf(c)));
  registerRoute(app, ctx.auth, routes.listClients, async (c) => service.list(orgOf(c), c.query));
  registerRoute(app, ctx.auth, routes.addUpdateClient, async (c) =>
    service.addUpdate(callerOf(c), orgOf(c), c.body.pushInfo.record, c.req.ip),
  );
  registerRoute(app, ctx.auth, routes.removeClient, async (c) =>
    service.remove(callerOf(c), orgOf(c), c.params.coId, c.req.ip),
  );
}

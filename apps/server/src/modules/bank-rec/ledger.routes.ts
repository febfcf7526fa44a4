import { contracts } from '@clearline/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { callerOf, orgOf, registerRoute } from '../../platform/http';
import type { BankRecServices } from './index';

const routes = contracts.bankRec;

export function registerLedgerRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  service: BankRecServices['ledger'],
): void {
  registerRoute(app, ctx.auth, routes.newBankLedger, async (c) =>
    service.create(callerOf(c), orgOf(c), c.body.data, c.req.ip),
  );
  registerRoute(app, ctx.auth, routes.searchLedger, async (c) => service.search(orgOf(c), c.query));
  registerRoute(app, ctx.auth, routes.getLedgerEntry, async (c) => service.get(orgOf(c), c.params.id));
  registerRoute(app, ctx.auth, routes.voidLedgerEntry, async (c) =>
    service.void(callerOf(c), orgOf(c), c.params.id, c.body.reason, c.req.ip),
  );
}

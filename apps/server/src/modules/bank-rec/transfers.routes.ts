import { contracts } from '@clearline/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { callerOf, orgOf, registerRoute } from '../../platform/http';
import type { BankRecServices } from './index';

const routes = contracts.bankRec;

export function registerTransferRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  service: BankRecServices['transfers'],
): void {
  registerRoute(app, ctx.auth, routes.transferMoney, async (c) =>
    service.transfer(callerOf(c), orgOf(c), c.body.data, c.req.ip),
  );
}

import { contracts } from '@clearline/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { callerOf, orgOf, registerRoute } from '../../platform/http';
import type { TransfersService } from './transfers.service';

const routes = contracts.bankRec;

export function registerTransferRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  service: TransfersService,
): void {
  registerRoute(app, ctx.auth, routes.transferMoney, async (c) =>
    service.transfer(callerOf(c), orgOf(c), c.body.data, c.req.ip),
  );
}

import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { registerBalancesRoutes } from './balances.routes';
import { BalancesService } from './balances.service';

export { BALANCE_FILE_MAX_BYTES } from './balances.routes';
export type { BalanceFileInput } from './balances.service';
export type { BalancesService };

/**
 * Account balances (issue 19 item 3, /app/agentPanel/importBalances): balance files imported all or
 * nothing and each account's days checked against their statement lines. Other modules use
 * `BalancesService`: `importBalancesFile(organizationId, { fileName, bytes, source, actorUserId })` (an
 * agent's balance push) and `monthFlags` (the reconciliation panel's balance check).
 */
export function registerBalances(app: FastifyInstance, ctx: AppContext): BalancesService {
  const service = new BalancesService(ctx);
  registerBalancesRoutes(app, ctx, service);
  return service;
}

import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { SuggestionsService } from '../matching/index';
import { registerClientRoutes } from './clients.routes';
import { registerConfigRoutes } from './config.routes';
import { registerLedgerRoutes } from './ledger.routes';
import { registerTransferRoutes } from './transfers.routes';

export { clientCoIds } from './clients.repository';
export { listBankAccounts } from './config.repository';
export { bankRecConfig, loadLedgerConfig } from './config.service';

/** Bank reconciliation records: customers, ledger configuration, ledger entries, transfers (issue 4). */
export function registerBankRecRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  suggestions: SuggestionsService,
): void {
  registerConfigRoutes(app, ctx);
  registerClientRoutes(app, ctx);
  registerLedgerRoutes(app, ctx, suggestions);
  registerTransferRoutes(app, ctx);
}

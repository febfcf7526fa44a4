import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { registerClientRoutes } from './clients.routes';
import { registerConfigRoutes } from './config.routes';
import { registerLedgerRoutes } from './ledger.routes';
import { registerTransferRoutes } from './transfers.routes';

export { BANK_REC_SERVICE, loadLedgerConfig } from './config.service';
export { sha256Hex } from './transfer-check';

/** Bank reconciliation records: customers, ledger configuration, ledger entries, transfers (issue 4). */
export function registerBankRecRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerConfigRoutes(app, ctx);
  registerClientRoutes(app, ctx);
  registerLedgerRoutes(app, ctx);
  registerTransferRoutes(app, ctx);
}

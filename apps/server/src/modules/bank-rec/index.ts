import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { SuggestionsService } from '../matching/index';
import { registerClientRoutes } from './clients.routes';
import { ClientsService } from './clients.service';
import { registerConfigRoutes } from './config.routes';
import { ConfigService } from './config.service';
import { registerLedgerRoutes } from './ledger.routes';
import { LedgerService } from './ledger.service';
import { BankRecReader } from './reader.service';
import { registerTransferRoutes } from './transfers.routes';
import { TransfersService } from './transfers.service';

export type { BankRecReader, ClientsService, ConfigService, LedgerService, TransfersService };

/** Bank Rec's records as other modules and the seed read them. Stateless: one serves all. */
export const bankRecReader = new BankRecReader();

export interface BankRecServices {
  clients: ClientsService;
  config: ConfigService;
  ledger: LedgerService;
  transfers: TransfersService;
}

/** Bank reconciliation records: customers, ledger configuration, ledger entries, transfers (issue 4). */
export function registerBankRec(
  app: FastifyInstance,
  ctx: AppContext,
  suggestions: SuggestionsService,
): BankRecServices {
  const services: BankRecServices = {
    clients: new ClientsService(ctx.db),
    config: new ConfigService(ctx.db),
    ledger: new LedgerService(ctx.db, ctx.now, suggestions, ctx.database.kind === 'postgres'),
    transfers: new TransfersService(ctx.db),
  };
  registerConfigRoutes(app, ctx, services.config);
  registerClientRoutes(app, ctx, services.clients);
  registerLedgerRoutes(app, ctx, services.ledger);
  registerTransferRoutes(app, ctx, services.transfers);
  return services;
}

import type {
  ClientRecord,
  EmployerRecord,
  EwaLedgerEntry,
  EwaLedgerSearchQuery,
  EwaTransferLineInput,
  LedgerEntry,
  LedgerSearchQuery,
  TransferLineInput,
} from '@clearline/contracts';
import type { EwaTransferLine, TransferLine } from '@clearline/domain';
import { BANK_REC_AREA, EWA_AREA } from '@clearline/domain/areas';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context';
import type { SuggestionsService } from '../matching/index';
import { registerClientRoutes } from './clients.routes';
import { ClientsService, toClientRecord } from './clients.service';
import { registerConfigRoutes } from './config.routes';
import { ConfigService } from './config.service';
import { registerConfigAdminRoutes } from './config-admin.routes';
import { ConfigAdminService } from './config-admin.service';
import { EMPLOYER_FIELD_NAMES, toEmployerRecord } from './ewa.mappers';
import { registerEwaRoutes } from './ewa.routes';
import { EwaEntriesService } from './ewa-entries.service';
import { registerLedgerRoutes } from './ledger.routes';
import { LedgerService } from './ledger.service';
import { BANK_REC_LEDGER, EWA_LEDGER } from './ledger-areas';
import { type LedgerConfigSetup, LedgerSetupService } from './ledger-setup.service';
import { PartnersService } from './partners.service';
import { BankRecReader } from './reader.service';
import { MatchRulesStore } from './rules-store.service';
import { registerSettlementProfileRoutes } from './settlement-profiles.routes';
import { SettlementProfilesService } from './settlement-profiles.service';
import { BANK_REC_TRANSFER, EWA_TRANSFER } from './transfer-shapes';
import { registerTransferRoutes } from './transfers.routes';
import { type LinesWrittenHook, TransfersService } from './transfers.service';

export type {
  BankRecReader,
  ClientsService,
  ConfigService,
  LedgerConfigSetup,
  LedgerService,
  LedgerSetupService,
  LinesWrittenHook,
  MatchRulesStore,
  PartnersService,
  TransfersService,
};

/** Bank Rec's records as other modules and the seed read them. Stateless: one serves all. */
export const bankRecReader = new BankRecReader();
/** Issue 17: the writer of an area's stored match rules (the rules editor's). Stateless. */
export const matchRulesStore = new MatchRulesStore();

/** Issue 17: the first ledger configuration of a new organisation (and of the demo's). Stateless. */
export const ledgerSetup = new LedgerSetupService();

type BankRecQuery = z.output<typeof LedgerSearchQuery>;
type EwaQuery = z.output<typeof EwaLedgerSearchQuery>;

export interface BankRecServices {
  clients: ClientsService<ClientRecord>;
  config: ConfigService;
  ledger: LedgerService<LedgerEntry, BankRecQuery>;
  transfers: TransfersService<z.output<typeof TransferLineInput>, TransferLine, LedgerEntry>;
}

/** The same services built for the employer-funds area (ADR 0012), plus its partners. */
export interface EwaServices {
  employers: ClientsService<EmployerRecord>;
  partners: PartnersService;
  ledger: LedgerService<EwaLedgerEntry, EwaQuery>;
  entries: EwaEntriesService;
  transfers: TransfersService<z.output<typeof EwaTransferLineInput>, EwaTransferLine, EwaLedgerEntry>;
}

/**
 * Ledger records of both areas: customers or employers, partners, ledger configuration, ledger entries,
 * transfers (issues 4 and 12). Each service is built once per area from the area's descriptor; the
 * tenant calls (config) serve both. `ewaHooks` are told the employer-funds lines an entry or a transfer
 * wrote, or a void voided, once committed (funds coverage: reconcile's FundsWatch).
 */
export function registerBankRec(
  app: FastifyInstance,
  ctx: AppContext,
  suggestions: SuggestionsService,
  ewaHooks: { written?: LinesWrittenHook; voided?: LinesWrittenHook } = {},
): BankRecServices & { ewa: EwaServices } {
  const trustEstimates = ctx.database.kind === 'postgres';
  const services: BankRecServices = {
    clients: new ClientsService(ctx.db, BANK_REC_AREA, toClientRecord),
    config: new ConfigService(ctx.db),
    ledger: new LedgerService(ctx.db, ctx.now, suggestions, trustEstimates, BANK_REC_LEDGER),
    transfers: new TransfersService(ctx.db, BANK_REC_LEDGER, BANK_REC_TRANSFER),
  };
  const ewaLedger = new LedgerService(
    ctx.db,
    ctx.now,
    suggestions,
    trustEstimates,
    EWA_LEDGER,
    ewaHooks.voided,
  );
  const ewa: EwaServices = {
    employers: new ClientsService(ctx.db, EWA_AREA, toEmployerRecord, EMPLOYER_FIELD_NAMES),
    partners: new PartnersService(ctx.db),
    ledger: ewaLedger,
    entries: new EwaEntriesService(ctx.db, ewaLedger, ewaHooks.written),
    transfers: new TransfersService(ctx.db, EWA_LEDGER, EWA_TRANSFER, ewaHooks.written),
  };
  registerConfigRoutes(app, ctx, services.config);
  // Issue 17: the ledger configuration editor (administrators).
  registerConfigAdminRoutes(app, ctx, new ConfigAdminService(ctx.db));
  registerClientRoutes(app, ctx, services.clients);
  registerLedgerRoutes(app, ctx, services.ledger);
  registerTransferRoutes(app, ctx, services.transfers);
  registerEwaRoutes(app, ctx, ewa);
  registerSettlementProfileRoutes(app, ctx, new SettlementProfilesService(ctx.db));
  return { ...services, ewa };
}

import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { ShellService } from '../shell/index';
import { CoverageService } from './coverage.service';
import { FundsWatch, type WrittenLines } from './funds-watch.service';
import { OutstandingService } from './outstanding.service';
import { registerReconcileRoutes } from './reconcile.routes';
import { ReconcileService } from './reconcile.service';

export { completeMatchesSql, inReconScope } from './reconcile.repository';
export type { BalanceCheck } from './reconcile.service';
export type { CoverageService, FundsWatch, OutstandingService, ReconcileService, WrittenLines };

/**
 * Reconciliation's read side, from the live state: the open-lines windows, the monthly panel, the
 * notification counts, the outstanding liabilities of the book, and employer funds' coverage and open
 * items; plus the funds-coverage watch other modules call after they commit employer-funds lines.
 */
export function registerReconcile(
  app: FastifyInstance,
  ctx: AppContext,
  shell: ShellService,
): {
  reconcile: ReconcileService;
  outstanding: OutstandingService;
  fundsWatch: FundsWatch;
  coverage: CoverageService;
} {
  const coverage = new CoverageService(ctx);
  const reconcile = new ReconcileService(ctx, coverage);
  const outstanding = new OutstandingService(ctx);
  const fundsWatch = new FundsWatch(ctx, shell, coverage);
  registerReconcileRoutes(app, ctx, { reconcile, outstanding, coverage });
  return { reconcile, outstanding, fundsWatch, coverage };
}

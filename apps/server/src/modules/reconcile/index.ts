import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { OutstandingService } from './outstanding.service';
import { registerReconcileRoutes } from './reconcile.routes';
import { ReconcileService } from './reconcile.service';

export type { OutstandingService, ReconcileService };

/**
 * Reconciliation's read side, from the live state: the open-lines windows, the monthly panel, the
 * notification counts, and the outstanding liabilities of the book.
 */
export function registerReconcile(
  app: FastifyInstance,
  ctx: AppContext,
): { reconcile: ReconcileService; outstanding: OutstandingService } {
  const reconcile = new ReconcileService(ctx);
  const outstanding = new OutstandingService(ctx);
  registerReconcileRoutes(app, ctx, { reconcile, outstanding });
  return { reconcile, outstanding };
}

import { areaMatchingContracts, contracts } from '@clearline/contracts';
import { LEDGER_AREAS } from '@clearline/domain/areas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { orgOf, registerRoute } from '../../platform/http';
import type { CoverageService } from './coverage.service';
import type { OutstandingService } from './outstanding.service';
import type { ReconcileService } from './reconcile.service';

/**
 * The open-lines windows and the panel of each ledger area, the notification counts (bank-rec's two calls
 * and the employer-funds one) and the outstanding liabilities.
 */
export function registerReconcileRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  services: { reconcile: ReconcileService; outstanding: OutstandingService; coverage: CoverageService },
): void {
  const { reconcile, outstanding, coverage } = services;
  for (const area of LEDGER_AREAS) {
    const routes = areaMatchingContracts[area].reconcile;
    registerRoute(app, ctx.auth, routes.openLines, async (c) => reconcile.openLines(orgOf(c), area, c.query));
    registerRoute(app, ctx.auth, routes.panel, async (c) => reconcile.panel(orgOf(c), area, c.query));
  }
  const routes = contracts.reconcile;
  registerRoute(app, ctx.auth, routes.recNotification, async (c) => reconcile.notificationCounts(orgOf(c)));
  registerRoute(app, ctx.auth, routes.bankRecNotification, async (c) =>
    reconcile.notificationCounts(orgOf(c)),
  );
  registerRoute(app, ctx.auth, contracts.ewa.notification, async (c) =>
    reconcile.ewaNotificationCounts(orgOf(c)),
  );
  registerRoute(app, ctx.auth, contracts.outstanding.outstanding, async (c) =>
    outstanding.query(orgOf(c), c.body),
  );
  const ewa = contracts.ewaCoverage;
  registerRoute(app, ctx.auth, ewa.subledgerRec, async (c) => coverage.subledgerRec(orgOf(c), c.query));
  registerRoute(app, ctx.auth, ewa.subledgerLines, async (c) =>
    coverage.subledgerLines(orgOf(c), c.params.employer, c.query),
  );
  registerRoute(app, ctx.auth, ewa.ledgerRec, async (c) => coverage.ledgerRec(orgOf(c), c.query));
}

import { contracts } from '@clearline/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { callerOf, orgOf, registerRoute } from '../../platform/http';
import type { ConfigActor, ConfigAdminService } from './config-admin.service';

const routes = contracts.ledgerConfigAdmin;

/** Issue 17: the ledger configuration editor's calls, administrators only (the contracts say 'admin'). */
export function registerConfigAdminRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  service: ConfigAdminService,
) {
  const actorOf = (c: {
    caller: Parameters<typeof orgOf>[0]['caller'];
    req: { ip: string };
  }): ConfigActor => ({
    userId: callerOf(c).userId,
    organizationId: orgOf(c),
    ip: c.req.ip,
  });

  registerRoute(app, ctx.auth, routes.get, async (c) => service.get(orgOf(c)));

  registerRoute(app, ctx.auth, routes.bankAccounts.add, async (c) =>
    service.addBankAccount(actorOf(c), c.body),
  );
  registerRoute(app, ctx.auth, routes.bankAccounts.update, async (c) =>
    service.updateBankAccount(actorOf(c), c.params.id, c.body),
  );
  registerRoute(app, ctx.auth, routes.bankAccounts.remove, async (c) =>
    removed(await service.removeBankAccount(actorOf(c), c.params.id)),
  );

  registerRoute(app, ctx.auth, routes.ledgers.add, async (c) => service.addLedger(actorOf(c), c.body));
  registerRoute(app, ctx.auth, routes.ledgers.update, async (c) =>
    service.updateLedger(actorOf(c), c.params.id, c.body),
  );
  registerRoute(app, ctx.auth, routes.ledgers.remove, async (c) =>
    removed(await service.removeLedger(actorOf(c), c.params.id)),
  );

  registerRoute(app, ctx.auth, routes.ledgerAccounts.add, async (c) =>
    service.addLedgerAccount(actorOf(c), c.body),
  );
  registerRoute(app, ctx.auth, routes.ledgerAccounts.update, async (c) =>
    service.updateLedgerAccount(actorOf(c), c.params.id, c.body),
  );
  registerRoute(app, ctx.auth, routes.ledgerAccounts.remove, async (c) =>
    removed(await service.removeLedgerAccount(actorOf(c), c.params.id)),
  );

  registerRoute(app, ctx.auth, routes.transactionCodes.add, async (c) =>
    service.addTransactionCode(actorOf(c), c.body),
  );
  registerRoute(app, ctx.auth, routes.transactionCodes.update, async (c) =>
    service.updateTransactionCode(actorOf(c), c.params.id, c.body),
  );
  registerRoute(app, ctx.auth, routes.transactionCodes.remove, async (c) =>
    removed(await service.removeTransactionCode(actorOf(c), c.params.id)),
  );

  registerRoute(app, ctx.auth, routes.recTypes.add, async (c) => service.addRecType(actorOf(c), c.body));
  registerRoute(app, ctx.auth, routes.recTypes.update, async (c) =>
    service.updateRecType(actorOf(c), c.params.id, c.body),
  );
  registerRoute(app, ctx.auth, routes.recTypes.remove, async (c) =>
    removed(await service.removeRecType(actorOf(c), c.params.id)),
  );
}

const removed = ({ id }: { id: string }) => ({ id, removed: true as const });

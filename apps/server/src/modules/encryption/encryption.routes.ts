import { contracts } from '@clearline/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { callerOf, registerRoute } from '../../platform/http';
import type { EncryptionService } from './encryption.service';

const routes = contracts.encryption;

export function registerEncryptionRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  service: EncryptionService,
): void {
  registerRoute(app, ctx.auth, routes.overview, async (c) => service.overview(callerOf(c)));
  registerRoute(app, ctx.auth, routes.generateOrgKey, async (c) =>
    service.generateOrgKey(callerOf(c), c.body, c.req.ip),
  );
  registerRoute(app, ctx.auth, routes.orgPublicKey, async (c) =>
    service.orgPublicKey(callerOf(c), c.params.id),
  );
  registerRoute(app, ctx.auth, routes.deleteOrgKey, async (c) =>
    service.deleteOrgKey(callerOf(c), c.params.id, c.req.ip),
  );
  registerRoute(app, ctx.auth, routes.addBankKey, async (c) =>
    service.addBankKey(callerOf(c), c.body, c.req.ip),
  );
  registerRoute(app, ctx.auth, routes.deleteBankKey, async (c) =>
    service.deleteBankKey(callerOf(c), c.params.id, c.req.ip),
  );
  registerRoute(app, ctx.auth, routes.updateSettings, async (c) =>
    service.updateSettings(callerOf(c), c.body, c.req.ip),
  );
  registerRoute(app, ctx.auth, routes.recipients, async (c) => service.recipients(callerOf(c)));
}

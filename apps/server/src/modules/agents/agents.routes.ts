import { contracts, uploadSizeLimit } from '@clearline/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { AppError, badRequest } from '../../platform/errors';
import { callerOf, orgOf, registerRoute } from '../../platform/http';
import { BALANCE_FILE_MAX_BYTES } from '../balances/index';
import type { AgentsService } from './agents.service';
import type { DemoService } from './demo.service';

const routes = contracts.agents;

/** Guessing codes is pointless at 80 bits, but a flood of tries is still cut short per address. */
const ACTIVATE_LIMIT = { max: 10, timeWindow: 60_000 };

export function registerAgentsRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  service: AgentsService,
  demo: DemoService,
): void {
  // The administrators' side.
  registerRoute(app, ctx.auth, routes.list, async (c) => service.list(orgOf(c)));
  registerRoute(app, ctx.auth, routes.register, async (c) =>
    service.register(callerOf(c), orgOf(c), c.body, c.req.ip),
  );
  registerRoute(app, ctx.auth, routes.newCode, async (c) =>
    service.newCode(callerOf(c), orgOf(c), c.params.id, c.req.ip),
  );
  registerRoute(app, ctx.auth, routes.revoke, async (c) =>
    service.revoke(callerOf(c), orgOf(c), c.params.id, c.req.ip),
  );
  registerRoute(app, ctx.auth, routes.pushProgress, async (c) =>
    service.pushProgress(orgOf(c), c.params.importId),
  );
  registerRoute(app, ctx.auth, routes.demoStatement, async (c) => demo.statement(orgOf(c), c.body.accountId));

  // The agent's side: its own credential, checked before anything of the request is read.
  registerRoute(app, ctx.auth, routes.activate, async (c) => service.activate(c.body, c.req.ip), {
    rateLimit: ACTIVATE_LIMIT,
  });
  registerRoute(app, ctx.auth, routes.heartbeat, async (c) =>
    service.heartbeat(await service.authenticate(c.req.headers.authorization), c.body),
  );
  registerRoute(app, ctx.auth, routes.rotate, async (c) =>
    service.rotate(await service.authenticate(c.req.headers.authorization), c.req.ip),
  );
  registerRoute(app, ctx.auth, routes.pushStatus, async (c) =>
    service.pushStatus(await service.authenticate(c.req.headers.authorization), c.params.importId),
  );
  registerRoute(app, ctx.auth, routes.push, async (c) => {
    const agent = await service.authenticate(c.req.headers.authorization);
    const limit = uploadSizeLimit(agent.area, 'import');
    const file = await c.req.file({ limits: { fileSize: limit + 1, files: 1 } });
    if (!file) throw badRequest('Send the file as multipart field "file".');
    return service.push(
      agent,
      { filename: file.filename, stream: file.file, truncated: () => file.file.truncated },
      c.query,
    );
  });
  registerRoute(app, ctx.auth, routes.pushBalances, async (c) => {
    const agent = await service.authenticate(c.req.headers.authorization);
    const file = await c.req.file({ limits: { fileSize: BALANCE_FILE_MAX_BYTES + 1, files: 1 } });
    if (!file) throw badRequest('Send the file as multipart field "file".');
    const bytes = await file.toBuffer();
    if (file.file.truncated || bytes.length > BALANCE_FILE_MAX_BYTES)
      throw new AppError(413, 'payload_too_large', 'A balance file may be at most 5 MB.');
    return service.pushBalances(agent, file.filename, bytes, c.req.ip);
  });
}

import { contracts } from '@clearline/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { AppError, badRequest } from '../../platform/errors';
import { callerOf, clientOf, orgOf, registerRoute } from '../../platform/http';
import type { BalancesService } from './balances.service';

/** Balance files are a line per account and day: 5 MB is years of them. */
export const BALANCE_FILE_MAX_BYTES = 5 * 1024 * 1024;

export function registerBalancesRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  service: BalancesService,
): void {
  const routes = contracts.balances;
  registerRoute(app, ctx.auth, routes.list, async (c) => ({
    data: await service.list(orgOf(c), callerOf(c).roles, c.query),
  }));
  registerRoute(app, ctx.auth, routes.files, async (c) => ({ data: await service.files(orgOf(c)) }));
  registerRoute(app, ctx.auth, routes.profile, async (c) => ({ data: await service.profile(orgOf(c)) }));
  registerRoute(app, ctx.auth, routes.saveProfile, async (c) => ({
    data: await service.saveProfile(orgOf(c), callerOf(c).userId, c.body, clientOf(c.req).ip),
  }));
  registerRoute(app, ctx.auth, routes.importFile, async (c) => {
    const file = await c.req.file({ limits: { fileSize: BALANCE_FILE_MAX_BYTES + 1, files: 1 } });
    if (!file) throw badRequest('Choose a balance file (multipart field "file").');
    const bytes = await file.toBuffer();
    if (file.file.truncated || bytes.length > BALANCE_FILE_MAX_BYTES) {
      throw new AppError(413, 'payload_too_large', 'A balance file may be at most 5 MB.');
    }
    const data = await service.importBalancesFile(orgOf(c), {
      fileName: file.filename || 'balances.csv',
      bytes,
      source: 'file',
      actorUserId: callerOf(c).userId,
      ip: clientOf(c.req).ip,
    });
    return { data };
  });
}

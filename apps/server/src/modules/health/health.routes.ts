import { contracts } from '@clearline/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { pingDatabase } from '../../platform/db';
import { registerRoute } from '../../platform/http';

const routes = contracts.health;
const VERSION = '0.1.0';

export function registerHealthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const databaseHealth = async (reply: { code(status: number): unknown }) => {
    try {
      const latencyMs = await pingDatabase(ctx.db);
      return {
        status: 'pass' as const,
        database: ctx.database.kind,
        latencyMs: Math.round(latencyMs * 100) / 100,
      };
    } catch (error) {
      ctx.log.error({ err: error }, 'database health check failed');
      reply.code(503);
      return { status: 'fail' as const, database: ctx.database.kind, latencyMs: -1 };
    }
  };

  registerRoute(app, ctx.auth, routes.apiRoot, async () => ({
    name: 'clearline' as const,
    status: 'ok' as const,
    version: VERSION,
  }));
  registerRoute(app, ctx.auth, routes.queryDatabase, async ({ reply }) => databaseHealth(reply));
  registerRoute(app, ctx.auth, routes.live, async () => ({ status: 'pass' as const }));
  registerRoute(app, ctx.auth, routes.ready, async ({ reply }) => databaseHealth(reply));
}

import { contracts } from '@clearline/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { callerOf, orgOf, registerRoute } from '../../platform/http';
import type { ShellService } from './shell.service';

const routes = contracts.shell;

export function registerShellRoutes(app: FastifyInstance, ctx: AppContext, service: ShellService): void {
  registerRoute(app, ctx.auth, routes.quickPanel, async (c) => service.quickPanel(callerOf(c), orgOf(c)));
  registerRoute(app, ctx.auth, routes.agentNotifications, async (c) =>
    service.notifications(callerOf(c), orgOf(c)),
  );
  registerRoute(app, ctx.auth, routes.agentNotificationsRead, async (c) =>
    service.markRead(callerOf(c), orgOf(c)),
  );
}

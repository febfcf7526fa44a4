import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { registerShellRoutes } from './shell.routes';
import { ShellService } from './shell.service';

export type { ShellService };

/** The shell around every page: menus, notifications, recent activity. */
export function registerShell(app: FastifyInstance, ctx: AppContext): ShellService {
  const service = new ShellService(ctx);
  registerShellRoutes(app, ctx, service);
  return service;
}

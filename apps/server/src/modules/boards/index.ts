import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { FileStore } from '../../platform/file-store';
import type { WorkflowService } from '../workflow/index';
import { registerBoardsRoutes } from './boards.routes';
import { BoardsService } from './boards.service';
import { CardDetailsService } from './card-details.service';
import type { BoardTask, BoardTaskSource } from './task-source';
import { workflowTaskSource } from './workflow-tasks';

export type { BoardsService, BoardTask, BoardTaskSource };

/**
 * Boards (issue 16): lists and cards per organisation, live for everyone watching a board. Attachments
 * go to the same content-addressed store as imported files (the rows say whose they are).
 */
export function registerBoards(
  app: FastifyInstance,
  ctx: AppContext,
  deps: { workflow?: WorkflowService } = {},
): BoardsService {
  const service = new BoardsService(ctx);
  const cards = new CardDetailsService(ctx, new FileStore(path.join(ctx.config.dataDir, 'files')));
  // Reconciliation boards show the workflow's tasks on their state lists.
  if (deps.workflow) {
    service.useTaskSource(workflowTaskSource(deps.workflow));
    // A move on the workflow pages redraws every open reconciliation board of the organisation.
    deps.workflow.onTaskMoved((organizationId, actorId) => {
      service.tasksChanged(organizationId, actorId).catch((error) => {
        ctx.log.warn({ err: error }, 'the reconciliation boards could not be told of a task move');
      });
    });
  }
  ctx.realtime.setBoardRooms((caller, boardId) => service.roomFor(caller, boardId));
  registerBoardsRoutes(app, ctx, service, cards);
  return service;
}

import { BOARD_ATTACHMENT_MAX_BYTES, contracts } from '@clearline/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { badRequest } from '../../platform/errors';
import { callerOf, orgOf, registerRoute } from '../../platform/http';
import type { BoardsService } from './boards.service';
import type { CardDetailsService } from './card-details.service';

const routes = contracts.boards;

export function registerBoardsRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  service: BoardsService,
  cards: CardDetailsService,
): void {
  const r = <C extends (typeof routes)[keyof typeof routes]>(
    contract: C,
    handler: Parameters<typeof registerRoute<C>>[3],
  ) => registerRoute(app, ctx.auth, contract, handler);
  r(routes.list, async (c) => service.list(orgOf(c)));
  r(routes.create, async (c) => service.create(callerOf(c), orgOf(c), c.body.name));
  r(routes.get, async (c) => service.get(callerOf(c), orgOf(c), c.params.boardId, c.query.area));
  r(routes.update, async (c) => service.update(callerOf(c), orgOf(c), c.params.boardId, c.body));
  r(routes.remove, async (c) => service.remove(callerOf(c), orgOf(c), c.params.boardId));
  r(routes.newList, async (c) => service.newList(callerOf(c), orgOf(c), c.params.boardId, c.body.name));
  r(routes.renameList, async (c) =>
    service.renameList(callerOf(c), orgOf(c), c.params.boardId, c.params.listId, c.body),
  );
  r(routes.removeList, async (c) =>
    service.removeList(callerOf(c), orgOf(c), c.params.boardId, c.params.listId),
  );
  r(routes.moveList, async (c) =>
    service.moveList(callerOf(c), orgOf(c), c.params.boardId, c.params.listId, c.body),
  );
  r(routes.newLabel, async (c) => service.newLabel(callerOf(c), orgOf(c), c.params.boardId, c.body));
  r(routes.newCard, async (c) => service.newCard(callerOf(c), orgOf(c), c.params.boardId, c.body));
  r(routes.card, async (c) => cards.card(orgOf(c), c.params.boardId, c.params.cardId));
  r(routes.updateCard, async (c) =>
    cards.updateCard(callerOf(c), orgOf(c), c.params.boardId, c.params.cardId, c.body),
  );
  r(routes.removeCard, async (c) =>
    service.removeCard(callerOf(c), orgOf(c), c.params.boardId, c.params.cardId),
  );
  r(routes.moveCard, async (c) =>
    service.moveCard(callerOf(c), orgOf(c), c.params.boardId, c.params.cardId, c.body),
  );
  r(routes.moveTask, async (c) => service.moveTask(callerOf(c), orgOf(c), c.params.boardId, c.body));
  r(routes.comment, async (c) =>
    cards.comment(callerOf(c), orgOf(c), c.params.boardId, c.params.cardId, c.body.message),
  );
  r(routes.attach, async (c) => {
    const file = await c.req.file({ limits: { fileSize: BOARD_ATTACHMENT_MAX_BYTES + 1, files: 1 } });
    if (!file) throw badRequest('Choose a file to attach (multipart field "file").');
    return cards.attach(callerOf(c), orgOf(c), c.params.boardId, c.params.cardId, {
      filename: file.filename,
      mimetype: file.mimetype,
      stream: file.file,
      truncated: () => file.file.truncated,
    });
  });
  r(routes.attachment, async (c) =>
    cards.download(orgOf(c), c.params.boardId, c.params.cardId, c.params.attachmentId, c.reply),
  );
}

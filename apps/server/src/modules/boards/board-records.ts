import { BOARD_CHANGED_EVENT, type BoardCard, type BoardList } from '@clearline/contracts';
import type { Caller } from '../../platform/auth-context';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db';
import { notFound } from '../../platform/errors';
import { audit } from '../audit/index';
import { toCard, toList } from './board-views';
import * as repo from './boards.repository';

/** The socket room of one board: the organisation is part of the name, so events never leave it. */
export const boardRoom = (organizationId: string, boardId: string) => `board:${organizationId}:${boardId}`;

/**
 * What the boards' services share: a board, list or card of the organisation or a 404, their shapes for
 * the browser, and each change's audit record and announcement to the board's room.
 */
export class BoardRecords {
  constructor(private readonly ctx: AppContext) {}

  async boardOrThrow(db: DbOrTx, organizationId: string, number: number, lock = false) {
    const board = await repo.boardByNumber(db, organizationId, number, lock);
    if (!board) throw notFound('Requested board do not exist.');
    return board;
  }

  async listOf(db: DbOrTx, organizationId: string, boardId: string, listId: string) {
    const list = await repo.findList(db, organizationId, listId);
    if (!list || list.boardId !== boardId) throw notFound('List not found');
    return list;
  }

  async cardOf(db: DbOrTx, organizationId: string, boardId: string, cardId: string) {
    const card = await repo.findCard(db, organizationId, cardId);
    if (!card || card.boardId !== boardId) throw notFound('Card not found');
    return card;
  }

  async cardOut(db: DbOrTx, card: repo.CardRow): Promise<BoardCard> {
    return toCard(card, await repo.detailCounts(db, [card.id]));
  }

  async listOut(db: DbOrTx, list: repo.ListRow): Promise<BoardList> {
    return toList(
      list,
      (await repo.cardsOfList(db, list.id)).map((c) => c.id),
    );
  }

  audit(
    tx: DbOrTx,
    caller: Caller,
    organizationId: string,
    action: string,
    entityId: string,
    details: Record<string, unknown>,
  ) {
    return audit.record(tx, {
      organizationId,
      actorUserId: caller.userId,
      action,
      entityType: 'board',
      entityId,
      details,
    });
  }

  announce(caller: Caller, board: repo.BoardRow, kind: string, cardId?: string) {
    this.ctx.realtime.toRoom(boardRoom(board.organizationId, board.id), BOARD_CHANGED_EVENT, {
      boardId: board.id,
      number: board.number,
      kind,
      actorId: caller.userId,
      ...(cardId ? { cardId } : {}),
    });
  }
}

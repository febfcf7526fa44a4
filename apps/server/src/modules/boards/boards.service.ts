import { BOARD_ACCESS, BOARD_CHANGED_EVENT, type Board } from '@clearline/contracts';
import { canUseArea } from '@clearline/domain';
import { placeAt, presentFields } from '@clearline/domain/boards';
import type { Caller } from '../../platform/auth-context';
import type { AppContext } from '../../platform/context';
import { badRequest, notFound, pgErrorCode, UNIQUE_VIOLATION } from '../../platform/errors';
import { members } from '../users/index';
import { BoardRecords, boardRoom } from './board-records';
import { staleCard, staleList, toCard, toList, toSummary } from './board-views';
import * as repo from './boards.repository';
import { type BoardTask, type BoardTaskSource, taskCardId } from './task-source';

/**
 * Boards of an organisation (issue 16). Every structural change (a list or card created, moved or
 * removed) holds the board's row lock, reads versions under it and rewrites positions in the same
 * transaction: concurrent moves queue, the second one made on an older version gets a 409 with the row
 * as the first left it. Each change is audited and announced to the board's room after it commits.
 */
export class BoardsService {
  private tasks: BoardTaskSource | null = null;
  private readonly records: BoardRecords;

  constructor(private readonly ctx: AppContext) {
    this.records = new BoardRecords(ctx);
  }

  /** The reconciliation tasks shown on reconciliation boards (set once the task service exists). */
  useTaskSource(source: BoardTaskSource): void {
    this.tasks = source;
  }

  /**
   * The room a socket may join to watch a board: only a live board of the caller's organisation, and only
   * for a role the board routes answer (a member without one hears no board's events either).
   */
  async roomFor(caller: Caller, boardId: unknown): Promise<string | null> {
    if (!caller.organizationId || typeof boardId !== 'string' || !/^[0-9a-f-]{36}$/i.test(boardId))
      return null;
    if (!BOARD_ACCESS.some((area) => canUseArea(caller.roles, area))) return null;
    const board = await repo.boardById(this.ctx.db, caller.organizationId, boardId);
    return board ? boardRoom(caller.organizationId, board.id) : null;
  }

  async list(organizationId: string) {
    return { data: (await repo.listBoards(this.ctx.db, organizationId)).map(toSummary) };
  }

  async create(caller: Caller, organizationId: string, name: string) {
    // Two boards created at once may pick the same number: the unique index refuses one, which retries.
    for (let attempt = 0; ; attempt += 1) {
      try {
        const row = await this.ctx.db.transaction(async (tx) => {
          const number = await repo.nextBoardNumber(tx, organizationId);
          const board = await repo.insertBoard(tx, {
            organizationId,
            number,
            name,
            createdBy: caller.userId,
          });
          await this.records.audit(tx, caller, organizationId, 'board.created', board.id, { number, name });
          return board;
        });
        return toSummary(row);
      } catch (error) {
        if (pgErrorCode(error) !== UNIQUE_VIOLATION || attempt >= 3) throw error;
      }
    }
  }

  async get(
    caller: Caller,
    organizationId: string,
    number: number,
    area?: 'bankRec' | 'ewa',
  ): Promise<Board> {
    const db = this.ctx.db;
    const board = await this.records.boardOrThrow(db, organizationId, number);
    const [lists, cards, labels, people] = await Promise.all([
      repo.listsOf(db, board.id),
      repo.cardsOfBoard(db, board.id),
      repo.labelsOf(db, board.id),
      members.membersOf(db, organizationId),
    ]);
    const counts = await repo.detailCounts(
      db,
      cards.map((c) => c.id),
    );
    const names = await members.userNames(
      db,
      people.map((p) => p.userId),
    );
    const cardsOut = cards.map((c) => toCard(c, counts));
    const idsByList = new Map<string, string[]>(lists.map((l) => [l.id, []]));
    for (const card of cards) idsByList.get(card.listId)?.push(card.id);
    if (board.kind === 'reconciliation' && this.tasks) {
      const listByState = new Map(lists.filter((l) => l.taskState).map((l) => [l.taskState, l]));
      for (const task of await this.tasks.tasksOf(organizationId, caller.roles, area)) {
        const list = listByState.get(task.state);
        if (!list) continue;
        const id = taskCardId(task.id);
        idsByList.get(list.id)?.push(id);
        cardsOut.push({
          id,
          listId: list.id,
          name: task.title,
          description: '',
          version: 0,
          due: task.due,
          idMembers: task.memberIds.filter((m) => names.has(m)),
          idLabels: [],
          idAttachmentCover: null,
          subscribed: false,
          checklists: [],
          attachmentCount: 0,
          commentCount: 0,
          task: { id: task.id, state: task.state, area: task.area, detail: task.detail },
        });
      }
    }
    return {
      ...toSummary(board),
      lists: lists.map((l) => toList(l, idsByList.get(l.id) ?? [])),
      cards: cardsOut,
      labels: labels.map((l) => ({ id: l.id, name: l.name, class: l.color })),
      members: people.map((p) => ({ id: p.userId, name: names.get(p.userId) ?? '', avatar: '' })),
    };
  }

  async update(
    caller: Caller,
    organizationId: string,
    number: number,
    body: { name?: string | undefined; settings?: Partial<repo.BoardRow['settings']> | undefined },
  ) {
    const row = await this.ctx.db.transaction(async (tx) => {
      const board = await this.records.boardOrThrow(tx, organizationId, number, true);
      const updated = await repo.updateBoard(tx, board.id, {
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.settings ? { settings: { ...board.settings, ...presentFields(body.settings) } } : {}),
      });
      await this.records.audit(tx, caller, organizationId, 'board.updated', board.id, {
        before: board.name,
        ...body,
      });
      return updated;
    });
    this.records.announce(caller, row, 'board.updated');
    return toSummary(row);
  }

  async remove(caller: Caller, organizationId: string, number: number) {
    if (number === 1) throw badRequest('Board 1 is the organisation’s first board and stays.');
    const row = await this.ctx.db.transaction(async (tx) => {
      const board = await this.records.boardOrThrow(tx, organizationId, number, true);
      await repo.updateBoard(tx, board.id, { removedAt: this.ctx.now() });
      await this.records.audit(tx, caller, organizationId, 'board.removed', board.id, {
        number,
        name: board.name,
      });
      return board;
    });
    this.records.announce(caller, row, 'board.removed');
    return { ok: true as const };
  }

  async newList(caller: Caller, organizationId: string, number: number, name: string) {
    const { board, list } = await this.ctx.db.transaction(async (tx) => {
      const board = await this.records.boardOrThrow(tx, organizationId, number, true);
      const position = (await repo.listsOf(tx, board.id)).length;
      const list = await repo.insertList(tx, { organizationId, boardId: board.id, name, position });
      await this.records.audit(tx, caller, organizationId, 'board.list.created', list.id, {
        board: number,
        name,
      });
      return { board, list };
    });
    this.records.announce(caller, board, 'list.created');
    return toList(list, []);
  }

  async renameList(
    caller: Caller,
    organizationId: string,
    number: number,
    listId: string,
    body: { name: string; version: number },
  ) {
    const { board, list } = await this.ctx.db.transaction(async (tx) => {
      const board = await this.records.boardOrThrow(tx, organizationId, number, true);
      const current = await this.records.listOf(tx, organizationId, board.id, listId);
      if (current.version !== body.version) throw staleList(await this.records.listOut(tx, current));
      const list = await repo.updateList(tx, listId, { name: body.name, bump: true });
      await this.records.audit(tx, caller, organizationId, 'board.list.renamed', listId, {
        before: current.name,
        after: body.name,
      });
      return { board, list };
    });
    this.records.announce(caller, board, 'list.renamed');
    return this.records.listOut(this.ctx.db, list);
  }

  async removeList(caller: Caller, organizationId: string, number: number, listId: string) {
    const board = await this.ctx.db.transaction(async (tx) => {
      const board = await this.records.boardOrThrow(tx, organizationId, number, true);
      const list = await this.records.listOf(tx, organizationId, board.id, listId);
      if (list.taskState) throw badRequest('A list of a reconciliation state stays on its board.');
      const now = this.ctx.now();
      await repo.removeCardsOfList(tx, listId, now);
      await repo.updateList(tx, listId, { removedAt: now, bump: true });
      await repo.rewriteListPositions(
        tx,
        (await repo.listsOf(tx, board.id)).filter((l) => l.id !== listId),
      );
      await this.records.audit(tx, caller, organizationId, 'board.list.removed', listId, {
        board: number,
        name: list.name,
      });
      return board;
    });
    this.records.announce(caller, board, 'list.removed');
    return { ok: true as const };
  }

  async moveList(
    caller: Caller,
    organizationId: string,
    number: number,
    listId: string,
    body: { version: number; index: number },
  ) {
    const { board, list } = await this.ctx.db.transaction(async (tx) => {
      const board = await this.records.boardOrThrow(tx, organizationId, number, true);
      const current = await this.records.listOf(tx, organizationId, board.id, listId);
      if (current.version !== body.version) throw staleList(await this.records.listOut(tx, current));
      await repo.rewriteListPositions(tx, placeAt(await repo.listsOf(tx, board.id), current, body.index));
      const list = await repo.updateList(tx, listId, { bump: true });
      await this.records.audit(tx, caller, organizationId, 'board.list.moved', listId, { index: body.index });
      return { board, list };
    });
    this.records.announce(caller, board, 'list.moved');
    return this.records.listOut(this.ctx.db, list);
  }

  async newLabel(
    caller: Caller,
    organizationId: string,
    number: number,
    body: { name: string; class: string },
  ) {
    const { board, label } = await this.ctx.db.transaction(async (tx) => {
      const board = await this.records.boardOrThrow(tx, organizationId, number, true);
      const label = await repo.insertLabel(tx, {
        organizationId,
        boardId: board.id,
        name: body.name,
        color: body.class,
      });
      await this.records.audit(tx, caller, organizationId, 'board.label.created', label.id, body);
      return { board, label };
    });
    this.records.announce(caller, board, 'label.created');
    return { id: label.id, name: label.name, class: label.color };
  }

  async newCard(
    caller: Caller,
    organizationId: string,
    number: number,
    body: { listId: string; name: string },
  ) {
    const { board, card } = await this.ctx.db.transaction(async (tx) => {
      const board = await this.records.boardOrThrow(tx, organizationId, number, true);
      await this.records.listOf(tx, organizationId, board.id, body.listId);
      const position = (await repo.cardsOfList(tx, body.listId)).length;
      const card = await repo.insertCard(tx, {
        organizationId,
        boardId: board.id,
        listId: body.listId,
        name: body.name,
        position,
        createdBy: caller.userId,
      });
      await repo.insertActivity(tx, {
        organizationId,
        cardId: card.id,
        type: 'change',
        memberId: caller.userId,
        message: 'created this card',
      });
      await this.records.audit(tx, caller, organizationId, 'board.card.created', card.id, {
        board: number,
        name: body.name,
      });
      return { board, card };
    });
    this.records.announce(caller, board, 'card.created', card.id);
    return toCard(card);
  }

  async removeCard(caller: Caller, organizationId: string, number: number, cardId: string) {
    const board = await this.ctx.db.transaction(async (tx) => {
      const board = await this.records.boardOrThrow(tx, organizationId, number, true);
      const card = await this.records.cardOf(tx, organizationId, board.id, cardId);
      await repo.updateCard(tx, cardId, { removedAt: this.ctx.now() }, this.ctx.now());
      await repo.rewriteCardPositions(
        tx,
        (await repo.cardsOfList(tx, card.listId)).filter((c) => c.id !== cardId),
      );
      await this.records.audit(tx, caller, organizationId, 'board.card.removed', cardId, {
        board: number,
        name: card.name,
      });
      return board;
    });
    this.records.announce(caller, board, 'card.removed', cardId);
    return { ok: true as const };
  }

  /**
   * Moves a card to a list of the organisation (this board or another of its boards) at an index. A
   * list of another organisation is not found; a card moved by someone else since the caller read it is
   * a 409 with the card where it is now.
   */
  async moveCard(
    caller: Caller,
    organizationId: string,
    number: number,
    cardId: string,
    body: { version: number; listId: string; index: number },
  ) {
    const { boards, card } = await this.ctx.db.transaction(async (tx) => {
      const board = await this.records.boardOrThrow(tx, organizationId, number, true);
      const target = await repo.findList(tx, organizationId, body.listId);
      if (!target) throw notFound('List not found');
      if (target.boardId !== board.id) await repo.lockBoardById(tx, organizationId, target.boardId);
      const current = await this.records.cardOf(tx, organizationId, board.id, cardId);
      if (current.version !== body.version) throw staleCard(await this.records.cardOut(tx, current));
      const from = await repo.findList(tx, organizationId, current.listId);
      if (current.listId !== target.id)
        await repo.rewriteCardPositions(
          tx,
          (await repo.cardsOfList(tx, current.listId)).filter((c) => c.id !== cardId),
        );
      await repo.rewriteCardPositions(
        tx,
        placeAt(await repo.cardsOfList(tx, target.id), current, body.index),
      );
      const card = await repo.updateCard(
        tx,
        cardId,
        { listId: target.id, boardId: target.boardId },
        this.ctx.now(),
      );
      if (current.listId !== target.id)
        await repo.insertActivity(tx, {
          organizationId,
          cardId,
          type: 'change',
          memberId: caller.userId,
          message: `moved this card from ${from?.name ?? 'a list'} to ${target.name}`,
        });
      await this.records.audit(tx, caller, organizationId, 'board.card.moved', cardId, {
        from: current.listId,
        to: target.id,
        index: body.index,
      });
      const targetBoard =
        target.boardId === board.id ? board : await repo.boardById(tx, organizationId, target.boardId);
      return { boards: [board, ...(targetBoard && targetBoard !== board ? [targetBoard] : [])], card };
    });
    for (const b of boards) this.records.announce(caller, b, 'card.moved', cardId);
    return this.records.cardOut(this.ctx.db, card);
  }

  /** A task's card dropped on another state list: the task service's transition, with its rules. */
  async moveTask(
    caller: Caller,
    organizationId: string,
    number: number,
    body: { taskId: string; listId: string; comment?: string | undefined },
  ) {
    const board = await this.records.boardOrThrow(this.ctx.db, organizationId, number);
    const list = await this.records.listOf(this.ctx.db, organizationId, board.id, body.listId);
    if (board.kind !== 'reconciliation' || !list.taskState || !this.tasks)
      throw badRequest('Only a reconciliation state list takes a task’s card.');
    await this.tasks.moveTask(
      caller,
      organizationId,
      body.taskId,
      list.taskState as BoardTask['state'],
      body.comment,
    );
    this.records.announce(caller, board, 'task.moved', taskCardId(body.taskId));
    return { ok: true as const };
  }

  /** Tells a reconciliation board's watchers that a task changed elsewhere (the workflow page). */
  async tasksChanged(organizationId: string, actorId: string) {
    for (const board of await repo.listBoards(this.ctx.db, organizationId))
      if (board.kind === 'reconciliation')
        this.ctx.realtime.toRoom(boardRoom(organizationId, board.id), BOARD_CHANGED_EVENT, {
          boardId: board.id,
          number: board.number,
          kind: 'task.changed',
          actorId,
        });
  }
}

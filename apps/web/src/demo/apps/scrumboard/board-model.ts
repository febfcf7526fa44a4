import type { Board } from '@clearline/contracts';
import type { ScrumBoard } from '../../mock/scrumboard';

/**
 * The mock's board (spec §3 shape) in the shape the product's board components draw (contracts' Board):
 * a free board, every list and card at version 0, counts instead of the attachment and activity lists.
 */
export function toViewBoard(board: ScrumBoard, number: number): Board {
  const listOf = new Map(board.lists.flatMap((l) => l.idCards.map((id) => [id, l.id] as const)));
  return {
    id: board.id,
    number,
    name: board.name,
    kind: 'free',
    settings: board.settings,
    members: board.members,
    labels: board.labels,
    lists: board.lists.map((l) => ({
      id: l.id,
      name: l.name,
      version: 0,
      taskState: null,
      idCards: l.idCards,
    })),
    cards: board.cards.map((c) => ({
      id: c.id,
      listId: listOf.get(c.id) ?? '',
      name: c.name,
      description: c.description,
      version: 0,
      due: c.due,
      idMembers: c.idMembers,
      idLabels: c.idLabels,
      idAttachmentCover: c.idAttachmentCover || null,
      subscribed: c.subscribed,
      checklists: c.checklists,
      attachmentCount: c.attachments.length,
      commentCount: c.activities.filter((a) => a.type === 'comment').length,
    })),
  };
}

/** Every list with its cards after moving one card to `listId` at `index` (what card/order takes). */
export function cardOrderAfterMove(board: ScrumBoard, cardId: string, listId: string, index: number) {
  return board.lists.map((l) => {
    const rest = l.idCards.filter((id) => id !== cardId);
    if (l.id !== listId) return { id: l.id, idCards: rest };
    const at = Math.max(0, Math.min(index, rest.length));
    return { id: l.id, idCards: [...rest.slice(0, at), cardId, ...rest.slice(at)] };
  });
}

/** The lists' ids after moving one list to `index` (what list/order takes). */
export function listOrderAfterMove(board: ScrumBoard, listId: string, index: number) {
  const rest = board.lists.filter((l) => l.id !== listId).map((l) => ({ id: l.id }));
  const at = Math.max(0, Math.min(index, rest.length));
  return [...rest.slice(0, at), { id: listId }, ...rest.slice(at)];
}

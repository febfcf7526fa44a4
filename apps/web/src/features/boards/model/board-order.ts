import type { Board } from '@clearline/contracts';

/** A board's lists as the page draws them: list ids left to right, each with its card ids top to bottom. */
export interface Column {
  id: string;
  cardIds: string[];
}

/** dnd-kit ids: a list's id is prefixed so it never collides with a card's. */
export const LIST_PREFIX = 'list:';
export const listDragId = (listId: string) => `${LIST_PREFIX}${listId}`;
export const isListDragId = (id: string) => id.startsWith(LIST_PREFIX);
export const listIdOf = (dragId: string) => dragId.slice(LIST_PREFIX.length);

export function columnsOf(board: Board): Column[] {
  return board.lists.map((l) => ({ id: l.id, cardIds: [...l.idCards] }));
}

/** The column holding a card, or the column a list drag id names. */
export function columnOf(columns: readonly Column[], id: string): Column | undefined {
  if (isListDragId(id)) return columns.find((c) => c.id === listIdOf(id));
  return columns.find((c) => c.cardIds.includes(id));
}

/** Where a card is: its list and index. */
export function placeOf(
  columns: readonly Column[],
  cardId: string,
): { listId: string; index: number } | null {
  for (const column of columns) {
    const index = column.cardIds.indexOf(cardId);
    if (index >= 0) return { listId: column.id, index };
  }
  return null;
}

/** The columns with a card taken out of its list and put into `listId` at `index` (clamped). */
export function moveCard(
  columns: readonly Column[],
  cardId: string,
  listId: string,
  index: number,
): Column[] {
  return columns.map((column) => {
    const rest = column.cardIds.filter((id) => id !== cardId);
    if (column.id !== listId)
      return rest.length === column.cardIds.length ? column : { ...column, cardIds: rest };
    const at = Math.max(0, Math.min(index, rest.length));
    return { ...column, cardIds: [...rest.slice(0, at), cardId, ...rest.slice(at)] };
  });
}

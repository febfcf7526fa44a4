/**
 * Boards (issue 16): the kanban of an organisation's boards, live for everyone looking at a board, with
 * the reconciliation tasks on board 1's state lists. app/ imports it only here.
 */
export const boardsPages = {
  /** /app/rPRec/rPRecKa/:boardId: any board of the organisation by number. */
  board: () => import('./routes/KanbanPage'),
  /** /app/bankRec/kanban, /app/ewa/kanban: the area's reconciliation tasks on board 1 (or ?board=N). */
  areaBoard: () => import('./routes/AreaKanbanPage'),
};

import type { Board, BoardCard } from '@clearline/contracts';
import {
  closestCorners,
  DndContext,
  type DragEndEvent,
  type DragOverEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  horizontalListSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
} from '@dnd-kit/sortable';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useEffect, useMemo, useState } from 'react';
import type { BoardActions } from '../api/boards-api';
import {
  type Column,
  columnOf,
  columnsOf,
  isListDragId,
  LIST_PREFIX,
  listDragId,
  listIdOf,
  moveCard,
  placeOf,
} from '../model/board-order';
import { CardTile } from './CardTile';
import { InlineName } from './InlineName';
import { LIST_WIDTH, ListColumn } from './ListColumn';
import { ReturnDialog } from './ReturnDialog';

/**
 * The lists of a board side by side (they scroll sideways on a phone), cards and lists dragged with
 * dnd-kit by mouse, touch or keyboard. While a card is dragged the page shows it where it would land;
 * on drop the move goes to the server, and whatever the answer the board is read again, so a refused
 * move puts the card back where the server has it.
 */
export function BoardView({
  board,
  actions,
  onOpen,
}: {
  board: Board;
  actions: BoardActions;
  onOpen: (card: BoardCard) => void;
}) {
  const [columns, setColumns] = useState<Column[]>(() => columnsOf(board));
  const [activeId, setActiveId] = useState<string | null>(null);
  const [menu, setMenu] = useState<{ card: BoardCard; anchor: HTMLElement } | null>(null);
  const [addingList, setAddingList] = useState(false);
  const [returning, setReturning] = useState<{ card: BoardCard; listId: string } | null>(null);
  // A new read of the board (someone's move, or ours confirmed) replaces the local order, unless a drag is on.
  useEffect(() => {
    if (activeId === null) setColumns(columnsOf(board));
  }, [board, activeId]);

  const cards = useMemo(() => new Map(board.cards.map((c) => [c.id, c])), [board.cards]);
  const lists = useMemo(() => new Map(board.lists.map((l) => [l.id, l])), [board.lists]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  /** A move; a task returned from review to preparation first asks the reviewer why. */
  const requestMove = (card: BoardCard, listId: string, index: number) => {
    if (card.task?.state === 'ready_for_review' && lists.get(listId)?.taskState === 'in_preparation')
      setReturning({ card, listId });
    else void actions.moveCard(card, listId, index);
  };

  const onDragStart = ({ active }: DragStartEvent) => setActiveId(String(active.id));
  const onDragOver = ({ active, over }: DragOverEvent) => {
    const id = String(active.id);
    if (!over || isListDragId(id)) return;
    const overId = String(over.id);
    const from = columnOf(columns, id);
    const to = columnOf(columns, overId);
    if (!from || !to || from.id === to.id) return;
    const index = isListDragId(overId) ? to.cardIds.length : to.cardIds.indexOf(overId);
    setColumns(moveCard(columns, id, to.id, index));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const id = String(active.id);
    setActiveId(null);
    if (!over) return setColumns(columnsOf(board));
    const overId = String(over.id);
    if (isListDragId(id)) {
      const order = columns.map((c) => c.id);
      const target = isListDragId(overId) ? listIdOf(overId) : columnOf(columns, overId)?.id;
      const list = lists.get(listIdOf(id));
      const index = target ? order.indexOf(target) : -1;
      if (list && index >= 0 && index !== order.indexOf(list.id)) {
        setColumns(
          columns.map((c) => c.id).includes(list.id) ? reorderColumns(columns, list.id, index) : columns,
        );
        void actions.moveList(list.id, list.version, index);
      }
      return;
    }
    const card = cards.get(id);
    const column = columnOf(columns, id);
    if (!card || !column) return;
    // Within the list it is now in, the card lands where the pointer is.
    let index = column.cardIds.indexOf(id);
    if (!isListDragId(overId) && column.cardIds.includes(overId)) index = column.cardIds.indexOf(overId);
    const next = moveCard(columns, id, column.id, index);
    setColumns(next);
    const was = placeOf(columnsOf(board), id);
    const now = placeOf(next, id);
    // A task's card changes state or stays: its order within a list is the workflow's (overdue first).
    if (card.task && now?.listId === was?.listId) return setColumns(columnsOf(board));
    if (now && (!was || was.listId !== now.listId || was.index !== now.index))
      requestMove(card, now.listId, now.index);
  };

  // What the screen reader hears while a card or list moves: names, never ids.
  const nameOf = (id: string) =>
    isListDragId(id) ? `list ${lists.get(listIdOf(id))?.name ?? ''}` : (cards.get(id)?.name ?? 'the card');
  const listNameOf = (overId: string) => {
    const column = columnOf(columns, overId);
    return (column && lists.get(column.id)?.name) ?? '';
  };
  const active = activeId && !activeId.startsWith(LIST_PREFIX) ? cards.get(activeId) : undefined;
  return (
    <>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCorners}
        onDragStart={onDragStart}
        onDragOver={onDragOver}
        onDragEnd={onDragEnd}
        onDragCancel={() => {
          setActiveId(null);
          setColumns(columnsOf(board));
        }}
        accessibility={{
          announcements: {
            onDragStart: ({ active }) => `Picked up ${nameOf(String(active.id))}.`,
            onDragOver: ({ active, over }) =>
              over ? `${nameOf(String(active.id))} is over list ${listNameOf(String(over.id))}.` : undefined,
            onDragEnd: ({ active, over }) =>
              over
                ? `${nameOf(String(active.id))} was dropped in list ${listNameOf(String(over.id))}.`
                : `${nameOf(String(active.id))} was dropped.`,
            onDragCancel: ({ active }) => `Moving ${nameOf(String(active.id))} was cancelled.`,
          },
          screenReaderInstructions: {
            draggable:
              'To move a card or a list, press Space, then the arrow keys; Space again drops it, Escape cancels.',
          },
        }}
      >
        <Box
          data-testid="board-lists"
          sx={{
            display: 'flex',
            gap: 1.5,
            alignItems: 'flex-start',
            overflowX: 'auto',
            pb: 2,
            minHeight: 320,
            scrollSnapType: { xs: 'x mandatory', sm: 'none' },
          }}
        >
          <SortableContext
            items={columns.map((c) => listDragId(c.id))}
            strategy={horizontalListSortingStrategy}
          >
            {columns.map((column) => {
              const list = lists.get(column.id);
              if (!list) return null;
              return (
                <ListColumn
                  key={column.id}
                  list={{ ...list, idCards: column.cardIds }}
                  cards={column.cardIds.flatMap((id) => cards.get(id) ?? [])}
                  board={board}
                  onOpen={onOpen}
                  onMenu={(card, anchor) => setMenu({ card, anchor })}
                  onRename={(name) => void actions.renameList(list.id, list.version, name)}
                  onRemove={() => void actions.removeList(list.id)}
                  onAddCard={(name) => void actions.newCard(list.id, name)}
                />
              );
            })}
          </SortableContext>
          <Box sx={{ flex: `0 0 ${LIST_WIDTH}px` }}>
            {addingList ? (
              <InlineName
                label="List name"
                initial=""
                onDone={(name) => {
                  setAddingList(false);
                  if (name) void actions.newList(name);
                }}
              />
            ) : (
              <Button variant="outlined" startIcon={<Add />} fullWidth onClick={() => setAddingList(true)}>
                Add a list
              </Button>
            )}
          </Box>
        </Box>
        <DragOverlay>{active ? <CardTile card={active} board={board} overlay /> : null}</DragOverlay>
      </DndContext>
      <Menu anchorEl={menu?.anchor ?? null} open={menu !== null} onClose={() => setMenu(null)}>
        <MenuItem
          onClick={() => {
            if (menu) onOpen(menu.card);
            setMenu(null);
          }}
        >
          Open card
        </MenuItem>
        {board.lists
          .filter((l) => l.id !== menu?.card.listId && (!menu?.card.task || l.taskState !== null))
          .map((l) => (
            <MenuItem
              key={l.id}
              onClick={() => {
                if (menu) requestMove(menu.card, l.id, l.idCards.length);
                setMenu(null);
              }}
            >
              Move to {l.name}
            </MenuItem>
          ))}
        {menu && !menu.card.task ? (
          <MenuItem
            onClick={() => {
              void actions.removeCard(menu.card.id);
              setMenu(null);
            }}
          >
            Remove card
          </MenuItem>
        ) : null}
      </Menu>
      {returning ? (
        <ReturnDialog
          taskName={returning.card.name}
          onCancel={() => {
            setReturning(null);
            setColumns(columnsOf(board));
          }}
          onReturn={(comment) => {
            void actions.moveCard(returning.card, returning.listId, 0, comment);
            setReturning(null);
          }}
        />
      ) : null}
    </>
  );
}

function reorderColumns(columns: Column[], listId: string, index: number): Column[] {
  const moved = columns.find((c) => c.id === listId);
  if (!moved) return columns;
  const rest = columns.filter((c) => c.id !== listId);
  return [...rest.slice(0, index), moved, ...rest.slice(index)];
}

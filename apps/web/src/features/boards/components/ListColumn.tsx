import type { Board, BoardCard, BoardList } from '@clearline/contracts';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import Add from '@mui/icons-material/Add';
import DragIndicator from '@mui/icons-material/DragIndicator';
import MoreHoriz from '@mui/icons-material/MoreHoriz';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useMenuButton } from '../../../shared/lib/use-menu-button';
import { listDragId } from '../model/board-order';
import { CardTile } from './CardTile';
import { InlineName } from './InlineName';

export const LIST_WIDTH = 288;

/** One list: its title (rename, remove, drag by its handle), its cards, and a card added at the bottom. */
export function ListColumn({
  list,
  cards,
  board,
  onOpen,
  onMenu,
  onRename,
  onRemove,
  onAddCard,
}: {
  list: BoardList;
  cards: BoardCard[];
  board: Board;
  onOpen: (card: BoardCard) => void;
  onMenu: (card: BoardCard, anchor: HTMLElement) => void;
  onRename: (name: string) => void;
  onRemove: () => void;
  onAddCard: (name: string) => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: listDragId(list.id),
      data: { type: 'list' },
    });
  const menu = useMenuButton();
  const [renaming, setRenaming] = useState(false);
  const [adding, setAdding] = useState(false);
  return (
    <Paper
      ref={setNodeRef}
      data-testid="board-list"
      data-list-name={list.name}
      aria-label={`List ${list.name}`}
      component="section"
      sx={{
        transform: CSS.Translate.toString(transform),
        transition,
        opacity: isDragging ? 0.5 : 1,
        width: LIST_WIDTH,
        flex: `0 0 ${LIST_WIDTH}px`,
        display: 'flex',
        flexDirection: 'column',
        maxHeight: '100%',
        bgcolor: 'action.hover',
        p: 1,
        gap: 1,
        scrollSnapAlign: 'start',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <IconButton
          ref={setActivatorNodeRef}
          size="small"
          aria-label={`Move list ${list.name}`}
          {...attributes}
          {...listeners}
          sx={{ cursor: 'grab' }}
        >
          <DragIndicator fontSize="small" />
        </IconButton>
        {renaming ? (
          <InlineName
            label="List name"
            initial={list.name}
            onDone={(name) => {
              setRenaming(false);
              if (name && name !== list.name) onRename(name);
            }}
          />
        ) : (
          <Typography
            variant="subtitle2"
            component="h2"
            sx={{ flex: 1, fontWeight: 700, overflowWrap: 'anywhere' }}
          >
            {list.name}{' '}
            <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
              {cards.length}
            </Box>
          </Typography>
        )}
        <IconButton size="small" aria-label={`Actions for list ${list.name}`} {...menu.buttonProps}>
          <MoreHoriz fontSize="small" />
        </IconButton>
        <Menu {...menu.menuProps}>
          <MenuItem
            onClick={() => {
              menu.close();
              setRenaming(true);
            }}
          >
            Rename list
          </MenuItem>
          <MenuItem
            disabled={list.taskState !== null}
            onClick={() => {
              menu.close();
              onRemove();
            }}
          >
            Remove list
          </MenuItem>
        </Menu>
      </Box>
      <SortableContext items={list.idCards} strategy={verticalListSortingStrategy}>
        <Box
          sx={{
            display: 'flex',
            flexDirection: 'column',
            gap: 1,
            overflowY: 'auto',
            minHeight: 48,
            px: 0.25,
          }}
        >
          {cards.map((card) => (
            <CardTile key={card.id} card={card} board={board} onOpen={onOpen} onMenu={onMenu} />
          ))}
        </Box>
      </SortableContext>
      {adding ? (
        <InlineName
          label="Card title"
          initial=""
          onDone={(name) => {
            setAdding(false);
            if (name) onAddCard(name);
          }}
        />
      ) : (
        <Button
          size="small"
          startIcon={<Add />}
          onClick={() => setAdding(true)}
          sx={{ justifyContent: 'flex-start' }}
        >
          Add a card
        </Button>
      )}
    </Paper>
  );
}

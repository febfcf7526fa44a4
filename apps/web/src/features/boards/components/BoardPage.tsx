import type { BoardCard } from '@clearline/contracts';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useMenuButton } from '../../../shared/lib/use-menu-button';
import { LoadError } from '../../../shared/ui/LoadError';
import { PageFrame, PageHeader } from '../../../shared/ui/PageHeader';
import { type BoardArea, useBoard, useBoardActions, useBoards, useLiveBoard } from '../api/boards-api';
import { BoardView } from './BoardView';
import { CardDialog } from './CardDialog';
import { InlineName } from './InlineName';

const AREA_LABEL: Record<'bankRec' | 'ewa' | 'all', string> = {
  bankRec: 'Bank reconciliation',
  ewa: 'Employer funds',
  all: 'Reconciliation',
};

/**
 * A board of the organisation: the board picker, new/rename/remove board, the lists, and the open card.
 * `area` narrows a reconciliation board's tasks to one ledger area.
 */
export function BoardPage({
  number,
  area,
  onSelect,
}: {
  number: number;
  area: BoardArea;
  onSelect: (number: number) => void;
}) {
  const board = useBoard(number, area);
  const boards = useBoards();
  const actions = useBoardActions(number);
  useLiveBoard(board.data);
  const [openId, setOpenId] = useState<string | null>(null);
  const [renaming, setRenaming] = useState(false);
  const menu = useMenuButton();
  const open = board.data?.cards.find((c) => c.id === openId);
  const data = board.data;

  return (
    <PageFrame>
      <PageHeader
        area={AREA_LABEL[area ?? 'all']}
        title={data ? data.name : 'Kanban'}
        description={
          data?.kind === 'reconciliation'
            ? 'Reconciliation tasks by state: move a task to another list to change its state. Add your own cards and lists beside them.'
            : 'Drag cards and lists, or use a card’s ⋮ menu to move it. Everyone on this board sees changes at once.'
        }
        actions={
          <>
            <TextField
              select
              size="small"
              label="Board"
              value={boards.data?.some((b) => b.number === number) ? number : ''}
              onChange={(e) => onSelect(Number(e.target.value))}
              sx={{ width: { xs: '100%', sm: 240 } }}
            >
              {(boards.data ?? []).map((b) => (
                <MenuItem key={b.id} value={b.number}>
                  {b.number}. {b.name}
                </MenuItem>
              ))}
            </TextField>
            <Button
              variant="outlined"
              startIcon={<Add />}
              onClick={() => {
                const name = `Board ${(boards.data?.length ?? 0) + 1}`;
                void actions.newBoard(name).then((b) => onSelect(b.number));
              }}
            >
              New board
            </Button>
            <Button variant="outlined" {...menu.buttonProps} disabled={!data}>
              Board
            </Button>
            <Menu {...menu.menuProps}>
              <MenuItem
                onClick={() => {
                  menu.close();
                  setRenaming(true);
                }}
              >
                Rename board
              </MenuItem>
              <MenuItem
                disabled={number === 1}
                onClick={() => {
                  menu.close();
                  void actions.removeBoard().then(() => onSelect(1));
                }}
              >
                Remove board
              </MenuItem>
            </Menu>
          </>
        }
      />
      {renaming && data ? (
        <Box sx={{ maxWidth: 360, mb: 2 }}>
          <InlineName
            label="Board name"
            initial={data.name}
            onDone={(name) => {
              setRenaming(false);
              if (name && name !== data.name) void actions.renameBoard(name);
            }}
          />
        </Box>
      ) : null}
      <LoadError query={board} fallback="The board could not be read. Please try again." />
      {board.isPending ? <Typography sx={{ color: 'text.secondary' }}>Loading the board…</Typography> : null}
      {data ? (
        <BoardView board={data} actions={actions} onOpen={(card: BoardCard) => setOpenId(card.id)} />
      ) : null}
      {data && open ? (
        <CardDialog board={data} card={open} actions={actions} onClose={() => setOpenId(null)} />
      ) : null}
    </PageFrame>
  );
}

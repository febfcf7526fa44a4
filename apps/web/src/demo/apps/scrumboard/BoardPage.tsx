import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
// biome-ignore lint/style/noRestrictedImports: issue 20 reuses the product's board components for the demo scrumboard (demo/ is not a feature).
import type { BoardActions } from '../../../features/boards/api/boards-api';
// biome-ignore lint/style/noRestrictedImports: issue 20 reuses the product's board components for the demo scrumboard (demo/ is not a feature).
import { BoardView } from '../../../features/boards/components/BoardView';
// biome-ignore lint/style/noRestrictedImports: issue 20 reuses the product's board components for the demo scrumboard (demo/ is not a feature).
import { InlineName } from '../../../features/boards/components/InlineName';
import { useMenuButton } from '../../../shared/lib/use-menu-button';
import { demoApi, MockApiError } from '../../mock';
import type { ScrumBoard } from '../../mock/scrumboard';
import { AppFrame } from '../shared/AppFrame';
import { cardOrderAfterMove, listOrderAfterMove, toViewBoard } from './board-model';
import { CardEditDialog } from './CardEditDialog';

/**
 * /apps/scrumboard/boards/:boardId/:boardUri?: one demo board, drawn by the product's board components
 * (features/boards' BoardView: drag and drop by mouse, touch or keyboard) over the mock's calls.
 */
export default function BoardPage() {
  const { boardId = '' } = useParams();
  const client = useQueryClient();
  const navigate = useNavigate();
  const menu = useMenuButton();
  const [renaming, setRenaming] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const key = ['demo', 'scrumboard', 'board', boardId];
  const board = useQuery({
    queryKey: key,
    queryFn: () => demoApi.get('/api/scrumboard-app/board', { boardId }),
    retry: false,
  });
  const data = board.data;
  const view = useMemo(() => (data ? toViewBoard(data, 1) : null), [data]);

  /** Runs a change; its answer (the board) is shown at once; a refusal says why and reads the board again. */
  const change = async (work: () => Promise<ScrumBoard | unknown>) => {
    try {
      const answer = await work();
      if (answer && typeof answer === 'object' && 'lists' in answer) client.setQueryData(key, answer);
      else await client.invalidateQueries({ queryKey: key });
    } catch (error) {
      enqueueSnackbar(error instanceof MockApiError ? error.message : 'The change was not saved', {
        variant: 'error',
      });
      await client.invalidateQueries({ queryKey: key });
    }
  };
  const current = () => client.getQueryData<ScrumBoard>(key) ?? data;

  // BoardView calls only these actions on a free board (no tasks, labels, comments or attachments here).
  const actions = {
    pending: false,
    newList: (name: string) =>
      change(() => demoApi.post('/api/scrumboard-app/list/new', { boardId, data: { name } })),
    renameList: (listId: string, _version: number, name: string) =>
      change(() => demoApi.post('/api/scrumboard-app/list/rename', { boardId, listId, listTitle: name })),
    removeList: (listId: string) =>
      change(() => demoApi.post('/api/scrumboard-app/list/remove', { boardId, listId })),
    moveList: (listId: string, _version: number, index: number) => {
      const now = current();
      return now
        ? change(() =>
            demoApi.post('/api/scrumboard-app/list/order', {
              boardId,
              lists: listOrderAfterMove(now, listId, index),
            }),
          )
        : Promise.resolve();
    },
    newCard: (listId: string, name: string) =>
      change(() => demoApi.post('/api/scrumboard-app/card/new', { boardId, listId, data: { name } })),
    removeCard: (cardId: string) =>
      change(() => demoApi.post('/api/scrumboard-app/card/remove', { boardId, cardId })),
    moveCard: (card: { id: string }, listId: string, index: number) => {
      const now = current();
      return now
        ? change(() =>
            demoApi.post('/api/scrumboard-app/card/order', {
              boardId,
              lists: cardOrderAfterMove(now, card.id, listId, index),
            }),
          )
        : Promise.resolve();
    },
  } as unknown as BoardActions;

  const open = data?.cards.find((c) => c.id === openId);
  return (
    <AppFrame
      title={data?.name ?? 'Board'}
      description="Drag cards and lists, or use a card's ⋮ menu to move it. Changes stay until the page is reloaded."
      actions={
        <>
          <Button component={RouterLink} to="/apps/scrumboard/boards" startIcon={<ArrowBack />}>
            Boards
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
              onClick={() => {
                menu.close();
                void demoApi
                  .post('/api/scrumboard-app/board/delete', { boardId })
                  .then(() => client.invalidateQueries({ queryKey: ['demo', 'scrumboard', 'boards'] }))
                  .then(() => navigate('/apps/scrumboard/boards'));
              }}
            >
              Delete board
            </MenuItem>
          </Menu>
        </>
      }
    >
      {renaming && data ? (
        <Box sx={{ maxWidth: 360, mb: 2 }}>
          <InlineName
            label="Board name"
            initial={data.name}
            onDone={(name) => {
              setRenaming(false);
              if (name && name !== data.name)
                void change(() =>
                  demoApi.post('/api/scrumboard-app/board/rename', { boardId, boardTitle: name }),
                ).then(() => client.invalidateQueries({ queryKey: ['demo', 'scrumboard', 'boards'] }));
            }}
          />
        </Box>
      ) : null}
      {board.isError ? (
        <Alert severity="error">
          {board.error instanceof MockApiError ? board.error.message : 'The board could not be read.'}
        </Alert>
      ) : null}
      {view ? <BoardView board={view} actions={actions} onOpen={(card) => setOpenId(card.id)} /> : null}
      {data && open ? (
        <CardEditDialog
          board={data}
          card={open}
          onClose={() => setOpenId(null)}
          onSave={(fields) =>
            change(async () => {
              await demoApi.post('/api/scrumboard-app/card/update', {
                boardId,
                card: { id: open.id, ...fields },
              });
              setOpenId(null);
            })
          }
          onRemove={() =>
            change(async () => {
              setOpenId(null);
              return demoApi.post('/api/scrumboard-app/card/remove', { boardId, cardId: open.id });
            })
          }
        />
      ) : null}
    </AppFrame>
  );
}

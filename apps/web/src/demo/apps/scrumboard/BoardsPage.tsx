import Add from '@mui/icons-material/Add';
import ViewKanban from '@mui/icons-material/ViewKanbanOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from 'react-router';
import { demoApi } from '../../mock';
import { AppFrame } from '../shared/AppFrame';

const tileSx = {
  width: '100%',
  height: 150,
  borderRadius: 2,
  display: 'flex',
  flexDirection: 'column',
  gap: 1,
  p: 2,
} as const;

/** /apps/scrumboard/boards: the demo's boards, and a new one. */
export default function BoardsPage() {
  const navigate = useNavigate();
  const boards = useQuery({
    queryKey: ['demo', 'scrumboard', 'boards'],
    queryFn: () => demoApi.get('/api/scrumboard-app/boards'),
  });
  const create = useMutation({
    mutationFn: () => demoApi.post('/api/scrumboard-app/board/new', { board: { name: 'Untitled Board' } }),
    onSuccess: (board) => navigate(`/apps/scrumboard/boards/${board.id}/${board.uri}`),
  });
  return (
    <AppFrame title="Scrumboard" description="The demo's boards. Open one to move its cards and lists.">
      {boards.isError ? <Alert severity="error">The boards could not be read.</Alert> : null}
      <Box
        component="ul"
        aria-label="Boards"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
        }}
      >
        {(boards.data ?? []).map((b) => (
          <li key={b.id}>
            <Paper variant="outlined">
              <ButtonBase component={RouterLink} to={`/apps/scrumboard/boards/${b.id}/${b.uri}`} sx={tileSx}>
                <ViewKanban sx={{ fontSize: 48, color: 'secondary.main' }} />
                <Typography sx={{ fontWeight: 700 }}>{b.name}</Typography>
              </ButtonBase>
            </Paper>
          </li>
        ))}
        <li>
          <Paper variant="outlined" sx={{ borderStyle: 'dashed' }}>
            <ButtonBase onClick={() => create.mutate()} disabled={create.isPending} sx={tileSx}>
              <Add sx={{ fontSize: 48, color: 'text.secondary' }} />
              <Typography sx={{ fontWeight: 700 }}>Add new board</Typography>
            </ButtonBase>
          </Paper>
        </li>
      </Box>
    </AppFrame>
  );
}

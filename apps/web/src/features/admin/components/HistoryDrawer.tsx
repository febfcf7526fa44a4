import type { AdminUserRow } from '@clearline/contracts';
import { roleName } from '@clearline/domain';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { errorMessage } from '../../../shared/lib/api-client';
import { formatUsDateTime } from '../../../shared/lib/date-time';
import { useUserHistory } from '../api/users-admin-api';
import { actionLabel, historyDetail } from '../model/users-model';

const zone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A member's history in this organisation, newest first: what was done to them and their sign-ins. */
export function HistoryDrawer({ user, onClose }: { user: AdminUserRow | null; onClose: () => void }) {
  const history = useUserHistory(user?.kind === 'member' ? user.id : null);
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open={user !== null}
      onClose={onClose}
      slotProps={{ paper: { 'aria-labelledby': titleId, sx: { width: { xs: '100%', sm: 420 } } } }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 2.5,
          py: 2,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            History
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {user?.email}
          </Typography>
        </Box>
        <IconButton onClick={onClose} aria-label="Close history">
          <Close />
        </IconButton>
      </Box>
      {history.isFetching ? <LinearProgress aria-label="Loading history" /> : null}
      {history.isError ? (
        <Typography role="alert" sx={{ p: 2.5, color: 'tone.error' }}>
          {errorMessage(history.error, 'The history could not be loaded.')}
        </Typography>
      ) : null}
      <Box
        component="ol"
        aria-label="History entries"
        // It scrolls: reachable from the keyboard.
        tabIndex={0}
        sx={{ listStyle: 'none', m: 0, p: 0, overflowY: 'auto' }}
      >
        {(history.data?.entries ?? []).map((entry) => {
          const detail = historyDetail(entry.details, roleName);
          return (
            <Box
              component="li"
              key={entry.id}
              data-testid="history-entry"
              sx={{ px: 2.5, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
            >
              <Typography variant="body2" sx={{ fontWeight: 700 }}>
                {actionLabel(entry.action)}
              </Typography>
              {detail ? <Typography variant="body2">{detail}</Typography> : null}
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {entry.actor} · {formatUsDateTime(entry.at, zone())}
              </Typography>
            </Box>
          );
        })}
        {history.data && history.data.entries.length === 0 ? (
          <Typography component="li" sx={{ p: 2.5, color: 'text.secondary' }}>
            Nothing recorded yet.
          </Typography>
        ) : null}
      </Box>
    </Drawer>
  );
}

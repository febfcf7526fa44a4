import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useShellPanels } from '../layout/shell-panels';
import { useAgentNotifications } from './agent-notifications';
import { badgeText } from './badge';

/** The bell with the unread count (at most '99+'); it opens the notifications drawer. */
export function NotificationsButton() {
  const panels = useShellPanels();
  const { data } = useAgentNotifications();
  const text = badgeText(data?.unread ?? 0);
  return (
    <Tooltip title="Notifications">
      <IconButton
        aria-label={text ? `Notifications, ${text} unread` : 'Notifications'}
        aria-expanded={panels.active === 'notifications'}
        onClick={() => panels.toggle('notifications')}
      >
        <Badge
          badgeContent={text}
          invisible={text === ''}
          color="error"
          data-testid="notifications-badge"
          slotProps={{ badge: { 'aria-hidden': true } as object }}
          sx={{ '& .MuiBadge-badge': { fontWeight: 700, bgcolor: 'error.dark' } }}
        >
          <NotificationsOutlined />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}

import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { formatUsDateTime } from '../../shared/lib/date-time';
import { PanelCard, PanelCardList } from '../layout/PanelCards';
import { panelHeadingSx, SidePanel } from '../layout/SidePanel';
import { useShellPanels } from '../layout/shell-panels';
import { useAgentNotifications, useMarkNotificationsRead } from './agent-notifications';
import { ExportNotificationList } from './ExportNotificationList';
import { useExportNotifications } from './export-notifications';
import { FileActivityList } from './FileActivityList';
import { useActivityHelpMode, useDrawerFileActivity } from './file-activity';

const sectionTitleSx = { px: 0.5, mb: 1, ...panelHeadingSx } as const;

/**
 * The notifications drawer: agent notifications, newest first, in New York time (spec §9). First the
 * latest finished report exports (spec §7 exportNotification, newest first) with their downloads, for a
 * user who may open an area's exports. In the bank-rec help mode it lists the file imports next (spec
 * §4: In Progress first, refreshed when the drawer opens and on import events, at most once per 15 s).
 * Opening it clears the count, which a completed import or export raised; the agent notifications
 * shown are marked read as well.
 */
export function NotificationsDrawer() {
  const panels = useShellPanels();
  const open = panels.active === 'notifications';
  const { data, isLoading } = useAgentNotifications();
  const { mutate: markRead } = useMarkNotificationsRead();
  const helpMode = useActivityHelpMode();
  const activity = useDrawerFileActivity(helpMode);
  const refreshActivity = activity.refresh;
  const exports = useExportNotifications(open);
  const exportArea = exports.areas[0];
  // Entries unread when the drawer opened keep a 'New' mark while it stays open.
  const [fresh, setFresh] = useState<Set<string>>(new Set());
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open && !wasOpen.current) {
      setFresh(new Set((data?.data ?? []).filter((n) => n.dirty).map((n) => n._id)));
      markRead();
      if (helpMode) refreshActivity();
    }
    wasOpen.current = open;
  }, [open, data, markRead, helpMode, refreshActivity]);

  const items = data?.data ?? [];
  return (
    <SidePanel open={open} onClose={panels.close} title="Notifications" width={360}>
      {isLoading ? <LinearProgress aria-label="Loading notifications" /> : null}
      {exportArea ? (
        <Box component="section" aria-labelledby="notifications-exports" sx={{ p: 1.5, pb: 0 }}>
          <Typography id="notifications-exports" variant="h3" sx={sectionTitleSx}>
            Exports
          </Typography>
          {exports.isLoading ? <LinearProgress color="secondary" aria-label="Loading exports" /> : null}
          {exports.isError ? (
            <Typography variant="body2" sx={{ px: 0.5, color: 'text.secondary' }}>
              The exports could not be loaded.
            </Typography>
          ) : (
            <ExportNotificationList entries={exports.entries} area={exportArea} onNavigate={panels.close} />
          )}
        </Box>
      ) : null}
      {helpMode ? (
        <Box component="section" aria-labelledby="notifications-imports" sx={{ p: 1.5, pb: 0 }}>
          <Typography id="notifications-imports" variant="h3" sx={sectionTitleSx}>
            File imports
          </Typography>
          {activity.isLoading ? <LinearProgress color="secondary" aria-label="Loading file imports" /> : null}
          {activity.isError ? (
            <Typography variant="body2" sx={{ px: 0.5, color: 'text.secondary' }}>
              The file imports could not be loaded.
            </Typography>
          ) : activity.data ? (
            <FileActivityList area={helpMode} entries={activity.entries} onNavigate={panels.close} />
          ) : null}
        </Box>
      ) : null}
      {helpMode || exportArea ? (
        <Typography variant="h3" sx={{ ...sectionTitleSx, mx: 1.5, mt: 2.5, mb: 0 }}>
          Agent notifications
        </Typography>
      ) : null}
      {items.length === 0 && !isLoading ? (
        <Box sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}>
          <NotificationsNoneOutlined sx={{ fontSize: 40, mb: 1 }} aria-hidden="true" />
          <Typography>There are no notifications.</Typography>
        </Box>
      ) : (
        <PanelCardList sx={{ p: 1.5 }}>
          {items.map((item) => (
            <PanelCard key={item._id}>
              <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
                <Typography variant="body2" sx={{ flex: 1, fontWeight: fresh.has(item._id) ? 700 : 500 }}>
                  {item.details}
                </Typography>
                {fresh.has(item._id) ? (
                  <Chip
                    label="New"
                    size="small"
                    sx={{ bgcolor: 'text.primary', color: 'background.paper' }}
                  />
                ) : null}
              </Box>
              <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 0.5 }}>
                {formatUsDateTime(item.updatedAt)}
              </Typography>
            </PanelCard>
          ))}
        </PanelCardList>
      )}
    </SidePanel>
  );
}

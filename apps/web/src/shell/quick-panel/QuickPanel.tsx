import { contracts } from '@clearline/contracts';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../shared/auth/auth-context';
import { call } from '../../shared/lib/api-client';
import { SidePanel } from '../layout/SidePanel';
import { useShellPanels } from '../layout/shell-panels';
import { useNavigation } from '../navigation/use-navigation';
import { useQuickPanelDialogs } from './quick-panel-dialogs';
import { type QuickDialog, type QuickTask, quickPanelView, type TaskArea } from './quick-panel-model';
import { TodayView } from './TodayView';

const titleProps = { primary: { sx: { fontWeight: 600 } } };

/** One task: a link to its page (closing the panel), or a button opening its dialog. */
function QuickTaskItem({
  task,
  onRoute,
  onDialog,
}: {
  task: QuickTask;
  onRoute: () => void;
  onDialog: (which: QuickDialog) => void;
}) {
  const { action } = task;
  return (
    <ListItem disablePadding>
      {action.kind === 'route' ? (
        <ListItemButton component={RouterLink} to={action.url} onClick={onRoute} sx={{ px: 2.5 }}>
          <ListItemText primary={task.title} slotProps={titleProps} />
          <ChevronRight fontSize="small" sx={{ color: 'text.secondary' }} aria-hidden="true" />
        </ListItemButton>
      ) : (
        <ListItemButton aria-haspopup="dialog" onClick={() => onDialog(action.dialog)} sx={{ px: 2.5 }}>
          <ListItemText primary={task.title} slotProps={titleProps} />
        </ListItemButton>
      )}
    </ListItem>
  );
}

/** Spec §9: the quick panel is 300 px wide. */
export const QUICK_PANEL_WIDTH = 300;

/** The quick panel (GET /api/quick-panel/data): the area task lists, or the Today view. */
export function QuickPanel() {
  const panels = useShellPanels();
  const open = panels.active === 'quickPanel';
  const { organization } = useAuth();
  const { canOpen } = useNavigation();
  const dialogs = useQuickPanelDialogs();
  const [dialog, setDialog] = useState<{ area: TaskArea; which: QuickDialog } | null>(null);
  const query = useQuery({
    queryKey: ['shell', 'quickPanel', organization?.id ?? null],
    queryFn: () => call(contracts.shell.quickPanel),
    enabled: open && Boolean(organization),
    staleTime: 30_000,
  });
  const view = quickPanelView(query.data ?? {}, (task, area) =>
    task.action.kind === 'route' ? canOpen(task.action.url) : Boolean(dialogs[area]?.[task.action.dialog]),
  );
  const OpenDialog = dialog ? dialogs[dialog.area]?.[dialog.which] : undefined;

  return (
    <>
      <SidePanel open={open} onClose={panels.close} title="Quick panel" width={QUICK_PANEL_WIDTH}>
        {query.isLoading ? <LinearProgress aria-label="Loading the quick panel" /> : null}
        {query.isLoading ? null : view.kind === 'today' ? (
          <TodayView data={query.data} />
        ) : (
          <Box sx={{ py: 1.5 }}>
            {view.sections.map((section) => (
              <Box
                component="section"
                key={section.area}
                aria-labelledby={`tasks-${section.area}`}
                sx={{ mb: 1.5 }}
              >
                <Typography
                  id={`tasks-${section.area}`}
                  variant="h3"
                  sx={{
                    px: 2.5,
                    py: 1,
                    fontSize: '0.75rem',
                    fontWeight: 700,
                    letterSpacing: '0.08em',
                    textTransform: 'uppercase',
                    color: 'text.secondary',
                  }}
                >
                  {section.title}
                </Typography>
                {section.tasks.length === 0 ? (
                  <Typography variant="body2" sx={{ px: 2.5, color: 'text.secondary' }}>
                    No tasks are available to you here yet.
                  </Typography>
                ) : (
                  <List dense disablePadding>
                    {section.tasks.map((task) => (
                      <QuickTaskItem
                        key={task.id}
                        task={task}
                        onRoute={panels.close}
                        onDialog={(which) => {
                          panels.close();
                          setDialog({ area: section.area, which });
                        }}
                      />
                    ))}
                  </List>
                )}
              </Box>
            ))}
          </Box>
        )}
      </SidePanel>
      {OpenDialog ? (
        <Suspense fallback={null}>
          <OpenDialog open onClose={() => setDialog(null)} />
        </Suspense>
      ) : null}
    </>
  );
}

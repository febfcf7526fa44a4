import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { PageFrame, PageHeader } from '../../../shared/ui/PageHeader';

export const DEMO_AREA = 'Demo apps';

/**
 * A demo app's page: the header, and beside the content the app's own navigation (folders, labels),
 * in a column on a desk and behind a Menu button on a phone.
 */
export function AppFrame({
  title,
  description,
  actions,
  sidebar,
  children,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  sidebar?: ReactNode;
  children: ReactNode;
}) {
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const [closedAt, setClosedAt] = useState(pathname);
  // Choosing a place in the drawer closes it.
  if (closedAt !== pathname) {
    setClosedAt(pathname);
    if (open) setOpen(false);
  }
  return (
    <PageFrame>
      <PageHeader
        area={DEMO_AREA}
        title={title}
        description={description}
        actions={
          <>
            {sidebar && !wide ? (
              <Button variant="outlined" startIcon={<MenuIcon />} onClick={() => setOpen(true)}>
                Menu
              </Button>
            ) : null}
            {actions}
          </>
        }
      />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', minWidth: 0 }}>
        {sidebar && wide ? (
          <Paper
            variant="outlined"
            component="nav"
            aria-label={`${title} navigation`}
            sx={{ width: 240, flex: '0 0 240px' }}
          >
            {sidebar}
          </Paper>
        ) : null}
        {sidebar && !wide ? (
          <Drawer open={open} onClose={() => setOpen(false)}>
            <Box component="nav" aria-label={`${title} navigation`} sx={{ width: 256 }}>
              {sidebar}
            </Box>
          </Drawer>
        ) : null}
        <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
      </Box>
    </PageFrame>
  );
}

export interface NavSection {
  title?: string;
  items: { to: string; label: string; icon?: ReactNode; end?: boolean }[];
}

/** The app's places as links; the current one is marked (aria-current) by the router's NavLink. */
export function SideNav({ sections, header }: { sections: NavSection[]; header?: ReactNode }) {
  return (
    <Box sx={{ py: 1 }}>
      {header ? <Box sx={{ px: 2, pb: 1 }}>{header}</Box> : null}
      {sections.map((section, i) => (
        <List
          key={section.title ?? i}
          dense
          subheader={
            section.title ? (
              <ListSubheader sx={{ bgcolor: 'transparent' }}>{section.title}</ListSubheader>
            ) : undefined
          }
        >
          {section.items.map((item) => (
            <ListItemButton
              key={item.to}
              component={NavLink}
              to={item.to}
              end={item.end}
              sx={{ '&.active': { bgcolor: 'action.selected', fontWeight: 700 } }}
            >
              {item.icon ? (
                <Box sx={{ display: 'flex', mr: 1.5, color: 'text.secondary' }}>{item.icon}</Box>
              ) : null}
              <ListItemText primary={item.label} />
            </ListItemButton>
          ))}
        </List>
      ))}
    </Box>
  );
}

/** A label's colour name from the mock as a theme colour. */
export const LABEL_COLORS: Record<string, string> = {
  blue: '#1e88e5',
  green: '#2e7d32',
  orange: '#ef6c00',
  red: '#c62828',
  purple: '#7b1fa2',
  pink: '#ad1457',
};

export function LabelDot({ color }: { color: string }) {
  return (
    <Box
      component="span"
      sx={{
        width: 10,
        height: 10,
        borderRadius: '50%',
        bgcolor: LABEL_COLORS[color] ?? color,
        display: 'inline-block',
      }}
    />
  );
}

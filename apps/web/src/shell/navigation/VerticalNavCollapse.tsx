import type { MenuItem } from '@clearline/contracts';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router';
import { containsActive } from './menu-model';
import { NavIcon } from './nav-icons';
import { navButtonSx } from './nav-styles';
import type { EntryProps } from './VerticalNavigation';

/** An entry with collapsible children; it opens by itself when one of them is the current page. */
export function VerticalNavCollapse({ item, depth, dense, folded, onNavigate, renderEntry }: EntryProps) {
  const { pathname } = useLocation();
  const active = containsActive(item, pathname);
  const [open, setOpen] = useState(active);
  const listId = useId();
  useEffect(() => {
    if (active) setOpen(true);
  }, [active]);
  const expanded = open && !folded;
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <ListItemButton
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className={active ? 'active-parent' : undefined}
        sx={[navButtonSx(dense, depth), active ? { color: 'text.primary' } : {}]}
      >
        <NavIcon name={item.icon} className="nav-icon" />
        <ListItemText primary={item.title} sx={{ my: 0 }} />
        <ExpandMore
          aria-hidden="true"
          sx={{
            fontSize: 18,
            transition: 'transform 150ms',
            transform: expanded ? 'rotate(180deg)' : 'none',
          }}
        />
      </ListItemButton>
      <Collapse in={expanded} timeout="auto" unmountOnExit>
        <List id={listId} disablePadding>
          {(item.children ?? []).map((child: MenuItem) => renderEntry(child, depth + 1, onNavigate))}
        </List>
      </Collapse>
    </ListItem>
  );
}

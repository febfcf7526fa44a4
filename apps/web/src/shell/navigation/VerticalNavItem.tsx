import type { MenuItem } from '@clearline/contracts';
import Box from '@mui/material/Box';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { darken } from '@mui/material/styles';
import { NavLink } from 'react-router';
import { badgeText } from '../notifications/badge';
import { NavIcon } from './nav-icons';
import { navButtonSx } from './nav-styles';

/** A link of the vertical navigation. The router marks it `.active` and aria-current="page". */
export function VerticalNavItem({
  item,
  depth,
  dense,
  onNavigate,
  count = 0,
}: {
  item: MenuItem;
  depth: number;
  dense: boolean;
  onNavigate?: (() => void) | undefined;
  /** A count to show beside the title (reconciliation work waiting there); 0 shows nothing. */
  count?: number;
}) {
  if (!item.url) return null;
  const badge = badgeText(count);
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <ListItemButton
        component={NavLink}
        to={item.url}
        onClick={onNavigate}
        sx={navButtonSx(dense, depth)}
        // The count is announced as a description, so the link's name stays its title.
        {...(badge ? { 'aria-description': `${count} waiting` } : {})}
      >
        {depth === 0 || item.icon ? <NavIcon name={item.icon} className="nav-icon" /> : null}
        <ListItemText primary={item.title} sx={{ my: 0 }} />
        {badge ? (
          <Box
            component="span"
            aria-hidden="true"
            data-testid={`nav-count-${item.id}`}
            sx={{
              ml: 1,
              px: 0.75,
              minWidth: 20,
              borderRadius: 10,
              fontSize: 11,
              fontWeight: 700,
              lineHeight: '20px',
              textAlign: 'center',
              // Darker than error.dark so that white keeps 4.5:1 in every theme.
              bgcolor: (t) => darken(t.palette.error.dark, 0.15),
              color: 'common.white',
            }}
          >
            {badge}
          </Box>
        ) : null}
      </ListItemButton>
    </ListItem>
  );
}

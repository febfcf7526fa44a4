import type { MenuItem } from '@clearline/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import { NavLink } from 'react-router';
import { HorizontalNavGroup } from './HorizontalNavGroup';
import { NavIcon } from './nav-icons';
import { topButtonSx } from './nav-styles';

/** Layout 2's navigation across the top: groups open menus, single links go straight to their page. */
export function HorizontalNavigation({ menu }: { menu: MenuItem[] }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0, overflowX: 'auto' }}>
      {menu.map((item) => {
        if (item.type === 'group' || item.type === 'collapse')
          return <HorizontalNavGroup key={item.id} item={item} />;
        if (item.type === 'divider')
          return <Divider key={item.id} orientation="vertical" flexItem sx={{ mx: 1, my: 1.5 }} />;
        if (item.type === 'subheader')
          return (
            <Box
              key={item.id}
              component="span"
              sx={{
                px: 1,
                fontSize: '0.6875rem',
                fontWeight: 700,
                letterSpacing: '0.08em',
                color: 'text.secondary',
              }}
            >
              {item.title}
            </Box>
          );
        if (!item.url) return null;
        return (
          <Button
            key={item.id}
            component={NavLink}
            to={item.url}
            color="inherit"
            startIcon={<NavIcon name={item.icon} />}
            sx={topButtonSx}
          >
            {item.title}
          </Button>
        );
      })}
    </Box>
  );
}

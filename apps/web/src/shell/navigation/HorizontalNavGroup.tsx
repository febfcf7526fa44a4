import type { MenuItem as MenuEntry } from '@clearline/contracts';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useMenuButton } from '../../shared/lib/use-menu-button';
import { containsActive, isActiveUrl } from './menu-model';
import { NavIcon } from './nav-icons';
import { topButtonSx } from './nav-styles';

/** Links of a group as menu entries; a collapsible entry becomes a titled section of the same menu. */
function menuEntries(
  items: readonly MenuEntry[],
  pathname: string,
  close: () => void,
  depth = 0,
): ReactNode[] {
  return items.flatMap((item): ReactNode[] => {
    if (item.type === 'divider') return [<Divider key={item.id} />];
    if (item.type === 'subheader' || item.type === 'collapse' || item.type === 'group') {
      return [
        <ListSubheader
          key={item.id}
          role="presentation"
          sx={{
            lineHeight: 2.25,
            fontSize: '0.6875rem',
            fontWeight: 700,
            letterSpacing: '0.06em',
            textTransform: 'uppercase',
          }}
        >
          {item.title}
        </ListSubheader>,
        ...menuEntries(item.children ?? [], pathname, close, depth + 1),
      ];
    }
    if (!item.url) return [];
    const active = isActiveUrl(item.url, pathname);
    return [
      <MenuItem
        key={item.id}
        component={NavLink}
        to={item.url}
        onClick={close}
        selected={active}
        dense
        sx={{ gap: 1.25, minWidth: 220, pl: 2 + depth }}
      >
        <NavIcon name={item.icon} sx={{ fontSize: 18, color: 'text.secondary' }} />
        {item.title}
      </MenuItem>,
    ];
  });
}

/** A top-level group of the horizontal navigation: a button that opens its entries. */
export function HorizontalNavGroup({ item }: { item: MenuEntry }) {
  const { pathname } = useLocation();
  const menu = useMenuButton();
  const close = menu.close;
  return (
    <>
      <Button
        color="inherit"
        {...menu.buttonProps}
        startIcon={<NavIcon name={item.icon ?? item.children?.[0]?.icon} />}
        endIcon={<ExpandMore aria-hidden="true" />}
        className={containsActive(item, pathname) ? 'active' : undefined}
        sx={topButtonSx}
      >
        {item.title}
      </Button>
      <Menu {...menu.menuProps}>{menuEntries(item.children ?? [], pathname, close)}</Menu>
    </>
  );
}

import type { MenuItem } from '@clearline/contracts';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListSubheader from '@mui/material/ListSubheader';
import { type ReactNode, useId } from 'react';
import { groupTitleSx } from './nav-styles';
import { countOfItem, useRecCounts } from './rec-counts';
import { VerticalNavCollapse } from './VerticalNavCollapse';
import { VerticalNavItem } from './VerticalNavItem';

export interface EntryProps {
  item: MenuItem;
  depth: number;
  dense: boolean;
  folded: boolean;
  onNavigate?: (() => void) | undefined;
  renderEntry: (item: MenuItem, depth: number, onNavigate?: () => void) => ReactNode;
}

/** A menu group: its title, then its entries (a folded navbar shows a short rule instead of the title). */
function VerticalNavGroup({ item, depth, folded, onNavigate, renderEntry }: EntryProps) {
  const titleId = useId();
  return (
    <ListItem disablePadding sx={{ display: 'block', mb: 0.5 }}>
      <Box id={titleId} sx={groupTitleSx}>
        {folded ? (
          <Box
            aria-hidden="true"
            sx={{ width: 20, height: 2, borderRadius: 1, bgcolor: 'divider', my: 0.75 }}
          />
        ) : null}
        <Box component="span" sx={folded ? { position: 'absolute', opacity: 0, pointerEvents: 'none' } : {}}>
          {item.title}
        </Box>
      </Box>
      <List disablePadding aria-labelledby={titleId}>
        {(item.children ?? []).map((child) => renderEntry(child, depth, onNavigate))}
      </List>
    </ListItem>
  );
}

/** Whether any entry of the (already permission-filtered) menu belongs to the area. */
function hasArea(menu: MenuItem[], area: MenuItem['area']): boolean {
  return menu.some((item) => item.area === area || hasArea(item.children ?? [], area));
}

/**
 * The vertical navigation of layout 1 (and of the phone drawer in both layouts): groups, collapsible
 * entries, the 'SERVICES' sub-header and dividers, from a menu already filtered by useNavigation.
 */
export function VerticalNavigation({
  menu,
  dense = false,
  folded = false,
  onNavigate,
}: {
  menu: MenuItem[];
  dense?: boolean;
  folded?: boolean;
  onNavigate?: () => void;
}) {
  const counts = useRecCounts(hasArea(menu, 'bankRec'));
  const renderEntry = (item: MenuItem, depth: number, navigate?: () => void): ReactNode => {
    const props: EntryProps = { item, depth, dense, folded, onNavigate: navigate, renderEntry };
    switch (item.type) {
      case 'group':
        return <VerticalNavGroup key={item.id} {...props} />;
      case 'collapse':
        return <VerticalNavCollapse key={item.id} {...props} />;
      case 'divider':
        // The rule sits inside a plain list item: a list may hold only list items (axe 'list'), and
        // Divider as the <li> itself would turn it into a separator.
        return (
          <Box component="li" key={item.id} aria-hidden sx={{ listStyle: 'none' }}>
            <Divider sx={{ my: 1, mx: 2 }} />
          </Box>
        );
      case 'subheader':
        return (
          <ListSubheader
            key={item.id}
            component="li"
            disableSticky
            sx={{ ...groupTitleSx, lineHeight: 1.5, bgcolor: 'transparent' }}
          >
            <Box component="span" sx={folded ? { opacity: 0 } : {}}>
              {item.title}
            </Box>
          </ListSubheader>
        );
      default:
        return (
          <VerticalNavItem
            key={item.id}
            item={item}
            depth={depth}
            dense={dense}
            onNavigate={navigate}
            count={countOfItem(item.id, counts)}
          />
        );
    }
  };
  return (
    <List component="ul" disablePadding sx={{ py: 1 }}>
      {menu.map((item) => renderEntry(item, 0, onNavigate))}
    </List>
  );
}

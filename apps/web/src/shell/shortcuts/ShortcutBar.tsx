import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { NavIcon } from '../navigation/nav-icons';
import { useNavigation } from '../navigation/use-navigation';
import { useShellSettings } from '../settings/shell-settings-context';
import { searchLinks, shortcutLinks, toggleShortcut } from './shortcuts-model';

const STAR = '#F6A609';

/**
 * The shortcut bar (spec §2): the user's pinned pages, and the star that opens a search over every page
 * the navigation offers; choosing one pins or unpins it. Shortcuts are saved with the user.
 */
export function ShortcutBar() {
  const { links } = useNavigation();
  const { shortcuts, setShortcuts } = useShellSettings();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [query, setQuery] = useState('');
  const popoverId = useId();
  const pinned = shortcutLinks(shortcuts, links);
  const results = searchLinks(links, query);

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', minWidth: 0 }}>
      <Box
        component="ul"
        aria-label="Shortcuts"
        sx={{ display: { xs: 'none', md: 'flex' }, listStyle: 'none', m: 0, p: 0 }}
      >
        {pinned.map((link) => (
          <li key={link.url}>
            <Tooltip title={link.title}>
              <IconButton
                component={RouterLink}
                to={link.url}
                aria-label={link.title}
                sx={{ color: 'text.secondary' }}
              >
                <NavIcon name={link.icon} />
              </IconButton>
            </Tooltip>
          </li>
        ))}
      </Box>
      <Tooltip title="Click to add/remove shortcut" describeChild>
        <IconButton
          aria-label="Edit shortcuts"
          aria-haspopup="dialog"
          aria-controls={anchor ? popoverId : undefined}
          aria-expanded={anchor ? true : undefined}
          onClick={(event) => {
            setQuery('');
            setAnchor(event.currentTarget);
          }}
        >
          <Star sx={{ color: STAR }} />
        </IconButton>
      </Tooltip>
      <Popover
        id={popoverId}
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{
          paper: {
            sx: { width: 320, maxWidth: 'calc(100vw - 16px)' },
            role: 'dialog',
            'aria-label': 'Shortcuts',
          } as object,
        }}
      >
        <Box sx={{ p: 1.5, borderBottom: 1, borderColor: 'divider' }}>
          <TextField
            autoFocus
            size="small"
            placeholder="Search for an app or page"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            slotProps={{ htmlInput: { 'aria-label': 'Search for an app or page' } }}
          />
        </Box>
        {results.length === 0 ? (
          <Typography sx={{ p: 2, color: 'text.secondary' }} role="status">
            No results..
          </Typography>
        ) : (
          <List dense sx={{ maxHeight: 360, overflowY: 'auto' }}>
            {results.map((link) => {
              const on = shortcuts.includes(link.url);
              return (
                <ListItem key={link.url} disablePadding>
                  <ListItemButton
                    aria-pressed={on}
                    onClick={() => setShortcuts(toggleShortcut(shortcuts, link.url))}
                  >
                    <ListItemIcon sx={{ minWidth: 36 }}>
                      <NavIcon name={link.icon} fontSize="small" />
                    </ListItemIcon>
                    <ListItemText
                      primary={link.title}
                      secondary={link.url}
                      slotProps={{ secondary: { noWrap: true } }}
                    />
                    {on ? (
                      <Star fontSize="small" sx={{ color: STAR }} aria-hidden="true" />
                    ) : (
                      <StarBorder fontSize="small" sx={{ color: 'text.secondary' }} aria-hidden="true" />
                    )}
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
        )}
      </Popover>
    </Box>
  );
}

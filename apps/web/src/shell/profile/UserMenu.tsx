import Check from '@mui/icons-material/Check';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Logout from '@mui/icons-material/Logout';
import PersonOutline from '@mui/icons-material/PersonOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useAuth } from '../../shared/auth/auth-context';
import { useNavigation } from '../navigation/use-navigation';
import { useOrganizationSwitch, useOrganizations } from '../organizations/use-organizations';
import { identityKindOf, initialsOf } from './identity-kind';
import { ProfileDialog } from './ProfileDialog';

const MY_PROFILE_PATH = '/pages/profile';

/** The toolbar's user menu, by identity kind (architecture.md §7). */
export function UserMenu() {
  const { user, organization } = useAuth();
  const navigate = useNavigate();
  const { canOpen } = useNavigation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [profileOpen, setProfileOpen] = useState(false);
  const menuId = useId();
  const kind = identityKindOf(user);
  const organizations = useOrganizations(Boolean(anchor) && kind === 'tenant');
  const { switchTo, dialog } = useOrganizationSwitch();
  if (!user) return null;
  const name = user.data.displayName || user.data.email;
  const close = () => setAnchor(null);

  return (
    <>
      <Button
        color="inherit"
        aria-label={`Account: ${name}${organization ? `, ${organization.name}` : ''}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ gap: 1, px: { xs: 0.5, sm: 1 }, minWidth: 0, color: 'text.primary', textAlign: 'left' }}
      >
        <Avatar
          src={user.data.photoURL || undefined}
          alt=""
          data-testid="user-avatar"
          sx={{
            width: 34,
            height: 34,
            fontSize: '0.875rem',
            fontWeight: 700,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          }}
        >
          {initialsOf(name)}
        </Avatar>
        <Box sx={{ display: { xs: 'none', md: 'block' }, minWidth: 0, maxWidth: 180 }}>
          <Typography
            component="span"
            noWrap
            sx={{ display: 'block', fontWeight: 700, fontSize: '0.875rem', lineHeight: 1.3 }}
          >
            {name}
          </Typography>
          <Typography
            component="span"
            noWrap
            sx={{ display: 'block', fontSize: '0.75rem', color: 'text.secondary', lineHeight: 1.3 }}
          >
            {organization?.name ?? 'No organisation'}
          </Typography>
        </Box>
        <ExpandMore
          aria-hidden="true"
          sx={{ display: { xs: 'none', md: 'block' }, fontSize: 18, color: 'text.secondary' }}
        />
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 260 } } }}
      >
        <Box sx={{ px: 2, py: 1.25 }} role="presentation">
          <Typography sx={{ fontWeight: 700 }}>{name}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {user.data.email}
          </Typography>
        </Box>
        <Divider />
        {kind === 'tenant' && (organizations.data?.length ?? 0) > 0
          ? [
              <ListSubheader key="orgs-title" role="presentation" sx={{ lineHeight: 2.5 }}>
                Organizations
              </ListSubheader>,
              ...(organizations.data ?? []).map((org) => {
                const current = org._id === organization?.id;
                return (
                  <MenuItem
                    key={org._id}
                    role="menuitemradio"
                    aria-checked={current}
                    selected={current}
                    onClick={() => {
                      close();
                      void switchTo(org._id);
                    }}
                  >
                    <ListItemIcon>{current ? <Check fontSize="small" /> : null}</ListItemIcon>
                    <ListItemText primary={org.coName} />
                  </MenuItem>
                );
              }),
              <Divider key="orgs-end" />,
            ]
          : null}
        {kind === 'tenant' ? (
          <MenuItem
            onClick={() => {
              close();
              setProfileOpen(true);
            }}
          >
            <ListItemIcon>
              <PersonOutline fontSize="small" />
            </ListItemIcon>
            <ListItemText primary="Profile" />
          </MenuItem>
        ) : canOpen(MY_PROFILE_PATH) ? (
          <MenuItem component={RouterLink} to={MY_PROFILE_PATH} onClick={close}>
            <ListItemIcon>
              <PersonOutline fontSize="small" />
            </ListItemIcon>
            <ListItemText primary="My Profile" />
          </MenuItem>
        ) : null}
        <MenuItem
          onClick={() => {
            close();
            navigate('/logout');
          }}
        >
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          <ListItemText primary="Logout" />
        </MenuItem>
      </Menu>
      <ProfileDialog open={profileOpen} onClose={() => setProfileOpen(false)} />
      {dialog}
    </>
  );
}

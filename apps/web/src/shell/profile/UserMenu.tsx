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
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useAuth } from '../../shared/auth/auth-context';
import { useMenuButton } from '../../shared/lib/use-menu-button';
import { useNavigation } from '../navigation/use-navigation';
import { OrganizationChoice } from '../organizations/OrganizationChoice';
import { useOrganizationSwitch, useOrganizations } from '../organizations/use-organizations';
import { identityKindOf, initialsOf } from './identity-kind';
import { ProfileDialog } from './ProfileDialog';

const MY_PROFILE_PATH = '/pages/profile';

/** The toolbar's user menu, by identity kind (architecture.md §7). */
export function UserMenu() {
  const { user, organization } = useAuth();
  const navigate = useNavigate();
  const { canOpen } = useNavigation();
  const menu = useMenuButton();
  const [profileOpen, setProfileOpen] = useState(false);
  const kind = identityKindOf(user);
  const organizations = useOrganizations(menu.isOpen && kind === 'tenant');
  const { switchTo, dialog } = useOrganizationSwitch();
  if (!user) return null;
  const name = user.data.displayName || user.data.email;
  const close = menu.close;

  return (
    <>
      <Button
        color="inherit"
        aria-label={`Account: ${name}${organization ? `, ${organization.name}` : ''}`}
        {...menu.buttonProps}
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
        {...menu.menuProps}
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
              ...(organizations.data ?? []).map((org) => (
                <OrganizationChoice
                  key={org._id}
                  name={org.coName}
                  current={org._id === organization?.id}
                  onClick={() => {
                    close();
                    void switchTo(org._id);
                  }}
                />
              )),
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

import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import Check from '@mui/icons-material/Check';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useAuth } from '../../shared/auth/auth-context';
import { useOrganizationSwitch, useOrganizations } from './use-organizations';

/** The toolbar's organisation switcher: the current organisation, and the others to switch to. */
export function OrganizationSwitcher() {
  const { organization } = useAuth();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const organizations = useOrganizations(Boolean(anchor) || Boolean(organization));
  const { switchTo, switching, dialog } = useOrganizationSwitch();
  if (!organization) return null;
  const choose = (id: string) => {
    setAnchor(null);
    void switchTo(id);
  };
  return (
    <>
      <Button
        color="inherit"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        aria-label={`Organisation: ${organization.name}`}
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={switching}
        startIcon={<ApartmentOutlined aria-hidden="true" />}
        endIcon={<ExpandMore aria-hidden="true" />}
        sx={{
          display: { xs: 'none', md: 'inline-flex' },
          maxWidth: 260,
          px: 1.5,
          fontWeight: 600,
          color: 'text.primary',
          border: 1,
          borderColor: 'divider',
          '& .org-name': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
        }}
      >
        <span className="org-name">{organization.name}</span>
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <ListSubheader role="presentation" sx={{ lineHeight: 2.5 }}>
          Switch organisation
        </ListSubheader>
        {(organizations.data ?? [{ _id: organization.id, coName: organization.name }]).map((org) => {
          const current = org._id === organization.id;
          return (
            <MenuItem
              key={org._id}
              role="menuitemradio"
              aria-checked={current}
              selected={current}
              onClick={() => choose(org._id)}
              sx={{ minWidth: 240 }}
            >
              <ListItemIcon>{current ? <Check fontSize="small" /> : null}</ListItemIcon>
              <ListItemText primary={org.coName} />
            </MenuItem>
          );
        })}
      </Menu>
      {dialog}
    </>
  );
}

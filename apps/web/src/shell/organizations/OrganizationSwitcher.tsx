import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import { useAuth } from '../../shared/auth/auth-context';
import { useMenuButton } from '../../shared/lib/use-menu-button';
import { OrganizationChoice } from './OrganizationChoice';
import { useOrganizationSwitch, useOrganizations } from './use-organizations';

/** The toolbar's organisation switcher: the current organisation, and the others to switch to. */
export function OrganizationSwitcher() {
  const { organization } = useAuth();
  const menu = useMenuButton();
  const organizations = useOrganizations(menu.isOpen || Boolean(organization));
  const { switchTo, switching, dialog } = useOrganizationSwitch();
  if (!organization) return null;
  const choose = (id: string) => {
    menu.close();
    void switchTo(id);
  };
  return (
    <>
      <Button
        color="inherit"
        {...menu.buttonProps}
        aria-label={`Organisation: ${organization.name}`}
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
        {...menu.menuProps}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <ListSubheader role="presentation" sx={{ lineHeight: 2.5 }}>
          Switch organisation
        </ListSubheader>
        {(organizations.data ?? [{ _id: organization.id, coName: organization.name }]).map((org) => (
          <OrganizationChoice
            key={org._id}
            name={org.coName}
            current={org._id === organization.id}
            onClick={() => choose(org._id)}
            sx={{ minWidth: 240 }}
          />
        ))}
      </Menu>
      {dialog}
    </>
  );
}

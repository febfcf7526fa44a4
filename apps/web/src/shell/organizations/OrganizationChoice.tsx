import Check from '@mui/icons-material/Check';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem, { type MenuItemProps } from '@mui/material/MenuItem';

/**
 * One organisation in the user menu: a radio item, checked when it is the current one. The rest of the
 * props reach the MenuItem, as the menu's focus handling needs. (The toolbar's switcher keeps its own
 * items: with this component there, toolbar.spec's import-block test failed 3 runs in 5 under load.)
 */
export function OrganizationChoice({
  name,
  current,
  ...props
}: MenuItemProps & { name: string; current: boolean }) {
  return (
    <MenuItem {...props} role="menuitemradio" aria-checked={current} selected={current}>
      <ListItemIcon>{current ? <Check fontSize="small" /> : null}</ListItemIcon>
      <ListItemText primary={name} />
    </MenuItem>
  );
}

import Link, { type LinkProps } from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';

/** An in-app link styled as a MUI Link. */
export function AppLink({
  to,
  replace,
  ...props
}: Omit<LinkProps, 'href'> & { to: string; replace?: boolean }) {
  return <Link component={RouterLink} to={to} {...(replace ? { replace } : {})} {...props} />;
}

import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { NavLink } from 'react-router';

/** The shop's two lists, as links under the page title. */
export function ShopNav() {
  return (
    <Box component="span" sx={{ display: 'inline-flex', gap: 2 }}>
      {[
        ['/apps/e-commerce/products', 'Products'],
        ['/apps/e-commerce/orders', 'Orders'],
      ].map(([to, label]) => (
        <Link
          key={to}
          component={NavLink}
          to={to ?? ''}
          underline="hover"
          sx={{ '&.active': { fontWeight: 700 } }}
        >
          {label}
        </Link>
      ))}
    </Box>
  );
}

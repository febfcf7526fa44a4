import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { demoApi } from '../../mock';
import { AppFrame } from '../shared/AppFrame';
import { dollars } from '../shared/format';
import { ShopNav } from './ShopNav';

/** /apps/e-commerce/products: the demo shop's products; a name opens the product to edit. */
export default function ProductsPage() {
  const [search, setSearch] = useState('');
  const products = useQuery({
    queryKey: ['demo', 'shop', 'products'],
    queryFn: () => demoApi.get('/api/e-commerce-app/products'),
  });
  const term = search.trim().toLowerCase();
  const shown = (products.data ?? []).filter(
    (p) => !term || `${p.name} ${p.categories.join(' ')}`.toLowerCase().includes(term),
  );
  return (
    <AppFrame
      title="Products"
      description={<ShopNav />}
      actions={
        <>
          <TextField
            size="small"
            label="Search products"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
          <Button
            variant="contained"
            startIcon={<Add />}
            component={RouterLink}
            to="/apps/e-commerce/products/new"
          >
            Add product
          </Button>
        </>
      }
    >
      {products.isError ? <Alert severity="error">The products could not be read.</Alert> : null}
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label="Products">
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Category</TableCell>
              <TableCell align="right">Price</TableCell>
              <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                Quantity
              </TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Active</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((p) => (
              <TableRow key={p.id} hover>
                <TableCell>
                  <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
                    <Avatar variant="rounded" src={p.images[0]?.url} alt="" sx={{ width: 36, height: 36 }} />
                    <Link
                      component={RouterLink}
                      to={`/apps/e-commerce/products/${p.id}/${p.handle}`}
                      underline="hover"
                    >
                      {p.name}
                    </Link>
                  </Box>
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                  {p.categories.join(', ')}
                </TableCell>
                <TableCell align="right">{dollars(p.priceTaxIncl)}</TableCell>
                <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  {p.quantity}
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  <Chip
                    size="small"
                    label={p.active ? 'Active' : 'Inactive'}
                    color={p.active ? 'success' : 'default'}
                    variant="outlined"
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </AppFrame>
  );
}

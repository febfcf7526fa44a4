import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { demoApi } from '../../mock';
import { AppFrame } from '../shared/AppFrame';
import { dollars, shortWhen } from '../shared/format';
import { OrderStatusChip } from './OrderStatusChip';
import { ShopNav } from './ShopNav';

/** /apps/e-commerce/orders: the demo shop's orders, newest first; a reference opens the order. */
export default function OrdersPage() {
  const orders = useQuery({
    queryKey: ['demo', 'shop', 'orders'],
    queryFn: () => demoApi.get('/api/e-commerce-app/orders'),
  });
  const shown = [...(orders.data ?? [])].sort((a, b) => b.date.localeCompare(a.date));
  return (
    <AppFrame title="Orders" description={<ShopNav />}>
      {orders.isError ? <Alert severity="error">The orders could not be read.</Alert> : null}
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label="Orders">
          <TableHead>
            <TableRow>
              <TableCell>Reference</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Customer</TableCell>
              <TableCell align="right">Total</TableCell>
              <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Payment</TableCell>
              <TableCell>Status</TableCell>
              <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Date</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((o) => (
              <TableRow key={o.id} hover>
                <TableCell>
                  <Link component={RouterLink} to={`/apps/e-commerce/orders/${o.id}`} underline="hover">
                    {o.reference}
                  </Link>
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  {o.customer.firstName} {o.customer.lastName}
                </TableCell>
                <TableCell align="right">{dollars(o.total)}</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{o.payment.method}</TableCell>
                <TableCell>{o.status[0] ? <OrderStatusChip status={o.status[0]} /> : null}</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{shortWhen(o.date)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </AppFrame>
  );
}

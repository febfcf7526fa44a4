import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { demoApi, MockApiError } from '../../mock';
import { AppFrame } from '../shared/AppFrame';
import { dollars, longWhen } from '../shared/format';
import { OrderStatusChip } from './OrderStatusChip';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="h2" sx={{ fontSize: '1rem', fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** /apps/e-commerce/orders/:orderId: customer, products, the status history (newest first), payment, shipping. */
export default function OrderPage() {
  const { orderId = '' } = useParams();
  const order = useQuery({
    queryKey: ['demo', 'shop', 'order', orderId],
    queryFn: () => demoApi.get('/api/e-commerce-app/order', { orderId }),
  });
  const o = order.data;
  return (
    <AppFrame
      title={o ? `Order ${o.reference}` : 'Order'}
      description={
        o ? `Placed ${longWhen(o.date)} by ${o.customer.firstName} ${o.customer.lastName}` : undefined
      }
      actions={
        <Button component={RouterLink} to="/apps/e-commerce/orders" startIcon={<ArrowBack />}>
          Orders
        </Button>
      }
    >
      {order.isError ? (
        <Alert severity="error">
          {order.error instanceof MockApiError ? order.error.message : 'Not found.'}
        </Alert>
      ) : null}
      {o ? (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
          <Section title="Customer">
            <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', mb: 1 }}>
              <Avatar src={o.customer.avatar} alt="" />
              <Box>
                <Typography sx={{ fontWeight: 600 }}>
                  {o.customer.firstName} {o.customer.lastName}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {o.customer.jobTitle}, {o.customer.company}
                </Typography>
              </Box>
            </Box>
            <Typography variant="body2">{o.customer.email}</Typography>
            <Typography variant="body2">{o.customer.phone}</Typography>
            <Typography variant="body2" sx={{ mt: 1 }}>
              Ship to: {o.customer.shippingAddress.address}
            </Typography>
          </Section>
          <Section title="Status history">
            <List dense disablePadding aria-label="Status history, newest first">
              {o.status.map((s) => (
                <ListItem key={`${s.id}-${s.date}`} disableGutters>
                  <ListItemText
                    primary={<OrderStatusChip status={s} />}
                    secondary={longWhen(s.date)}
                    slotProps={{ primary: { component: 'div' } }}
                  />
                </ListItem>
              ))}
            </List>
          </Section>
          <Section title="Products">
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label="Products of the order">
                <TableHead>
                  <TableRow>
                    <TableCell>Product</TableCell>
                    <TableCell align="right">Price</TableCell>
                    <TableCell align="right">Qty</TableCell>
                    <TableCell align="right">Total</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {o.products.map((p) => (
                    <TableRow key={p.id}>
                      <TableCell>{p.name}</TableCell>
                      <TableCell align="right">{dollars(p.price)}</TableCell>
                      <TableCell align="right">{p.quantity}</TableCell>
                      <TableCell align="right">{dollars(p.total)}</TableCell>
                    </TableRow>
                  ))}
                  <TableRow>
                    <TableCell colSpan={3}>Subtotal</TableCell>
                    <TableCell align="right">{dollars(o.subtotal)}</TableCell>
                  </TableRow>
                  <TableRow>
                    <TableCell colSpan={3}>Tax</TableCell>
                    <TableCell align="right">{dollars(o.tax)}</TableCell>
                  </TableRow>
                  <TableRow>
                    <TableCell colSpan={3}>Discount</TableCell>
                    <TableCell align="right">−{dollars(o.discount)}</TableCell>
                  </TableRow>
                  <TableRow>
                    <TableCell colSpan={3} sx={{ fontWeight: 700 }}>
                      Total
                    </TableCell>
                    <TableCell align="right" sx={{ fontWeight: 700 }}>
                      {dollars(o.total)}
                    </TableCell>
                  </TableRow>
                </TableBody>
              </Table>
            </Box>
          </Section>
          <Section title="Payment and shipping">
            <Typography variant="body2">
              {o.payment.method} · {dollars(o.payment.amount)} · transaction {o.payment.transactionId}
            </Typography>
            {o.shippingDetails.map((s) => (
              <Typography key={s.tracking} variant="body2" sx={{ mt: 1 }}>
                {s.carrier} tracking {s.tracking} · {s.weight} · fee {dollars(s.fee)}
              </Typography>
            ))}
          </Section>
        </Box>
      ) : null}
    </AppFrame>
  );
}

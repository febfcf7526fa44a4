import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { PageFrame, PageHeader } from '../../../shared/ui/PageHeader';
import { ScrollRegion } from '../../../shared/ui/ScrollRegion';
import { dollars } from '../../apps/shared/format';
import { demoApi } from '../../mock';
import type { Invoice, InvoiceParty } from '../../mock/invoices';
import { DemoLoad } from '../DemoLoad';

const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });

function Party({ label, party }: { label: string; party: InvoiceParty }) {
  return (
    <Box>
      <Typography variant="overline" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 700 }}>{party.title}</Typography>
      <Typography variant="body2">{party.address}</Typography>
      <Typography variant="body2">{party.phone}</Typography>
      <Typography variant="body2">{party.email}</Typography>
    </Box>
  );
}

/** The services and the totals: amounts in cents from the mock, formatted once here. */
function Lines({ invoice, dense }: { invoice: Invoice; dense: boolean }) {
  const totals: [string, number][] = [
    ['Subtotal', invoice.subtotal],
    [`Tax (${invoice.taxRate}%)`, invoice.tax],
    ['Discount', -invoice.discount],
  ];
  return (
    <ScrollRegion label="Invoice lines">
      <Table size={dense ? 'small' : 'medium'} aria-label="Invoice lines" sx={{ minWidth: 520 }}>
        <TableHead>
          <TableRow>
            <TableCell>Service</TableCell>
            <TableCell align="right">Unit price</TableCell>
            <TableCell align="right">Quantity</TableCell>
            <TableCell align="right">Total</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {invoice.services.map((s) => (
            <TableRow key={s.id}>
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {s.title}
                </Typography>
                {dense ? null : (
                  <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                    {s.detail}
                  </Typography>
                )}
              </TableCell>
              <TableCell align="right">{dollars(s.unitPrice)}</TableCell>
              <TableCell align="right">
                {s.quantity} {s.unit}
              </TableCell>
              <TableCell align="right">{dollars(s.total)}</TableCell>
            </TableRow>
          ))}
          {totals.map(([label, cents]) => (
            <TableRow key={label}>
              <TableCell colSpan={3} align="right" sx={{ border: 0, color: 'text.secondary' }}>
                {label}
              </TableCell>
              <TableCell align="right" sx={{ border: 0 }}>
                {dollars(cents)}
              </TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell colSpan={3} align="right" sx={{ fontWeight: 800, fontSize: '1.1rem' }}>
              Total
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 800, fontSize: '1.1rem' }} data-testid="invoice-total">
              {dollars(invoice.total)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}

/** Modern: a coloured band with the reference and amount due above the parties and lines. */
function Modern({ invoice }: { invoice: Invoice }) {
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
      <Box
        sx={{
          p: { xs: 3, md: 5 },
          bgcolor: 'primary.dark',
          color: 'primary.contrastText',
          display: 'flex',
          flexWrap: 'wrap',
          gap: 3,
          justifyContent: 'space-between',
        }}
      >
        <Box>
          <Typography variant="overline" sx={{ color: 'inherit', opacity: 0.8 }}>
            Invoice
          </Typography>
          <Typography sx={{ fontSize: '1.75rem', fontWeight: 800, color: 'inherit' }}>
            {invoice.reference}
          </Typography>
          <Typography sx={{ color: 'inherit' }}>
            Issued {day(invoice.date)} · due {day(invoice.dueDate)}
          </Typography>
        </Box>
        <Box sx={{ textAlign: { sm: 'right' } }}>
          <Typography variant="overline" sx={{ color: 'inherit', opacity: 0.8 }}>
            Amount due
          </Typography>
          <Typography sx={{ fontSize: '1.75rem', fontWeight: 800, color: 'inherit' }}>
            {dollars(invoice.total)}
          </Typography>
        </Box>
      </Box>
      <Box sx={{ p: { xs: 3, md: 5 }, display: 'grid', gap: 4 }}>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <Party label="From" party={invoice.from} />
          <Party label="Bill to" party={invoice.client} />
        </Box>
        <Lines invoice={invoice} dense={false} />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Please pay within 30 days. Thank you for your business.
        </Typography>
      </Box>
    </Paper>
  );
}

/** Compact: everything on one sheet, small type, no descriptions. */
function Compact({ invoice }: { invoice: Invoice }) {
  return (
    <Paper
      variant="outlined"
      sx={{ borderRadius: 3, p: { xs: 2, md: 3 }, display: 'grid', gap: 2, maxWidth: 820 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 2 }}>
        <Typography sx={{ fontWeight: 800 }}>{invoice.reference}</Typography>
        <Typography variant="body2">
          {day(invoice.date)} · due {day(invoice.dueDate)}
        </Typography>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Party label="From" party={invoice.from} />
        <Party label="Bill to" party={invoice.client} />
      </Box>
      <Lines invoice={invoice} dense />
    </Paper>
  );
}

/** /pages/invoices/modern and /compact: the mock's invoice (GET /api/invoices, tax at 10 %) in two layouts. */
export default function InvoicePage() {
  const compact = useLocation().pathname.endsWith('/compact');
  const invoice = useQuery({ queryKey: ['demo', 'invoice'], queryFn: () => demoApi.get('/api/invoices') });
  return (
    <PageFrame maxWidth={1000}>
      <PageHeader area="Template pages" title={compact ? 'Invoice: compact' : 'Invoice: modern'} />
      <DemoLoad query={invoice} what="invoice">
        {(data) => (compact ? <Compact invoice={data} /> : <Modern invoice={data} />)}
      </DemoLoad>
    </PageFrame>
  );
}

import { counted } from '@clearline/domain/text';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { Suspense } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { formatUsDateTime } from '../../../shared/lib/date-time';
import { Amount } from '../../../shared/ui/Amount';
import { ChartPanel } from '../../../shared/ui/charts';
import { LoadError } from '../../../shared/ui/LoadError';
import { PageFrame, PageHeader } from '../../../shared/ui/PageHeader';
import { type PartyPick, usePartyPickers } from '../../../shared/ui/party-pickers';
import { StatusChip } from '../../../shared/ui/StatusChip';
import { type ClientView, useClientView } from '../api/work-dashboards-api';
import { EmptyNote, SectionCard } from '../components/SectionCard';
import { SimpleTable } from '../components/SimpleTable';
import { sumAmounts } from '../model/client-figures';
import { agingTable } from '../model/dashboard-figures';

type Entry = ClientView['recentEntries'][number];

const entryColumns = [
  { label: 'Date', cell: (e: Entry) => e.date },
  { label: 'Account', cell: (e: Entry) => e.account },
  { label: 'Type', cell: (e: Entry) => [e.transactionType, e.taxType].filter(Boolean).join(' · ') || '—' },
  { label: 'Details', cell: (e: Entry) => e.details || '—' },
  { label: 'Status', cell: (e: Entry) => e.status },
  { label: 'Amount', numeric: true, cell: (e: Entry) => <Amount value={e.amount} /> },
];

/**
 * /app/clientViewPanel/clientViewDashboard (issue 15): pick a bank-rec customer and see everything
 * about it on one page: its balance by ledger account, open liabilities with their age, the latest
 * entries and transfers, the matches that cleared its entries and the files that touched it. The
 * customer is kept in the address (?coId=), so a view can be shared or reloaded.
 */
export default function ClientViewPage() {
  const [params, setParams] = useSearchParams();
  const coId = (params.get('coId') ?? '').trim().slice(0, 10);
  const query = useClientView(coId);
  const view = query.data;
  const pick = (value: PartyPick | null) => setParams(value ? { coId: value.id } : {}, { replace: true });

  return (
    <PageFrame>
      <PageHeader
        title="Client View"
        description="Everything about one customer: balances, open liabilities, entries, transfers, matches and files"
        actions={
          <CustomerPick
            value={coId ? { id: coId, name: view?.client.coName ?? coId } : null}
            onChange={pick}
          />
        }
      />
      <LoadError query={query} fallback="The customer could not be loaded." sx={{ mb: 2 }} />
      {!coId ? (
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center', color: 'text.secondary' }}>
          Choose a customer to see its ledger, open liabilities, matches and files.
        </Paper>
      ) : view ? (
        <ClientSections view={view} />
      ) : null}
    </PageFrame>
  );
}

function CustomerPick({
  value,
  onChange,
}: {
  value: PartyPick | null;
  onChange: (v: PartyPick | null) => void;
}) {
  const Picker = usePartyPickers().customer;
  const field = (
    <TextField
      size="small"
      label="Customer id"
      value={value?.id ?? ''}
      onChange={(event) => {
        const id = event.target.value.trim().toUpperCase();
        onChange(id ? { id, name: id } : null);
      }}
      slotProps={{ htmlInput: { maxLength: 10 } }}
    />
  );
  if (!Picker) return field;
  return (
    <Box sx={{ width: { xs: '100%', sm: 320 } }}>
      <Suspense fallback={<TextField size="small" label="Customer" disabled fullWidth />}>
        <Picker value={value} onChange={onChange} />
      </Suspense>
    </Box>
  );
}

function ClientSections({ view }: { view: ClientView }) {
  const theme = useTheme();
  const { client } = view;
  const outstanding = `/app/bankRec/outstandingLiabilities?coId=${encodeURIComponent(client.coId)}`;
  const openTotal = sumAmounts(view.balances.map((b) => b.openAmount));
  const openCount = view.balances.reduce((s, b) => s + b.openCount, 0);
  return (
    <Box sx={{ display: 'grid', gap: { xs: 2, md: 2.5 } }}>
      <Paper
        variant="outlined"
        data-testid="client-summary"
        sx={{
          p: { xs: 1.5, sm: 2 },
          display: 'flex',
          flexWrap: 'wrap',
          gap: { xs: 1.5, sm: 3 },
          alignItems: 'center',
        }}
      >
        <Box sx={{ minWidth: 0, flex: '1 1 220px' }}>
          <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.25rem', overflowWrap: 'anywhere' }}>
            {client.coName}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {client.coId}
            {client.coFein ? ` · FEIN ${client.coFein}` : ''}
          </Typography>
        </Box>
        <StatusChip label={client.coStatus} tone={client.coStatus === 'Active' ? 'success' : 'warning'} />
        <Box>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Open liabilities
          </Typography>
          <Link component={RouterLink} to={outstanding} sx={{ fontWeight: 700 }}>
            {counted(openCount, 'item')} · <Amount value={openTotal} />
          </Link>
        </Box>
      </Paper>

      <Box
        sx={{ display: 'grid', gap: { xs: 2, md: 2.5 }, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}
      >
        <SectionCard
          title="Ledger balance by account"
          subtitle={`Every entry that is not void, as of ${view.asOf}`}
        >
          {view.balances.length === 0 ? (
            <EmptyNote>No entries yet.</EmptyNote>
          ) : (
            <SimpleTable
              label="Ledger balance by account"
              rows={view.balances}
              rowKey={(b) => b.account}
              columns={[
                { label: 'Account', cell: (b) => b.account },
                { label: 'Ledger', cell: (b) => b.ledger || '—' },
                { label: 'Entries', numeric: true, cell: (b) => b.entries.toLocaleString('en-US') },
                { label: 'Open', numeric: true, cell: (b) => b.openCount.toLocaleString('en-US') },
                { label: 'Balance', numeric: true, cell: (b) => <Amount value={b.balance} strong /> },
              ]}
            />
          )}
        </SectionCard>
        <ChartPanel
          title="Open liabilities by age"
          subtitle="Open entries by days since their date"
          table={agingTable(view.aging)}
          height={220}
          actions={
            <Link component={RouterLink} to={outstanding} sx={{ alignSelf: 'center', mr: 1 }}>
              Outstanding
            </Link>
          }
        >
          <BarChart
            height={220}
            xAxis={[{ scaleType: 'band', data: view.aging.map((a) => a.bucket), label: 'Days open' }]}
            yAxis={[{ width: 48 }]}
            series={[
              {
                data: view.aging.map((a) => a.count),
                label: 'Open items',
                color: theme.palette.warning.main,
              },
            ]}
            hideLegend
            grid={{ horizontal: true }}
          />
        </ChartPanel>
      </Box>

      <SectionCard
        title="Open liabilities"
        subtitle="Oldest first, with their age in days"
        action={
          <Link component={RouterLink} to={outstanding}>
            Outstanding Liabilities
          </Link>
        }
      >
        {view.openItems.length === 0 ? (
          <EmptyNote>Nothing open: every entry is matched.</EmptyNote>
        ) : (
          <SimpleTable
            label="Open liabilities"
            rows={view.openItems.slice(0, 15)}
            rowKey={(e) => e.id}
            columns={[{ label: 'Age', numeric: true, cell: (e) => `${e.age} d` }, ...entryColumns]}
          />
        )}
      </SectionCard>

      <Box
        sx={{ display: 'grid', gap: { xs: 2, md: 2.5 }, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' } }}
      >
        <SectionCard title="Recent transactions" subtitle="The latest entries, newest first">
          {view.recentEntries.length === 0 ? (
            <EmptyNote>No entries yet.</EmptyNote>
          ) : (
            <SimpleTable
              label="Recent transactions"
              rows={view.recentEntries}
              rowKey={(e) => e.id}
              columns={entryColumns}
            />
          )}
        </SectionCard>
        <SectionCard title="Transfers" subtitle="This customer's line of each transfer">
          {view.transfers.length === 0 ? (
            <EmptyNote>No transfers.</EmptyNote>
          ) : (
            <SimpleTable
              label="Transfers"
              rows={view.transfers}
              rowKey={(t) => t.id}
              columns={[
                { label: 'Date', cell: (t) => t.date },
                { label: 'Details', cell: (t) => t.details },
                {
                  label: 'Kind',
                  cell: (t) => (t.voided ? 'voided' : t.nonBanking ? 'non-banking' : 'banking'),
                },
                { label: 'Amount', numeric: true, cell: (t) => <Amount value={t.amount} /> },
              ]}
            />
          )}
        </SectionCard>
      </Box>

      <Box
        sx={{ display: 'grid', gap: { xs: 2, md: 2.5 }, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}
      >
        <SectionCard
          title="Matches"
          subtitle="Matches that cleared this customer's entries, newest first"
          action={
            <Link component={RouterLink} to="/app/bankRec/RematchTrans?tab=matched">
              Re-match
            </Link>
          }
        >
          {view.matches.length === 0 ? (
            <EmptyNote>No matches yet.</EmptyNote>
          ) : (
            <SimpleTable
              label="Matches"
              rows={view.matches}
              rowKey={(m) => m.id}
              columns={[
                { label: 'Made', cell: (m) => formatUsDateTime(m.createdAt) },
                { label: 'Account', cell: (m) => m.accountId },
                { label: 'How', cell: (m) => (m.kind === 'auto' ? `auto · ${m.ruleId}` : 'by hand') },
                { label: 'Status', cell: (m) => m.status },
                { label: 'Lines', numeric: true, cell: (m) => m.lines },
                { label: 'Amount', numeric: true, cell: (m) => <Amount value={m.amount} /> },
              ]}
            />
          )}
        </SectionCard>
        <SectionCard
          title="Files"
          subtitle="Ledger files that wrote its entries, statements whose lines cleared them"
          action={
            <Link component={RouterLink} to="/app/bankRec/FileImportActivity">
              Activity Log
            </Link>
          }
        >
          {view.files.length === 0 ? (
            <EmptyNote>No file touched this customer.</EmptyNote>
          ) : (
            <SimpleTable
              label="Files"
              rows={view.files}
              rowKey={(f) => f.id}
              columns={[
                { label: 'File', cell: (f) => f.fileName },
                { label: 'Imported', cell: (f) => formatUsDateTime(f.createdAt) },
                { label: 'Status', cell: (f) => f.status },
                { label: 'Lines', numeric: true, cell: (f) => f.lines.toLocaleString('en-US') },
              ]}
            />
          )}
        </SectionCard>
      </Box>
    </Box>
  );
}

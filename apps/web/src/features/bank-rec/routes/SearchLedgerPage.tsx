import type { LedgerEntry } from '@clearline/contracts';
import { formatMinor } from '@clearline/domain/money';
import { counted } from '@clearline/domain/text';
import Block from '@mui/icons-material/Block';
import FilterList from '@mui/icons-material/FilterList';
import PostAdd from '@mui/icons-material/PostAdd';
import Refresh from '@mui/icons-material/Refresh';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { alpha, useTheme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { LiveStatus } from '../../../shared/ui/LiveStatus';
import { LoadError } from '../../../shared/ui/LoadError';
import { PageFrame, PageHeader } from '../../../shared/ui/PageHeader';
import { ServerPagination } from '../../../shared/ui/ServerPagination';
import { useLedgerPage, useLedgerSetup } from '../api/bank-rec-api';
import { useRecordsArea } from '../api/records-area';
import AddTransactionDialog from '../components/AddTransactionDialog';
import { TRANSFER_BRAND, TRANSFER_BRAND_DARK, TRANSFER_BRAND_TEXT } from '../components/DialogHeader';
import { LedgerFiltersForm } from '../components/LedgerFilters';
import { LedgerGrid } from '../components/LedgerGrid';
import TransferMoneyDialog from '../components/TransferMoneyDialog';
import { VoidEntryDialog } from '../components/VoidEntryDialog';
import {
  apiAmountCents,
  countActiveFilters,
  LEDGER_MAX_ROWS,
  LEDGER_PAGE_LIMITS,
  LEDGER_TOTALS_CAP,
  type LedgerFilters,
  type LedgerTotalsMode,
  type LedgerView,
  readLedgerView,
  selectionTotals,
  toggleLedgerSort,
  writeLedgerView,
} from '../model/ledger-search';

const money = (cents: number) => formatMinor(cents, { currencySymbol: '$' });

/**
 * /app/bankRec/newLedger (and /app/ewa/searchLedger, the same page in the employer-funds area): Search Ledger. Filters, sort and page live in the address bar; the grid is
 * paged and sorted by the server; the selection (kept across pages until the filters change) shows
 * its count and exact sum; the filtered set's totals show when the server gives them. Add Transaction
 * and Transfer Money open from here, and the grid refreshes after either saves. One selected entry that
 * is not void can be voided (with a reason; it stays listed, marked Voided).
 */
export default function SearchLedgerPage() {
  const area = useRecordsArea();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [params, setParams] = useSearchParams();
  const view = readLedgerView(params);
  const setup = useLedgerSetup();
  const [totalsMode, setTotalsMode] = useState<LedgerTotalsMode>('auto');
  const page = useLedgerPage(view, totalsMode);
  const [selected, setSelected] = useState<Map<string, LedgerEntry>>(new Map());
  const [filtersOpen, setFiltersOpen] = useState<boolean | null>(null);
  const [dialog, setDialog] = useState<'transfer' | 'add' | null>(null);
  const [voiding, setVoiding] = useState<LedgerEntry | null>(null);
  const showFilters = filtersOpen ?? wide;

  const update = (change: Partial<LedgerView>) => setParams(writeLedgerView({ ...view, ...change }));
  const apply = (filters: LedgerFilters) => {
    setSelected(new Map());
    setTotalsMode('auto');
    update({ filters, page: 1 });
  };

  const data = page.data?.data;
  const rows = data?.rows ?? [];
  const activeFilters = countActiveFilters(view.filters);
  const selection = selectionTotals([...selected.values()]);
  const [single] = selected.size === 1 ? [...selected.values()] : [];
  const voidable = single && single.status !== 'void' ? single : null;

  const toggle = (entry: LedgerEntry) =>
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(entry.id)) next.delete(entry.id);
      else next.set(entry.id, entry);
      return next;
    });
  const togglePage = (select: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      for (const entry of rows) {
        if (select) next.set(entry.id, entry);
        else next.delete(entry.id);
      }
      return next;
    });

  return (
    <PageFrame>
      <PageHeader
        area={area.pages.area}
        title="Search Ledger"
        description={area.pages.ledgerDescription}
        actions={
          <>
            <Button
              variant="outlined"
              startIcon={<SwapHoriz />}
              onClick={() => setDialog('transfer')}
              aria-haspopup="dialog"
              sx={{
                borderColor: TRANSFER_BRAND,
                color: theme.palette.mode === 'dark' ? TRANSFER_BRAND : TRANSFER_BRAND_TEXT,
                '&:hover': { borderColor: TRANSFER_BRAND_DARK, bgcolor: alpha(TRANSFER_BRAND, 0.08) },
              }}
            >
              Transfer Money
            </Button>
            <Button
              variant="contained"
              startIcon={<PostAdd />}
              onClick={() => setDialog('add')}
              aria-haspopup="dialog"
            >
              Add Transaction
            </Button>
          </>
        }
      />

      <Paper variant="outlined" sx={{ borderRadius: 3, mb: 2, overflow: 'hidden' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: { xs: 1.5, sm: 2 }, py: 1 }}>
          <Button
            size="small"
            onClick={() => setFiltersOpen(!showFilters)}
            aria-expanded={showFilters}
            aria-controls="ledger-filters"
            startIcon={
              <Badge badgeContent={activeFilters} color="primary" max={99}>
                <FilterList fontSize="small" />
              </Badge>
            }
            sx={{ color: 'text.primary', fontWeight: 700 }}
          >
            Filters
          </Button>
          {activeFilters > 0 ? (
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {activeFilters} applied
            </Typography>
          ) : null}
          {setup.isLoading ? (
            <Typography variant="caption" sx={{ color: 'text.secondary', ml: 'auto' }}>
              Loading accounts…
            </Typography>
          ) : null}
        </Box>
        <Collapse in={showFilters} id="ledger-filters">
          <Box sx={{ px: { xs: 1.5, sm: 2 }, pb: 2, pt: 1 }}>
            {setup.isError ? (
              <Alert severity="warning" sx={{ mb: 1.5 }}>
                The account lists could not be loaded; the other filters still work.
              </Alert>
            ) : null}
            <LedgerFiltersForm setup={setup.data} applied={view.filters} onApply={apply} />
          </Box>
        </Collapse>
      </Paper>

      <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            flexWrap: 'wrap',
            gap: { xs: 1, sm: 2 },
            px: { xs: 1.5, sm: 2 },
            py: 1,
            minHeight: 52,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <LiveStatus
            testId="ledger-totals"
            sx={{ display: 'flex', gap: 2, alignItems: 'baseline', flexWrap: 'wrap' }}
          >
            <FilteredTotals
              total={data?.total ?? null}
              exact={data?.totalExact ?? false}
              sum={data?.sumAmount ?? null}
              loading={!data}
              onCountExactly={totalsMode === 'auto' ? () => setTotalsMode('exact') : undefined}
            />
          </LiveStatus>
          <Box sx={{ flex: 1 }} />
          {selection.count > 0 ? (
            <LiveStatus
              testId="selection-totals"
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1.5,
                pl: 1.5,
                pr: 0.5,
                py: 0.25,
                borderRadius: 2,
                bgcolor: (t) => alpha(t.palette.secondary.main, t.palette.mode === 'dark' ? 0.22 : 0.1),
                fontVariantNumeric: 'tabular-nums',
              }}
            >
              <Typography variant="body2" sx={{ fontWeight: 700 }}>
                {selection.count.toLocaleString('en-US')} selected
              </Typography>
              <Typography variant="body2">
                Sum <strong>{selection.cents === null ? 'too large to show' : money(selection.cents)}</strong>
              </Typography>
              {voidable ? (
                <Button
                  size="small"
                  startIcon={<Block fontSize="small" />}
                  onClick={() => setVoiding(voidable)}
                  aria-haspopup="dialog"
                >
                  Void
                </Button>
              ) : null}
              <Button size="small" onClick={() => setSelected(new Map())}>
                Clear
              </Button>
            </LiveStatus>
          ) : null}
          <Tooltip title="Refresh">
            <IconButton size="small" aria-label="Refresh the entries" onClick={() => void page.refetch()}>
              <Refresh fontSize="small" />
            </IconButton>
          </Tooltip>
        </Box>
        <Box sx={{ height: 2 }}>
          {page.isFetching ? <LinearProgress sx={{ height: 2 }} aria-label="Loading entries" /> : null}
        </Box>
        <LoadError query={page} fallback="The entries could not be loaded." sx={{ m: 2 }} />
        <LedgerGrid
          compact={phone}
          rows={rows}
          sort={view.sort}
          onSort={(key) => update({ sort: toggleLedgerSort(view.sort, key), page: 1 })}
          selected={selected}
          onToggle={toggle}
          onTogglePage={togglePage}
          emptyText={
            !data
              ? ''
              : activeFilters > 0
                ? 'No entry matches these filters.'
                : 'The ledger is empty. Add a transaction or import a ledger file.'
          }
        />
        {data ? (
          <ServerPagination
            page={view.page}
            limit={view.limit}
            rowCount={rows.length}
            total={data.total}
            totalExact={data.totalExact}
            hasNext={data.nextCursor !== null}
            totalCap={LEDGER_TOTALS_CAP}
            maxRows={LEDGER_MAX_ROWS}
            limits={LEDGER_PAGE_LIMITS}
            noun="entries"
            stopHint="Pages stop at 10,000 entries: narrow the filters to see more."
            onPageChange={(next) => update({ page: next })}
            onLimitChange={(limit) => update({ limit, page: 1 })}
          />
        ) : null}
      </Paper>

      <TransferMoneyDialog open={dialog === 'transfer'} onClose={() => setDialog(null)} />
      <AddTransactionDialog open={dialog === 'add'} onClose={() => setDialog(null)} />
      <VoidEntryDialog
        entry={voiding}
        onClose={() => setVoiding(null)}
        onVoided={() => setSelected(new Map())}
      />
    </PageFrame>
  );
}

function FilteredTotals({
  total,
  exact,
  sum,
  loading,
  onCountExactly,
}: {
  total: number | null;
  exact: boolean;
  sum: string | null;
  loading: boolean;
  onCountExactly: (() => void) | undefined;
}) {
  if (loading)
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Loading entries…
      </Typography>
    );
  const sumCents = sum === null ? null : apiAmountCents(sum);
  const countText =
    total === null
      ? 'Entries'
      : exact
        ? counted(total, 'entry', 'entries')
        : total >= LEDGER_TOTALS_CAP
          ? `${LEDGER_TOTALS_CAP.toLocaleString('en-US')}+ entries`
          : `About ${total.toLocaleString('en-US')} entries`;
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
        {countText}
      </Typography>
      {exact && sumCents !== null ? (
        <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', color: 'text.secondary' }}>
          Net{' '}
          <Box component="strong" sx={{ color: 'text.primary' }}>
            {money(sumCents)}
          </Box>
        </Typography>
      ) : null}
      {!exact && onCountExactly && (total === null || total < LEDGER_TOTALS_CAP) ? (
        <Link component="button" type="button" variant="body2" onClick={onCountExactly}>
          Count exactly
        </Link>
      ) : null}
      {!exact && total !== null && total >= LEDGER_TOTALS_CAP ? (
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          Narrow the filters for an exact count and sum.
        </Typography>
      ) : null}
    </>
  );
}

import { quarterOptions } from '@clearline/domain/dates';
import { counted } from '@clearline/domain/text';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Amount, tabular } from '../../../shared/ui/Amount';
import { headCellSx } from '../../../shared/ui/DataGrid';
import { FetchingBar } from '../../../shared/ui/FetchingBar';
import { LoadError } from '../../../shared/ui/LoadError';
import { PageFrame, PageHeader } from '../../../shared/ui/PageHeader';
import { ScrollRegion } from '../../../shared/ui/ScrollRegion';
import { ServerPagination } from '../../../shared/ui/ServerPagination';
import { useOutstanding } from '../api/reconcile-api';
import { DrillDownDialog } from '../components/DrillDownDialog';
import { FilterActions } from '../components/FilterActions';
import { formatDate } from '../components/format';
import { useFilterDraft } from '../components/use-filter-draft';
import {
  BUCKETS,
  type Drill,
  OUTSTANDING_LIMITS,
  type OutstandingFilters,
  readOutstandingView,
  TAX_TYPES,
  type TaxType,
  writeOutstandingView,
} from '../model/outstanding';
import { amountMinorOf } from '../model/selection';

const cellSx = { py: 0.75, px: 1.5, fontSize: '0.8125rem', whiteSpace: 'nowrap' } as const;

/**
 * /app/bankRec/outstandingLiabilities: open ledger items by customer, tax type and quarter with their
 * aging (spec §9: page 1, limit 35), the totals of the whole filtered set, and a drill-down into any
 * bucket of a group.
 */
export default function OutstandingPage() {
  const [params, setParams] = useSearchParams();
  const view = readOutstandingView(params);
  const grid = useOutstanding(view);
  const [drill, setDrill] = useState<Drill | null>(null);
  const data = grid.data;
  const rows = data?.rows ?? [];

  const apply = (filters: OutstandingFilters) =>
    setParams(writeOutstandingView({ ...view, filters, page: 1 }));

  return (
    <PageFrame>
      <PageHeader
        title="Outstanding Liabilities"
        description="Open ledger items by customer, tax type and quarter, aged in days. Select an amount to see its items."
      />
      <Filters applied={view.filters} onApply={apply} />

      <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'baseline', px: 2, py: 1.25, flexWrap: 'wrap' }}>
          <Typography variant="body2" role="status" aria-live="polite" sx={{ fontWeight: 700, ...tabular }}>
            {data
              ? `${counted(data.total, 'group')} · ${counted(data.totals.count, 'open item')}`
              : 'Loading…'}
          </Typography>
          {data ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Aged as of {formatDate(data.asOf)}
            </Typography>
          ) : null}
        </Box>
        <FetchingBar fetching={grid.isFetching} />
        <LoadError query={grid} fallback="The outstanding liabilities could not be loaded." sx={{ m: 2 }} />
        <ScrollRegion label="Outstanding liabilities by customer" ruled>
          <Table size="small" sx={{ minWidth: 1040 }}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ ...headCellSx, position: 'sticky', left: 0, zIndex: 1 }}>Customer</TableCell>
                <TableCell sx={headCellSx}>Tax type</TableCell>
                <TableCell sx={headCellSx}>Quarter</TableCell>
                <TableCell sx={headCellSx} align="right">
                  Count
                </TableCell>
                <TableCell sx={headCellSx} align="right">
                  Total
                </TableCell>
                {BUCKETS.map((bucket) => (
                  <TableCell key={bucket} sx={headCellSx} align="right">
                    {bucket} days
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow
                  key={`${row.coId}|${row.taxType}|${row.quarter}`}
                  hover
                  data-testid="outstanding-row"
                >
                  <TableCell
                    component="th"
                    scope="row"
                    sx={{ ...cellSx, position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1 }}
                  >
                    <Box component="span" sx={{ fontWeight: 700 }}>
                      {row.coId}
                    </Box>
                    <Box
                      component="span"
                      sx={{
                        display: 'block',
                        color: 'text.secondary',
                        maxWidth: 220,
                        overflow: 'hidden',
                        textOverflow: 'ellipsis',
                      }}
                    >
                      {row.coName || '—'}
                    </Box>
                  </TableCell>
                  <TableCell sx={cellSx}>{row.taxType || '—'}</TableCell>
                  <TableCell sx={cellSx}>{row.quarter || '—'}</TableCell>
                  <TableCell sx={{ ...cellSx, ...tabular }} align="right">
                    {row.count.toLocaleString('en-US')}
                  </TableCell>
                  <TableCell sx={cellSx} align="right">
                    <Amount value={row.total} strong />
                  </TableCell>
                  {BUCKETS.map((bucket) => {
                    const amount = row.buckets[bucket];
                    const empty = amountMinorOf(amount) === 0;
                    return (
                      <TableCell key={bucket} sx={cellSx} align="right" data-bucket={bucket}>
                        {empty || !data ? (
                          <Box component="span" sx={{ color: 'text.secondary' }} aria-label="none">
                            —
                          </Box>
                        ) : (
                          <Link
                            component="button"
                            type="button"
                            underline="always"
                            aria-label={`${bucket} days: ${amount}, ${row.coId} ${row.taxType} ${row.quarter}. Show the items`}
                            onClick={() =>
                              setDrill({
                                coId: row.coId,
                                coName: row.coName,
                                taxType: row.taxType,
                                quarter: row.quarter,
                                bucket,
                                amount,
                                asOf: data.asOf,
                              })
                            }
                            sx={{
                              font: 'inherit',
                              color: 'inherit',
                              textDecorationStyle: 'dotted',
                              textUnderlineOffset: '3px',
                              '&:hover': { textDecorationStyle: 'solid' },
                            }}
                          >
                            <Amount value={amount} />
                          </Link>
                        )}
                      </TableCell>
                    );
                  })}
                </TableRow>
              ))}
              {data && rows.length === 0 ? (
                <TableRow>
                  <TableCell
                    colSpan={5 + BUCKETS.length}
                    sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}
                  >
                    No open items match these filters.
                  </TableCell>
                </TableRow>
              ) : null}
            </TableBody>
            {data && rows.length > 0 ? (
              <TableFooter>
                <TableRow
                  data-testid="outstanding-totals"
                  sx={{ '& > *': { borderTop: 2, borderColor: 'divider' } }}
                >
                  <TableCell
                    component="th"
                    scope="row"
                    colSpan={3}
                    sx={{
                      ...cellSx,
                      fontWeight: 800,
                      color: 'text.primary',
                      position: 'sticky',
                      left: 0,
                      bgcolor: 'background.paper',
                    }}
                  >
                    Total, all groups
                  </TableCell>
                  <TableCell
                    sx={{ ...cellSx, fontWeight: 800, color: 'text.primary', ...tabular }}
                    align="right"
                  >
                    {data.totals.count.toLocaleString('en-US')}
                  </TableCell>
                  <TableCell sx={cellSx} align="right">
                    <Amount value={data.totals.total} strong />
                  </TableCell>
                  {BUCKETS.map((bucket) => (
                    <TableCell key={bucket} sx={cellSx} align="right">
                      <Amount value={data.totals.buckets[bucket]} strong />
                    </TableCell>
                  ))}
                </TableRow>
              </TableFooter>
            ) : null}
          </Table>
        </ScrollRegion>
        {data ? (
          <ServerPagination
            page={view.page}
            limit={view.limit}
            rowCount={rows.length}
            total={data.total}
            totalExact
            hasNext={view.page * view.limit < data.total}
            limits={OUTSTANDING_LIMITS}
            noun="groups"
            onPageChange={(page) => setParams(writeOutstandingView({ ...view, page }))}
            onLimitChange={(limit) => setParams(writeOutstandingView({ ...view, limit, page: 1 }))}
          />
        ) : null}
      </Paper>
      <DrillDownDialog drill={drill} onClose={() => setDrill(null)} />
    </PageFrame>
  );
}

function Filters({
  applied,
  onApply,
}: {
  applied: OutstandingFilters;
  onApply: (f: OutstandingFilters) => void;
}) {
  const [draft, setDraft] = useFilterDraft(applied, (filters) => JSON.stringify(filters));
  const quarters = useMemo(() => quarterOptions(new Date()).filter((q) => q.value !== 'Current Quarter'), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, coId: draft.coId.trim().toUpperCase() });
  };
  const empty: OutstandingFilters = { coId: '', taxType: '', quarter: '', asOf: '' };
  return (
    <Paper
      component="form"
      role="search"
      aria-label="Outstanding filters"
      variant="outlined"
      onSubmit={submit}
      noValidate
      sx={{
        borderRadius: 3,
        p: { xs: 1.5, sm: 2 },
        mb: 2,
        display: 'flex',
        gap: 1.5,
        flexWrap: 'wrap',
        alignItems: 'center',
      }}
    >
      <TextField
        size="small"
        label="Customer id"
        value={draft.coId}
        onChange={(event) => setDraft({ ...draft, coId: event.target.value })}
        slotProps={{ htmlInput: { maxLength: 10 } }}
        sx={{ flex: { xs: '1 1 140px', sm: '0 0 160px' } }}
      />
      <TextField
        select
        size="small"
        label="Tax type"
        value={draft.taxType}
        onChange={(event) => setDraft({ ...draft, taxType: event.target.value as TaxType | '' })}
        sx={{ flex: { xs: '1 1 140px', sm: '0 0 150px' } }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">
          <em>Any</em>
        </MenuItem>
        {TAX_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {type}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Quarter"
        value={draft.quarter}
        onChange={(event) => setDraft({ ...draft, quarter: event.target.value })}
        sx={{ flex: { xs: '1 1 140px', sm: '0 0 150px' } }}
        slotProps={{
          select: { displayEmpty: true, MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } },
          inputLabel: { shrink: true },
        }}
      >
        <MenuItem value="">
          <em>Any</em>
        </MenuItem>
        {quarters.map((q) => (
          <MenuItem key={q.value} value={q.value}>
            {q.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        type="date"
        size="small"
        label="As of"
        value={draft.asOf}
        onChange={(event) => setDraft({ ...draft, asOf: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ flex: { xs: '1 1 140px', sm: '0 0 170px' } }}
      />
      <FilterActions onReset={() => onApply(empty)} submitLabel="Search" />
    </Paper>
  );
}

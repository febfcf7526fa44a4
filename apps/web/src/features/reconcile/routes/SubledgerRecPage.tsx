import type { SubledgerRecRow } from '@clearline/contracts';
import { counted } from '@clearline/domain/text';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/lib/api-client';
import { viewPaging } from '../../../shared/lib/use-paging';
import { Amount, tabular } from '../../../shared/ui/Amount';
import { bodyRowSx, DataGrid, type GridColumn } from '../../../shared/ui/DataGrid';
import { exactPagination } from '../../../shared/ui/exact-pagination';
import { FilterSelect } from '../../../shared/ui/FilterSelect';
import { filterOptions } from '../../../shared/ui/filter-options';
import { LiveStatus } from '../../../shared/ui/LiveStatus';
import { PageFrame, PageHeader } from '../../../shared/ui/PageHeader';
import { useSubledgerRec } from '../api/coverage-api';
import { CoverageCards } from '../components/coverage/CoverageCards';
import { AsOfField, CoverageFilters, PartyFilterField } from '../components/coverage/CoverageFilters';
import { SubledgerLinesDialog } from '../components/coverage/SubledgerLinesDialog';
import { warningBand } from '../components/coverage/warning-band';
import { formatDate } from '../components/format';
import { useFilterDraft } from '../components/use-filter-draft';
import {
  appliedSubledgerFilters,
  COVERAGE_LIMITS,
  readSubledgerView,
  type SubledgerView,
  writeSubledgerView,
} from '../model/coverage-view';

const STATUS_OPTIONS = filterOptions(['all', 'All employers'], ['short', 'Short only']);

/** The employer that opens its lines: keyboard-reachable, named for what it does. */
function EmployerButton({ row, onOpen }: { row: SubledgerRecRow; onOpen: () => void }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Link
        component="button"
        type="button"
        onClick={onOpen}
        aria-label={`${row.employer} ${row.employerName}: show the lines`}
        sx={{ fontWeight: 700, textAlign: 'left' }}
      >
        {row.employer}
      </Link>
      <Typography
        variant="body2"
        sx={{ color: 'text.secondary', maxWidth: 240, overflow: 'hidden', textOverflow: 'ellipsis' }}
      >
        {row.employerName}
      </Typography>
    </Box>
  );
}

function Shortfall({ row }: { row: SubledgerRecRow }) {
  if (!row.short)
    return (
      <Box component="span" sx={{ color: 'text.secondary' }}>
        —
      </Box>
    );
  return <Amount value={row.shortfall} strong sx={{ color: 'tone.warning' }} testId="shortfall" />;
}

function ShortSince({ row }: { row: SubledgerRecRow }) {
  return row.shortSince ? (
    <Box component="span" sx={{ color: 'tone.warning', fontWeight: 700, ...tabular }}>
      {formatDate(row.shortSince)}
    </Box>
  ) : null;
}

/**
 * /app/ewa/subledgerRec: funds coverage, one row per employer as of a date (funded, advanced, repaid,
 * fees, balance); employers whose balance does not cover what their workers were advanced come first,
 * with the shortfall and since when, in the warning tone. An employer opens its lines with the running
 * balance. Filters, page and the as-of date live in the address bar.
 */
export default function SubledgerRecPage() {
  const [params, setParams] = useSearchParams();
  const view = readSubledgerView(params);
  const query = useSubledgerRec(view);
  const data = query.data;
  const rows = data?.rows ?? [];
  const [open, setOpen] = useState<SubledgerRecRow | null>(null);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const update = (next: Partial<SubledgerView>) => setParams(writeSubledgerView({ ...view, ...next }));

  const columns: GridColumn<SubledgerRecRow>[] = [
    {
      id: 'employer',
      header: 'Employer',
      cell: (row) => <EmployerButton row={row} onOpen={() => setOpen(row)} />,
    },
    { id: 'partner', header: 'Partner', cell: (row) => row.partnerName || row.partner || '—' },
    { id: 'funded', header: 'Funded', numeric: true, cell: (row) => <Amount value={row.funded} /> },
    { id: 'advanced', header: 'Advanced', numeric: true, cell: (row) => <Amount value={row.advanced} /> },
    { id: 'repaid', header: 'Repaid', numeric: true, cell: (row) => <Amount value={row.repaid} /> },
    { id: 'fees', header: 'Fees', numeric: true, cell: (row) => <Amount value={row.fees} /> },
    {
      id: 'balance',
      header: 'Balance',
      numeric: true,
      cell: (row) => <Amount value={row.balance} strong testId="balance" />,
    },
    { id: 'shortfall', header: 'Shortfall', numeric: true, cell: (row) => <Shortfall row={row} /> },
    { id: 'shortSince', header: 'Short since', cell: (row) => <ShortSince row={row} /> },
  ];

  return (
    <PageFrame>
      <PageHeader
        area="Employer funds"
        title="Sub-ledger Rec"
        description="Each employer's funds as of a date. Employers whose balance does not cover what their workers were advanced come first."
      />
      <SubledgerFilters applied={view} onApply={(next) => update({ ...next, page: 1 })} />
      {data ? <Totals totals={data.totals} asOf={data.asOf} /> : null}
      <DataGrid
        label="Funds coverage by employer"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.employer}
        rowProps={(row) =>
          ({
            'data-testid': 'coverage-row',
            'data-short': row.short ? 'true' : 'false',
            ...(row.short ? { sx: { ...bodyRowSx, bgcolor: warningBand } } : {}),
          }) as object
        }
        loaded={data !== undefined}
        fetching={query.isFetching}
        error={query.isError ? errorMessage(query.error, 'The sub-ledger could not be loaded.') : null}
        empty={
          view.status === 'short'
            ? 'No employer is short as of this date.'
            : 'No employers match these filters.'
        }
        minWidth={1080}
        narrow={
          phone ? <CoverageCards rows={rows} loaded={data !== undefined} onOpen={setOpen} /> : undefined
        }
        pagination={
          data
            ? exactPagination(viewPaging(view, update), {
                rowCount: rows.length,
                total: data.total,
                limits: COVERAGE_LIMITS,
                noun: 'employers',
              })
            : null
        }
      />
      <SubledgerLinesDialog employer={open} asOf={data?.asOf ?? view.asOf} onClose={() => setOpen(null)} />
    </PageFrame>
  );
}

type Totals = NonNullable<ReturnType<typeof useSubledgerRec>['data']>['totals'];

/** The sums over every employer the filters select (all pages), announced as they change. */
function Totals({ totals, asOf }: { totals: Totals; asOf: string }) {
  const figures: [string, string][] = [
    ['Funded', totals.funded],
    ['Advanced', totals.advanced],
    ['Repaid', totals.repaid],
    ['Fees', totals.fees],
    ['Balance', totals.balance],
  ];
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, px: 2, py: 1.5, mb: 2 }}>
      <LiveStatus testId="coverage-totals" sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {counted(totals.employers, 'employer')} as of {formatDate(asOf)}
          {totals.shortEmployers > 0 ? (
            <Box component="span" sx={{ color: 'tone.warning' }}>
              {' '}
              · {totals.shortEmployers} short by{' '}
              <Amount value={totals.shortfall} sx={{ color: 'tone.warning' }} />
            </Box>
          ) : (
            <Box component="span" sx={{ color: 'text.secondary', fontWeight: 500 }}>
              {' '}
              · every employer covered
            </Box>
          )}
        </Typography>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gap: 1,
            gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(5, auto)' },
            justifyContent: 'start',
            columnGap: 4,
          }}
        >
          {figures.map(([label, value]) => (
            <Box key={label}>
              <Typography component="dt" variant="caption" sx={{ color: 'text.secondary' }}>
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                <Amount value={value} strong />
              </Typography>
            </Box>
          ))}
        </Box>
      </LiveStatus>
    </Paper>
  );
}

function SubledgerFilters({
  applied,
  onApply,
}: {
  applied: SubledgerView;
  onApply: (view: Pick<SubledgerView, 'asOf' | 'partner' | 'status' | 'search'>) => void;
}) {
  const [draft, setDraft] = useFilterDraft(applied, (view) => writeSubledgerView(view).toString());
  return (
    <CoverageFilters
      label="Sub-ledger filters"
      applied={appliedSubledgerFilters(applied)}
      onSubmit={() => onApply(draft)}
      onReset={() => onApply({ asOf: '', partner: null, status: 'all', search: '' })}
    >
      <AsOfField value={draft.asOf} onChange={(asOf) => setDraft({ ...draft, asOf })} />
      <PartyFilterField
        kind="partner"
        value={draft.partner}
        onChange={(partner) => setDraft({ ...draft, partner })}
      />
      <FilterSelect
        label="Status"
        value={draft.status}
        options={STATUS_OPTIONS}
        onChange={(status) => setDraft({ ...draft, status: status === 'short' ? 'short' : 'all' })}
        sx={{ width: { sm: 170 } }}
      />
      <TextField
        type="search"
        size="small"
        label="Search employer"
        value={draft.search}
        onChange={(event) => setDraft({ ...draft, search: event.target.value })}
        helperText="Id or part of the name"
        slotProps={{ htmlInput: { maxLength: 100 } }}
        sx={{ width: { sm: 220 } }}
      />
    </CoverageFilters>
  );
}

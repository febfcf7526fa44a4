import {
  QUERY_MAX_OFFSET,
  QUERY_PAGE_SIZES,
  QUERY_SORTS_OF,
  QUERY_SUBJECTS,
  type QueryResult,
  type QuerySpecInput,
  type ReportFormat,
  type ReportRow,
  type SavedQuery,
} from '@clearline/contracts';
import { canUseArea } from '@clearline/domain';
import type { LedgerArea } from '@clearline/domain/areas';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useAuth } from '../../../shared/auth/auth-context';
import { errorMessage } from '../../../shared/lib/api-client';
import { usePaging } from '../../../shared/lib/use-paging';
import { Amount } from '../../../shared/ui/Amount';
import { ChoiceToggle } from '../../../shared/ui/ChoiceToggle';
import { DataGrid, type GridColumn } from '../../../shared/ui/DataGrid';
import { ExportButtons } from '../../../shared/ui/ExportButtons';
import { LiveStatus } from '../../../shared/ui/LiveStatus';
import { PageFrame, PageHeader } from '../../../shared/ui/PageHeader';
import { cellText, isNumericColumn } from '../../../shared/ui/report-cells';
import { useExportQuery, useQueryRun } from '../api/queries-api';
import { QueryFilters } from '../components/QueryFilters';
import { SavedQueries } from '../components/SavedQueries';
import {
  emptyForm,
  formErrors,
  formOf,
  nextSort,
  type QueryForm,
  SORT_COLUMNS,
  SUBJECT_LABELS,
  specOf,
  withSubject,
} from '../model/query-form';

const AREA_LABELS: Record<LedgerArea, string> = { bankRec: 'Bank reconciliation', ewa: 'Employer funds' };

function Totals({ result }: { result: QueryResult }) {
  return (
    <LiveStatus
      testId="query-totals"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 2, sm: 4 }, alignItems: 'baseline' }}
    >
      <Box>
        <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
          Rows
        </Typography>
        <Typography sx={{ fontWeight: 800, fontSize: '1.25rem' }} data-testid="query-count">
          {result.total.toLocaleString('en-US')}
        </Typography>
      </Box>
      <Box>
        <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
          Sum of {result.columns.find((c) => c.key === 'amount')?.label.toLowerCase() ?? 'amounts'}
        </Typography>
        <Typography sx={{ fontWeight: 800, fontSize: '1.25rem' }} data-testid="query-sum">
          <Amount value={result.amount} strong />
        </Typography>
      </Box>
    </LiveStatus>
  );
}

/**
 * /app/rPRec/rPRQuery (issue 17): an ad-hoc query over the ledger lines, bank lines or matches of one
 * ledger area of the organisation, with any combination of filters; the rows come a page at a time,
 * sorted on the server, with the count and sum of the whole result. Queries are saved per person and
 * exported (CSV, Excel, PDF) through the area's export jobs.
 */
export default function QueryPage() {
  const { organization } = useAuth();
  const areas = (['bankRec', 'ewa'] as const).filter((a) => canUseArea(organization?.roles ?? [], a));
  const [form, setForm] = useState<QueryForm>(() => emptyForm(areas[0] ?? 'bankRec'));
  const [applied, setApplied] = useState<QuerySpecInput | null>(null);
  const [current, setCurrent] = useState<SavedQuery | null>(null);
  const paging = usePaging(50);
  const errors = formErrors(form);
  const valid = Object.keys(errors).length === 0;
  const result = useQueryRun(applied, paging.page, paging.limit);
  const exporter = useExportQuery();
  const [exporting, setExporting] = useState<ReportFormat | null>(null);

  const run = (next: QueryForm = form) => {
    if (Object.keys(formErrors(next)).length > 0) return;
    paging.setPage(1);
    setApplied(specOf(next));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    run();
  };
  const open = (query: SavedQuery | null) => {
    setCurrent(query);
    if (!query) return;
    const next = formOf(query.spec);
    setForm(next);
    run(next);
  };
  const sortBy = (columnId: string) => {
    const key = Object.entries(SORT_COLUMNS).find(([, column]) => column === columnId)?.[0];
    if (!key) return;
    const next = { ...form, sort: nextSort(form, key) };
    setForm(next);
    run(next);
  };
  const exportAs = (format: ReportFormat) => {
    if (!applied) return;
    setExporting(format);
    exporter.mutate({ spec: applied, format }, { onSettled: () => setExporting(null) });
  };

  const data = result.data;
  const sortable = new Map(QUERY_SORTS_OF[form.subject].map((key) => [SORT_COLUMNS[key], key]));
  const columns: GridColumn<ReportRow>[] = (data?.columns ?? []).map((column) => ({
    id: column.key,
    header: column.label,
    numeric: isNumericColumn(column.type),
    // Dates, instants and figures stay on one line; descriptions wrap.
    ...(column.type === 'text' ? {} : { cellSx: { whiteSpace: 'nowrap' } }),
    ...(sortable.has(column.key)
      ? { sort: applied?.sort?.key === sortable.get(column.key) ? (applied?.sort?.dir ?? 'desc') : false }
      : {}),
    cell: (row) =>
      column.type === 'money' && row[column.key] !== null ? (
        <Amount value={String(row[column.key])} />
      ) : (
        cellText(column.type, row[column.key])
      ),
  }));

  return (
    <PageFrame>
      <PageHeader
        area="Reconciliation"
        title="Query"
        description="Ask the ledger, the bank lines or the matches anything: combine filters, sort, save the query and export its rows."
      />
      <Paper
        component="form"
        variant="outlined"
        onSubmit={submit}
        aria-label="Query"
        sx={{ borderRadius: 3, p: { xs: 1.5, sm: 2 }, mb: 2, display: 'grid', gap: 2 }}
      >
        <SavedQueries current={current} spec={specOf(form)} canSave={valid} onOpen={open} />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
          <ChoiceToggle
            label="What to query"
            value={form.subject}
            choices={QUERY_SUBJECTS.map((s) => ({ value: s, label: SUBJECT_LABELS[s] }))}
            onChange={(subject) => setForm(withSubject(form, subject))}
          />
          {areas.length > 1 ? (
            <ChoiceToggle
              label="Ledger area"
              value={form.area}
              choices={areas.map((a) => ({ value: a, label: AREA_LABELS[a] }))}
              onChange={(area) => setForm({ ...form, area, filters: { ...form.filters, accountId: '' } })}
            />
          ) : null}
        </Box>
        <QueryFilters
          form={form}
          errors={errors}
          onChange={(name, value) => setForm({ ...form, filters: { ...form.filters, [name]: value } })}
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Button type="submit" variant="contained" startIcon={<PlayArrow />} disabled={!valid}>
            Run query
          </Button>
          <Button
            variant="text"
            onClick={() => {
              setForm(emptyForm(form.area, form.subject));
              setCurrent(null);
            }}
            sx={{ color: 'text.primary' }}
          >
            Clear filters
          </Button>
          <Box sx={{ flex: 1 }} />
          <ExportButtons
            label="Export the query as"
            onExport={exportAs}
            pending={exporting}
            disabled={!applied || !data || data.total === 0}
          />
        </Box>
      </Paper>
      {data ? (
        <Paper variant="outlined" sx={{ borderRadius: 3, p: 2, mb: 2 }}>
          <Totals result={data} />
        </Paper>
      ) : null}
      {applied ? (
        <DataGrid
          label="Query results"
          columns={columns}
          rows={data?.rows ?? []}
          rowKey={(row) => String(data?.rows.indexOf(row))}
          rowProps={() => ({ 'data-testid': 'query-row' }) as object}
          onSort={sortBy}
          loaded={data !== undefined}
          fetching={result.isFetching}
          error={result.isError ? errorMessage(result.error, 'The query could not be run.') : null}
          empty="No rows match these filters."
          minWidth={Math.max(720, columns.length * 110)}
          keyboardScroll
          pagination={
            data
              ? {
                  page: data.page,
                  limit: data.limit,
                  rowCount: data.rows.length,
                  total: data.total,
                  totalExact: true,
                  hasNext: data.page * data.limit < Math.min(data.total, QUERY_MAX_OFFSET),
                  limits: QUERY_PAGE_SIZES,
                  noun: 'rows',
                  onPageChange: paging.setPage,
                  onLimitChange: paging.setLimit,
                }
              : null
          }
        />
      ) : (
        <Typography sx={{ color: 'text.secondary' }}>
          Choose what to query and its filters, then run the query.
        </Typography>
      )}
    </PageFrame>
  );
}

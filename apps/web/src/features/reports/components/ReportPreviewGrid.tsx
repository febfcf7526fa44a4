import type { ReportColumn, ReportPreview, ReportRow } from '@clearline/contracts';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Amount } from '../../../shared/ui/Amount';
import { DataGrid, type GridColumn } from '../../../shared/ui/DataGrid';
import { LiveStatus } from '../../../shared/ui/LiveStatus';
import { cellText, isNumericColumn, totalsOf } from '../model/report-cells';

export const PREVIEW_LIMITS = [25, 50, 100] as const;

/** One figure as its type reads: money through Amount (debits in the negative tone), the rest as text. */
function Figure({
  type,
  value,
  strong,
}: {
  type: ReportColumn['type'];
  value: ReportRow[string];
  strong?: boolean;
}) {
  if (type === 'money' && value !== null && value !== '')
    return <Amount value={String(value)} strong={strong ?? false} />;
  return <>{cellText(type, value)}</>;
}

/** Labelled figures in a row that wraps (the statement's balances, the totals). */
function Figures({
  testId,
  title,
  items,
}: {
  testId: string;
  title: string;
  items: { key: string; label: string; type: ReportColumn['type']; value: ReportRow[string] }[];
}) {
  if (items.length === 0) return null;
  return (
    <Box sx={{ display: 'grid', gap: 0.75 }}>
      <Typography variant="h3" sx={{ fontSize: '0.8125rem', fontWeight: 800, color: 'text.secondary' }}>
        {title}
      </Typography>
      <Box
        component="dl"
        data-testid={testId}
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            sm: 'repeat(auto-fill, minmax(170px, 1fr))',
          },
          gap: 1.5,
        }}
      >
        {items.map((item) => (
          <Box key={item.key} data-key={item.key}>
            <Typography component="dt" variant="caption" sx={{ color: 'text.secondary' }}>
              {item.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
              <Figure type={item.type} value={item.value} strong />
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/**
 * The preview of a report: its heading figures (a statement's balances), the totals over all its rows,
 * and the rows a page at a time, each column drawn by its type.
 */
export function ReportPreviewGrid({
  preview,
  fetching,
  error,
  toolbar,
  onPageChange,
  onLimitChange,
}: {
  preview: ReportPreview;
  fetching: boolean;
  error: ReactNode;
  toolbar?: ReactNode;
  onPageChange: (page: number) => void;
  onLimitChange: (limit: number) => void;
}) {
  const columns: GridColumn<ReportRow>[] = preview.columns.map((column) => ({
    id: column.key,
    header: column.label,
    numeric: isNumericColumn(column.type),
    cell: (row) => <Figure type={column.type} value={row[column.key] ?? null} />,
  }));
  const totals = totalsOf(preview.columns, preview.totals);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {preview.summary.length > 0 || totals.length > 0 ? (
        <Paper variant="outlined" sx={{ borderRadius: 3, p: 2 }}>
          <LiveStatus testId="preview-figures" sx={{ display: 'grid', gap: 2 }}>
            <Figures testId="preview-summary" title="Summary" items={preview.summary} />
            <Figures
              testId="preview-totals"
              title={`Totals of all ${preview.total.toLocaleString('en-US')} rows`}
              items={totals}
            />
          </LiveStatus>
        </Paper>
      ) : null}
      <DataGrid
        label={`${preview.reportName} preview`}
        columns={columns}
        rows={preview.rows}
        rowKey={(row) => String(preview.rows.indexOf(row))}
        rowProps={() => ({ 'data-testid': 'preview-row' }) as object}
        loaded
        fetching={fetching}
        error={error}
        empty="The report has no rows for these parameters."
        toolbar={toolbar}
        minWidth={Math.max(640, preview.columns.length * 105)}
        keyboardScroll
        pagination={{
          page: preview.page,
          limit: preview.limit,
          rowCount: preview.rows.length,
          total: preview.total,
          totalExact: true,
          hasNext: preview.page * preview.limit < preview.total,
          limits: PREVIEW_LIMITS,
          noun: 'rows',
          onPageChange,
          onLimitChange,
        }}
      />
    </Box>
  );
}

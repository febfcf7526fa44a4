import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import { type ChartTable, chartCsvFileName, chartTableToCsv } from './chart-table';

type View = 'chart' | 'table';

/**
 * A titled card around one chart, with its data one click away: a Chart/Table switch (the table is
 * the accessible view of the same figures) and a CSV download of them. Every dashboard chart sits in
 * one, so they all behave alike.
 */
export function ChartPanel({
  title,
  subtitle,
  table,
  height = 260,
  actions,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  /** The figures the chart draws. */
  table: ChartTable;
  /** The chart's height in px (the table view scrolls within the same height). */
  height?: number;
  /** Extra controls beside the switch (a period picker, a drill-down link). */
  actions?: ReactNode;
  /** The chart itself (an @mui/x-charts chart sized to fill its box). */
  children: ReactNode;
}) {
  const [view, setView] = useState<View>('chart');
  const headingId = useId();
  const empty = table.rows.length === 0;

  const download = () => {
    const blob = new Blob([chartTableToCsv(table)], { type: 'text/csv;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = chartCsvFileName(title);
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 1.5, sm: 2 }, display: 'flex', flexDirection: 'column', minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Box sx={{ flex: 1, minWidth: 160 }}>
          <Typography id={headingId} component="h2" sx={{ fontWeight: 700, fontSize: '1rem' }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {subtitle}
            </Typography>
          )}
        </Box>
        {actions}
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_, next: View | null) => next && setView(next)}
          aria-label={`${title}: view`}
        >
          <ToggleButton value="chart">Chart</ToggleButton>
          <ToggleButton value="table">Table</ToggleButton>
        </ToggleButtonGroup>
        <Tooltip title="Download the figures as CSV">
          <span>
            <IconButton
              size="small"
              onClick={download}
              disabled={empty}
              aria-label={`Download ${title} as CSV`}
            >
              <DownloadIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      </Box>
      {empty ? (
        <Box sx={{ height, display: 'grid', placeItems: 'center', color: 'text.secondary' }}>
          <Typography variant="body2">Nothing to show for this period yet.</Typography>
        </Box>
      ) : view === 'chart' ? (
        <Box sx={{ height, minWidth: 0 }}>{children}</Box>
      ) : (
        <Box sx={{ maxHeight: height, overflow: 'auto' }}>
          <Table size="small" aria-label={`${title}: figures`} stickyHeader>
            <TableHead>
              <TableRow>
                {table.columns.map((c) => (
                  <TableCell key={c.key} align={c.numeric ? 'right' : 'left'}>
                    {c.label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {table.rows.map((row, i) => (
                // Chart rows have no identity of their own beyond their position.
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional
                <TableRow key={i}>
                  {table.columns.map((c) => (
                    <TableCell
                      key={c.key}
                      align={c.numeric ? 'right' : 'left'}
                      sx={c.numeric ? { fontVariantNumeric: 'tabular-nums' } : undefined}
                    >
                      {row[c.key] ?? '—'}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Paper>
  );
}

import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import FirstPage from '@mui/icons-material/FirstPage';
import LastPage from '@mui/icons-material/LastPage';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { type PageWindow, pageSummary } from './server-pagination-model';

export interface ServerPaginationProps extends PageWindow {
  onPageChange: (page: number) => void;
  onLimitChange: (limit: number) => void;
  limits?: readonly number[];
  /** What the rows are, for the labels ('entries', 'customers'). */
  noun?: string;
  /** Shown when page numbers stop before the end. */
  stopHint?: string;
}

/**
 * The footer of a server-paged grid: rows per page, where we are, and first / previous / next / last.
 * Unlike TablePagination it copes with totals that are estimates or lower bounds and with page numbers
 * that stop before the last row (see pageSummary).
 */
export function ServerPagination({
  onPageChange,
  onLimitChange,
  limits = [25, 50, 100],
  noun = 'rows',
  stopHint,
  ...window
}: ServerPaginationProps) {
  const summary = pageSummary(window);
  const limitId = useId();
  return (
    <Box
      role="navigation"
      aria-label={`Pages of ${noun}`}
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'flex-end',
        flexWrap: 'wrap',
        gap: { xs: 1, sm: 2 },
        px: { xs: 1, sm: 2 },
        py: 0.75,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      {summary.stopsHere && stopHint ? (
        <Typography variant="caption" sx={{ color: 'text.secondary', mr: 'auto' }}>
          {stopHint}
        </Typography>
      ) : null}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography
          component="label"
          htmlFor={limitId}
          variant="caption"
          sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}
        >
          Rows per page
        </Typography>
        <TextField
          select
          size="small"
          variant="standard"
          value={window.limit}
          onChange={(event) => onLimitChange(Number(event.target.value))}
          fullWidth={false}
          slotProps={{ select: { native: true }, htmlInput: { id: limitId } }}
          sx={{ '& .MuiInputBase-root': { fontSize: '0.8125rem' }, '& .MuiInput-root:before': { border: 0 } }}
        >
          {limits.map((limit) => (
            <option key={limit} value={limit}>
              {limit}
            </option>
          ))}
        </TextField>
      </Box>
      <Typography
        variant="body2"
        aria-live="polite"
        data-testid="page-label"
        sx={{ fontVariantNumeric: 'tabular-nums', minWidth: 120, textAlign: 'center', fontSize: '0.8125rem' }}
      >
        {summary.label}
      </Typography>
      <Box sx={{ display: 'flex' }}>
        <PageButton label="First page" disabled={!summary.canPrevious} onClick={() => onPageChange(1)}>
          <FirstPage fontSize="small" />
        </PageButton>
        <PageButton
          label="Previous page"
          disabled={!summary.canPrevious}
          onClick={() => onPageChange(window.page - 1)}
        >
          <ChevronLeft fontSize="small" />
        </PageButton>
        <PageButton
          label="Next page"
          disabled={!summary.canNext}
          onClick={() => onPageChange(window.page + 1)}
        >
          <ChevronRight fontSize="small" />
        </PageButton>
        <PageButton
          label="Last page"
          disabled={summary.lastPage === null || summary.lastPage <= window.page}
          onClick={() => summary.lastPage !== null && onPageChange(summary.lastPage)}
        >
          <LastPage fontSize="small" />
        </PageButton>
      </Box>
    </Box>
  );
}

function PageButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  const button = (
    <IconButton size="small" aria-label={label} disabled={disabled} onClick={onClick}>
      {children}
    </IconButton>
  );
  return disabled ? (
    button
  ) : (
    <Tooltip title={label} disableInteractive>
      {button}
    </Tooltip>
  );
}

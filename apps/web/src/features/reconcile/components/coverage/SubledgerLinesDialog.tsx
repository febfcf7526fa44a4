import type { SubledgerLine, SubledgerRecRow } from '@clearline/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../../../shared/lib/api-client';
import { usePaging } from '../../../../shared/lib/use-paging';
import { Amount, tabular } from '../../../../shared/ui/Amount';
import { DataGrid, type GridColumn } from '../../../../shared/ui/DataGrid';
import { exactPagination } from '../../../../shared/ui/exact-pagination';
import { useSubledgerLines } from '../../api/coverage-api';
import { DetailDialog } from '../DetailDialog';
import { formatDate } from '../format';

const LINE_LIMITS = [50, 100, 200] as const;
const CATEGORY_LABELS: Record<SubledgerLine['category'], string> = {
  funding: 'Funding',
  advance: 'Advance',
  repayment: 'Repayment',
  fee: 'Fee',
};

const COLUMNS: GridColumn<SubledgerLine>[] = [
  {
    id: 'date',
    header: 'Date',
    cell: (line) => formatDate(line.transactionDate),
    cellSx: { whiteSpace: 'nowrap', ...tabular },
  },
  { id: 'category', header: 'Kind', cell: (line) => CATEGORY_LABELS[line.category] ?? line.category },
  {
    id: 'details',
    header: 'Details',
    cell: (line) => (
      <Box sx={{ minWidth: 0 }}>
        <Box component="span" sx={{ display: 'block' }}>
          {line.details || line.memo || line.transactionType || '—'}
        </Box>
        {line.sourceFile ? (
          <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.75rem' }}>
            {line.sourceFile}
          </Box>
        ) : null}
      </Box>
    ),
  },
  { id: 'account', header: 'Account', cell: (line) => line.accountName || '—' },
  { id: 'amount', header: 'Amount', numeric: true, cell: (line) => <Amount value={line.amount} /> },
  {
    id: 'running',
    header: 'Balance after',
    numeric: true,
    cell: (line) => <Amount value={line.runningBalance} strong />,
  },
];

/**
 * An employer's lines up to the as-of date, newest first, each with the balance after it (the running
 * balance is the server's, accumulated oldest first), under the employer's figures.
 */
export function SubledgerLinesDialog({
  employer,
  asOf,
  onClose,
}: {
  employer: SubledgerRecRow | null;
  asOf: string;
  onClose: () => void;
}) {
  const paging = usePaging(LINE_LIMITS[0]);
  const { page, limit, setPage } = paging;
  const lines = useSubledgerLines(employer ? { employer: employer.employer, asOf, page, limit } : null);
  const data = lines.data && lines.data.employer === employer?.employer ? lines.data : undefined;
  const close = () => {
    setPage(1);
    onClose();
  };
  return (
    <DetailDialog
      open={employer !== null}
      onClose={close}
      title={employer ? `${employer.employer} · ${employer.employerName}` : ''}
      contentSx={{ display: 'grid', gap: 1.5 }}
    >
      {employer ? (
        <Box
          data-testid="lines-summary"
          sx={{ display: 'flex', gap: { xs: 1.5, sm: 3 }, flexWrap: 'wrap', alignItems: 'baseline' }}
        >
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {employer.partnerName || employer.partner} · as of {formatDate(data?.asOf ?? asOf)}
          </Typography>
          <Typography variant="body2">
            Balance <Amount value={data?.balance ?? employer.balance} strong />
          </Typography>
          {(data?.short ?? employer.short) ? (
            <Typography variant="body2" sx={{ color: 'tone.warning', fontWeight: 700 }}>
              Short by <Amount value={data?.shortfall ?? employer.shortfall} sx={{ color: 'tone.warning' }} />
              {(data?.shortSince ?? employer.shortSince)
                ? ` since ${formatDate(data?.shortSince ?? employer.shortSince ?? '')}`
                : ''}
            </Typography>
          ) : (
            <Typography variant="body2" sx={{ color: 'tone.success', fontWeight: 700 }}>
              Covered
            </Typography>
          )}
        </Box>
      ) : null}
      <DataGrid
        label="Lines with the running balance"
        columns={COLUMNS}
        rows={data?.rows ?? []}
        rowKey={(line) => line.id}
        rowProps={() => ({ 'data-testid': 'coverage-line' }) as object}
        loaded={data !== undefined}
        fetching={lines.isFetching}
        error={lines.isError ? errorMessage(lines.error, 'The lines could not be loaded.') : null}
        empty="No lines up to this date."
        minWidth={760}
        pagination={
          data
            ? exactPagination(paging, {
                rowCount: data.rows.length,
                total: data.total,
                limits: LINE_LIMITS,
                noun: 'lines',
              })
            : null
        }
      />
    </DetailDialog>
  );
}

import { counted } from '@clearline/domain/text';
import ArrowBack from '@mui/icons-material/ArrowBack';
import WarningAmber from '@mui/icons-material/WarningAmber';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { errorMessage } from '../../../shared/lib/api-client';
import {
  fileActivityPath,
  formatFileLogTime,
  type ImportIssuesLinkState,
  ISSUES_PAGE_MESSAGE,
} from '../../../shared/lib/import-activity';
import { PageFrame, PageHeader } from '../../../shared/ui/PageHeader';
import { StatusChip } from '../../../shared/ui/StatusChip';
import { useImportIssues } from '../api/imports-api';
import { useImportsArea } from '../api/imports-area';

const ISSUE_PAGE_SIZES = [25, 50, 100];

const isLinkState = (value: unknown): value is ImportIssuesLinkState =>
  typeof value === 'object' && value !== null && 'fileName' in value && 'createdAt' in value;

function SeverityChip({ severity }: { severity: 'error' | 'warning' }) {
  return <StatusChip outlined label={severity === 'error' ? 'Error' : 'Warning'} tone={severity} />;
}

const rawSx = {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: '0.8125rem',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  bgcolor: 'action.hover',
  borderRadius: 1,
  px: 0.75,
  py: 0.25,
  m: 0,
} as const;

/**
 * /app/bankRec/ErrorMessage/:id (and /app/ewa/...: the area's import): the file name, its creation time, 'File Imported completed with
 * transaction warnings / errors', and every line issue (line, severity, code, message, raw text), paged.
 */
export default function ErrorMessagePage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const carried = isLinkState(location.state) ? location.state : null;
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(ISSUE_PAGE_SIZES[0] ?? 25);
  const issues = useImportIssues(id, page, limit);
  const { area, label } = useImportsArea();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'));
  const data = issues.data?.data;
  const fileName = data?.fileName ?? carried?.fileName ?? 'Import';
  const createdAt = data?.createdAt ?? carried?.createdAt ?? null;
  // Issues have no id: their place in the server's order (line, then id) identifies them on a page.
  const rows = (data?.rows ?? []).map((row, index) => ({ ...row, key: `${(page - 1) * limit + index}` }));

  return (
    <PageFrame maxWidth={1360}>
      <Button
        component={RouterLink}
        to={fileActivityPath(area)}
        startIcon={<ArrowBack aria-hidden="true" />}
        size="small"
        color="inherit"
        sx={{ mb: 1.5, ml: -1 }}
      >
        Activity log
      </Button>
      <PageHeader
        area={label}
        title={fileName}
        description={createdAt ? `Imported ${formatFileLogTime(createdAt)}` : undefined}
      />
      {issues.isError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(issues.error)}
        </Alert>
      ) : (
        <Alert
          severity={data?.status === 'Failed' ? 'error' : 'warning'}
          icon={data?.status === 'Failed' ? undefined : <WarningAmber />}
          variant="outlined"
          sx={{ mb: { xs: 2, md: 3 } }}
          data-testid="issues-summary"
        >
          <Typography sx={{ fontWeight: 700 }}>
            {data?.status === 'Failed'
              ? 'The file was not imported'
              : (carried?.message ?? ISSUES_PAGE_MESSAGE)}
          </Typography>
          {data ? (
            <Typography variant="body2">
              {data.msg} · {counted(data.total, 'line issue')}
            </Typography>
          ) : null}
        </Alert>
      )}

      <Paper elevation={0} sx={{ border: 1, borderColor: 'divider', borderRadius: 3, overflow: 'hidden' }}>
        <Box sx={{ height: 4 }}>
          {issues.isFetching ? (
            <LinearProgress color="secondary" aria-label="Loading the line issues" />
          ) : null}
        </Box>
        {rows.length === 0 && !issues.isFetching ? (
          <Typography sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}>
            This import has no line issues.
          </Typography>
        ) : narrow ? (
          <Box component="ul" aria-label="Line issues" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {rows.map((row) => (
              <Box
                component="li"
                key={row.key}
                data-testid="issue-row"
                sx={{ p: 2, borderBottom: 1, borderColor: 'divider', display: 'grid', gap: 0.75 }}
              >
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                  <Typography sx={{ fontWeight: 700 }}>Line {row.line}</Typography>
                  <SeverityChip severity={row.severity} />
                  <Typography variant="caption" sx={{ fontFamily: rawSx.fontFamily }}>
                    {row.code}
                  </Typography>
                </Box>
                <Typography variant="body2">{row.message}</Typography>
                {row.raw ? (
                  <Box component="pre" sx={rawSx}>
                    {row.raw}
                  </Box>
                ) : null}
              </Box>
            ))}
          </Box>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table
              size="small"
              aria-label="Line issues"
              sx={{ '& td, & th': { verticalAlign: 'top', py: 1.25 } }}
            >
              <TableHead>
                <TableRow>
                  <TableCell sx={{ width: 80 }} align="right">
                    Line
                  </TableCell>
                  <TableCell sx={{ width: 110 }}>Severity</TableCell>
                  <TableCell sx={{ width: 220 }}>Code</TableCell>
                  <TableCell>Message</TableCell>
                  <TableCell sx={{ width: '34%' }}>Raw text</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.key} data-testid="issue-row">
                    <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 700 }}>
                      {row.line}
                    </TableCell>
                    <TableCell>
                      <SeverityChip severity={row.severity} />
                    </TableCell>
                    <TableCell sx={{ fontFamily: rawSx.fontFamily, fontSize: '0.8125rem' }}>
                      {row.code}
                    </TableCell>
                    <TableCell>{row.message}</TableCell>
                    <TableCell>
                      {row.raw ? (
                        <Box component="pre" sx={rawSx}>
                          {row.raw}
                        </Box>
                      ) : null}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
        <TablePagination
          component="div"
          count={data?.total ?? 0}
          page={Math.max(0, page - 1)}
          rowsPerPage={limit}
          rowsPerPageOptions={ISSUE_PAGE_SIZES}
          onPageChange={(_event, next) => setPage(next + 1)}
          onRowsPerPageChange={(event) => {
            setLimit(Number(event.target.value));
            setPage(1);
          }}
          labelRowsPerPage={narrow ? 'Rows' : 'Rows per page'}
          sx={{ borderTop: 1, borderColor: 'divider' }}
        />
      </Paper>
    </PageFrame>
  );
}

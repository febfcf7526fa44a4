import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { monthLabel } from '../../../shared/lib/month';
import { Amount, tabular } from '../../../shared/ui/Amount';
import { headCellSx } from '../../../shared/ui/DataGrid';
import { ScrollRegion } from '../../../shared/ui/ScrollRegion';
import { StatusChip } from '../../../shared/ui/StatusChip';
import type { DashboardAccount } from '../api/dashboards-api';
import { stateOf } from '../model/dashboard-view';

const cellSx = { py: 1, px: 1.25, fontSize: '0.8125rem', whiteSpace: 'nowrap' } as const;

function MonthState({ state, to }: { state: DashboardAccount['months'][number] | undefined; to: string }) {
  if (!state) return null;
  const { label, tone } = stateOf(state.reconciled);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, justifyContent: 'flex-end' }}>
      {state.difference !== null && state.difference !== '0.00' ? <Amount value={state.difference} /> : null}
      <Link
        component={RouterLink}
        to={to}
        underline="none"
        aria-label={`${label}: open the panel for ${monthLabel(state.month)}`}
      >
        <StatusChip label={label} tone={tone} />
      </Link>
    </Box>
  );
}

/**
 * Each account's reconciliation this month and last (the panel's difference) and what is open now; each
 * state opens the panel at that month.
 */
export function AccountStates({
  accounts,
  months,
  panel,
}: {
  accounts: DashboardAccount[];
  months: [string, string];
  panel: (month: string) => string;
}) {
  return (
    <Paper variant="outlined" component="section" aria-label="Accounts" sx={{ overflow: 'hidden' }}>
      <Box sx={{ px: 2, py: 1.5 }}>
        <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1rem' }}>
          Accounts
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Bank against book at each month's end, and what is open now
        </Typography>
      </Box>
      {accounts.length === 0 ? (
        <Typography sx={{ p: 3, color: 'text.secondary' }}>No bank accounts in this area.</Typography>
      ) : (
        <ScrollRegion label="Accounts" ruled>
          <Table size="small" sx={{ minWidth: 760 }}>
            <TableHead>
              <TableRow>
                <TableCell sx={headCellSx}>Bank account</TableCell>
                <TableCell sx={headCellSx} align="right">
                  {monthLabel(months[0])}
                </TableCell>
                <TableCell sx={headCellSx} align="right">
                  {monthLabel(months[1])}
                </TableCell>
                <TableCell sx={headCellSx} align="right">
                  Book balance
                </TableCell>
                <TableCell sx={headCellSx} align="right">
                  Open bank
                </TableCell>
                <TableCell sx={headCellSx} align="right">
                  Open ledger
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {accounts.map((a) => (
                <TableRow key={a.accountId} hover>
                  <TableCell sx={cellSx}>
                    <Typography sx={{ fontWeight: 600, fontSize: '0.8125rem' }}>{a.accountName}</Typography>
                    <Typography sx={{ ...tabular, fontSize: '0.75rem', color: 'text.secondary' }}>
                      {a.accountId}
                    </Typography>
                  </TableCell>
                  <TableCell sx={cellSx} align="right">
                    <MonthState state={a.months[0]} to={panel(months[0])} />
                  </TableCell>
                  <TableCell sx={cellSx} align="right">
                    <MonthState state={a.months[1]} to={panel(months[1])} />
                  </TableCell>
                  <TableCell sx={cellSx} align="right">
                    <Amount value={a.months[0]?.bookBalance ?? '0.00'} />
                  </TableCell>
                  <TableCell sx={{ ...cellSx, ...tabular }} align="right">
                    {a.openBankCount.toLocaleString('en-US')}
                  </TableCell>
                  <TableCell sx={{ ...cellSx, ...tabular }} align="right">
                    {a.openLedgerCount.toLocaleString('en-US')}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollRegion>
      )}
    </Paper>
  );
}

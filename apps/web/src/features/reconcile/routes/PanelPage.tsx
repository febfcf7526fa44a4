import { counted } from '@clearline/domain/text';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { alpha, type Theme, useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { currentMonth, isMonth, monthLabel, monthRange } from '../../../shared/lib/month';
import { Amount, tabular } from '../../../shared/ui/Amount';
import { headCellSx } from '../../../shared/ui/DataGrid';
import { FetchingBar } from '../../../shared/ui/FetchingBar';
import { LoadError } from '../../../shared/ui/LoadError';
import { MonthPicker } from '../../../shared/ui/MonthPicker';
import { PageFrame, PageHeader } from '../../../shared/ui/PageHeader';
import { ScrollRegion } from '../../../shared/ui/ScrollRegion';
import { WARNING_BAND_OPACITY } from '../../../shared/ui/tones';
import { type PanelAccount, usePanel } from '../api/reconcile-api';
import { useReconcileArea } from '../api/reconcile-area';
import { amountMinorOf } from '../model/selection';

const cellSx = { py: 1, px: 1.25, fontSize: '0.8125rem', whiteSpace: 'nowrap' } as const;
const HEADS = [
  'Bank opening',
  'Bank closing',
  'Book balance',
  'Matched',
  'Open bank',
  'Open ledger',
  'Adjustments',
  'Difference',
];

/**
 * /app/bankRec/panel and /app/ewa/panel (the area's accounts): per bank account and month, the statement balances, the book balance, what is
 * matched and what is open on each side, the adjustments and the difference left to explain. A table on
 * a desk, a card per account on a phone.
 */
export default function PanelPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('month') ?? '';
  const month = isMonth(asked) ? asked : currentMonth(new Date());
  const panel = usePanel(month);
  const { label } = useReconcileArea();
  const accounts = panel.data?.accounts ?? [];
  const shownMonth = panel.data?.month ?? month;
  const setMonth = (value: string) => setParams(value ? { month: value } : {}, { replace: true });
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));

  return (
    <PageFrame>
      <PageHeader
        area={label}
        title="Reconciliation Panel"
        description="Each bank account for the month: statement and book balances, matched and open items, and the difference to explain."
        actions={<MonthPicker month={month} onChange={setMonth} />}
      />
      <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
        <Box sx={{ px: 2, py: 1.25, display: 'flex', gap: 2, alignItems: 'baseline', flexWrap: 'wrap' }}>
          <Typography variant="h2" sx={{ fontSize: '1rem', fontWeight: 700 }}>
            {monthLabel(shownMonth)}
          </Typography>
          <Typography variant="body2" role="status" aria-live="polite" sx={{ color: 'text.secondary' }}>
            {panel.data ? counted(accounts.length, 'bank account') : 'Loading…'}
          </Typography>
        </Box>
        <FetchingBar fetching={panel.isFetching} />
        <LoadError query={panel} fallback="The panel could not be loaded." sx={{ m: 2 }} />
        {panel.data && accounts.length === 0 ? (
          <Typography sx={{ p: 3, textAlign: 'center', color: 'text.secondary' }}>
            No bank accounts are configured.
          </Typography>
        ) : null}
        {phone ? (
          <Box component="ul" aria-label="Bank accounts of the month" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {accounts.map((account) => (
              <PanelCard key={account.accountId} account={account} month={shownMonth} />
            ))}
          </Box>
        ) : (
          <ScrollRegion label="Bank accounts of the month" ruled>
            <Table size="small" sx={{ minWidth: 940 }}>
              <TableHead>
                <TableRow>
                  <TableCell sx={{ ...headCellSx, position: 'sticky', left: 0, zIndex: 1 }}>
                    Bank account
                  </TableCell>
                  {HEADS.map((head) => (
                    <TableCell key={head} sx={headCellSx} align="right">
                      {head}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {accounts.map((account) => (
                  <PanelRow key={account.accountId} account={account} month={shownMonth} />
                ))}
                {!panel.data && !panel.isError
                  ? [0, 1, 2].map((row) => (
                      <TableRow key={row} aria-hidden="true">
                        {[...HEADS, 'account'].map((head) => (
                          <TableCell key={head} sx={cellSx}>
                            <Skeleton variant="text" />
                          </TableCell>
                        ))}
                      </TableRow>
                    ))
                  : null}
              </TableBody>
            </Table>
          </ScrollRegion>
        )}
      </Paper>
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 1.5 }}>
        Difference = bank closing − (book balance + open bank − open ledger + adjustments).
      </Typography>
    </PageFrame>
  );
}

/** The area's Re-match for the account, on the lines the panel counts (open up to the month's end). */
function rematchLink(rematchPath: string, account: PanelAccount, month: string): string {
  const end = monthRange(month)?.to;
  const query = new URLSearchParams({ account: account.accountId, ...(end ? { to: end } : {}) });
  return `${rematchPath}?${query.toString()}`;
}

const isOff = (difference: string | null) => difference !== null && amountMinorOf(difference) !== 0;
const offBackground = (off: boolean) => (t: Theme) =>
  off ? alpha(t.palette.warning.main, WARNING_BAND_OPACITY[t.palette.mode]) : 'transparent';

function AccountLink({ account, month }: { account: PanelAccount; month: string }) {
  const { paths } = useReconcileArea();
  return (
    <Link
      component={RouterLink}
      to={rematchLink(paths.rematch, account, month)}
      sx={{ fontWeight: 700 }}
      aria-label={`${account.accountName}: re-match this account`}
    >
      {account.accountName}
    </Link>
  );
}

/**
 * Issue 19: the month's days whose reported closing is not the opening plus the day's statement lines,
 * linking to the balances page where each day shows its difference.
 */
function BalanceFlag({ account, month }: { account: PanelAccount; month: string }) {
  const check = account.balanceCheck;
  if (!check || check.flaggedDays === 0) return null;
  const days = `${check.flaggedDays} day${check.flaggedDays === 1 ? '' : 's'}`;
  return (
    <Link
      component={RouterLink}
      to={`/app/agentPanel/importBalances?month=${month}&account=${account.accountId}`}
      data-testid="panel-balance-flag"
      sx={{ display: 'block', fontSize: '0.75rem', fontWeight: 700, color: 'tone.warning' }}
    >
      Balances off on {days} ({check.difference})
    </Link>
  );
}

function Difference({ value }: { value: string | null }) {
  if (value === null)
    return (
      <Typography variant="body2" component="span" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
        No statement balance
      </Typography>
    );
  return (
    // The label sits above the amount: a seven-figure difference beside it pushed the table past 1440 px.
    <Box component="span" sx={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-end' }}>
      {isOff(value) ? (
        <Box
          component="span"
          sx={{
            fontSize: '0.7rem',
            fontWeight: 800,
            lineHeight: 1.4,
            color: 'tone.warning',
          }}
        >
          TO EXPLAIN
        </Box>
      ) : null}
      <Amount value={value} strong />
    </Box>
  );
}

const optional = (value: string | null) =>
  value === null ? (
    <Box component="span" sx={{ color: 'text.secondary' }}>
      —
    </Box>
  ) : (
    <Amount value={value} />
  );

function Counted({
  count,
  amount,
  block,
  note,
}: {
  count: number;
  amount: string;
  block: boolean;
  note?: string | undefined;
}) {
  return (
    <>
      <Amount value={amount} />
      <Box
        component="span"
        sx={{
          display: block ? 'block' : 'inline',
          ml: block ? 0 : 0.75,
          color: 'text.secondary',
          fontSize: '0.75rem',
          ...tabular,
        }}
      >
        {counted(count, 'item')}
      </Box>
      {note ? (
        <Box
          component="span"
          data-testid="panel-note"
          sx={{ display: 'block', color: 'text.secondary', fontSize: '0.75rem', whiteSpace: 'normal' }}
        >
          {note}
        </Box>
      ) : null}
    </>
  );
}

/**
 * Reconciling items stay open in the book by design and Re-match does not offer them: saying how many
 * of the open ledger items they are makes the panel's count and Re-match's agree visibly.
 */
function reconcilingNote(account: PanelAccount): string | undefined {
  if (account.reconcilingCount === 0) return undefined;
  const toMatch = account.openLedgerCount - account.reconcilingCount;
  return `of which ${counted(account.reconcilingCount, 'reconciling item')}; ${toMatch.toLocaleString('en-US')} to match`;
}

/** The figures of an account, in the order of the table's columns (the difference apart). */
function figures(account: PanelAccount, block: boolean): [string, ReactNode][] {
  return [
    ['Bank opening', optional(account.bankOpening)],
    ['Bank closing', optional(account.bankClosing)],
    ['Book balance', <Amount key="book" value={account.bookBalance} />],
    [
      'Matched',
      <Counted key="m" count={account.matchedCount} amount={account.matchedAmount} block={block} />,
    ],
    [
      'Open bank',
      <Counted key="ob" count={account.openBankCount} amount={account.openBankAmount} block={block} />,
    ],
    [
      'Open ledger',
      <Counted
        key="ol"
        count={account.openLedgerCount}
        amount={account.openLedgerAmount}
        block={block}
        note={reconcilingNote(account)}
      />,
    ],
    ['Adjustments', <Amount key="adj" value={account.adjustments} />],
  ];
}

function PanelRow({ account, month }: { account: PanelAccount; month: string }) {
  return (
    <TableRow hover data-testid="panel-row">
      <TableCell
        component="th"
        scope="row"
        sx={{ ...cellSx, position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1 }}
      >
        <AccountLink account={account} month={month} />
        <Box component="span" sx={{ display: 'block', color: 'text.secondary', ...tabular }}>
          ···{account.accountId.slice(-4)}
        </Box>
        <BalanceFlag account={account} month={month} />
      </TableCell>
      {figures(account, true).map(([label, value]) => (
        <TableCell key={label} sx={cellSx} align="right">
          {value}
        </TableCell>
      ))}
      <TableCell
        sx={{ ...cellSx, bgcolor: offBackground(isOff(account.difference)) }}
        align="right"
        data-testid="panel-difference"
      >
        <Difference value={account.difference} />
      </TableCell>
    </TableRow>
  );
}

/** A phone's view of an account: the same figures, label by value. */
function PanelCard({ account, month }: { account: PanelAccount; month: string }) {
  return (
    <Box component="li" data-testid="panel-row" sx={{ px: 2, py: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, mb: 1 }}>
        <AccountLink account={account} month={month} />
        <Typography variant="body2" component="span" sx={{ color: 'text.secondary', ...tabular }}>
          ···{account.accountId.slice(-4)}
        </Typography>
      </Box>
      <BalanceFlag account={account} month={month} />
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          columnGap: 2,
          rowGap: 0.5,
          fontSize: '0.8125rem',
        }}
      >
        {figures(account, false).map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ color: 'text.secondary' }}>
              {label}
            </Box>
            <Box component="dd" sx={{ m: 0, textAlign: 'right' }}>
              {value}
            </Box>
          </Box>
        ))}
        <Box component="dt" sx={{ fontWeight: 700, pt: 0.5 }}>
          Difference
        </Box>
        <Box
          component="dd"
          data-testid="panel-difference"
          sx={{
            m: 0,
            mr: -0.5,
            pt: 0.5,
            px: 0.5,
            textAlign: 'right',
            borderRadius: 1,
            bgcolor: offBackground(isOff(account.difference)),
          }}
        >
          <Difference value={account.difference} />
        </Box>
      </Box>
    </Box>
  );
}

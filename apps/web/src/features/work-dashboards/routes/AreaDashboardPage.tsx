import { formatUsDate } from '@clearline/domain';
import { counted } from '@clearline/domain/text';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { BarChart } from '@mui/x-charts/BarChart';
import { Link as RouterLink } from 'react-router';
import { formatUsDateTime } from '../../../shared/lib/date-time';
import { useLedgerArea } from '../../../shared/lib/ledger-area';
import { Amount, tabular } from '../../../shared/ui/Amount';
import { ChartPanel } from '../../../shared/ui/charts';
import { headCellSx } from '../../../shared/ui/DataGrid';
import { LoadError } from '../../../shared/ui/LoadError';
import { PageFrame, PageHeader } from '../../../shared/ui/PageHeader';
import { ScrollRegion } from '../../../shared/ui/ScrollRegion';
import { StatusChip } from '../../../shared/ui/StatusChip';
import { type AreaDashboard, useAreaDashboard } from '../api/work-dashboards-api';
import { FigureGrid, FigureTile } from '../components/FigureTile';
import { EmptyNote, SectionCard } from '../components/SectionCard';
import { agingTable, dayLabel, weekTable } from '../model/dashboard-figures';
import { drillDowns } from '../model/drill-downs';

const AREA_LABEL = { bankRec: 'Bank reconciliation', ewa: 'Employer funds' } as const;
const cellSx = { py: 0.75, px: 1.25, fontSize: '0.8125rem', whiteSpace: 'nowrap' } as const;
const num = { ...cellSx, ...tabular, textAlign: 'right' } as const;
const isZero = (amount: string | null) => amount === null || /^-?0(\.0+)?$/.test(amount);

/**
 * /app/bankRec/dashboard and /app/ewa/dashboard (issue 15): the clerk's day in one page, for either
 * ledger area (the area comes from the route). The queue as figures that open the page to act on
 * them, the open items by age, the accounts and their month, today's files and auto-match runs, and
 * what the clerk matched this week.
 */
export default function AreaDashboardPage() {
  const area = useLedgerArea();
  const query = useAreaDashboard(area);
  const d = query.data;
  const links = drillDowns(area);
  const q = d?.queue;

  return (
    <PageFrame>
      <PageHeader
        area={AREA_LABEL[area]}
        title="Dashboard"
        description={d ? `Your queue on ${formatUsDate(d.today)}` : 'Your queue'}
        actions={
          <Button variant="contained" component={RouterLink} to={links.openBankLines()}>
            Open Re-match
          </Button>
        }
      />
      <LoadError query={query} fallback="The dashboard could not be loaded." sx={{ mb: 2 }} />
      <FigureGrid label="Your queue">
        <FigureTile
          testId="figure-open-bank"
          label="Open bank lines"
          value={q?.openBankLines}
          detail="Bank lines in no match"
          to={links.openBankLines()}
          attention={(q?.openBankLines ?? 0) > 0}
        />
        <FigureTile
          testId="figure-suggestions"
          label="Suggestions to decide"
          value={q?.suggestions}
          detail="Accept or reject in Re-match"
          to={links.suggestions()}
          attention={(q?.suggestions ?? 0) > 0}
        />
        <FigureTile
          testId="figure-aged"
          label="Aged items"
          value={q?.agedItems}
          detail={q ? `Open more than ${q.agedDays} days` : 'Open too long'}
          to={links.aged()}
          attention={(q?.agedItems ?? 0) > 0}
        />
        <FigureTile
          testId="figure-differences"
          label="Accounts with a difference"
          value={q?.accountsWithDifference}
          detail={d ? `Reconciliation of ${d.month}` : 'This month'}
          to={links.panel()}
          attention={(q?.accountsWithDifference ?? 0) > 0}
        />
        <FigureTile
          testId="figure-open-ledger"
          label="Open ledger items"
          value={q?.openLedgerItems}
          detail="Book entries to match"
          to={links.openLedgerItems()}
        />
      </FigureGrid>

      <Box
        sx={{ display: 'grid', gap: { xs: 2, md: 2.5 }, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}
      >
        <AgingChart aging={d?.aging ?? []} area={area} />
        <WeekChart week={d?.myWeek ?? []} matchedLink={links.matched()} />
        <Box sx={{ gridColumn: { lg: '1 / -1' }, minWidth: 0 }}>
          <AccountsCard accounts={d?.accounts ?? []} links={links} />
        </Box>
        <Box sx={{ gridColumn: { lg: '1 / -1' }, minWidth: 0 }}>
          <TodayCard data={d} links={links} />
        </Box>
      </Box>
    </PageFrame>
  );
}

type Links = ReturnType<typeof drillDowns>;

function AgingChart({ aging, area }: { aging: AreaDashboard['aging']; area: 'bankRec' | 'ewa' }) {
  const theme = useTheme();
  const links = drillDowns(area);
  return (
    <ChartPanel
      title="Open items by age"
      subtitle="Open ledger entries by days since their date"
      table={agingTable(aging)}
      actions={
        <Link component={RouterLink} to={links.aged()} sx={{ alignSelf: 'center', mr: 1 }}>
          {area === 'ewa' ? 'Ledger Rec' : 'Outstanding'}
        </Link>
      }
    >
      <BarChart
        height={260}
        xAxis={[{ scaleType: 'band', data: aging.map((a) => a.bucket), label: 'Days open' }]}
        yAxis={[{ label: 'Items', width: 56 }]}
        series={[{ data: aging.map((a) => a.count), label: 'Open items', color: theme.palette.warning.main }]}
        hideLegend
        grid={{ horizontal: true }}
      />
    </ChartPanel>
  );
}

function WeekChart({ week, matchedLink }: { week: AreaDashboard['myWeek']; matchedLink: string }) {
  const theme = useTheme();
  return (
    <ChartPanel
      title="What I matched this week"
      subtitle="Matches you made by hand, and by the auto-match runs you started"
      table={weekTable(week)}
      actions={
        <Link component={RouterLink} to={matchedLink} sx={{ alignSelf: 'center', mr: 1 }}>
          Matched
        </Link>
      }
    >
      <BarChart
        height={260}
        xAxis={[{ scaleType: 'band', data: week.map((w) => dayLabel(w.date)) }]}
        yAxis={[{ width: 56 }]}
        series={[
          {
            data: week.map((w) => w.byHand),
            label: 'By hand',
            stack: 'm',
            color: theme.palette.secondary.main,
          },
          {
            data: week.map((w) => w.automatic),
            label: 'By my auto-match runs',
            stack: 'm',
            color: theme.palette.info.main,
          },
        ]}
        grid={{ horizontal: true }}
      />
    </ChartPanel>
  );
}

function AccountsCard({ accounts, links }: { accounts: AreaDashboard['accounts']; links: Links }) {
  return (
    <SectionCard
      title="Accounts"
      subtitle="Each bank account's open lines, suggestions and this month's difference"
      action={
        <Link component={RouterLink} to={links.panel()}>
          Reconciliation Panel
        </Link>
      }
    >
      {accounts.length === 0 ? (
        <EmptyNote>No bank accounts in this area yet.</EmptyNote>
      ) : (
        <ScrollRegion label="Accounts">
          <Table size="small" aria-label="Accounts">
            <TableHead>
              <TableRow>
                <TableCell sx={headCellSx}>Account</TableCell>
                <TableCell sx={{ ...headCellSx, textAlign: 'right' }}>Open bank</TableCell>
                <TableCell sx={{ ...headCellSx, textAlign: 'right' }}>Open ledger</TableCell>
                <TableCell sx={{ ...headCellSx, textAlign: 'right' }}>Suggestions</TableCell>
                <TableCell sx={{ ...headCellSx, textAlign: 'right' }}>Difference</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {accounts.map((a) => (
                <TableRow key={a.accountId} hover>
                  <TableCell sx={cellSx}>
                    <Link component={RouterLink} to={links.openBankLines(a.accountId)}>
                      {a.accountName}
                    </Link>
                    <Box
                      component="span"
                      sx={{ display: 'block', color: 'text.secondary', fontSize: '0.75rem' }}
                    >
                      {a.accountId}
                    </Box>
                  </TableCell>
                  <TableCell sx={num}>
                    <Link component={RouterLink} to={links.openBankLines(a.accountId)}>
                      {a.openBankCount.toLocaleString('en-US')}
                    </Link>
                  </TableCell>
                  <TableCell sx={num}>{a.openLedgerCount.toLocaleString('en-US')}</TableCell>
                  <TableCell sx={num}>
                    <Link component={RouterLink} to={links.suggestions(a.accountId)}>
                      {a.suggestions.toLocaleString('en-US')}
                    </Link>
                  </TableCell>
                  <TableCell sx={num}>
                    {a.difference === null ? (
                      <Box component="span" sx={{ color: 'text.secondary' }}>
                        no statement
                      </Box>
                    ) : isZero(a.difference) ? (
                      <StatusChip label="0.00" tone="success" />
                    ) : (
                      <Link component={RouterLink} to={links.panel()}>
                        <Amount value={a.difference} />
                      </Link>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollRegion>
      )}
    </SectionCard>
  );
}

function TodayCard({ data, links }: { data: AreaDashboard | undefined; links: Links }) {
  const imports = data?.importsToday ?? [];
  const runs = data?.autoMatchToday ?? [];
  return (
    <SectionCard
      title="Today"
      subtitle="Files imported today and what auto-match did"
      action={
        <Link component={RouterLink} to={links.activityLog()}>
          Activity Log
        </Link>
      }
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' }, minWidth: 0 }}>
        <Box sx={{ minWidth: 0 }}>
          <Box component="h3" sx={{ fontSize: '0.875rem', fontWeight: 700, mt: 0, mb: 0.5 }}>
            Files imported today
          </Box>
          {imports.length === 0 ? (
            <EmptyNote>No files imported today.</EmptyNote>
          ) : (
            <ScrollRegion label="Files imported today">
              <Table size="small" aria-label="Files imported today">
                <TableHead>
                  <TableRow>
                    <TableCell sx={headCellSx}>File</TableCell>
                    <TableCell sx={headCellSx}>Status</TableCell>
                    <TableCell sx={{ ...headCellSx, textAlign: 'right' }}>Lines</TableCell>
                    <TableCell sx={{ ...headCellSx, textAlign: 'right' }}>Issues</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {imports.slice(0, 8).map((i) => (
                    <TableRow key={i.id}>
                      <TableCell
                        sx={{ ...cellSx, maxWidth: 260, overflow: 'hidden', textOverflow: 'ellipsis' }}
                      >
                        {i.fileName}
                        <Box
                          component="span"
                          sx={{ display: 'block', color: 'text.secondary', fontSize: '0.75rem' }}
                        >
                          {formatUsDateTime(i.createdAt).slice(11)}
                          {i.byMe ? ' · by you' : ''}
                        </Box>
                      </TableCell>
                      <TableCell sx={cellSx}>
                        <StatusChip
                          label={i.status}
                          tone={
                            i.status === 'Completed' ? 'success' : i.status === 'Failed' ? 'error' : 'info'
                          }
                        />
                      </TableCell>
                      <TableCell sx={num}>{i.imported.toLocaleString('en-US')}</TableCell>
                      <TableCell sx={num}>
                        {i.errors + i.warnings > 0 ? (
                          <Link component={RouterLink} to={links.importIssues(i.id)}>
                            {counted(i.errors + i.warnings, 'issue')}
                          </Link>
                        ) : (
                          '—'
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </ScrollRegion>
          )}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Box component="h3" sx={{ fontSize: '0.875rem', fontWeight: 700, mt: 0, mb: 0.5 }}>
            Auto-match today
          </Box>
          <ScrollRegion label="Auto-match today">
            <Table size="small" aria-label="Auto-match today">
              <TableHead>
                <TableRow>
                  <TableCell sx={headCellSx}>Account</TableCell>
                  <TableCell sx={{ ...headCellSx, textAlign: 'right' }}>Runs</TableCell>
                  <TableCell sx={{ ...headCellSx, textAlign: 'right' }}>Matches</TableCell>
                  <TableCell sx={headCellSx}>Last run</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {runs.map((r) => (
                  <TableRow key={r.accountId}>
                    <TableCell sx={cellSx}>{r.accountName}</TableCell>
                    <TableCell sx={num}>
                      {r.runs}
                      {r.failedRuns > 0 ? (
                        <Box component="span" sx={{ color: 'tone.error', ml: 0.5 }}>
                          ({r.failedRuns} failed)
                        </Box>
                      ) : null}
                    </TableCell>
                    <TableCell sx={num}>
                      <Link component={RouterLink} to={links.matched(r.accountId)}>
                        {r.matchesToday.toLocaleString('en-US')}
                      </Link>
                    </TableCell>
                    <TableCell sx={cellSx}>
                      {r.lastRunAt ? formatUsDateTime(r.lastRunAt).slice(11) : '—'}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </ScrollRegion>
        </Box>
      </Box>
    </SectionCard>
  );
}

import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { monthLabel } from '../../../shared/lib/month';
import { Amount } from '../../../shared/ui/Amount';
import { FetchingBar } from '../../../shared/ui/FetchingBar';
import { LoadError } from '../../../shared/ui/LoadError';
import { MonthPicker } from '../../../shared/ui/MonthPicker';
import { PageFrame, PageHeader } from '../../../shared/ui/PageHeader';
import { useManagementDashboard } from '../api/dashboards-api';
import { AccountStates } from '../components/AccountStates';
import { AgingChart, AutoMatchRateChart, MatchesByPersonChart } from '../components/DashboardCharts';
import { AreaSwitch } from '../components/PeriodControls';
import { StatTile } from '../components/StatTile';
import { AREA_LABELS, drillDowns, percent } from '../model/dashboard-view';
import { useDashboardPeriod } from '../model/use-dashboard-period';

const count = (n: number) => n.toLocaleString('en-US');

/**
 * /app/rPRec/rPRecD for management (roles 110, 126): the month of one ledger area at a glance, from the
 * reconciliation summaries. Every tile and chart leads to the page where a person acts on it.
 */
export default function ManagementDashboardPage() {
  const { area, month, setArea, setMonth } = useDashboardPeriod();
  const dashboard = useManagementDashboard(area, month);
  const data = dashboard.data;
  const links = drillDowns(area);
  const shownMonth = data?.month ?? month ?? '';
  const states = data?.accounts.map((a) => a.months[0]) ?? [];
  const reconciled = states.filter((s) => s?.reconciled === true).length;
  const withDifference = states.filter((s) => s?.reconciled === false).length;
  const thisMonth = data?.autoMatch.at(-1);
  const openBank = data?.accounts.reduce((s, a) => s + a.openBankCount, 0);
  const openLedger = data?.accounts.reduce((s, a) => s + a.openLedgerCount, 0);
  const aged = data?.aging.filter((a) => a.bucket !== '0-30' && a.bucket !== '31-60' && a.bucket !== '61-90');
  const agedCount = aged?.reduce((s, a) => s + a.bankCount + a.ledgerCount, 0);

  return (
    <PageFrame maxWidth={1440}>
      <PageHeader
        area="Management"
        title="Reconciliation overview"
        description={`${AREA_LABELS[area]}: where each account stands${shownMonth ? ` in ${monthLabel(shownMonth)}` : ''}, what is open and how much the engine matches.`}
        actions={
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
            <AreaSwitch area={area} onChange={setArea} />
            {shownMonth ? <MonthPicker month={shownMonth} onChange={setMonth} /> : null}
          </Box>
        }
      />
      <FetchingBar fetching={dashboard.isFetching} sx={{ mb: 1 }} />
      <LoadError query={dashboard} fallback="The dashboard could not be loaded." sx={{ mb: 2 }} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(4, minmax(0, 1fr))',
          },
          mb: 2,
        }}
      >
        <StatTile
          testId="tile-reconciled"
          title={`Reconciled in ${shownMonth ? monthLabel(shownMonth) : 'the month'}`}
          value={data ? `${reconciled} of ${states.length}` : undefined}
          tone={withDifference > 0 ? 'tone.error' : reconciled > 0 ? 'tone.success' : undefined}
          caption={
            data
              ? withDifference > 0
                ? `${withDifference} with a difference to explain`
                : states.length - reconciled > 0
                  ? `${states.length - reconciled} without a closing statement yet`
                  : 'Every account agrees with its statement'
              : undefined
          }
          to={links.panel(shownMonth)}
          action="Reconciliation Panel"
        />
        <StatTile
          testId="tile-suggestions"
          title="Suggestions waiting"
          value={data ? count(data.suggestionsWaiting) : undefined}
          tone={data && data.suggestionsWaiting > 0 ? 'tone.warning' : undefined}
          caption="Matches the engine proposed, for a person to decide"
          to={links.suggestions}
          action="Review in Re-match"
        />
        <StatTile
          testId="tile-open"
          title="Open items"
          value={
            data && openBank !== undefined && openLedger !== undefined
              ? count(openBank + openLedger)
              : undefined
          }
          caption={
            data
              ? `${count(openBank ?? 0)} bank · ${count(openLedger ?? 0)} ledger · ${count(agedCount ?? 0)} over 90 days`
              : undefined
          }
          tone={agedCount ? 'tone.warning' : undefined}
          to={links.aging}
          action={area === 'bankRec' ? 'Outstanding Liabilities' : 'Ledger Rec'}
        />
        <StatTile
          testId="tile-imports"
          title="Imports, last 30 days"
          value={data ? `${count(data.imports.files)} files` : undefined}
          caption={
            data
              ? `${count(data.imports.lines)} lines · ${count(data.imports.errors)} line errors${data.imports.filesWithErrors ? ` in ${data.imports.filesWithErrors} files` : ''}`
              : undefined
          }
          tone={data && data.imports.filesWithErrors > 0 ? 'tone.warning' : undefined}
          to={links.activityLog}
          action="Activity Log"
        />
      </Box>
      {data ? (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <AccountStates accounts={data.accounts} months={[data.month, data.lastMonth]} panel={links.panel} />
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            <AutoMatchRateChart months={data.autoMatch} to={links.rematch} />
            <AgingChart aging={data.aging} to={links.aging} />
            <MatchesByPersonChart people={data.matchesByPerson} to={links.matched} />
            {data.coverage ? (
              <CoverageTile coverage={data.coverage} to={links.subledgerRec} />
            ) : (
              <StatTile
                title={`Auto-match rate, ${monthLabel(data.month)}`}
                value={thisMonth ? percent(thisMonth.rate, thisMonth.lines) : '—'}
                caption={
                  thisMonth
                    ? `${count(thisMonth.auto)} of ${count(thisMonth.lines)} bank lines confirmed by the engine`
                    : undefined
                }
                to="/RPConversion"
                action="Where the rules fall short (Conversion)"
              />
            )}
          </Box>
        </Box>
      ) : null}
    </PageFrame>
  );
}

/** Employer funds: the employers whose money does not cover their workers' advances today. */
function CoverageTile({
  coverage,
  to,
}: {
  coverage: NonNullable<ReturnType<typeof useManagementDashboard>['data']>['coverage'] & object;
  to: string;
}) {
  return (
    <Paper
      component="section"
      aria-label="Employers short of funds"
      variant="outlined"
      sx={{ p: 2, minWidth: 0 }}
    >
      <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1rem' }}>
        Employers short of funds
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {coverage.shortEmployers === 0
          ? 'Every employer covers its advances today'
          : `${coverage.shortEmployers} employers owe more than they funded, largest first`}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {coverage.employers.map((e) => (
          <Box
            component="li"
            key={e.employer}
            sx={{
              display: 'flex',
              justifyContent: 'space-between',
              gap: 2,
              py: 0.75,
              borderTop: 1,
              borderColor: 'divider',
            }}
          >
            <Typography variant="body2" sx={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' }}>
              {e.employerName}{' '}
              <Box component="span" sx={{ color: 'text.secondary' }}>
                ({e.employer})
              </Box>
            </Typography>
            <Amount value={`-${e.shortfall}`} />
          </Box>
        ))}
      </Box>
      <Link
        component={RouterLink}
        to={to}
        underline="hover"
        sx={{ display: 'inline-block', mt: 1, fontWeight: 600, fontSize: '0.875rem' }}
      >
        Sub-ledger Rec
      </Link>
    </Paper>
  );
}

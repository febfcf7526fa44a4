import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { isMonth, monthLabel } from '../../../shared/lib/month';
import { tabular } from '../../../shared/ui/Amount';
import { FetchingBar } from '../../../shared/ui/FetchingBar';
import { LoadError } from '../../../shared/ui/LoadError';
import { MonthPicker } from '../../../shared/ui/MonthPicker';
import { PageFrame, PageHeader } from '../../../shared/ui/PageHeader';
import { type OrganizationState, useOrganizationsState } from '../api/dashboards-api';
import { AREA_LABELS, percent } from '../model/dashboard-view';

const count = (n: number) => n.toLocaleString('en-US');

/**
 * /RPReconciliation: for a person in several organisations, each one's reconciliation state side by side
 * (only organisations they are a member of; one where their roles open no management figures by name).
 */
export default function OrganizationsPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('month') ?? '';
  const month = isMonth(asked) ? asked : undefined;
  const state = useOrganizationsState(month);
  const shownMonth = state.data?.month ?? month ?? '';
  return (
    <PageFrame maxWidth={1440}>
      <PageHeader
        area="Management"
        title="Reconciliation by organisation"
        description={`Each of your organisations${shownMonth ? ` in ${monthLabel(shownMonth)}` : ''}: accounts reconciled, what is open, suggestions waiting and the engine's share.`}
        actions={
          shownMonth ? (
            <MonthPicker month={shownMonth} onChange={(m) => setParams({ month: m }, { replace: true })} />
          ) : null
        }
      />
      <FetchingBar fetching={state.isFetching} sx={{ mb: 1 }} />
      <LoadError query={state} fallback="The organisations could not be loaded." sx={{ mb: 2 }} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(auto-fit, minmax(380px, 1fr))' },
        }}
      >
        {state.data?.organizations.map((o) => (
          <OrganizationCard key={o.organizationId} organization={o} />
        ))}
      </Box>
    </PageFrame>
  );
}

function Figure({ label, value, tone }: { label: string; value: string; tone?: string | undefined }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography sx={{ ...tabular, fontWeight: 700, fontSize: '1.25rem', color: tone ?? 'text.primary' }}>
        {value}
      </Typography>
    </Box>
  );
}

function OrganizationCard({ organization: o }: { organization: OrganizationState }) {
  return (
    <Paper
      component="section"
      aria-label={o.name}
      variant="outlined"
      sx={{ p: 2, minWidth: 0 }}
      data-testid="organization-card"
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5, flexWrap: 'wrap' }}>
        <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.125rem' }}>
          {o.name}
        </Typography>
        {o.current ? <Chip size="small" label="Current" color="primary" variant="outlined" /> : null}
      </Box>
      {o.restricted ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Your roles here do not include management figures.
        </Typography>
      ) : o.areas.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          No bank accounts yet.
        </Typography>
      ) : (
        o.areas.map((a) => (
          <Box key={a.area} sx={{ borderTop: 1, borderColor: 'divider', pt: 1.5, mt: 1.5 }}>
            <Typography sx={{ fontWeight: 600, mb: 1 }}>{AREA_LABELS[a.area]}</Typography>
            <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' }}>
              <Figure
                label="Reconciled"
                value={`${a.reconciled} of ${a.accounts}`}
                tone={
                  a.withDifference > 0
                    ? 'tone.error'
                    : a.reconciled === a.accounts
                      ? 'tone.success'
                      : undefined
                }
              />
              <Figure
                label="With a difference"
                value={count(a.withDifference)}
                tone={a.withDifference ? 'tone.error' : undefined}
              />
              <Figure label="Auto-match rate" value={percent(a.autoMatchRate)} />
              <Figure label="Open bank lines" value={count(a.openBank)} />
              <Figure label="Open ledger entries" value={count(a.openLedger)} />
              <Figure
                label="Suggestions waiting"
                value={count(a.suggestionsWaiting)}
                tone={a.suggestionsWaiting ? 'tone.warning' : undefined}
              />
            </Box>
          </Box>
        ))
      )}
    </Paper>
  );
}

import { formatUsDate } from '@clearline/domain/dates';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../shared/lib/api-client';
import { formatBytes } from '../../../shared/lib/bytes';
import { FetchingBar } from '../../../shared/ui/FetchingBar';
import { LoadError } from '../../../shared/ui/LoadError';
import { PageFrame, PageHeader } from '../../../shared/ui/PageHeader';
import { useOrgReport } from '../api/org-reports-api';
import { ActivitySection } from '../components/ActivitySection';
import { DataVolumes } from '../components/DataVolumes';
import { FigureTile } from '../components/FigureTile';
import { MembersSection } from '../components/MembersSection';
import { PeriodPicker } from '../components/PeriodPicker';
import {
  AREA_PAGES,
  count,
  type PeriodQuery,
  periodFromParams,
  periodParams,
  USERS_PANEL,
} from '../model/org-report-view';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ mt: 3 }}>
      <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.125rem', mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * /app/organization/orgReport (issue 17): for the organisation's administrators, who belongs with which
 * roles, who signed in and did what in a period, and how much data the organisation holds.
 */
export default function OrgReportPage() {
  const [params, setParams] = useSearchParams();
  const period = periodFromParams(params);
  const report = useOrgReport(period);
  const data = report.data;
  // Two quick edits (both days of a range) before the address has re-rendered build on each other:
  // react-router hands a functional update the last rendered parameters, not the latest.
  const pending = useRef<PeriodQuery | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: forget the pending edit once the address has it
  useEffect(() => {
    pending.current = null;
  }, [params]);
  const setPeriod = (patch: Partial<PeriodQuery>) => {
    const base = pending.current ?? period;
    pending.current = { ...base, ...patch };
    setParams(periodParams(base, patch), { replace: true });
  };
  const issue = isApiError(report.error) ? report.error.details[0] : undefined;
  const fieldError = issue ? { path: issue.path.split('.').pop() ?? '', message: issue.message } : null;
  const members = data?.members ?? [];
  const signedIn = members.filter((m) => m.signIns > 0).length;
  const busiestArea = data
    ? ([...data.volumes].sort((a, b) => b.importFiles - a.importFiles)[0]?.area ?? 'bankRec')
    : 'bankRec';

  return (
    <PageFrame maxWidth={1600}>
      <PageHeader
        area="Administration"
        title="Organization report"
        description={
          data
            ? `${data.organization.name}: members and their activity from ${formatUsDate(data.period.from)} to ${formatUsDate(data.period.to)} (${count(data.period.days)} days, UTC), and the data it holds today.`
            : 'Members, their activity in a period, and the data the organisation holds.'
        }
        actions={<PeriodPicker value={period} onChange={setPeriod} error={fieldError} />}
      />
      <FetchingBar fetching={report.isFetching} sx={{ mb: 1 }} />
      {fieldError ? null : (
        <LoadError query={report} fallback="The report could not be loaded." sx={{ mb: 2 }} />
      )}
      {period.period === 'custom' && (!period.from || !period.to) ? (
        <Typography sx={{ color: 'text.secondary', mb: 2 }}>
          Choose the first and last day of the range.
        </Typography>
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(3, minmax(0, 1fr))',
            xl: 'repeat(5, minmax(0, 1fr))',
          },
        }}
      >
        <FigureTile
          title="Members"
          value={data ? count(members.length) : undefined}
          caption={
            data
              ? `${count(members.filter((m) => m.status === 'locked').length)} locked · ${count(members.filter((m) => m.mfa === 'none').length)} without MFA`
              : undefined
          }
          to={USERS_PANEL}
          action="Users"
        />
        <FigureTile
          title="Sign-ins"
          value={data ? count(members.reduce((n, m) => n + m.signIns, 0)) : undefined}
          caption={data ? `${count(signedIn)} ${signedIn === 1 ? 'person' : 'people'} signed in` : undefined}
        />
        <FigureTile
          title="Files imported"
          value={data ? count(data.activityTotals.filesImported) : undefined}
          caption={data ? `${count(data.activityTotals.linesImported)} lines` : undefined}
          to={AREA_PAGES[busiestArea].imports}
          action="Activity log"
        />
        <FigureTile
          title="Matches by hand"
          value={data ? count(data.activityTotals.matchesByHand) : undefined}
          caption={
            data
              ? `${count(data.activityTotals.unmatches)} unmatched · ${count(data.activityTotals.autoMatchRuns)} auto-match runs`
              : undefined
          }
          to={AREA_PAGES[busiestArea].matches}
          action="Re-match"
        />
        <FigureTile
          title="Stored files"
          value={data ? formatBytes(data.storage.totalBytes) : undefined}
          caption={data ? `${count(data.storage.totalFiles)} files` : undefined}
        />
      </Box>
      <Section title="Activity by person">
        <ActivitySection report={data} fetching={report.isFetching} />
      </Section>
      <Section title="Members">
        <MembersSection report={data} fetching={report.isFetching} />
      </Section>
      {data ? (
        <Section title="Data volumes">
          <DataVolumes report={data} />
        </Section>
      ) : null}
    </PageFrame>
  );
}

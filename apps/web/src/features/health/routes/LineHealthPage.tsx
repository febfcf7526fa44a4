import type { EndpointStatus } from '@clearline/contracts';
import type { MonitoringRange } from '@clearline/domain/monitoring';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatUsDateTime } from '../../../shared/lib/date-time';
import { DataGrid } from '../../../shared/ui/DataGrid';
import { LoadError } from '../../../shared/ui/LoadError';
import { PageFrame, PageHeader } from '../../../shared/ui/PageHeader';
import { StatusChip } from '../../../shared/ui/StatusChip';
import { useLineHealth } from '../api/monitoring-api';
import { useLineSlug } from '../api/use-line-slug';
import { EndpointsTable } from '../components/EndpointsTable';
import { LineNav } from '../components/LineNav';
import { tileGrid } from '../components/layout';
import { MetricTile } from '../components/MetricTile';
import { RangePicker } from '../components/RangePicker';
import { SeriesChart } from '../components/SeriesChart';
import { formatDuration, formatPercent } from '../model/monitoring';

const zone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The least uptime of the line's endpoints over a period (the line is as up as its weakest part). */
const worst = (endpoints: readonly EndpointStatus[], pick: (e: EndpointStatus) => number | null) => {
  const values = endpoints.map(pick).filter((v): v is number => v !== null);
  return values.length ? Math.min(...values) : null;
};

/** A product line's Healthstatus: endpoints now, uptime, latency percentiles and incidents. */
export default function LineHealthPage() {
  const slug = useLineSlug();
  const [range, setRange] = useState<MonitoringRange>('24h');
  const query = useLineHealth(slug, range);
  const data = query.data;
  const endpoints = data?.endpoints ?? [];
  const down = endpoints.filter((e) => e.state === 'down').length;
  const open = (data?.incidents ?? []).filter((i) => i.closedAt === null).length;
  return (
    <PageFrame>
      <PageHeader
        area="Product lines"
        title={`${data?.line.name ?? 'Product line'} · Health status`}
        description={data?.line.description}
        actions={<RangePicker value={range} onChange={setRange} />}
      />
      <LineNav slug={slug} current="health" />
      <LoadError query={query} fallback="The line's health could not be read." sx={{ mb: 2 }} />
      <Box sx={tileGrid}>
        <MetricTile
          label="Endpoints up"
          value={data ? `${endpoints.filter((e) => e.state === 'up').length} of ${endpoints.length}` : '—'}
          hint={down > 0 ? `${down} down` : 'none down'}
          tone={down > 0 ? 'error' : 'success'}
          testId="tile-up"
        />
        <MetricTile
          label="Uptime 24 h"
          value={formatPercent(worst(endpoints, (e) => e.uptime24h))}
          hint="weakest endpoint"
          testId="tile-uptime"
        />
        <MetricTile
          label="Uptime 30 d"
          value={formatPercent(worst(endpoints, (e) => e.uptime30d))}
          hint="weakest endpoint"
        />
        <MetricTile
          label="Open incidents"
          value={data ? open : '—'}
          tone={open > 0 ? 'error' : undefined}
          hint={`${data?.incidents.length ?? 0} in the last ${range}`}
        />
      </Box>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        Endpoints
      </Typography>
      <Box sx={{ mb: 2 }}>
        <EndpointsTable label="Endpoints" endpoints={endpoints} loaded={query.isSuccess} />
      </Box>
      <Box sx={{ mb: 2 }}>
        <SeriesChart
          title="Probe latency"
          subtitle="p50 and p95 of the line's probes that got an answer"
          points={data?.latency ?? []}
          bucketSeconds={data?.bucketSeconds ?? 60}
          unit="ms"
          lines={[
            { label: 'p50', value: (p) => (p.p50 === null ? null : Math.round(p.p50 * 10) / 10) },
            { label: 'p95', value: (p) => (p.p95 === null ? null : Math.round(p.p95 * 10) / 10) },
          ]}
        />
      </Box>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        Incidents
      </Typography>
      <DataGrid
        label="Incidents"
        rows={data?.incidents ?? []}
        rowKey={(i) => i.id}
        loaded={query.isSuccess}
        empty={`No incident in the last ${range}: every probe passed.`}
        minHeight={80}
        minWidth={760}
        keyboardScroll
        columns={[
          {
            id: 'state',
            header: 'State',
            width: 120,
            cell: (i) =>
              i.closedAt ? (
                <StatusChip label="Recovered" tone="success" />
              ) : (
                <StatusChip label="Open" tone="error" />
              ),
          },
          { id: 'endpoint', header: 'Endpoint', cell: (i) => i.endpointName },
          { id: 'opened', header: 'Opened', width: 180, cell: (i) => formatUsDateTime(i.openedAt, zone()) },
          {
            id: 'closed',
            header: 'Recovered',
            width: 180,
            cell: (i) => (i.closedAt ? formatUsDateTime(i.closedAt, zone()) : '—'),
          },
          {
            id: 'duration',
            header: 'Duration',
            numeric: true,
            width: 110,
            cell: (i) => formatDuration(i.durationSeconds),
          },
          { id: 'cause', header: 'Cause', cell: (i) => `${i.cause} (${i.failedProbes} failed)` },
        ]}
      />
    </PageFrame>
  );
}

import type { HealthSamplePoint } from '@clearline/contracts';
import type { MonitoringRange } from '@clearline/domain/monitoring';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatUsDateTime } from '../../../shared/lib/date-time';
import { DataGrid } from '../../../shared/ui/DataGrid';
import { LoadError } from '../../../shared/ui/LoadError';
import { PageFrame, PageHeader } from '../../../shared/ui/PageHeader';
import { useSystemHealth } from '../api/monitoring-api';
import { chartGrid, tileGrid } from '../components/layout';
import { MetricTile } from '../components/MetricTile';
import { RangePicker } from '../components/RangePicker';
import { SeriesChart } from '../components/SeriesChart';
import { formatDuration, formatMs } from '../model/monitoring';

const zone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
type P = HealthSamplePoint;

/** /RPHealthStatus: the server's health over time, from the samples it records every interval. */
export default function SystemHealthPage() {
  const [range, setRange] = useState<MonitoringRange>('24h');
  const query = useSystemHealth(range);
  const data = query.data;
  const now = data?.current;
  const series = data?.series ?? [];
  const bucket = data?.bucketSeconds ?? 60;
  return (
    <PageFrame>
      <PageHeader
        area="System"
        title="System health"
        description={
          now
            ? `Latest sample ${formatUsDateTime(now.at, zone())}, by ${now.recordedBy} (${now.database === 'pglite' ? 'embedded database' : 'PostgreSQL'}). One sample every ${data?.sampleIntervalSeconds} s, kept 30 days.`
            : 'The server records a sample every minute; the first one appears within a minute of start.'
        }
        actions={<RangePicker value={range} onChange={setRange} />}
      />
      <LoadError query={query} fallback="The health samples could not be read." sx={{ mb: 2 }} />
      <Box sx={tileGrid}>
        <MetricTile
          label="API latency"
          value={formatMs(now?.apiLatencyMs)}
          hint="in-process request"
          testId="tile-api"
        />
        <MetricTile
          label="Database latency"
          value={formatMs(now?.dbLatencyMs)}
          hint="one round trip"
          testId="tile-db"
        />
        <MetricTile
          label="Jobs waiting"
          value={now ? now.queueDepth : '—'}
          hint={
            now && now.queueDepth > 0
              ? `oldest waits ${formatDuration(now.oldestWaitingSeconds)}`
              : 'queue empty'
          }
          tone={now && now.oldestWaitingSeconds > 300 ? 'warning' : undefined}
          testId="tile-queue"
        />
        <MetricTile
          label="Failed jobs, 24 h"
          value={now ? now.failedJobs24h : '—'}
          tone={now && now.failedJobs24h > 0 ? 'error' : undefined}
          testId="tile-failed"
        />
        <MetricTile
          label="Socket connections"
          value={now ? now.socketConnections : '—'}
          hint="open browser tabs"
        />
        <MetricTile
          label="Memory (RSS)"
          value={now ? `${now.rssMb} MB` : '—'}
          hint={now ? `heap ${now.heapUsedMb} MB` : undefined}
        />
        <MetricTile
          label="Event-loop lag"
          value={formatMs(now?.eventLoopLagMs)}
          hint="p99 over the interval"
        />
        <MetricTile label="Database size" value={now?.dbSizeMb != null ? `${now.dbSizeMb} MB` : '—'} />
      </Box>
      <Box sx={chartGrid}>
        <SeriesChart<P>
          title="API and database latency"
          points={series}
          bucketSeconds={bucket}
          unit="ms"
          lines={[
            { label: 'API', value: (p) => p.apiLatencyMs },
            { label: 'Database', value: (p) => p.dbLatencyMs },
          ]}
        />
        <SeriesChart<P>
          title="Job queue"
          subtitle="Most jobs waiting and the longest wait in each period"
          points={series}
          bucketSeconds={bucket}
          lines={[
            { label: 'Jobs waiting', value: (p) => p.queueDepth },
            { label: 'Oldest wait (s)', value: (p) => p.oldestWaitingSeconds },
          ]}
        />
        <SeriesChart<P>
          title="Import and auto-match durations"
          subtitle="Average from queued to done"
          points={series}
          bucketSeconds={bucket}
          unit="ms"
          lines={[
            { label: 'Imports', value: (p) => p.importAvgMs },
            { label: 'Auto-match', value: (p) => p.autoMatchAvgMs },
          ]}
        />
        <SeriesChart<P>
          title="Failed jobs and connections"
          points={series}
          bucketSeconds={bucket}
          lines={[
            { label: 'Failed jobs', value: (p) => p.failedJobs },
            { label: 'Socket connections', value: (p) => p.socketConnections },
          ]}
        />
        <SeriesChart<P>
          title="Process memory"
          points={series}
          bucketSeconds={bucket}
          unit="MB"
          lines={[
            { label: 'RSS', value: (p) => p.rssMb },
            { label: 'Heap used', value: (p) => p.heapUsedMb },
          ]}
        />
        <SeriesChart<P>
          title="Event-loop lag"
          subtitle="p99 of each sample's interval"
          points={series}
          bucketSeconds={bucket}
          unit="ms"
          lines={[{ label: 'Lag', value: (p) => p.eventLoopLagMs }]}
        />
      </Box>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        Failed jobs in this organisation
      </Typography>
      <DataGrid
        label="Failed jobs"
        rows={data?.failedJobs ?? []}
        rowKey={(j) => j.id}
        loaded={query.isSuccess}
        empty={`No job failed in the last ${range}.`}
        minHeight={80}
        minWidth={720}
        keyboardScroll
        columns={[
          {
            id: 'when',
            header: 'Failed at',
            width: 190,
            cell: (j) => (j.finishedAt ? formatUsDateTime(j.finishedAt, zone()) : '—'),
          },
          { id: 'kind', header: 'Job', width: 200, cell: (j) => j.kind },
          { id: 'attempts', header: 'Attempts', numeric: true, width: 90, cell: (j) => j.attempts },
          { id: 'error', header: 'Error', cell: (j) => j.error },
          { id: 'ref', header: 'Reference', width: 110, cell: (j) => j.id.slice(0, 8) },
        ]}
      />
    </PageFrame>
  );
}

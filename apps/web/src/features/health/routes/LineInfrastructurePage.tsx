import type { EndpointStatus } from '@clearline/contracts';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage } from '../../../shared/lib/api-client';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { LoadError } from '../../../shared/ui/LoadError';
import { PageFrame, PageHeader } from '../../../shared/ui/PageHeader';
import { useLineInfrastructure, useRemoveEndpoint } from '../api/monitoring-api';
import { useLineSlug } from '../api/use-line-slug';
import { EndpointDialog } from '../components/EndpointDialog';
import { EndpointsTable } from '../components/EndpointsTable';
import { LineNav } from '../components/LineNav';
import { chartGrid, tileGrid } from '../components/layout';
import { MetricTile } from '../components/MetricTile';
import { SeriesChart } from '../components/SeriesChart';
import { formatMs } from '../model/monitoring';

/**
 * A product line's Infrastructure: its components and their probes (management adds, edits and removes
 * them here), and the server's own process and database over the last 24 hours.
 */
export default function LineInfrastructurePage() {
  const slug = useLineSlug();
  const query = useLineInfrastructure(slug);
  const data = query.data;
  const remove = useRemoveEndpoint(slug);
  const [editing, setEditing] = useState<{ endpoint: EndpointStatus | null } | null>(null);
  const [removing, setRemoving] = useState<EndpointStatus | null>(null);
  const components = data?.components ?? [];
  const now = data?.current;
  return (
    <PageFrame>
      <PageHeader
        area="Product lines"
        title={`${data?.line.name ?? 'Product line'} · Infrastructure`}
        description={data?.line.description}
        actions={
          <Button
            variant="contained"
            startIcon={<Add />}
            onClick={() => setEditing({ endpoint: null })}
            disabled={components.length === 0}
          >
            Add endpoint
          </Button>
        }
      />
      <LineNav slug={slug} current="infrastructure" />
      <LoadError query={query} fallback="The line's infrastructure could not be read." sx={{ mb: 2 }} />
      <Box sx={{ display: 'grid', gap: 2, mb: 3 }}>
        {components.map((c) => (
          <Paper
            key={c.id}
            variant="outlined"
            component="section"
            aria-label={c.name}
            sx={{ p: { xs: 1.5, sm: 2 } }}
          >
            <Typography component="h2" sx={{ fontWeight: 700 }}>
              {c.name}{' '}
              <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400, fontSize: '0.875rem' }}>
                {c.kind}
              </Box>
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
              {c.description}
            </Typography>
            <EndpointsTable
              label={`${c.name}: endpoints`}
              endpoints={c.endpoints}
              loaded={query.isSuccess}
              showComponent={false}
              onEdit={(endpoint) => setEditing({ endpoint })}
              onRemove={setRemoving}
            />
          </Paper>
        ))}
      </Box>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        Server process and database
      </Typography>
      <Box sx={tileGrid}>
        <MetricTile
          label="Memory (RSS)"
          value={now ? `${now.rssMb} MB` : '—'}
          hint={now ? `heap ${now.heapUsedMb} MB` : undefined}
        />
        <MetricTile label="Event-loop lag" value={formatMs(now?.eventLoopLagMs)} hint="p99, last sample" />
        <MetricTile
          label="Database latency"
          value={formatMs(now?.dbLatencyMs)}
          hint={now?.database === 'pglite' ? 'embedded' : 'PostgreSQL'}
        />
        <MetricTile label="Database size" value={now?.dbSizeMb != null ? `${now.dbSizeMb} MB` : '—'} />
      </Box>
      <Box sx={chartGrid}>
        <SeriesChart
          title="Process memory, 24 h"
          points={data?.series ?? []}
          bucketSeconds={900}
          unit="MB"
          lines={[
            { label: 'RSS', value: (p) => p.rssMb },
            { label: 'Heap used', value: (p) => p.heapUsedMb },
          ]}
        />
        <SeriesChart
          title="Database and event loop, 24 h"
          points={data?.series ?? []}
          bucketSeconds={900}
          unit="ms"
          lines={[
            { label: 'Database latency', value: (p) => p.dbLatencyMs },
            { label: 'Event-loop lag', value: (p) => p.eventLoopLagMs },
          ]}
        />
      </Box>
      {editing ? (
        <EndpointDialog
          open
          slug={slug}
          components={components}
          endpoint={editing.endpoint}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title="Stop monitoring this endpoint?"
        description={
          removing ? `${removing.name} (${removing.url}) will no longer be probed. Its history stays.` : ''
        }
        confirmLabel="Stop monitoring"
        danger
        focusCancel
        pending={remove.isPending}
        error={remove.isError ? errorMessage(remove.error, 'The endpoint was not removed.') : undefined}
        onCancel={() => {
          remove.reset();
          setRemoving(null);
        }}
        onConfirm={() => removing && remove.mutate(removing.id, { onSuccess: () => setRemoving(null) })}
      />
    </PageFrame>
  );
}

import type { AccessMatrix, AccessPerson } from '@clearline/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { errorMessage } from '../../../shared/lib/api-client';
import { formatUsDateTime } from '../../../shared/lib/date-time';
import { DataGrid, type GridColumn } from '../../../shared/ui/DataGrid';
import { FilterSelect } from '../../../shared/ui/FilterSelect';
import { LiveStatus } from '../../../shared/ui/LiveStatus';
import { PageFrame, PageHeader } from '../../../shared/ui/PageHeader';
import { StatusChip } from '../../../shared/ui/StatusChip';
import { useAccessMatrix, useOpenUsersPanel } from '../api/org-reports-api';
import { type AccessFilter, filterPeople } from '../model/org-report-view';

type Organization = AccessMatrix['organizations'][number];
const zone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const when = (iso: string | null) => (iso ? formatUsDateTime(iso, zone()) : 'Never');

/** A person's roles in one organisation, or that they have no access there. */
function Cell({ person, organizationId }: { person: AccessPerson; organizationId: string }) {
  const cell = person.access.find((a) => a.organizationId === organizationId);
  if (!cell) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        No access
      </Typography>
    );
  }
  return (
    <Box>
      {cell.roles.map((r) => (
        <Box key={r.id} component="span" sx={{ display: 'block', whiteSpace: 'nowrap' }}>
          {r.name}{' '}
          <Box component="span" sx={{ color: 'text.secondary' }}>
            · {r.id}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

function Person({ person }: { person: AccessPerson }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {person.name}
      </Typography>
      <Typography
        variant="caption"
        sx={{ display: 'block', color: 'text.secondary', overflowWrap: 'anywhere' }}
      >
        {person.email}
      </Typography>
    </Box>
  );
}

const accountState = (p: AccessPerson) =>
  p.locked ? <StatusChip label="Locked" tone="error" /> : <StatusChip label="Active" tone="success" />;

/**
 * /app/rPRec/ROUsers (issue 17): for management in several organisations, who has access to what across
 * them (only organisations where the caller holds a management role), with a way into each one's users panel.
 */
export default function AccessMatrixPage() {
  const matrix = useAccessMatrix();
  const panel = useOpenUsersPanel();
  const [filter, setFilter] = useState<AccessFilter>({ organizationId: '', roleId: '', search: '' });
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const organizations = matrix.data?.organizations ?? [];
  const shownOrgs = filter.organizationId
    ? organizations.filter((o) => o.id === filter.organizationId)
    : organizations;
  const people = filterPeople(matrix.data?.people ?? [], filter);

  const orgHeader = (o: Organization) => (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.25 }}>
      <Box component="span" sx={{ display: 'flex', gap: 0.75, alignItems: 'center' }}>
        {o.name}
        {o.current ? <Chip size="small" label="Current" variant="outlined" color="primary" /> : null}
      </Box>
      <Button
        size="small"
        variant="text"
        onClick={() => void panel.open(o.id)}
        disabled={panel.pending !== null}
        aria-label={`Users panel of ${o.name}`}
        sx={{ p: 0, minWidth: 0, textTransform: 'none', fontWeight: 600, letterSpacing: 0 }}
      >
        {panel.pending === o.id ? 'Switching…' : 'Users panel'}
      </Button>
    </Box>
  );

  const columns: GridColumn<AccessPerson>[] = [
    { id: 'person', header: 'User', cell: (p) => <Person person={p} /> },
    ...shownOrgs.map(
      (o): GridColumn<AccessPerson> => ({
        id: o.id,
        header: orgHeader(o),
        cell: (p) => <Cell person={p} organizationId={o.id} />,
      }),
    ),
    { id: 'status', header: 'Status', cell: accountState },
    { id: 'mfa', header: 'MFA', cell: (p) => (p.mfa === 'TOTP' ? 'Authenticator app' : 'None') },
    { id: 'last', header: 'Last sign-in', cell: (p) => when(p.lastSignInAt) },
  ];

  const set = (next: Partial<AccessFilter>) => setFilter((f) => ({ ...f, ...next }));
  const toolbar = (
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center', p: 1.5 }}>
      <FilterSelect
        label="Organization"
        value={filter.organizationId}
        onChange={(organizationId) => set({ organizationId })}
        options={organizations.map((o) => ({ value: o.id, label: o.name }))}
        anyLabel="All organizations"
        sx={{ width: { xs: '100%', sm: 240 }, flex: '0 0 auto' }}
      />
      <FilterSelect
        label="Role"
        value={filter.roleId}
        onChange={(roleId) => set({ roleId })}
        options={(matrix.data?.roles ?? []).map((r) => ({
          value: String(r.id),
          label: `${r.name} · ${r.id}`,
        }))}
        anyLabel="Any role"
        sx={{ width: { xs: '100%', sm: 240 }, flex: '0 0 auto' }}
      />
      <TextField
        size="small"
        type="search"
        label="Search name or e-mail"
        value={filter.search}
        onChange={(e) => set({ search: e.target.value })}
        slotProps={{ htmlInput: { maxLength: 100 } }}
        sx={{ width: { xs: '100%', sm: 260 }, flex: '0 0 auto' }}
      />
      <LiveStatus testId="access-count" sx={{ color: 'text.secondary' }}>
        {matrix.data ? `${people.length} of ${matrix.data.people.length} people` : ''}
      </LiveStatus>
    </Box>
  );

  return (
    <PageFrame>
      <PageHeader
        area="Administration"
        title="Access across organizations"
        description="Who has access to what in each organisation where you hold a management role. Open an organisation's users panel to change it."
      />
      {panel.refused ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {panel.refused}
        </Alert>
      ) : null}
      <DataGrid
        label="Access by person and organization"
        columns={columns}
        rows={people}
        rowKey={(p) => p.userId}
        rowProps={(p) => ({ 'data-testid': 'access-row', 'data-email': p.email }) as object}
        loaded={matrix.data !== undefined}
        fetching={matrix.isFetching}
        error={matrix.isError ? errorMessage(matrix.error, 'The access matrix could not be loaded.') : null}
        empty="Nobody matches these filters."
        toolbar={toolbar}
        minWidth={560 + shownOrgs.length * 220}
        keyboardScroll
        narrow={
          phone ? (
            <Box component="ul" aria-label="Access by person" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {people.map((p) => (
                <Box
                  component="li"
                  key={p.userId}
                  data-testid="access-row"
                  data-email={p.email}
                  sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider', display: 'grid', gap: 1 }}
                >
                  <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                    <Box sx={{ flex: 1, minWidth: 0 }}>
                      <Person person={p} />
                    </Box>
                    {accountState(p)}
                  </Box>
                  {shownOrgs.map((o) => (
                    <Box
                      key={o.id}
                      sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', gap: 1 }}
                    >
                      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                        {o.name}
                      </Typography>
                      <Typography variant="body2" component="div">
                        <Cell person={p} organizationId={o.id} />
                      </Typography>
                    </Box>
                  ))}
                  <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                    Last sign-in {when(p.lastSignInAt)} · MFA{' '}
                    {p.mfa === 'TOTP' ? 'authenticator app' : 'none'}
                  </Typography>
                </Box>
              ))}
              {people.length === 0 && matrix.data ? (
                <Typography sx={{ p: 2, color: 'text.secondary' }}>Nobody matches these filters.</Typography>
              ) : null}
            </Box>
          ) : undefined
        }
      />
      {phone && organizations.length > 0 ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
          {organizations.map((o) => (
            <Button
              key={o.id}
              variant="outlined"
              size="small"
              onClick={() => void panel.open(o.id)}
              disabled={panel.pending !== null}
            >
              Users panel of {o.name}
            </Button>
          ))}
        </Box>
      ) : null}
    </PageFrame>
  );
}

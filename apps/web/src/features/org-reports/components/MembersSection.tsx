import type { OrgReport } from '@clearline/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatUsDateTime } from '../../../shared/lib/date-time';
import { DataGrid, type GridColumn } from '../../../shared/ui/DataGrid';
import { StatusChip } from '../../../shared/ui/StatusChip';
import { count } from '../model/org-report-view';

type Member = OrgReport['members'][number];
const zone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The members with their roles (names), status, last sign-in, sign-ins in the period and MFA. */
export function MembersSection({ report, fetching }: { report: OrgReport | undefined; fetching: boolean }) {
  const columns: GridColumn<Member>[] = [
    {
      id: 'person',
      header: 'User',
      cell: (m) => (
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {m.name}
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {m.email}
          </Typography>
        </Box>
      ),
    },
    {
      id: 'roles',
      header: 'Roles',
      cell: (m) =>
        m.roles.map((r) => (
          <Box component="span" key={r.id} sx={{ display: 'block', whiteSpace: 'nowrap' }}>
            {r.name}{' '}
            <Box component="span" sx={{ color: 'text.secondary' }}>
              · {r.id}
            </Box>
          </Box>
        )),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (m) =>
        m.status === 'locked' ? (
          <StatusChip label="Locked" tone="error" />
        ) : (
          <StatusChip label="Active" tone="success" />
        ),
    },
    {
      id: 'last',
      header: 'Last sign-in',
      cell: (m) => (m.lastSignInAt ? formatUsDateTime(m.lastSignInAt, zone()) : 'Never'),
    },
    { id: 'signIns', header: 'Sign-ins in period', numeric: true, cell: (m) => count(m.signIns) },
    { id: 'mfa', header: 'MFA', cell: (m) => (m.mfa === 'TOTP' ? 'Authenticator app' : 'None') },
  ];
  return (
    <DataGrid
      label="Members"
      columns={columns}
      rows={report?.members ?? []}
      rowKey={(m) => m.userId}
      rowProps={(m) => ({ 'data-testid': 'member-row', 'data-email': m.email }) as object}
      loaded={report !== undefined}
      fetching={fetching}
      empty="Nobody belongs to this organisation yet."
      minWidth={860}
      keyboardScroll
      minHeight={120}
    />
  );
}

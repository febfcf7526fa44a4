import type { AdminUserRow } from '@clearline/contracts';
import MoreVert from '@mui/icons-material/MoreVert';
import PersonAdd from '@mui/icons-material/PersonAddAlt1';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { errorMessage } from '../../../shared/lib/api-client';
import { formatUsDateTime } from '../../../shared/lib/date-time';
import { useMenuButton } from '../../../shared/lib/use-menu-button';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { DataGrid, type GridColumn } from '../../../shared/ui/DataGrid';
import { PageFrame, PageHeader } from '../../../shared/ui/PageHeader';
import { StatusChip } from '../../../shared/ui/StatusChip';
import { type MemberAction, useAdminUsers, useMemberAction } from '../api/users-admin-api';
import { HistoryDrawer } from '../components/HistoryDrawer';
import { InviteDialog } from '../components/InviteDialog';
import { RolesDialog } from '../components/RolesDialog';
import { actionsOf, STATUS_VIEW } from '../model/users-model';

const zone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const when = (iso: string | null) => (iso ? formatUsDateTime(iso, zone()) : 'Never');

/** What each confirmed action asks before it runs. */
const CONFIRM: Record<MemberAction, { title: string; text: string; label: string; danger: boolean }> = {
  lock: {
    title: 'Lock this account?',
    text: 'They are signed out everywhere and cannot sign in until unlocked.',
    label: 'Lock account',
    danger: true,
  },
  unlock: { title: 'Unlock this account?', text: 'They can sign in again.', label: 'Unlock', danger: false },
  resetMfa: {
    title: 'Reset MFA?',
    text: 'Their authenticator app is removed; at the next sign-in they set up a new one or use e-mailed codes.',
    label: 'Reset MFA',
    danger: true,
  },
  remove: {
    title: 'Remove from the organisation?',
    text: 'They lose access to this organisation and its sessions end. Their account and history stay.',
    label: 'Remove',
    danger: true,
  },
  withdraw: {
    title: 'Withdraw this invitation?',
    text: 'The e-mailed link stops working.',
    label: 'Withdraw',
    danger: true,
  },
};

type Pending = { action: MemberAction | 'roles' | 'history'; user: AdminUserRow } | null;

function RowActions({ user, onPick }: { user: AdminUserRow; onPick: (p: NonNullable<Pending>) => void }) {
  const menu = useMenuButton();
  return (
    <>
      <IconButton size="small" aria-label={`Actions for ${user.email}`} {...menu.buttonProps}>
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu {...menu.menuProps}>
        {actionsOf(user).map(({ action, label }) => (
          <MenuItem
            key={action}
            onClick={() => {
              menu.close();
              onPick({ action, user });
            }}
          >
            {label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

function Roles({ user }: { user: AdminUserRow }) {
  return (
    <Box component="span" sx={{ display: 'block' }}>
      {user.roles.map((r) => (
        <Box component="span" key={r.id} sx={{ display: 'block', whiteSpace: 'nowrap' }}>
          {r.name}{' '}
          <Box component="span" sx={{ color: 'text.secondary' }}>
            · {r.id}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

function Person({ user, onOpen }: { user: AdminUserRow; onOpen: () => void }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      {user.kind === 'member' ? (
        <Button
          variant="text"
          onClick={onOpen}
          sx={{
            p: 0,
            minWidth: 0,
            fontWeight: 700,
            color: 'text.primary',
            textAlign: 'left',
            textTransform: 'none',
          }}
        >
          {user.name}
        </Button>
      ) : (
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {user.name}
        </Typography>
      )}
      <Typography
        variant="caption"
        sx={{ display: 'block', color: 'text.secondary', overflowWrap: 'anywhere' }}
      >
        {user.email}
      </Typography>
    </Box>
  );
}

/**
 * /app/usersPanel/userUserPanelChild (issue 17): the organisation's members and open invitations, for its
 * administrators. Invite, change roles, lock/unlock, reset MFA, remove; a row's history in a drawer.
 */
export default function UsersPage() {
  const users = useAdminUsers();
  const act = useMemberAction();
  const [inviting, setInviting] = useState(false);
  const [pending, setPending] = useState<Pending>(null);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const rows = users.data?.users ?? [];
  const pick = (p: NonNullable<Pending>) => {
    act.reset();
    setPending(p);
  };
  const confirm =
    pending && pending.action !== 'roles' && pending.action !== 'history' ? CONFIRM[pending.action] : null;

  const columns: GridColumn<AdminUserRow>[] = [
    {
      id: 'person',
      header: 'User',
      cell: (u) => <Person user={u} onOpen={() => pick({ action: 'history', user: u })} />,
    },
    { id: 'roles', header: 'Roles', cell: (u) => <Roles user={u} /> },
    {
      id: 'status',
      header: 'Status',
      cell: (u) => <StatusChip label={STATUS_VIEW[u.status].label} tone={STATUS_VIEW[u.status].tone} />,
    },
    {
      id: 'last',
      header: 'Last sign-in',
      cell: (u) => (u.kind === 'invitation' ? `Link expires ${when(u.expiresAt)}` : when(u.lastSignInAt)),
    },
    { id: 'mfa', header: 'MFA', cell: (u) => (u.mfa === 'TOTP' ? 'Authenticator app' : 'None') },
    {
      id: 'actions',
      header: 'Actions',
      headerHidden: true,
      cell: (u) => <RowActions user={u} onPick={pick} />,
    },
  ];

  return (
    <PageFrame>
      <PageHeader
        area="Administration"
        title="Users"
        description="Who belongs to this organisation, with which roles. Every change is recorded in the user's history."
        actions={
          <Button variant="contained" startIcon={<PersonAdd />} onClick={() => setInviting(true)}>
            Invite user
          </Button>
        }
      />
      <DataGrid
        label="Users"
        columns={columns}
        rows={rows}
        rowKey={(u) => `${u.kind}-${u.id}`}
        rowProps={(u) => ({ 'data-testid': 'user-row', 'data-email': u.email }) as object}
        loaded={users.data !== undefined}
        fetching={users.isFetching}
        error={users.isError ? errorMessage(users.error, 'The users could not be loaded.') : null}
        empty="No members yet."
        minWidth={900}
        narrow={
          phone ? (
            <Box component="ul" aria-label="Users" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {rows.map((u) => (
                <Box
                  component="li"
                  key={`${u.kind}-${u.id}`}
                  data-testid="user-row"
                  data-email={u.email}
                  sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider', display: 'grid', gap: 0.75 }}
                >
                  <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
                    <Box sx={{ flex: 1, minWidth: 0 }}>
                      <Person user={u} onOpen={() => pick({ action: 'history', user: u })} />
                    </Box>
                    <StatusChip label={STATUS_VIEW[u.status].label} tone={STATUS_VIEW[u.status].tone} />
                    <RowActions user={u} onPick={pick} />
                  </Box>
                  <Typography variant="body2" component="div">
                    <Roles user={u} />
                  </Typography>
                  <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                    {u.kind === 'invitation'
                      ? `Link expires ${when(u.expiresAt)}`
                      : `Last sign-in ${when(u.lastSignInAt)} · MFA ${u.mfa === 'TOTP' ? 'authenticator app' : 'none'}`}
                  </Typography>
                </Box>
              ))}
            </Box>
          ) : undefined
        }
      />
      <InviteDialog open={inviting} onClose={() => setInviting(false)} />
      {pending?.action === 'roles' ? (
        <RolesDialog user={pending.user} onClose={() => setPending(null)} />
      ) : null}
      <HistoryDrawer
        user={pending?.action === 'history' ? pending.user : null}
        onClose={() => setPending(null)}
      />
      {confirm && pending ? (
        <ConfirmDialog
          open
          title={confirm.title}
          summary={
            <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{pending.user.email}</Typography>
          }
          description={confirm.text}
          confirmLabel={confirm.label}
          danger={confirm.danger}
          focusCancel={confirm.danger}
          pending={act.isPending}
          error={act.isError ? errorMessage(act.error) : null}
          onCancel={() => setPending(null)}
          onConfirm={() =>
            act.mutate(
              { action: pending.action as MemberAction, id: pending.user.id },
              { onSuccess: () => setPending(null) },
            )
          }
        />
      ) : null}
    </PageFrame>
  );
}

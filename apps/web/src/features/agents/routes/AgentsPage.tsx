import type { AgentRow } from '@clearline/contracts';
import Add from '@mui/icons-material/Add';
import MoreVert from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../../shared/lib/api-client';
import { formatUsDateTime } from '../../../shared/lib/date-time';
import { useMenuButton } from '../../../shared/lib/use-menu-button';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { DataGrid, type GridColumn } from '../../../shared/ui/DataGrid';
import { PageFrame, PageHeader } from '../../../shared/ui/PageHeader';
import { StatusChip } from '../../../shared/ui/StatusChip';
import { useAgents, useNewCode, useRevokeAgent } from '../api/agents-api';
import { CodeDialog } from '../components/CodeDialog';
import { RegisterDialog } from '../components/RegisterDialog';
import { agentActions, pushedSummary, STATE_VIEW } from '../model/agent-view';

const zone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const when = (iso: string | null) => (iso ? formatUsDateTime(iso, zone()) : 'Never');
const AREA_NAMES = { bankRec: 'Bank reconciliation', ewa: 'Employer funds' } as const;

type Pending = { action: 'newCode' | 'revoke'; agent: AgentRow } | null;

function RowActions({ agent, onPick }: { agent: AgentRow; onPick: (p: NonNullable<Pending>) => void }) {
  const menu = useMenuButton();
  const actions = agentActions(agent);
  if (actions.length === 0) return null;
  return (
    <>
      <IconButton size="small" aria-label={`Actions for ${agent.name}`} {...menu.buttonProps}>
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu {...menu.menuProps}>
        {actions.map(({ action, label }) => (
          <MenuItem
            key={action}
            onClick={() => {
              menu.close();
              onPick({ action, agent });
            }}
          >
            {label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

function Name({ agent }: { agent: AgentRow }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {agent.name}
      </Typography>
      <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
        {AREA_NAMES[agent.area]}
        {agent.reportedVersion ? ` · ${agent.reportedVersion}` : ''}
      </Typography>
    </Box>
  );
}

function LastFault({ agent }: { agent: AgentRow }) {
  if (!agent.lastError) return <>None</>;
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {agent.lastError}
      </Typography>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {when(agent.lastErrorAt)}
      </Typography>
    </Box>
  );
}

/**
 * /app/agentPanel/agentPanelActivateAgent (issue 19): the organisation's agents, for its administrators.
 * Register one (a one-time activation code, shown once), re-key or revoke it; each row says its state,
 * when it last called, the files it pushed and its last fault.
 */
export default function AgentsPage() {
  const agents = useAgents();
  const newCode = useNewCode();
  const revoke = useRevokeAgent();
  const [registering, setRegistering] = useState(false);
  const [code, setCode] = useState<{ agentName: string; code: string; expiresAt: string } | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const rows = agents.data?.data ?? [];
  const silentAfter = agents.data?.silentAfterMinutes ?? 15;
  const busy = newCode.isPending || revoke.isPending;
  const failure = newCode.error ?? revoke.error;

  const columns: GridColumn<AgentRow>[] = [
    { id: 'name', header: 'Agent', cell: (a) => <Name agent={a} /> },
    {
      id: 'state',
      header: 'State',
      cell: (a) => <StatusChip label={STATE_VIEW[a.state].label} tone={STATE_VIEW[a.state].tone} />,
    },
    {
      id: 'seen',
      header: 'Last seen',
      cell: (a) =>
        a.activatedAt
          ? when(a.lastSeenAt)
          : a.activationExpiresAt
            ? `Code valid until ${when(a.activationExpiresAt)}`
            : '—',
    },
    { id: 'files', header: 'Files pushed', numeric: true, cell: (a) => pushedSummary(a) },
    { id: 'fault', header: 'Last fault', cell: (a) => <LastFault agent={a} /> },
    {
      id: 'actions',
      header: 'Actions',
      headerHidden: true,
      cell: (a) => <RowActions agent={a} onPick={setPending} />,
    },
  ];

  return (
    <PageFrame>
      <PageHeader
        area="Administration"
        title="Agents"
        description={
          <>
            Programs beside your banks&apos; SFTP drops that push statements into the import pipeline. An
            agent that has not called for {silentAfter} minutes is silent, and you are notified.{' '}
            <RouterLink to="/app/agentPanel/demo">Try the guided demo</RouterLink>.
          </>
        }
        actions={
          <Button variant="contained" startIcon={<Add />} onClick={() => setRegistering(true)}>
            Register agent
          </Button>
        }
      />
      <DataGrid
        label="Agents"
        columns={columns}
        rows={rows}
        rowKey={(a) => a.id}
        rowProps={(a) => ({ 'data-testid': 'agent-row', 'data-name': a.name }) as object}
        loaded={agents.data !== undefined}
        fetching={agents.isFetching}
        error={agents.isError ? errorMessage(agents.error, 'The agents could not be loaded.') : null}
        empty="No agents yet. Register one to get its activation code."
        minWidth={900}
        narrow={
          phone ? (
            <Box component="ul" aria-label="Agents" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {rows.map((a) => (
                <Box
                  component="li"
                  key={a.id}
                  data-testid="agent-row"
                  data-name={a.name}
                  sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider', display: 'grid', gap: 0.75 }}
                >
                  <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
                    <Box sx={{ flex: 1, minWidth: 0 }}>
                      <Name agent={a} />
                    </Box>
                    <StatusChip label={STATE_VIEW[a.state].label} tone={STATE_VIEW[a.state].tone} />
                    <RowActions agent={a} onPick={setPending} />
                  </Box>
                  <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                    Last seen {when(a.lastSeenAt)} · files pushed: {pushedSummary(a)}
                  </Typography>
                  {a.lastError ? (
                    <Typography variant="caption" sx={{ color: 'tone.error', overflowWrap: 'anywhere' }}>
                      {a.lastError}
                    </Typography>
                  ) : null}
                </Box>
              ))}
            </Box>
          ) : undefined
        }
      />
      <RegisterDialog
        open={registering}
        onClose={() => setRegistering(false)}
        onRegistered={(answer) => {
          setRegistering(false);
          setCode(answer);
        }}
      />
      <CodeDialog answer={code} onClose={() => setCode(null)} />
      {pending ? (
        <ConfirmDialog
          open
          title={pending.action === 'revoke' ? 'Revoke this agent?' : 'Issue a new activation code?'}
          summary={
            <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{pending.agent.name}</Typography>
          }
          description={
            pending.action === 'revoke'
              ? 'Its credential stops working at once; its pushes are refused. Files it pushed stay imported.'
              : 'Its current credential stops working at once; the agent must activate again with the new code.'
          }
          confirmLabel={pending.action === 'revoke' ? 'Revoke' : 'Issue code'}
          danger
          focusCancel
          pending={busy}
          error={failure ? errorMessage(failure) : null}
          onCancel={() => setPending(null)}
          onConfirm={() => {
            const { agent } = pending;
            if (pending.action === 'revoke') revoke.mutate(agent.id, { onSuccess: () => setPending(null) });
            else
              newCode.mutate(agent.id, {
                onSuccess: (answer) => {
                  setPending(null);
                  setCode({
                    agentName: agent.name,
                    code: answer.data.activationCode,
                    expiresAt: answer.data.expiresAt,
                  });
                },
              });
          }}
        />
      ) : null}
    </PageFrame>
  );
}

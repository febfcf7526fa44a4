import type { PgpBankKey, PgpOrgKey } from '@clearline/contracts';
import { formatUsDate } from '@clearline/domain';
import { formatFingerprint, type KeyExpiry, keyExpiry } from '@clearline/domain/pgp';
import Add from '@mui/icons-material/Add';
import Autorenew from '@mui/icons-material/Autorenew';
import Download from '@mui/icons-material/Download';
import Key from '@mui/icons-material/Key';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { enqueueSnackbar } from 'notistack';
import { type ReactNode, useState } from 'react';
import { useAuth } from '../../../shared/auth/auth-context';
import { errorMessage } from '../../../shared/lib/api-client';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { DataGrid, type GridColumn } from '../../../shared/ui/DataGrid';
import { PageFrame, PageHeader } from '../../../shared/ui/PageHeader';
import { StatusChip } from '../../../shared/ui/StatusChip';
import type { Tone } from '../../../shared/ui/tones';
import {
  downloadPublicKey,
  useDeleteBankKey,
  useDeleteOrgKey,
  useEncryption,
  useUpdateSettings,
} from '../api/encryption-api';
import { AddBankKeyDialog } from '../components/AddBankKeyDialog';
import { GenerateKeyDialog } from '../components/GenerateKeyDialog';

const EXPIRY_VIEW: Record<KeyExpiry, { label: string; tone: Tone }> = {
  never: { label: 'No expiry', tone: 'neutral' },
  valid: { label: 'Valid', tone: 'success' },
  expiring: { label: 'Expires soon', tone: 'warning' },
  expired: { label: 'Expired', tone: 'error' },
};

function Expiry({ at }: { at: string | null }) {
  const view = EXPIRY_VIEW[keyExpiry(at, new Date())];
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <span>{at ? formatUsDate(at.slice(0, 10)) : 'Never'}</span>
      {at && view.label !== 'Valid' ? <StatusChip label={view.label} tone={view.tone} /> : null}
    </Box>
  );
}

function Fingerprint({ value }: { value: string }) {
  return (
    <Box
      component="code"
      data-testid="fingerprint"
      sx={{ fontFamily: 'monospace', fontSize: 13, overflowWrap: 'anywhere', color: 'text.primary' }}
    >
      {formatFingerprint(value)}
    </Box>
  );
}

function Section({
  title,
  text,
  action,
  children,
}: {
  title: string;
  text: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-label={title} sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 240 }}>
          <Typography component="h2" variant="h6">
            {title}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {text}
          </Typography>
        </Box>
        {action}
      </Box>
      {children}
    </Box>
  );
}

/** A phone's card for a key: its facts stacked, its actions below. */
function KeyCard({
  title,
  chips,
  fingerprint,
  lines,
  actions,
  testId,
}: {
  title: string;
  chips?: ReactNode;
  fingerprint: string;
  lines: ReactNode[];
  actions: ReactNode;
  testId: string;
}) {
  return (
    <Box
      component="li"
      data-testid={testId}
      sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider', display: 'grid', gap: 0.75 }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere', flex: 1 }}>{title}</Typography>
        {chips}
      </Box>
      <Fingerprint value={fingerprint} />
      {lines.map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of lines
        <Typography key={i} variant="body2" component="div" sx={{ color: 'text.secondary' }}>
          {line}
        </Typography>
      ))}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box>
    </Box>
  );
}

type Pending = { kind: 'org'; key: PgpOrgKey } | { kind: 'bank'; key: PgpBankKey } | null;

/**
 * /app/agentPanel/encryption (issue 19): the organisation's OpenPGP key pairs (generate, rotate, download
 * the public key, delete older ones), the banks' public keys (add, remove) and whether bank files must be
 * signed. Imports decrypt .pgp/.gpg/.asc files with these keys, whether uploaded or pushed by an agent.
 */
export default function EncryptionPage() {
  const overview = useEncryption();
  const settings = useUpdateSettings();
  const deleteOrg = useDeleteOrgKey();
  const deleteBank = useDeleteBankKey();
  const [generating, setGenerating] = useState(false);
  const [adding, setAdding] = useState(false);
  const [pending, setPending] = useState<Pending>(null);
  const phone = useMediaQuery(useTheme().breakpoints.down('md'));
  const orgName = useAuth().organization?.name ?? '';
  const data = overview.data?.data;
  const orgKeys = data?.orgKeys ?? [];
  const bankKeys = data?.bankKeys ?? [];
  const hasCurrent = orgKeys.some((k) => k.current);
  const loadError = overview.isError ? errorMessage(overview.error, 'The keys could not be loaded.') : null;

  const download = (id: string) =>
    downloadPublicKey(id).catch((error) => enqueueSnackbar(errorMessage(error), { variant: 'error' }));
  const orgActions = (k: PgpOrgKey) => (
    <>
      <Button
        size="small"
        startIcon={<Download />}
        onClick={() => download(k.id)}
        aria-label={`Download public key ${k.fingerprint.slice(-16)}`}
      >
        Public key
      </Button>
      {k.current ? null : (
        <Button size="small" color="error" onClick={() => setPending({ kind: 'org', key: k })}>
          Delete
        </Button>
      )}
    </>
  );
  const bankActions = (k: PgpBankKey) => (
    <Button
      size="small"
      color="error"
      onClick={() => setPending({ kind: 'bank', key: k })}
      aria-label={`Remove ${k.name}`}
    >
      Remove
    </Button>
  );
  const state = (k: PgpOrgKey) =>
    k.current ? (
      <StatusChip label="Current" tone="success" />
    ) : (
      <StatusChip label="Decrypts older files" tone="neutral" />
    );

  const orgColumns: GridColumn<PgpOrgKey>[] = [
    {
      id: 'fingerprint',
      header: 'Fingerprint',
      cell: (k) => <Fingerprint value={k.fingerprint} />,
      width: 260,
    },
    { id: 'user', header: 'User ID', cell: (k) => k.userId },
    { id: 'state', header: 'State', cell: state },
    { id: 'created', header: 'Created', cell: (k) => formatUsDate(k.createdAt.slice(0, 10)) },
    { id: 'expires', header: 'Expires', cell: (k) => <Expiry at={k.expiresAt} /> },
    { id: 'actions', header: 'Actions', headerHidden: true, cell: orgActions },
  ];
  const bankColumns: GridColumn<PgpBankKey>[] = [
    { id: 'name', header: 'Bank', cell: (k) => <Typography sx={{ fontWeight: 700 }}>{k.name}</Typography> },
    {
      id: 'fingerprint',
      header: 'Fingerprint',
      cell: (k) => <Fingerprint value={k.fingerprint} />,
      width: 260,
    },
    { id: 'user', header: 'User ID', cell: (k) => k.userId },
    { id: 'expires', header: 'Expires', cell: (k) => <Expiry at={k.expiresAt} /> },
    { id: 'actions', header: 'Actions', headerHidden: true, cell: bankActions },
  ];

  return (
    <PageFrame>
      <PageHeader
        area="Administration"
        title="Encryption"
        description="OpenPGP for bank files: banks encrypt to your current key and sign with theirs. Encrypted files (.pgp, .gpg, .asc) are decrypted and their signatures checked on import, uploaded or pushed by an agent."
        actions={
          <Button
            variant="contained"
            startIcon={hasCurrent ? <Autorenew /> : <Key />}
            onClick={() => setGenerating(true)}
          >
            {hasCurrent ? 'Rotate key pair' : 'Generate key pair'}
          </Button>
        }
      />
      <Box sx={{ display: 'grid', gap: 4 }}>
        <Section
          title="Organisation key pairs"
          text="The current key is the one banks encrypt to and exports are signed with. Older keys still decrypt files sent to them until you delete them."
        >
          <DataGrid
            label="Organisation key pairs"
            columns={orgColumns}
            rows={orgKeys}
            rowKey={(k) => k.id}
            rowProps={(k) => ({ 'data-testid': 'org-key-row', 'data-current': String(k.current) }) as object}
            loaded={data !== undefined}
            fetching={overview.isFetching}
            error={loadError}
            empty="No key pair yet. Generate one and send its public key to your banks."
            minWidth={900}
            minHeight={120}
            narrow={
              phone ? (
                <Box
                  component="ul"
                  aria-label="Organisation key pairs"
                  sx={{ listStyle: 'none', m: 0, p: 0 }}
                >
                  {orgKeys.map((k) => (
                    <KeyCard
                      key={k.id}
                      testId="org-key-row"
                      title={k.userId}
                      chips={state(k)}
                      fingerprint={k.fingerprint}
                      lines={[
                        `Created ${formatUsDate(k.createdAt.slice(0, 10))}`,
                        <Expiry key="e" at={k.expiresAt} />,
                      ]}
                      actions={orgActions(k)}
                    />
                  ))}
                </Box>
              ) : undefined
            }
          />
        </Section>
        <Section
          title="Bank keys"
          text="Files signed by these keys verify on import; a file signed by any other key is refused. Exports may be encrypted to them."
          action={
            <Button variant="outlined" startIcon={<Add />} onClick={() => setAdding(true)}>
              Add bank key
            </Button>
          }
        >
          <DataGrid
            label="Bank keys"
            columns={bankColumns}
            rows={bankKeys}
            rowKey={(k) => k.id}
            rowProps={(k) => ({ 'data-testid': 'bank-key-row', 'data-name': k.name }) as object}
            loaded={data !== undefined}
            fetching={overview.isFetching}
            error={loadError}
            empty="No bank key yet. Ask your bank for its public key and add it here."
            minWidth={900}
            minHeight={120}
            narrow={
              phone ? (
                <Box component="ul" aria-label="Bank keys" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                  {bankKeys.map((k) => (
                    <KeyCard
                      key={k.id}
                      testId="bank-key-row"
                      title={k.name}
                      fingerprint={k.fingerprint}
                      lines={[
                        k.userId,
                        <Box key="e" sx={{ display: 'flex', gap: 0.5 }}>
                          Expires <Expiry at={k.expiresAt} />
                        </Box>,
                      ]}
                      actions={bankActions(k)}
                    />
                  ))}
                </Box>
              ) : undefined
            }
          />
        </Section>
        <Section title="Settings" text="What an import requires of an OpenPGP file.">
          <Paper variant="outlined" sx={{ p: 2 }}>
            <FormControlLabel
              control={
                <Switch
                  checked={data?.settings.requireSignature ?? false}
                  disabled={data === undefined || settings.isPending}
                  onChange={(e) => settings.mutate({ requireSignature: e.target.checked })}
                />
              }
              label="Require bank files to be signed by a bank key"
            />
            <Typography variant="body2" sx={{ color: 'text.secondary', pl: { xs: 0, sm: 6 } }}>
              When on, an encrypted file that no bank key signed is refused on import.
            </Typography>
            {settings.isError ? (
              <Typography role="alert" variant="body2" sx={{ color: 'tone.error', mt: 1 }}>
                {errorMessage(settings.error)}
              </Typography>
            ) : null}
          </Paper>
        </Section>
      </Box>
      {generating ? (
        <GenerateKeyDialog
          open
          rotating={hasCurrent}
          defaultName={orgName}
          onClose={() => setGenerating(false)}
        />
      ) : null}
      <AddBankKeyDialog open={adding} onClose={() => setAdding(false)} />
      {pending ? (
        <ConfirmDialog
          open
          title={pending.kind === 'org' ? 'Delete this key pair?' : 'Remove this bank key?'}
          summary={<Fingerprint value={pending.key.fingerprint} />}
          description={
            pending.kind === 'org'
              ? 'Files encrypted to this key can no longer be decrypted. This cannot be undone.'
              : 'Files signed by this key will be refused, and exports can no longer be encrypted to it.'
          }
          confirmLabel={pending.kind === 'org' ? 'Delete key pair' : 'Remove key'}
          danger
          focusCancel
          pending={deleteOrg.isPending || deleteBank.isPending}
          error={
            deleteOrg.isError
              ? errorMessage(deleteOrg.error)
              : deleteBank.isError
                ? errorMessage(deleteBank.error)
                : null
          }
          onCancel={() => {
            deleteOrg.reset();
            deleteBank.reset();
            setPending(null);
          }}
          onConfirm={() =>
            (pending.kind === 'org' ? deleteOrg : deleteBank).mutate(pending.key.id, {
              onSuccess: () => setPending(null),
            })
          }
        />
      ) : null}
    </PageFrame>
  );
}

import Close from '@mui/icons-material/Close';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from 'notistack';
import { type DragEvent, Suspense, useId, useRef, useState } from 'react';
import { errorMessage } from '../../../shared/lib/api-client';
import { type PartyPick, usePartyPickers } from '../../../shared/ui/party-pickers';
import { downloadTemplates, useBankAccounts, useUploadImport } from '../api/imports-api';
import { useImportsArea } from '../api/imports-area';
import {
  checkFileSize,
  type FileInspection,
  FORMAT_CHOICES,
  FORMAT_LABELS,
  type FormatChoice,
  formatBytes,
  type ImportKind,
  INSPECT_BYTES,
  inspectHead,
  needsBankAccount,
  sizeLimitOf,
  type UploadSource,
} from '../model/upload-rules';
import { ImportProgress, type StartedImport } from './ImportProgress';
import { SettlementProfilePanel } from './SettlementProfilePanel';

interface Staged {
  file: File;
  source: UploadSource;
  /** Null when the head could not be read (the server then decides alone). */
  inspection: FileInspection | null;
  /** False while its first bytes are being read. */
  inspected: boolean;
}

async function inspect(file: File): Promise<FileInspection | null> {
  try {
    const head = new Uint8Array(await file.slice(0, INSPECT_BYTES).arrayBuffer());
    return inspectHead(head, file.name);
  } catch {
    return null;
  }
}

/** The size hint under the drop area: bank-rec's two limits, or the area's one. */
function sizeHint(area: 'bankRec' | 'ewa'): string {
  const drop = sizeLimitOf('drop', area);
  const chosen = sizeLimitOf('import', area);
  return drop === chosen
    ? `Up to ${formatBytes(drop)}.`
    : `Up to ${formatBytes(drop)} when dropped here, ${formatBytes(chosen)} with Choose file.`;
}

/**
 * The upload area of the page's ledger area: a bank statement or the book-side file (bank-rec's ledger
 * file; employer funds' partner settlement file, with its partner and the partner's column profile), an
 * optional format override, the bank account for CSVs without an account column; drag and drop or
 * 'Choose file', checked against the area's limits before sending; then the progress bar and the
 * classified result. 'Download templates' saves the area's template zip.
 */
export function ImportUploader() {
  const { area, calls, bookSide, bookSideHasPartner } = useImportsArea();
  const pickers = usePartyPickers();
  const PartnerPicker = pickers.partner;
  const [partner, setPartner] = useState<PartyPick | null>(null);
  const titleId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [kind, setKind] = useState<ImportKind>('statement');
  const [format, setFormat] = useState<FormatChoice>('auto');
  const [accountId, setAccountId] = useState('');
  const [staged, setStaged] = useState<Staged | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [started, setStarted] = useState<StartedImport | null>(null);
  const [downloading, setDownloading] = useState(false);
  const sending = useUploadImport();

  const account = needsBankAccount(kind, format, staged?.inspection ?? null);
  const accounts = useBankAccounts(account.show);
  const needsPartner = bookSideHasPartner && kind === 'ledger';
  // Spec §9: the size is checked before sending; the server's own refusal (413) is shown as it says.
  const sizeProblem = staged ? checkFileSize(staged.file.size, staged.source, area) : null;

  const stage = async (file: File, source: UploadSource) => {
    sending.reset();
    setStaged({ file, source, inspection: null, inspected: false });
    setProblem(null);
    const inspection = await inspect(file);
    setStaged((current) => (current?.file === file ? { ...current, inspection, inspected: true } : current));
  };

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (event.dataTransfer.files.length > 1) {
      setProblem('Drop one file at a time.');
      return;
    }
    if (file) void stage(file, 'drop');
  };

  const clear = () => {
    setStaged(null);
    setProblem(null);
    sending.reset();
    if (inputRef.current) inputRef.current.value = '';
  };

  const send = () => {
    if (!staged?.inspected || sizeProblem) return;
    if (account.required && !accountId) {
      setProblem('This CSV file has no account column: choose the bank account it belongs to.');
      return;
    }
    if (needsPartner && !partner) {
      setProblem('Choose the partner whose settlement file this is.');
      return;
    }
    setProblem(null);
    sending.mutate(
      {
        file: staged.file,
        source: staged.source,
        kind,
        format,
        accountId: account.show ? accountId : '',
        ...(needsPartner && partner ? { partnerId: partner.id } : {}),
      },
      {
        onSuccess: (answer) => {
          setStarted({
            importId: answer.importId,
            fileName: answer.fileName,
            status: answer.status,
            msg: answer.msg,
          });
          setStaged(null);
          if (inputRef.current) inputRef.current.value = '';
        },
      },
    );
  };

  const saveTemplates = async () => {
    setDownloading(true);
    try {
      await downloadTemplates(calls);
    } catch (error) {
      enqueueSnackbar(errorMessage(error, 'The templates could not be downloaded. Please try again.'), {
        variant: 'error',
      });
    } finally {
      setDownloading(false);
    }
  };

  const detected = staged?.inspection?.detected ?? null;
  const shownProblem = sizeProblem ?? problem ?? (sending.isError ? errorMessage(sending.error) : null);

  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      elevation={0}
      sx={{
        p: { xs: 2, sm: 3 },
        border: 1,
        borderColor: 'divider',
        borderRadius: 3,
        display: 'grid',
        gap: 2.5,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={titleId} variant="h2" sx={{ flex: 1 }}>
          Import a file
        </Typography>
        <Button
          variant="text"
          color="inherit"
          startIcon={<DownloadOutlined aria-hidden="true" />}
          onClick={() => void saveTemplates()}
          disabled={downloading}
        >
          Download templates
        </Button>
      </Box>

      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'flex-start',
          '& > .MuiTextField-root': { width: { xs: '100%', sm: 280 } },
        }}
      >
        <ToggleButtonGroup
          exclusive
          size="small"
          value={kind}
          onChange={(_event, next: ImportKind | null) => {
            if (next) setKind(next);
          }}
          aria-label="File type"
          sx={{ '& .MuiToggleButton-root': { px: 2, py: 1, fontWeight: 600 } }}
        >
          <ToggleButton value="statement">Bank statement</ToggleButton>
          <ToggleButton value="ledger">{bookSide.label}</ToggleButton>
        </ToggleButtonGroup>
        {kind === 'statement' ? (
          <TextField
            select
            size="small"
            label="Format"
            value={format}
            onChange={(event) => setFormat(event.target.value as FormatChoice)}
          >
            {FORMAT_CHOICES.map((choice) => (
              <MenuItem key={choice.value} value={choice.value}>
                {choice.label}
              </MenuItem>
            ))}
          </TextField>
        ) : needsPartner ? (
          PartnerPicker ? (
            <Suspense fallback={null}>
              <PartnerPicker
                value={partner}
                onChange={(next) => {
                  setPartner(next);
                  setProblem(null);
                }}
                required
                helperText="Whose settlement file this is."
              />
            </Suspense>
          ) : null
        ) : (
          <Typography variant="body2" sx={{ color: 'text.secondary', alignSelf: 'center' }}>
            Ledger transactions in the CSV layout of the template.
          </Typography>
        )}
        {account.show ? (
          <TextField
            select
            size="small"
            label="Bank account"
            required={account.required}
            value={accountId}
            onChange={(event) => {
              setAccountId(event.target.value);
              setProblem(null);
            }}
            helperText={
              account.required ? 'The file has no account column.' : 'Optional: the file names its accounts.'
            }
          >
            {(accounts.data ?? []).map((a) => (
              <MenuItem key={a.accountId} value={a.accountId}>
                {a.name} · {a.accountId}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
      </Box>

      {needsPartner && partner ? <SettlementProfilePanel partner={partner} /> : null}

      <Box
        data-testid="drop-area"
        onDragEnter={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragOver={(event) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
        }}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: dragging ? 'primary.main' : 'divider',
          bgcolor: dragging ? 'action.hover' : 'background.default',
          borderRadius: 3,
          px: 2,
          py: { xs: 3, sm: 4 },
          textAlign: 'center',
          display: 'grid',
          justifyItems: 'center',
          gap: 1,
          transition: 'border-color 120ms, background-color 120ms',
        }}
      >
        <UploadFileOutlined sx={{ fontSize: 40, color: 'text.secondary' }} aria-hidden="true" />
        <Typography sx={{ fontWeight: 600 }}>Drag and drop a file here, or</Typography>
        <Button variant="outlined" color="inherit" component="label" aria-describedby={hintId}>
          Choose file
          <input
            ref={inputRef}
            type="file"
            hidden
            data-testid="file-input"
            accept=".bai,.bai2,.txt,.csv,.ofx,.qfx,.xml,.ach,.nacha,.dat,.pgp,.gpg,.asc,text/csv,text/plain,application/xml"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void stage(file, 'import');
            }}
          />
        </Button>
        <Typography id={hintId} variant="caption" sx={{ color: 'text.secondary', maxWidth: 520 }}>
          {kind === 'statement'
            ? 'BAI2, camt.052/053/054, OFX/QFX, NACHA or CSV, also OpenPGP-encrypted (.pgp, .gpg, .asc).'
            : bookSide.hint}{' '}
          {sizeHint(area)}
        </Typography>
      </Box>

      {staged ? (
        <Box
          data-testid="staged-file"
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            flexWrap: 'wrap',
            p: 1.5,
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            bgcolor: 'background.paper',
          }}
        >
          <InsertDriveFileOutlined sx={{ color: 'text.secondary' }} aria-hidden="true" />
          <Box sx={{ flex: 1, minWidth: 160 }}>
            <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{staged.file.name}</Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {formatBytes(staged.file.size)} · {staged.source === 'drop' ? 'dropped' : 'chosen'}
            </Typography>
          </Box>
          {kind === 'statement' && staged.inspection ? (
            <Chip
              size="small"
              variant="outlined"
              label={
                staged.inspection.encrypted
                  ? 'Encrypted (OpenPGP): decrypted on import'
                  : detected
                    ? `Detected: ${FORMAT_LABELS[detected] ?? detected}`
                    : 'Not a recognised bank file'
              }
            />
          ) : null}
          <Button
            variant="contained"
            onClick={send}
            disabled={sending.isPending || sizeProblem !== null || !staged.inspected}
            startIcon={<UploadFileOutlined aria-hidden="true" />}
          >
            {sending.isPending ? 'Sending…' : 'Import file'}
          </Button>
          <IconButton aria-label={`Remove ${staged.file.name}`} onClick={clear} size="small">
            <Close fontSize="small" />
          </IconButton>
        </Box>
      ) : null}

      {shownProblem ? (
        <Alert severity="error" data-testid="upload-problem">
          {shownProblem}
        </Alert>
      ) : null}

      {started ? <ImportProgress key={started.importId} started={started} /> : null}
    </Paper>
  );
}

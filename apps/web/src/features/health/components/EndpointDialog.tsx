import { EndpointInput, type EndpointStatus, type ProductLineSlug } from '@clearline/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { errorMessage } from '../../../shared/lib/api-client';
import { useSaveEndpoint } from '../api/monitoring-api';

interface Draft {
  componentId: string;
  name: string;
  url: string;
  expectedStatus: string;
  intervalSeconds: string;
  timeoutMs: string;
}

const draftOf = (e: EndpointStatus | null, componentId: string): Draft => ({
  componentId: e?.componentId ?? componentId,
  name: e?.name ?? '',
  url: e?.url ?? 'https://',
  expectedStatus: String(e?.expectedStatus ?? 200),
  intervalSeconds: String(e?.intervalSeconds ?? 60),
  timeoutMs: String(e?.timeoutMs ?? 5000),
});

/**
 * Adds or edits a monitored endpoint. The contract's own schema checks the form (http(s) only, status
 * 100-599, interval at least 10 s, timeout shorter than it); the server checks again.
 */
export function EndpointDialog({
  slug,
  components,
  endpoint,
  open,
  onClose,
}: {
  slug: ProductLineSlug;
  components: readonly { id: string; name: string }[];
  /** The endpoint to edit; null adds one. */
  endpoint: EndpointStatus | null;
  open: boolean;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(endpoint, components[0]?.id ?? ''));
  const [touched, setTouched] = useState(false);
  const save = useSaveEndpoint(slug);
  const parsed = EndpointInput.safeParse({
    ...draft,
    expectedStatus: Number(draft.expectedStatus),
    intervalSeconds: Number(draft.intervalSeconds),
    timeoutMs: Number(draft.timeoutMs),
  });
  const fieldError = (field: keyof Draft) =>
    touched && !parsed.success ? parsed.error.issues.find((i) => i.path[0] === field)?.message : undefined;
  const set = (field: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [field]: event.target.value }));

  const submit = () => {
    setTouched(true);
    if (!parsed.success) return;
    save.mutate({ id: endpoint?.id ?? null, input: parsed.data }, { onSuccess: onClose });
  };

  const field = (name: keyof Draft, label: string, options: { hint?: string; number?: boolean } = {}) => (
    <TextField
      label={label}
      value={draft[name]}
      onChange={set(name)}
      error={Boolean(fieldError(name))}
      helperText={fieldError(name) ?? options.hint}
      fullWidth
      size="small"
      type={options.number ? 'number' : 'text'}
    />
  );

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{endpoint ? 'Edit endpoint' : 'Add endpoint'}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            select
            label="Component"
            value={draft.componentId}
            onChange={set('componentId')}
            size="small"
          >
            {components.map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
          {field('name', 'Name')}
          {field('url', 'URL', {
            hint: 'An http:// or https:// address; the probe sends a GET and reads only the status.',
          })}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {field('expectedStatus', 'Expected status', { number: true })}
            {field('intervalSeconds', 'Interval (s)', { number: true })}
            {field('timeoutMs', 'Timeout (ms)', { number: true })}
          </Stack>
          {save.isError ? (
            <Alert severity="error">{errorMessage(save.error, 'The endpoint was not saved.')}</Alert>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={submit} disabled={save.isPending}>
          {endpoint ? 'Save' : 'Add'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

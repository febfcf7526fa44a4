import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../../shared/lib/api-errors';
import { useLockSettings, useSetLockAtSignOff } from '../api/workflow-api';

const AREAS = [
  { area: 'bankRec', label: 'Bank reconciliation' },
  { area: 'ewa', label: 'Employer funds' },
] as const;

/**
 * When a month locks: always once certified; with the switch on, already once signed off, so nothing
 * moves under the reviewer. Management's choice per area; the server audits each change.
 */
export function LockSettings() {
  const settings = useLockSettings();
  const save = useSetLockAtSignOff();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Period locks"
      sx={{ borderRadius: 3, p: 2, mb: 2, display: 'grid', gap: 1 }}
    >
      <Typography variant="subtitle2" component="h2">
        Period locks
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        A certified month is locked: entries, imports, matches and un-imports dated in it are refused until a
        reviewer reopens it with a reason. Turn this on to lock a month as soon as it is signed off.
      </Typography>
      <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
        {AREAS.map(({ area, label }) => (
          <FormControlLabel
            key={area}
            control={
              <Switch
                checked={settings.data?.[area] ?? false}
                disabled={!settings.data || save.isPending}
                onChange={(event) => save.mutate({ area, lockAtSignOff: event.target.checked })}
              />
            }
            label={`${label}: lock at sign-off`}
          />
        ))}
      </Box>
      {save.isError ? (
        <Alert severity="warning" role="alert">
          {errorMessage(save.error)}
        </Alert>
      ) : null}
    </Paper>
  );
}

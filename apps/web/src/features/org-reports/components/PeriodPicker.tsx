import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { ChoiceToggle } from '../../../shared/ui/ChoiceToggle';
import { PERIOD_CHOICES, type PeriodQuery } from '../model/org-report-view';

/** The report's period: this month, the last 30 or 90 days, or a custom range of days (both included). */
export function PeriodPicker({
  value,
  onChange,
  error,
}: {
  value: PeriodQuery;
  /** What changed: merged with the address's period by the page (two quick edits never undo each other). */
  onChange: (patch: Partial<PeriodQuery>) => void;
  /** The server's refusal of a custom range, shown under the field it names. */
  error?: { path: string; message: string } | null;
}) {
  const day = (key: 'from' | 'to', label: string) => (
    <TextField
      type="date"
      size="small"
      label={label}
      value={value[key] ?? ''}
      onChange={(e) => onChange({ [key]: e.target.value })}
      error={error?.path === key}
      helperText={error?.path === key ? error.message : undefined}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: '1900-01-01', max: '2100-12-31' } }}
      sx={{ width: 170, bgcolor: 'background.paper' }}
    />
  );
  return (
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <ChoiceToggle
        label="Period"
        value={value.period}
        choices={PERIOD_CHOICES}
        onChange={(period) => onChange({ period })}
        sx={{ bgcolor: 'background.paper' }}
      />
      {value.period === 'custom' ? (
        <>
          {day('from', 'First day')}
          {day('to', 'Last day')}
        </>
      ) : null}
    </Box>
  );
}

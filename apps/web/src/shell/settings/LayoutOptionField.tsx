import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { LayoutOption } from './layout-definitions';

/** One layout option, drawn from its declaration: a switch, or a group of choices. */
export function LayoutOptionField({
  option,
  section,
  value,
  onChange,
}: {
  option: LayoutOption;
  section: string;
  value: unknown;
  onChange: (value: unknown) => void;
}) {
  const name = `${section} ${option.label.toLowerCase()}`;
  if (option.kind === 'switch') {
    return (
      <FormControlLabel
        control={<Switch size="small" checked={value === true} onChange={(_, on) => onChange(on)} />}
        label={option.label}
        slotProps={{ typography: { variant: 'body2' } }}
        sx={{ m: 0, justifyContent: 'space-between', flexDirection: 'row-reverse' }}
      />
    );
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
      <Typography variant="body2">{option.label}</Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={value}
        aria-label={name}
        onChange={(_, next: unknown) => {
          if (next !== null) onChange(next);
        }}
      >
        {option.choices.map((choice) => (
          <ToggleButton
            key={choice.value}
            value={choice.value}
            sx={{
              px: 1.25,
              py: 0.25,
              fontSize: '0.75rem',
              textTransform: 'none',
              color: 'text.secondary',
              '&.Mui-selected': { color: 'text.primary', fontWeight: 700 },
            }}
          >
            {choice.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}

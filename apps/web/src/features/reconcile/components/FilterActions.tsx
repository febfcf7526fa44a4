import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

/**
 * The end of a reconciliation filter form: Reset, then the submit button. Pushed to the right of the
 * fields on a wide screen, a full row of two equal buttons on a phone.
 */
export function FilterActions({ onReset, submitLabel }: { onReset: () => void; submitLabel: string }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, ml: { sm: 'auto' }, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}>
      <Button type="button" onClick={onReset} sx={{ color: 'text.primary', flex: { xs: 1, sm: '0 0 auto' } }}>
        Reset
      </Button>
      <Button type="submit" variant="contained" sx={{ flex: { xs: 1, sm: '0 0 auto' } }}>
        {submitLabel}
      </Button>
    </Box>
  );
}

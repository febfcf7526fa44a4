import CompareArrows from '@mui/icons-material/CompareArrows';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { tabular } from '../../../shared/ui/Amount';
import { LiveStatus } from '../../../shared/ui/LiveStatus';
import { formatTotal, type SelectionTotals } from '../model/selection';

/**
 * The live selection: ledger total, bank total and the difference (bank − ledger), all exact cents, and
 * the Match button (two lines at least). A difference that is not zero is matched with an adjustment.
 */
export function SelectionBar({
  totals,
  onMatch,
  onClear,
  busy,
}: {
  totals: SelectionTotals;
  onMatch: () => void;
  onClear: () => void;
  busy: boolean;
}) {
  const difference = totals.differenceMinor;
  return (
    <Paper
      elevation={totals.count > 0 ? 6 : 0}
      role="region"
      aria-label="Selection"
      sx={{
        // Follows the user down the panes while something is selected.
        position: totals.count > 0 ? 'sticky' : 'static',
        bottom: { xs: 8, sm: 16 },
        zIndex: 2,
        mt: 2,
        px: { xs: 1.5, sm: 2 },
        py: { xs: 1, sm: 1.25 },
        borderRadius: 3,
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: { xs: 1, sm: 2.5 },
        border: 1,
        borderColor: (t) => alpha(t.palette.secondary.main, 0.5),
      }}
    >
      <LiveStatus
        testId="selection-totals"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: { xs: 1.5, sm: 3 },
          alignItems: 'baseline',
          ...tabular,
        }}
      >
        <Figure
          label={`Ledger (${totals.ledgerCount})`}
          value={formatTotal(totals.ledgerMinor)}
          negative={(totals.ledgerMinor ?? 0) < 0}
          testId="selection-ledger"
        />
        <Figure
          label={`Bank (${totals.bankCount})`}
          value={formatTotal(totals.bankMinor)}
          negative={(totals.bankMinor ?? 0) < 0}
          testId="selection-bank"
        />
        <Box>
          <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block', lineHeight: 1.2 }}>
            Difference
          </Typography>
          <Typography
            data-testid="selection-difference"
            sx={{
              fontWeight: 800,
              fontSize: '1.05rem',
              color: totals.count === 0 || difference === 0 ? 'tone.success' : 'tone.warning',
            }}
          >
            {formatTotal(difference)}
          </Typography>
        </Box>
      </LiveStatus>
      <Box sx={{ display: 'flex', gap: 1, ml: 'auto' }}>
        <Button onClick={onClear} disabled={totals.count === 0} sx={{ color: 'text.primary' }}>
          Clear
        </Button>
        <Button
          variant="contained"
          startIcon={<CompareArrows />}
          onClick={onMatch}
          disabled={!totals.canMatch || busy}
          aria-keyshortcuts="Enter Control+Enter"
        >
          {busy ? 'Matching…' : totals.balanced || totals.count < 2 ? 'Match' : 'Match with adjustment'}
        </Button>
      </Box>
    </Paper>
  );
}

function Figure({
  label,
  value,
  negative,
  testId,
}: {
  label: string;
  value: string;
  negative: boolean;
  testId: string;
}) {
  return (
    <Box>
      <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block', lineHeight: 1.2 }}>
        {label}
      </Typography>
      <Typography
        data-testid={testId}
        sx={{ fontWeight: 700, color: negative ? 'tone.negative' : 'text.primary' }}
      >
        {value}
      </Typography>
    </Box>
  );
}

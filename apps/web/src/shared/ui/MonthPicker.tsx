import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { shiftMonth } from '../lib/month';

/** Previous / month field / next: the month a page shows ('YYYY-MM'), on the panel and the dashboards alike. */
export function MonthPicker({ month, onChange }: { month: string; onChange: (month: string) => void }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <Tooltip title="Previous month">
        <IconButton aria-label="Previous month" onClick={() => onChange(shiftMonth(month, -1))}>
          <ChevronLeft />
        </IconButton>
      </Tooltip>
      <TextField
        type="month"
        size="small"
        label="Month"
        value={month}
        onChange={(event) => {
          if (/^\d{4}-\d{2}$/.test(event.target.value)) onChange(event.target.value);
        }}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ width: 170 }}
      />
      <Tooltip title="Next month">
        <IconButton aria-label="Next month" onClick={() => onChange(shiftMonth(month, 1))}>
          <ChevronRight />
        </IconButton>
      </Tooltip>
    </Box>
  );
}

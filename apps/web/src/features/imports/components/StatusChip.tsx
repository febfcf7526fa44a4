import Chip from '@mui/material/Chip';
import { type ImportStatus, statusTone } from '../model/activity-view';

/** An import's status (In Progress, Completed, Failed, Un-imported) as a small chip. */
export function StatusChip({ status }: { status: ImportStatus }) {
  const tone = statusTone(status);
  return (
    <Chip
      label={status}
      size="small"
      variant={tone === 'default' ? 'outlined' : 'filled'}
      color={tone}
      data-testid="import-status"
      sx={{
        fontWeight: 700,
        // Filled chips use the dark shade so the white label keeps its contrast.
        ...(tone === 'default' ? {} : { bgcolor: `${tone}.dark`, color: `${tone}.contrastText` }),
      }}
    />
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BareCard } from './BareCard';

/** /pages/maintenance: what a user sees while the service is down for planned work. */
export default function MaintenancePage() {
  return (
    <BareCard
      title="Closed for maintenance"
      subtitle="We are upgrading the reconciliation engine. Your data is safe and nothing you saved is lost."
    >
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.75 }}
      >
        <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
          Started
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0 }}>
          Saturday 06:00 ET
        </Typography>
        <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
          Back by
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0 }}>
          Saturday 10:00 ET
        </Typography>
      </Box>
      <Typography variant="body2">
        Imports sent by your bank while we work are queued and run when we are back.
      </Typography>
    </BareCard>
  );
}

import Typography from '@mui/material/Typography';
import type { PartyPick } from '../../../shared/ui/party-pickers';

/** The partner's settlement column profile (read and edited once the profile calls exist). */
export function SettlementProfilePanel({ partner }: { partner: PartyPick }) {
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
      The file is read with {partner.name}'s settlement column profile.
    </Typography>
  );
}

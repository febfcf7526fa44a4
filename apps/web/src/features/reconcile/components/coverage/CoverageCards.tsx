import type { SubledgerRecRow } from '@clearline/contracts';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { Amount } from '../../../../shared/ui/Amount';
import { formatDate } from '../format';
import { warningBand } from './warning-band';

/** The sub-ledger on a phone: a card per employer (balance, and the shortfall when short) that opens its lines. */
export function CoverageCards({
  rows,
  loaded,
  onOpen,
}: {
  rows: readonly SubledgerRecRow[];
  loaded: boolean;
  onOpen: (row: SubledgerRecRow) => void;
}) {
  if (loaded && rows.length === 0)
    return (
      <Typography sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}>
        No employers match these filters.
      </Typography>
    );
  return (
    <Box component="ul" aria-label="Funds coverage by employer" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {rows.map((row) => (
        <Box
          component="li"
          key={row.employer}
          data-testid="coverage-row"
          data-short={row.short ? 'true' : 'false'}
          sx={{ borderBottom: 1, borderColor: 'divider', ...(row.short ? { bgcolor: warningBand } : {}) }}
        >
          <ButtonBase
            onClick={() => onOpen(row)}
            aria-label={`${row.employer} ${row.employerName}: show the lines`}
            sx={{
              // One full-width column: ButtonBase centres its content, which would indent short cards.
              display: 'grid',
              gridTemplateColumns: 'minmax(0, 1fr)',
              gap: 0.5,
              p: 2,
              width: '100%',
              textAlign: 'left',
            }}
          >
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
              <Typography sx={{ fontWeight: 700, flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                {row.employer} · {row.employerName}
              </Typography>
              <Amount value={row.balance} strong />
            </Box>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {row.partnerName || row.partner}
            </Typography>
            {row.short ? (
              <Typography variant="body2" sx={{ color: 'tone.warning', fontWeight: 700 }}>
                Short by <Amount value={row.shortfall} sx={{ color: 'tone.warning' }} />
                {row.shortSince ? ` since ${formatDate(row.shortSince)}` : ''}
              </Typography>
            ) : null}
          </ButtonBase>
        </Box>
      ))}
    </Box>
  );
}

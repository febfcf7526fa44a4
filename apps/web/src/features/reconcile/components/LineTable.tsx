import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Amount, tabular } from '../../../shared/ui/Amount';
import type { Match } from '../api/reconcile-api';
import { formatDate } from './format';

type Item = Match['items'][number];

/** The lines of a match or a suggestion, bank side and ledger side next to each other (stacked on a phone). */
export function MatchLines({ items }: { items: Item[] }) {
  const bank = items.filter((i) => i.side === 'bank');
  const ledger = items.filter((i) => i.side === 'ledger');
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: { xs: 1, md: 2 } }}>
      <Side title="Ledger" items={ledger} />
      <Side title="Bank" items={bank} />
    </Box>
  );
}

function Side({ title, items }: { title: string; items: Item[] }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography
        variant="caption"
        sx={{ fontWeight: 800, letterSpacing: '0.06em', textTransform: 'uppercase', color: 'text.secondary' }}
      >
        {title} · {items.length}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {items.map((item, index) => (
          <Box
            component="li"
            key={item.id ?? `removed-${index}`}
            sx={{
              display: 'flex',
              gap: 1,
              alignItems: 'baseline',
              py: 0.25,
              fontSize: '0.8125rem',
              borderBottom: 1,
              borderColor: 'divider',
              '&:last-of-type': { borderBottom: 0 },
            }}
          >
            <Box component="span" sx={{ color: 'text.secondary', whiteSpace: 'nowrap', ...tabular }}>
              {formatDate(item.date)}
            </Box>
            <Box
              component="span"
              sx={{
                flex: 1,
                minWidth: 0,
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
              }}
              title={item.text}
            >
              {item.id === null ? <em>(removed by an un-import) </em> : null}
              {item.text || '(no text)'}
            </Box>
            <Amount value={item.amount} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** A match's or suggestion's reasons: feature, points and the detail. */
export function Reasons({ reasons }: { reasons: Match['reasons'] }) {
  if (reasons.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label="Reasons"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 0.75 }}
    >
      {reasons.map((reason, index) => (
        <Box
          component="li"
          // biome-ignore lint/suspicious/noArrayIndexKey: reasons have no id and never reorder
          key={index}
          sx={{
            fontSize: '0.75rem',
            px: 1,
            py: 0.25,
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
            color: 'text.secondary',
          }}
        >
          <Box component="strong" sx={{ color: 'text.primary' }}>
            {reason.feature}
          </Box>{' '}
          {reason.points > 0 ? '+' : ''}
          {reason.points} · {reason.detail}
        </Box>
      ))}
    </Box>
  );
}

import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { Paging } from '../../../shared/lib/use-paging';
import { FetchingBar } from '../../../shared/ui/FetchingBar';
import { LoadError } from '../../../shared/ui/LoadError';
import { CardListPagination } from './CardListPagination';

/** One card of the Matched and Suggestions tabs; the roving focus shows as a ring in the primary colour. */
export const decisionCardSx = {
  borderRadius: 3,
  p: { xs: 1.5, sm: 2 },
  display: 'flex',
  flexDirection: 'column',
  gap: 1.25,
  outline: 'none',
  '&:focus-visible': { boxShadow: (t: Theme) => `0 0 0 2px ${t.palette.primary.main}` },
} as const;

/** The keys of a card list, said beside its filters on wider screens. */
export function KeyHint({ children }: { children: string }) {
  return (
    <Typography
      variant="caption"
      sx={{ color: 'text.secondary', ml: { sm: 'auto' }, display: { xs: 'none', md: 'block' } }}
    >
      {children}
    </Typography>
  );
}

/**
 * The body of the Matched and Suggestions tabs: a thin progress line while reading, the load error,
 * what an empty page means, the cards (an <li> each), and the pager.
 */
export function CardList({
  list,
  label,
  loadError,
  empty,
  rowCount,
  paging,
  noun,
  children,
}: {
  list: { isFetching: boolean; isError: boolean; error: unknown; data?: { total: number } | undefined };
  label: string;
  loadError: string;
  empty: string;
  rowCount: number;
  paging: Paging;
  noun: string;
  children: ReactNode;
}) {
  return (
    <>
      <FetchingBar fetching={list.isFetching} />
      <LoadError query={list} fallback={loadError} />
      {list.data && rowCount === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center', borderRadius: 3 }}>
          <Typography sx={{ color: 'text.secondary' }}>{empty}</Typography>
        </Paper>
      ) : null}
      <Box
        component="ul"
        aria-label={label}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}
      >
        {children}
      </Box>
      <CardListPagination paging={paging} total={list.data?.total} rowCount={rowCount} noun={noun} />
    </>
  );
}

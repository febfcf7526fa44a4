import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/** A demo page's one read from the mock: a spinner, the failure in words, or the page drawn from the data. */
export function DemoLoad<T>({
  query,
  what,
  children,
}: {
  query: UseQueryResult<T>;
  what: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isError) return <Alert severity="error">The demo {what} could not be read.</Alert>;
  if (query.data === undefined) {
    return (
      <Box role="status" sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label={`Loading the ${what}`} />
      </Box>
    );
  }
  return <>{children(query.data)}</>;
}

import Alert from '@mui/material/Alert';
import type { SxProps, Theme } from '@mui/material/styles';
import { errorMessage } from '../lib/api-client';

/**
 * What a failed read says in place of its data: the server's message, or `fallback` when it gave none
 * (a network failure). Nothing while the read is fine.
 */
export function LoadError({
  query,
  fallback,
  sx,
}: {
  query: { isError: boolean; error: unknown };
  fallback: string;
  sx?: SxProps<Theme>;
}) {
  if (!query.isError) return null;
  return (
    <Alert severity="error" sx={sx}>
      {errorMessage(query.error, fallback)}
    </Alert>
  );
}

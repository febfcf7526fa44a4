import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { FormEventHandler, ReactNode } from 'react';

/**
 * The form of an entry page: named for screen readers, validated by us rather than the browser, with
 * the server's refusal announced above the fields.
 */
export function EntryForm({
  label,
  onSubmit,
  error = null,
  spacing = 2.5,
  children,
}: {
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  error?: string | null;
  spacing?: number;
  children: ReactNode;
}) {
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={label}>
      <Stack spacing={spacing}>
        {error ? (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        ) : null}
        {children}
      </Stack>
    </Box>
  );
}

import Alert from '@mui/material/Alert';

/** What a successful demo sign-in says: who the mock signed in, and that the real session is unchanged. */
export function DemoSignedIn({
  displayName,
  role,
  verb,
}: {
  displayName: string;
  role: string;
  verb: string;
}) {
  return (
    <Alert severity="success" role="status">
      {verb} to the demo as {displayName} ({role}). Your Clearline session is unchanged.
    </Alert>
  );
}

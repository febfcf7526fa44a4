import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useRouteError } from 'react-router';

/** Spec §2/§8 lazy-load messages. */
export const LOAD_FAILED_MESSAGE = 'Something went wrong';
export const LOAD_TIMEOUT_MESSAGE = "We're having trouble loading this page. Please try again.";

/** A chunk that no longer exists (a newer deploy replaced it) only comes back with a full reload. */
export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error &&
  /dynamically imported module|Importing a module script failed|error loading dynamically imported|Failed to fetch/i.test(
    error.message,
  );

export function ErrorPanel({
  title,
  detail,
  actionLabel = 'Retry',
  onAction,
}: {
  title: string;
  detail?: string;
  actionLabel?: string;
  onAction: () => void;
}) {
  return (
    <Box
      role="alert"
      sx={{
        minHeight: '50vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        gap: 1.5,
        p: 4,
      }}
    >
      <ErrorOutline sx={{ fontSize: 48, color: 'error.dark' }} aria-hidden="true" />
      <Typography component="p" sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
        {title}
      </Typography>
      {detail ? <Typography sx={{ color: 'text.secondary', maxWidth: 420 }}>{detail}</Typography> : null}
      <Button variant="contained" onClick={onAction} sx={{ mt: 1 }}>
        {actionLabel}
      </Button>
    </Box>
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** Called by the Retry button after the boundary has reset. */
  onRetry?: () => void;
}

/** Catches a page that failed to load or render: 'Something went wrong' with Retry. */
export class PageErrorBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A page failed', error, info.componentStack);
  }

  private retry = () => {
    if (isChunkLoadError(this.state.error)) {
      window.location.reload();
      return;
    }
    this.props.onRetry?.();
    this.setState({ error: null });
  };

  override render() {
    if (this.state.error) {
      return (
        <ErrorPanel
          title={LOAD_FAILED_MESSAGE}
          detail="This page could not be shown. Try again, and if it keeps failing, reload the page."
          onAction={this.retry}
        />
      );
    }
    return this.props.children;
  }
}

/** The router's error element: anything a route throws outside a page boundary. */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error('Route error', error);
  return (
    <Box component="main" sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center' }}>
      <ErrorPanel
        title={LOAD_FAILED_MESSAGE}
        detail="This page could not be shown. Reloading usually helps."
        onAction={() => window.location.reload()}
      />
    </Box>
  );
}

import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { type ComponentType, lazy, type ReactElement, Suspense, useReducer } from 'react';
import { PLACEHOLDER_DELAY_MS, useElapsed } from '../shared/ui/PageLoader';
import { ErrorPanel, LOAD_TIMEOUT_MESSAGE, PageErrorBoundary } from './error-boundary';

/** Spec §9: the placeholder appears after 300 ms; after 10 s the user is told loading is in trouble. */
export const LOAD_TIMEOUT_MS = 10_000;

export type ChunkLoader = () => Promise<{ default: ComponentType }>;

/** The Suspense fallback: nothing, then a spinner, then the timeout message with a way to retry. */
export function PageFallback({
  delayMs = PLACEHOLDER_DELAY_MS,
  timeoutMs = LOAD_TIMEOUT_MS,
}: {
  delayMs?: number;
  timeoutMs?: number;
}) {
  const showSpinner = useElapsed(delayMs);
  const timedOut = useElapsed(timeoutMs);
  if (timedOut) {
    return (
      <ErrorPanel
        title={LOAD_TIMEOUT_MESSAGE}
        actionLabel="Try again"
        onAction={() => window.location.reload()}
      />
    );
  }
  return (
    <Box role="status" aria-live="polite" sx={{ minHeight: '50vh', display: 'grid', placeItems: 'center' }}>
      {showSpinner ? <CircularProgress aria-label="Loading page" /> : null}
    </Box>
  );
}

/**
 * A route element for a code-split page: React.lazy inside an error boundary and a Suspense with the
 * spec's placeholder and timeout. Retry after a failed load starts a fresh import.
 */
export function lazyPage(load: ChunkLoader): ReactElement {
  return <LazyPage load={load} />;
}

const lazyCache = new WeakMap<ChunkLoader, ComponentType>();

function lazyFor(load: ChunkLoader, fresh: boolean): ComponentType {
  let Page = lazyCache.get(load);
  if (!Page || fresh) {
    Page = lazy(load);
    lazyCache.set(load, Page);
  }
  return Page;
}

function LazyPage({ load }: { load: ChunkLoader }) {
  const [attempt, retry] = useReducer((n: number) => n + 1, 0);
  const Page = lazyFor(load, false);
  return (
    <PageErrorBoundary
      key={attempt}
      onRetry={() => {
        lazyFor(load, true);
        retry();
      }}
    >
      <Suspense fallback={<PageFallback />}>
        <Page />
      </Suspense>
    </PageErrorBoundary>
  );
}

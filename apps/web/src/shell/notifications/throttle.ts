/** Spec §9: the notification activity refresh is throttled and debounced at 15 s. */
export const ACTIVITY_REFRESH_MS = 15_000;

export interface Timers {
  now: () => number;
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

const realTimers: Timers = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Throttled and debounced: the first call runs at once; calls within the next `ms` are gathered into
 * one run at the end of that window (never more than one run per `ms`, and the last call is never lost).
 */
export function createThrottle(
  fn: () => void,
  ms: number = ACTIVITY_REFRESH_MS,
  timers: Timers = realTimers,
) {
  let last = Number.NEGATIVE_INFINITY;
  let pending: unknown = null;
  const run = () => {
    pending = null;
    last = timers.now();
    fn();
  };
  return {
    call() {
      const wait = last + ms - timers.now();
      if (wait <= 0 && pending === null) {
        run();
        return;
      }
      if (pending === null) pending = timers.setTimeout(run, Math.max(0, wait));
    },
    cancel() {
      if (pending !== null) timers.clearTimeout(pending);
      pending = null;
    },
  };
}

import type { AutoMatchStatus } from '@clearline/contracts';

export type AutoMatchListener = (status: AutoMatchStatus) => void;

/**
 * The auto-match job events the signed-in tab's socket hears (AUTO_MATCH_EVENT), for the screens that
 * follow a job. The shell's socket reports; a screen subscribes while it shows a job.
 */
export function createAutoMatchEvents() {
  const listeners = new Set<AutoMatchListener>();
  return {
    report(status: AutoMatchStatus) {
      for (const listener of listeners) listener(status);
    },
    /** Every event as it arrives; returns the unsubscribe. */
    subscribe(listener: AutoMatchListener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export const autoMatchEvents = createAutoMatchEvents();

/**
 * Spec §9 socket reconnection: each retry waits 500 to 1000 ms; after 6 attempts, every 5 s, forever
 * (spec §4: the socket reconnects indefinitely).
 */
export const RECONNECT_MIN_MS = 500;
export const RECONNECT_MAX_MS = 1000;
export const FAST_ATTEMPTS = 6;
export const SLOW_RETRY_MS = 5000;

/** The wait before reconnection attempt `attempt` (1 = the first retry). `random` returns [0, 1). */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  if (attempt > FAST_ATTEMPTS) return SLOW_RETRY_MS;
  return RECONNECT_MIN_MS + Math.round(random() * (RECONNECT_MAX_MS - RECONNECT_MIN_MS));
}

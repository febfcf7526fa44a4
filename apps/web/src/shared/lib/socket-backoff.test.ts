import { describe, expect, it } from 'vitest';
import { reconnectDelay } from './socket-backoff';

describe('socket reconnect schedule', () => {
  it('waits 500 to 1000 ms for the first six attempts', () => {
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      expect(reconnectDelay(attempt, () => 0)).toBe(500);
      expect(reconnectDelay(attempt, () => 0.999999)).toBe(1000);
      const delay = reconnectDelay(attempt);
      expect(delay).toBeGreaterThanOrEqual(500);
      expect(delay).toBeLessThanOrEqual(1000);
    }
  });

  it('then retries every 5 seconds, indefinitely', () => {
    for (const attempt of [7, 8, 50, 10_000]) expect(reconnectDelay(attempt, () => 0.5)).toBe(5000);
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_IDLE, idleSettingsOf, idleState } from './idle-model';

const MIN = 60_000;

describe('idle timeout', () => {
  it('is active, then warns below the remaining time, then expires below zero', () => {
    const start = 1_000_000;
    expect(idleState(start + 7 * MIN, start, DEFAULT_IDLE)).toEqual({
      phase: 'active',
      remainingMs: 3 * MIN,
    });
    expect(idleState(start + 8 * MIN, start, DEFAULT_IDLE).phase).toBe('active');
    expect(idleState(start + 8 * MIN + 1, start, DEFAULT_IDLE)).toEqual({
      phase: 'warning',
      remainingMs: 2 * MIN - 1,
    });
    expect(idleState(start + 10 * MIN, start, DEFAULT_IDLE).phase).toBe('warning');
    expect(idleState(start + 10 * MIN + 1, start, DEFAULT_IDLE).phase).toBe('expired');
  });

  it('uses the server values, falling back to 10 and 2 minutes', () => {
    expect(idleSettingsOf({ idleLogOut: 1, remainingTime: 0.9 })).toEqual({
      idleLogOut: 1,
      remainingTime: 0.9,
    });
    expect(idleSettingsOf(undefined)).toEqual({ idleLogOut: 10, remainingTime: 2 });
    expect(idleSettingsOf({ idleLogOut: 0, remainingTime: -1 })).toEqual(DEFAULT_IDLE);
    expect(idleState(6001, 0, { idleLogOut: 1, remainingTime: 0.9 }).phase).toBe('warning');
  });
});

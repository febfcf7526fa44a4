import { describe, expect, it } from 'vitest';
import { ACTIVITY_REFRESH_MS, createThrottle, type Timers } from './throttle';

function fakeTimers() {
  let now = 0;
  let queue: { at: number; fn: () => void; id: number }[] = [];
  let nextId = 1;
  const timers: Timers = {
    now: () => now,
    setTimeout: (fn, ms) => {
      const id = nextId++;
      queue.push({ at: now + ms, fn, id });
      return id;
    },
    clearTimeout: (id) => {
      queue = queue.filter((t) => t.id !== id);
    },
  };
  const advance = (ms: number) => {
    const until = now + ms;
    for (;;) {
      const due = queue.filter((t) => t.at <= until).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      queue = queue.filter((t) => t !== due);
      now = due.at;
      due.fn();
    }
    now = until;
  };
  return { timers, advance, pending: () => queue.length };
}

describe('activity refresh throttle', () => {
  it('runs the first call at once and gathers the next ones into one run 15 s later', () => {
    const clock = fakeTimers();
    let runs = 0;
    const throttle = createThrottle(() => (runs += 1), ACTIVITY_REFRESH_MS, clock.timers);
    throttle.call();
    expect(runs).toBe(1);
    clock.advance(1_000);
    throttle.call();
    throttle.call();
    clock.advance(5_000);
    throttle.call();
    expect(runs).toBe(1);
    expect(clock.pending()).toBe(1);
    clock.advance(8_999);
    expect(runs).toBe(1);
    clock.advance(1);
    expect(runs).toBe(2);
    clock.advance(60_000);
    expect(runs).toBe(2);
  });

  it('never runs twice within 15 s and runs again at once after a quiet window', () => {
    const clock = fakeTimers();
    const at: number[] = [];
    const throttle = createThrottle(() => at.push(clock.timers.now()), 15_000, clock.timers);
    for (let t = 0; t < 40_000; t += 1_000) {
      throttle.call();
      clock.advance(1_000);
    }
    for (let i = 1; i < at.length; i += 1)
      expect((at[i] ?? 0) - (at[i - 1] ?? 0)).toBeGreaterThanOrEqual(15_000);
    clock.advance(100_000);
    const before = at.length;
    throttle.call();
    expect(at.length).toBe(before + 1);
  });

  it('can be cancelled', () => {
    const clock = fakeTimers();
    let runs = 0;
    const throttle = createThrottle(() => (runs += 1), 15_000, clock.timers);
    throttle.call();
    throttle.call();
    throttle.cancel();
    clock.advance(20_000);
    expect(runs).toBe(1);
  });
});

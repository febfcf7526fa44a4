import type { AutoMatchStatus } from '@clearline/contracts';
import { describe, expect, it } from 'vitest';
import { createAutoMatchEvents } from './auto-match-events';

const event: AutoMatchStatus = { jobId: 'j', status: 'running', progress: 10, summary: null, error: null };

describe('auto-match events', () => {
  it('reaches every subscriber until it unsubscribes', () => {
    const events = createAutoMatchEvents();
    const heard: number[] = [];
    const stop = events.subscribe((e) => heard.push(e.progress));
    events.report(event);
    stop();
    events.report({ ...event, progress: 20 });
    expect(heard).toEqual([10]);
  });
});

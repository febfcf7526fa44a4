import type { AutoMatchStatus } from '@clearline/contracts';
import { describe, expect, it } from 'vitest';
import { isFinished, newerStatus, progressPercent, summaryFigures } from './auto-match';

const status = (over: Partial<AutoMatchStatus>): AutoMatchStatus => ({
  jobId: 'j1',
  status: 'running',
  progress: 0,
  summary: null,
  error: null,
  ...over,
});

describe('auto-match job reports', () => {
  it('never goes back: more progress and a finished state win, whatever arrives last', () => {
    const running = status({ progress: 60 });
    expect(newerStatus(running, status({ progress: 40 }))).toBe(running);
    expect(newerStatus(running, status({ status: 'queued' }))).toBe(running);
    const done = status({ status: 'succeeded', progress: 100 });
    expect(newerStatus(running, done)).toBe(done);
    expect(newerStatus(done, status({ progress: 99 }))).toBe(done);
    expect(isFinished(done)).toBe(true);
    expect(isFinished(running)).toBe(false);
  });
  it('takes a report of another job as is', () => {
    const other = status({ jobId: 'j2', progress: 1 });
    expect(newerStatus(status({ progress: 90 }), other)).toBe(other);
  });
  it('clamps the progress for the bar', () => {
    expect(progressPercent(status({ progress: 140 }))).toBe(100);
    expect(progressPercent(undefined)).toBe(0);
  });
  it('summarises confirmed, suggested and left open', () => {
    const figures = summaryFigures({
      accountId: 'a',
      from: null,
      to: null,
      bankLines: 10,
      ledgerLines: 12,
      confirmed: 6,
      confirmedLines: 13,
      suggested: 2,
      leftOpenBank: 1,
      leftOpenLedger: 3,
      excludedLedger: 0,
      budgetExhausted: 0,
      engineMs: 5,
      totalMs: 9,
    });
    expect(figures.map((f) => [f.label, f.value])).toEqual([
      ['Confirmed', 6],
      ['Suggested', 2],
      ['Left open', 4],
    ]);
  });
});

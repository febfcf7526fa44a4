import { describe, expect, it } from 'vitest';
import { loadConfig, runJobsFrom } from './config';

describe('RUN_JOBS', () => {
  it('runs jobs in the server process unless told not to', () => {
    expect(loadConfig({}, []).runJobs).toBe(true);
    for (const yes of ['', 'true', '1', 'TRUE']) expect(runJobsFrom(yes)).toBe(true);
    for (const no of ['false', '0', 'False']) expect(runJobsFrom(no)).toBe(false);
    expect(loadConfig({ RUN_JOBS: 'false' }, []).runJobs).toBe(false);
  });

  it('refuses what it cannot read rather than guess', () => {
    expect(() => runJobsFrom('no')).toThrow("RUN_JOBS must be true or false, got 'no'");
  });
});

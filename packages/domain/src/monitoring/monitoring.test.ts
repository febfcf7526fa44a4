import { describe, expect, it } from 'vitest';
import { incidentDurationSeconds, incidentStep, judgeProbe } from './probes';
import { bucketSecondsFor, bucketStart, percentile, uptimePercent } from './stats';

describe('judgeProbe', () => {
  it('passes only on the expected status', () => {
    expect(judgeProbe(200, { status: 200 })).toEqual({ ok: true, reason: null });
    expect(judgeProbe(204, { status: 200 })).toEqual({ ok: false, reason: 'expected HTTP 204, got 200' });
    expect(judgeProbe(200, { status: 503 }).ok).toBe(false);
  });

  it('fails with the error when no answer came', () => {
    expect(judgeProbe(200, { error: 'timed out after 500 ms' })).toEqual({
      ok: false,
      reason: 'timed out after 500 ms',
    });
  });
});

describe('incidentStep', () => {
  it('opens on the first failure, continues, closes on recovery', () => {
    expect(incidentStep(false, true)).toBe('none');
    expect(incidentStep(false, false)).toBe('open');
    expect(incidentStep(true, false)).toBe('continue');
    expect(incidentStep(true, true)).toBe('close');
  });

  it('follows a sequence of probes to one incident', () => {
    let open = false;
    const steps = [true, false, false, true, true].map((ok) => {
      const step = incidentStep(open, ok);
      if (step === 'open') open = true;
      if (step === 'close') open = false;
      return step;
    });
    expect(steps).toEqual(['none', 'open', 'continue', 'close', 'none']);
  });

  it('measures an incident until it closed, or until now while open', () => {
    const opened = new Date('2026-11-25T10:00:00Z');
    expect(incidentDurationSeconds(opened, new Date('2026-11-25T10:02:30Z'), new Date())).toBe(150);
    expect(incidentDurationSeconds(opened, null, new Date('2026-11-25T11:00:00Z'))).toBe(3600);
  });
});

describe('percentile', () => {
  it('takes the nearest rank, a value that was measured', () => {
    const values = [15, 20, 35, 40, 50];
    expect(percentile(values, 50)).toBe(35);
    expect(percentile(values, 95)).toBe(50);
    expect(percentile(values, 0)).toBe(15);
    expect(percentile(values, 100)).toBe(50);
    expect(percentile([3, 1, 2], 50)).toBe(2);
  });

  it('is null for no values and refuses a share outside 0-100', () => {
    expect(percentile([], 50)).toBeNull();
    expect(() => percentile([1], 101)).toThrow(RangeError);
  });

  it('p95 of 1..100 is 95', () => {
    expect(
      percentile(
        Array.from({ length: 100 }, (_, i) => i + 1),
        95,
      ),
    ).toBe(95);
  });
});

describe('uptimePercent', () => {
  it('is the share of passed probes to two decimals, null without probes', () => {
    expect(uptimePercent(1439, 1440)).toBe(99.93);
    expect(uptimePercent(10, 10)).toBe(100);
    expect(uptimePercent(0, 4)).toBe(0);
    expect(uptimePercent(0, 0)).toBeNull();
  });
});

describe('chart buckets', () => {
  it('keeps every range to a readable number of points', () => {
    expect(3600 / bucketSecondsFor('1h')).toBe(60);
    expect(86_400 / bucketSecondsFor('24h')).toBe(96);
    expect((7 * 86_400) / bucketSecondsFor('7d')).toBe(168);
    expect((30 * 86_400) / bucketSecondsFor('30d')).toBe(120);
  });

  it('starts an interval on its boundary', () => {
    expect(bucketStart(new Date('2026-11-25T10:00:59.900Z'), 60).toISOString()).toBe(
      '2026-11-25T10:00:00.000Z',
    );
    expect(bucketStart(new Date('2026-11-25T10:01:00.000Z'), 60).toISOString()).toBe(
      '2026-11-25T10:01:00.000Z',
    );
  });
});

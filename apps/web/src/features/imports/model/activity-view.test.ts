import { describe, expect, it } from 'vitest';
import {
  canUnimport,
  countParts,
  linksFailurePage,
  rowTone,
  statusTone,
  uploaderLabel,
} from './activity-view';
import { liveProgress } from './progress';

const counts = { imported: 0, updated: 0, unchanged: 0, warnings: 0, errors: 0 };

describe('activity rows', () => {
  it('reads the spec §8 messages into tones', () => {
    const tone = (msg: string, errorFlag = false, status = 'Completed' as const) =>
      rowTone({ msg, errorFlag, status }).tone;
    expect(tone('488 records imported')).toBe('success');
    expect(tone('1 records imported, 1 records updated, 1 unchanged')).toBe('success');
    expect(tone('3 records imported', true)).toBe('warning');
    expect(rowTone({ msg: '3 records imported', errorFlag: true, status: 'Completed' }).withIssues).toBe(
      true,
    );
    expect(rowTone({ msg: 'x.bai2 already imported', errorFlag: false, status: 'Failed' }).tone).toBe(
      'error',
    );
    expect(rowTone({ msg: 'Error: the file ended early', errorFlag: true, status: 'Failed' }).tone).toBe(
      'error',
    );
    expect(
      rowTone({ msg: 'Invalid file: not a bank file', errorFlag: false, status: 'Failed' }).withIssues,
    ).toBe(false);
    expect(rowTone({ msg: 'a.bai2: In Progress', errorFlag: false, status: 'In Progress' }).tone).toBe(
      'progress',
    );
  });

  it('sums up counts, leaving zeros out', () => {
    expect(countParts({ ...counts, imported: 1200, warnings: 1 })).toEqual(['1,200 imported', '1 warning']);
    expect(countParts({ ...counts, updated: 2, unchanged: 3, errors: 2 })).toEqual([
      '2 updated',
      '3 unchanged',
      '2 errors',
    ]);
    expect(countParts(counts)).toEqual([]);
  });

  it('names statuses, uploaders and what may be un-imported', () => {
    expect(statusTone('In Progress')).toBe('info');
    expect(statusTone('Failed')).toBe('error');
    expect(statusTone('Un-imported')).toBe('neutral');
    expect(uploaderLabel('u1', 'Ben Reyes', 'u1')).toBe('You');
    expect(uploaderLabel('u2', 'Dana Ortiz', 'u1')).toBe('Dana Ortiz');
    expect(uploaderLabel('u2', null, 'u1')).toBe('Another user');
    expect(uploaderLabel('', null, 'u1')).toBe('System');
    expect(canUnimport('Completed')).toBe(true);
    expect(canUnimport('Un-imported')).toBe(false);
    expect(canUnimport('Failed')).toBe(false);
  });
});

describe('live progress', () => {
  const started = { status: 'In Progress', msg: 'a.bai2: In Progress' };

  it('takes the furthest progress while running', () => {
    expect(
      liveProgress(started, { status: 'In Progress', progress: 20 }, { status: 'In Progress', progress: 55 }),
    ).toEqual({ status: 'In Progress', msg: 'a.bai2: In Progress', errorFlag: false, progress: 55 });
    expect(liveProgress(started, undefined, undefined).progress).toBe(0);
  });

  it('ends with the first final word, preferring the status call', () => {
    const socket = { status: 'Completed', msg: '2 records imported', errorFlag: true, progress: 100 };
    expect(liveProgress(started, { status: 'In Progress', progress: 40 }, socket)).toEqual({
      status: 'Completed',
      msg: '2 records imported',
      errorFlag: true,
      progress: 100,
    });
    const fromStatus = { status: 'Completed', msg: '2 records imported', errorFlag: false, progress: 100 };
    expect(liveProgress(started, fromStatus, { status: 'In Progress', progress: 90 }).msg).toBe(
      '2 records imported',
    );
  });

  it('shows an immediate answer (already imported) as final', () => {
    expect(liveProgress({ status: 'Failed', msg: 'a.bai2 already imported' }, undefined, undefined)).toEqual({
      status: 'Failed',
      msg: 'a.bai2 already imported',
      errorFlag: false,
      progress: 100,
    });
  });
});

describe('failed files', () => {
  it('link to their page, except a refused second copy', () => {
    expect(
      linksFailurePage({ msg: 'Error: no line of the file could be imported (1 error)', status: 'Failed' }),
    ).toBe(true);
    expect(
      linksFailurePage({ msg: 'Invalid file: this is not a recognised bank file', status: 'Failed' }),
    ).toBe(true);
    expect(linksFailurePage({ msg: 'march.bai2 already imported', status: 'Failed' })).toBe(false);
    expect(linksFailurePage({ msg: '3 records imported', status: 'Completed' })).toBe(false);
  });
});

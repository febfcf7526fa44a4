import type { ReportExport } from '@clearline/contracts';
import { describe, expect, it } from 'vitest';
import { anyRunning, exportStatusView, formatSize, parametersText, withLiveStatus } from './export-status';

const job = (over: Partial<ReportExport>): ReportExport => ({
  id: 'e1',
  reportId: 'bank-rec-statement',
  reportName: 'Bank reconciliation statement',
  format: 'pdf',
  parameters: { account: 'acc-1', month: '2025-03' },
  status: 'queued',
  progress: 0,
  requestedBy: { id: 'u1', name: 'Ben Reyes' },
  sizeBytes: null,
  rows: null,
  fileName: 'statement.pdf',
  createdAt: '2025-03-14T10:00:00.000Z',
  finishedAt: null,
  error: null,
  downloadUrl: null,
  expiredAt: null,
  ...over,
});

describe('export status view', () => {
  it('reads each status as a word, a tone and what may be done', () => {
    expect(exportStatusView(job({ status: 'queued' }))).toEqual({
      label: 'Queued',
      tone: 'neutral',
      progress: null,
      running: true,
      canDownload: false,
      canRetry: false,
    });
    expect(exportStatusView(job({ status: 'running', progress: 42 }))).toMatchObject({
      label: 'Running 42%',
      tone: 'info',
      progress: 42,
      running: true,
    });
    expect(exportStatusView(job({ status: 'running', progress: 140 })).progress).toBe(100);
    expect(
      exportStatusView(job({ status: 'succeeded', expiredAt: '2025-04-13T10:00:00.000Z' })),
    ).toMatchObject({
      label: 'Expired',
      canDownload: false,
      canRetry: false,
    });
    expect(exportStatusView(job({ status: 'succeeded', progress: 100 }))).toMatchObject({
      label: 'Ready',
      tone: 'success',
      progress: null,
      canDownload: true,
      canRetry: false,
    });
    expect(exportStatusView(job({ status: 'failed' }))).toMatchObject({
      label: 'Failed',
      tone: 'error',
      canDownload: false,
      canRetry: true,
    });
  });

  it('tells when the list has an export still going', () => {
    expect(anyRunning([job({ status: 'succeeded' }), job({ status: 'failed' })])).toBe(false);
    expect(anyRunning([job({ status: 'succeeded' }), job({ status: 'running' })])).toBe(true);
    expect(anyRunning([job({ status: 'queued' })])).toBe(true);
  });

  it('writes sizes as people read them', () => {
    expect(formatSize(null)).toBe('—');
    expect(formatSize(812)).toBe('812 B');
    expect(formatSize(14_540)).toBe('14.2 KB');
    expect(formatSize(3_565_158)).toBe('3.4 MB');
    expect(formatSize(250 * 1024 * 1024)).toBe('250 MB');
  });

  it('moves a listed export forward with pushed progress, never back', () => {
    const event = (status: ReportExport['status'], progress: number, exportId = 'e1') => ({
      exportId,
      reportName: 'x',
      area: 'bankRec' as const,
      status,
      progress,
      rows: 10,
    });
    const running = job({ status: 'running', progress: 20 });
    expect(withLiveStatus(running, event('running', 60))).toMatchObject({ status: 'running', progress: 60 });
    expect(withLiveStatus(running, event('running', 10))).toBe(running);
    expect(withLiveStatus(running, event('running', 60, 'other'))).toBe(running);
    expect(withLiveStatus(running, undefined)).toBe(running);
    const done = job({ status: 'succeeded', progress: 100 });
    expect(withLiveStatus(done, event('running', 90))).toBe(done);
    expect(withLiveStatus(job({ status: 'queued' }), event('running', 5)).status).toBe('running');
  });

  it('writes the parameters as one line, labelled and read as the catalogue declares them', () => {
    const specs = [
      { name: 'account', label: 'Bank account', kind: 'account' as const },
      { name: 'month', label: 'Month', kind: 'month' as const },
      { name: 'asOf', label: 'As of', kind: 'date' as const },
      {
        name: 'status',
        label: 'Employers',
        kind: 'select' as const,
        options: [{ value: 'short', label: 'Short only' }],
      },
    ];
    const names = new Map([['4410029381', 'Operating']]);
    expect(
      parametersText(
        { account: '4410029381', month: '2025-10', customer: '', asOf: '2025-03-07' },
        specs,
        names,
      ),
    ).toBe('Bank account: Operating · Month: October 2025 · As of: 03/07/2025');
    expect(parametersText({ status: 'short' }, specs)).toBe('Employers: Short only');
    expect(parametersText({ legacy: 'x', account: 'gone' }, specs, names)).toBe(
      'Bank account: gone · legacy: x',
    );
  });
});

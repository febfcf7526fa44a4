import { describe, expect, it } from 'vitest';
import { exportFileName } from './file-name';

const at = '2026-12-04T09:30:00.000Z';

describe('export file names', () => {
  it('name the report, its account and its month', () => {
    expect(
      exportFileName({
        reportName: 'Bank reconciliation statement',
        parameters: { accountId: '4410029381', month: '2026-11' },
        format: 'pdf',
        requestedAt: at,
      }),
    ).toBe('bank-reconciliation-statement-4410029381-2026-11.pdf');
  });

  it('name a period, an as-of date, or else the day the export was asked for', () => {
    const name = (parameters: Record<string, string>, format = 'csv') =>
      exportFileName({ reportName: 'Matched detail', parameters, format, requestedAt: at });
    expect(name({ from: '2026-11-01', to: '2026-11-15' })).toBe(
      'matched-detail-2026-11-01-to-2026-11-15.csv',
    );
    expect(name({ from: '2026-11-15', to: '2026-11-15' }, 'xlsx')).toBe('matched-detail-2026-11-15.xlsx');
    expect(name({ asOf: '2026-11-30', side: 'bank' })).toBe('matched-detail-2026-11-30.csv');
    expect(name({ status: 'open' })).toBe('matched-detail-2026-12-04.csv');
  });

  it('keeps the .pgp of an encrypted export', () => {
    expect(
      exportFileName({
        reportName: 'Unmatched items',
        parameters: { accountId: '4410029399', asOf: '2026-11-30' },
        format: 'csv',
        requestedAt: at,
        encrypted: true,
      }),
    ).toBe('unmatched-items-4410029399-2026-11-30.csv.pgp');
  });

  it('is safe on any file system and in a header, whatever a parameter holds', () => {
    const name = exportFileName({
      reportName: 'Ünmatched / "items"',
      parameters: { accountId: '../../etc/passwd"; x=\r\n', month: '2026-11' },
      format: 'pdf',
      requestedAt: at,
    });
    expect(name).toMatch(/^[A-Za-z0-9][A-Za-z0-9.-]*\.pdf$/);
    expect(name).not.toContain('..');
    expect(name).toContain('2026-11');
  });
});

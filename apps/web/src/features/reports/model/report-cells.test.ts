import { describe, expect, it } from 'vitest';
import { cellText, isNumericColumn, totalsOf } from './report-cells';

describe('report cells', () => {
  it('reads each column type the way the rest of the app shows it', () => {
    expect(cellText('money', '-1234.5')).toBe('-1,234.50');
    expect(cellText('money', 1250)).toBe('1,250.00');
    expect(cellText('date', '2025-03-07')).toBe('03/07/2025');
    expect(cellText('datetime', '2025-03-07T14:05:00.000Z', 'UTC')).toBe('03/07/2025 02:05 PM UTC');
    expect(cellText('integer', 12000)).toBe('12,000');
    expect(cellText('text', 'Operating')).toBe('Operating');
    expect(cellText('money', null)).toBe('');
    expect(cellText('text', undefined)).toBe('');
    expect(isNumericColumn('money')).toBe(true);
    expect(isNumericColumn('date')).toBe(false);
  });

  it('lists the totals of the summed columns in column order', () => {
    const columns = [
      { key: 'date', label: 'Date', type: 'date' as const, total: false },
      { key: 'amount', label: 'Amount', type: 'money' as const, total: true },
      { key: 'count', label: 'Lines', type: 'integer' as const, total: true },
      { key: 'fee', label: 'Fee', type: 'money' as const, total: true },
    ];
    expect(totalsOf(columns, { count: 3, amount: '-20.00' })).toEqual([
      { key: 'amount', label: 'Amount', type: 'money', value: '-20.00' },
      { key: 'count', label: 'Lines', type: 'integer', value: 3 },
    ]);
  });
});

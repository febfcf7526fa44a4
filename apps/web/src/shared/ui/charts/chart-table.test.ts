import { describe, expect, it } from 'vitest';
import { chartCsvFileName, chartTableToCsv } from './chart-table';

describe('chartTableToCsv', () => {
  it('writes a header and one line per row, quoting fields with commas and quotes', () => {
    const csv = chartTableToCsv({
      columns: [
        { key: 'month', label: 'Month' },
        { key: 'amount', label: 'Amount, USD', numeric: true },
      ],
      rows: [
        { month: '2026-10', amount: '1234.50' },
        { month: 'Say "hi"', amount: null },
      ],
    });
    expect(csv).toBe('\uFEFFMonth,"Amount, USD"\r\n2026-10,1234.50\r\n"Say ""hi""",\r\n');
  });
});

describe('chartCsvFileName', () => {
  it('turns a title into a lower-case file name', () => {
    expect(chartCsvFileName('Open items by age (USD)')).toBe('open-items-by-age-usd.csv');
    expect(chartCsvFileName('!!!')).toBe('chart.csv');
  });
});

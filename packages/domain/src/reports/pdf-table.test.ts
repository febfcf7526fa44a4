import { describe, expect, it } from 'vitest';
import { type ColumnSample, planTable, printedText } from './pdf-table';

/** 5 points a character, 6 in bold: enough to reason about widths by counting. */
const measure = (text: string, bold: boolean) => text.length * (bold ? 6 : 5);
const LIMITS = { portrait: 540, landscape: 720, padding: 5 };
const money = (label: string, ...cents: number[]): ColumnSample => ({
  label,
  type: 'money',
  values: cents.map((c) => printedText(c, 'money')),
});
const text = (label: string, ...values: string[]): ColumnSample => ({ label, type: 'text', values });
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe('printed values', () => {
  it('groups thousands of amounts and spells instants out', () => {
    expect(printedText(145_360_000, 'money')).toBe('1,453,600.00');
    expect(printedText(-60_957_912, 'money')).toBe('-609,579.12');
    expect(printedText(5, 'money')).toBe('0.05');
    expect(printedText('2026-01-31T10:00:00.000Z', 'datetime')).toBe('2026-01-31 10:00:00 UTC');
    expect(printedText(null, 'date')).toBe('');
  });
});

describe('the printed table', () => {
  it('stays portrait when amounts, dates and ids fit whole and the text has room', () => {
    const plan = planTable(
      [
        { label: 'Date', type: 'date', values: ['2024-11-30'] },
        text('Reference', 'CHK-1001'),
        text('Description', 'Payroll run for the week'),
        money('Amount', 145_300_000),
      ],
      measure,
      LIMITS,
    );
    expect(plan.landscape).toBe(false);
    expect(plan.whole).toEqual([true, true, false, true]);
    expect(plan.scale).toBe(1);
    expect(sum(plan.widths)).toBeCloseTo(540);
  });

  it('gives an amount column at least its widest value, its total and a ten-million amount', () => {
    const plan = planTable([text('Name', 'A'), money('Total', 100)], measure, LIMITS);
    const floor = measure(printedText(-999_999_999, 'money'), false) + LIMITS.padding;
    expect(plan.widths[1]).toBeGreaterThanOrEqual(floor);
    const big = planTable(
      [text('Name', 'A'), { ...money('Total', 100), total: printedText(90_000_000_000_00, 'money') }],
      measure,
      LIMITS,
    );
    expect(big.widths[1]).toBeGreaterThanOrEqual(
      measure(printedText(90_000_000_000_00, 'money'), true) + LIMITS.padding,
    );
  });

  it('turns to landscape when portrait is too narrow, keeping every whole column whole', () => {
    // The outstanding liabilities report: 13 columns, six of them amounts.
    const samples: ColumnSample[] = [
      text('Customer', 'CUST-0001'),
      text('Name', 'Acme Payroll Services Incorporated'),
      text('Tax type', 'Federal'),
      text('Quarter', 'Q1-2026'),
      { label: 'Items', type: 'integer', values: ['3'] },
      ...['0-30', '31-60', '61-90', '91-180', '180+', 'Total'].map((l) => money(l, 145_300_000, -60_957_912)),
      { label: 'Oldest', type: 'date', values: ['2024-11-30'] },
      text('Reconciling types', 'Payroll tax, Refund pending'),
    ];
    const plan = planTable(samples, measure, LIMITS);
    expect(plan.landscape).toBe(true);
    expect(sum(plan.widths)).toBeCloseTo(720);
    samples.forEach((s, i) => {
      if (!plan.whole[i]) return;
      const widest = Math.max(...s.values.map((v) => measure(v, false)));
      expect(plan.widths[i]).toBeGreaterThanOrEqual(widest * plan.scale + LIMITS.padding);
    });
  });

  it('narrows text below its longest word, then shrinks the font, before a whole value would wrap', () => {
    const amounts = Array.from({ length: 12 }, (_, i) => money(`Amount ${i}`, 145_300_000));
    const plan = planTable([text('Memo', 'a very long free text memo'), ...amounts], measure, LIMITS);
    expect(plan.landscape).toBe(true);
    expect(plan.scale).toBeLessThan(1);
    expect(plan.scale).toBeGreaterThanOrEqual(0.75);
    const widest = measure(printedText(-999_999_999, 'money'), false);
    for (const w of plan.widths.slice(1))
      expect(w).toBeGreaterThanOrEqual(widest * plan.scale + LIMITS.padding - 1e-9);
    expect(sum(plan.widths)).toBeLessThanOrEqual(720 + 1e-9);
  });

  it('lays out a single-word column wider than an id allows as text, so it wraps', () => {
    const plan = planTable([text('Token', 'x'.repeat(60)), money('Amount', 1)], measure, LIMITS);
    expect(plan.whole).toEqual([false, true]);
  });

  it('plans from the header and type alone when no row is known yet', () => {
    const plan = planTable(
      [text('Description'), { label: 'Date', type: 'date', values: [] }],
      measure,
      LIMITS,
    );
    expect(plan.landscape).toBe(false);
    expect(plan.whole).toEqual([false, true]);
    expect(plan.widths[1]).toBeGreaterThanOrEqual(measure('2088-08-28', false) + LIMITS.padding);
  });
});

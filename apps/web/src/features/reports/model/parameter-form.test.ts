import { describe, expect, it } from 'vitest';
import {
  hasErrors,
  initialValues,
  isCalendarDate,
  type ParameterSpec,
  requestParameters,
  serverFieldErrors,
  validateValues,
} from './parameter-form';

const NOW = new Date(2025, 2, 14, 10, 30); // 14 March 2025, the browser's zone

const STATEMENT: ParameterSpec[] = [
  { name: 'account', label: 'Bank account', kind: 'account', required: true },
  { name: 'month', label: 'Month', kind: 'month', required: true },
];
const DETAIL: ParameterSpec[] = [
  { name: 'from', label: 'From', kind: 'date', required: true },
  { name: 'to', label: 'To', kind: 'date', required: true },
  { name: 'customer', label: 'Customer', kind: 'party', required: false },
  {
    name: 'side',
    label: 'Side',
    kind: 'select',
    required: true,
    options: [
      { value: 'both', label: 'Bank and book' },
      { value: 'bank', label: 'Bank' },
    ],
  },
];

describe('report parameter form', () => {
  it('starts a required month at this month, a required period at this month so far, the only account, the first choice', () => {
    expect(initialValues(STATEMENT, NOW)).toEqual({ account: '', month: '2025-03' });
    expect(initialValues(STATEMENT, NOW, {}, ['acc-1'])).toEqual({ account: 'acc-1', month: '2025-03' });
    expect(initialValues(STATEMENT, NOW, {}, ['acc-1', 'acc-2']).account).toBe('');
    expect(initialValues(DETAIL, NOW)).toEqual({
      from: '2025-03-01',
      to: '2025-03-14',
      customer: '',
      side: 'both',
    });
    expect(initialValues([{ name: 'asOf', label: 'As of', kind: 'date', required: true }], NOW)).toEqual({
      asOf: '2025-03-14',
    });
  });

  it("leaves optional months and dates to the server's calendar", () => {
    const optional: ParameterSpec[] = [
      { name: 'month', label: 'Month', kind: 'month', required: false },
      { name: 'asOf', label: 'As of', kind: 'date', required: false },
      {
        name: 'side',
        label: 'Side',
        kind: 'select',
        required: false,
        options: [{ value: 'bank', label: 'Bank' }],
      },
    ];
    expect(initialValues(optional, NOW)).toEqual({ month: '', asOf: '', side: '' });
  });

  it('keeps values already chosen for the parameters the report has', () => {
    expect(initialValues(STATEMENT, NOW, { month: '2024-11', customer: 'C1' })).toEqual({
      account: '',
      month: '2024-11',
    });
  });

  it('asks for what is required, by the field', () => {
    const errors = validateValues(STATEMENT, { account: '', month: '' }, NOW);
    expect(errors).toEqual({ account: 'Choose a bank account', month: 'Choose a month' });
    expect(hasErrors(errors)).toBe(true);
    expect(validateValues(STATEMENT, { account: 'acc-1', month: '2025-02' }, NOW)).toEqual({});
    const party: ParameterSpec = { name: 'employer', label: 'Employer', kind: 'party', required: true };
    expect(validateValues([party], { employer: ' ' }, NOW)).toEqual({ employer: 'Choose an employer' });
  });

  it('refuses a period in the future, a date that does not exist and a period that ends before it starts', () => {
    expect(validateValues(STATEMENT, { account: 'a', month: '2025-04' }, NOW).month).toBe(
      'The month cannot be in the future',
    );
    expect(validateValues(STATEMENT, { account: 'a', month: '2025-3' }, NOW).month).toBe(
      'Enter a month as YYYY-MM',
    );
    const period = (from: string, to: string) =>
      validateValues(DETAIL, { from, to, customer: '', side: 'bank' }, NOW);
    expect(period('2025-02-30', '2025-03-01').from).toBe('Enter a date that exists');
    expect(period('2025-03-01', '2025-03-15').to).toBe('The date cannot be in the future');
    expect(period('2025-03-10', '2025-03-01').to).toBe('The period ends before it starts');
    expect(period('2025-03-01', '2025-03-01')).toEqual({});
    expect(validateValues(DETAIL, { from: '2025-03-01', to: '2025-03-02', side: 'x' }, NOW).side).toBe(
      'Choose one of the list',
    );
  });

  it('knows the calendar, years 1900 to 2100', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate('1899-12-31')).toBe(false);
    expect(isCalendarDate('2100-12-31')).toBe(true);
  });

  it('sends the given values trimmed and leaves empty ones out', () => {
    expect(
      requestParameters(DETAIL, {
        from: '2025-03-01',
        to: ' 2025-03-02 ',
        customer: '',
        side: 'bank',
        x: 'y',
      }),
    ).toEqual({ from: '2025-03-01', to: '2025-03-02', side: 'bank' });
  });

  it("puts the server's refusals by their fields", () => {
    expect(
      serverFieldErrors([
        { path: 'parameters.month', message: 'must not be in the future' },
        { path: 'reportId', message: 'Required' },
      ]),
    ).toEqual({ month: 'Must not be in the future' });
  });
});

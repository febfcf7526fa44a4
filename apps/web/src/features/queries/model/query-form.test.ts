import { QuerySpec } from '@clearline/contracts';
import { describe, expect, it } from 'vitest';
import { emptyForm, formErrors, formOf, nextSort, specOf, withSubject } from './query-form';

describe('the query form', () => {
  it('sends only the filters of its subject that are set, trimmed', () => {
    const form = {
      ...emptyForm('bankRec'),
      filters: { party: ' ACME-01 ', code: '', rule: 'x', text: 'fee' },
    };
    expect(specOf(form)).toEqual({
      subject: 'ledger',
      area: 'bankRec',
      filters: { party: 'ACME-01', text: 'fee' },
      sort: { key: 'date', dir: 'desc' },
    });
    expect(QuerySpec.safeParse(specOf(form)).success).toBe(true);
  });

  it('keeps what a new subject shares, and drops a status or sort it does not have', () => {
    const form = { ...emptyForm('ewa'), filters: { accountId: 'A1', party: 'E1', status: 'void' } };
    const bank = withSubject({ ...form, sort: { key: 'party', dir: 'asc' } }, 'bank');
    expect(bank.filters).toEqual({ accountId: 'A1' });
    expect(bank.sort).toEqual({ key: 'date', dir: 'desc' });
    const matches = withSubject(form, 'matches');
    expect(matches.filters).toEqual({ accountId: 'A1', party: 'E1', status: 'void' });
    expect(matches.sort.key).toBe('matchedAt');
  });

  it('reads a saved query back', () => {
    const spec = QuerySpec.parse({ subject: 'matches', area: 'bankRec', filters: { origin: 'auto' } });
    expect(specOf(formOf(spec))).toEqual({ ...spec, filters: { origin: 'auto' } });
  });

  it('says what the server would refuse, by the field', () => {
    const errors = (filters: Record<string, string>) => formErrors({ ...emptyForm('bankRec'), filters });
    expect(errors({ amountMin: '12.345' })).toEqual({ amountMin: 'An amount such as 1250.00 or -75.5' });
    expect(errors({ amountMin: '10', amountMax: '9.99' })).toEqual({ amountMax: 'Not below the minimum' });
    expect(errors({ dateFrom: '2026-02-30' })).toEqual({ dateFrom: 'A real date' });
    expect(errors({ dateFrom: '2026-02-02', dateTo: '2026-02-01' })).toEqual({
      dateTo: 'Not before the start',
    });
    expect(errors({ amountMin: '-10', amountMax: '-9.99', dateFrom: '2026-01-01' })).toEqual({});
  });

  it('flips the direction of the sorted column and sorts another descending first', () => {
    const form = emptyForm('bankRec');
    expect(nextSort(form, 'date')).toEqual({ key: 'date', dir: 'asc' });
    expect(nextSort(form, 'amount')).toEqual({ key: 'amount', dir: 'desc' });
  });
});

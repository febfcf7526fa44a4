import { DEFAULT_SETTLEMENT_PROFILE, resolveSettlementProfile } from '@clearline/domain/statements';
import { describe, expect, it } from 'vitest';
import { formOfProfile, profileOfForm, settlementFormErrors } from './settlement-form';

describe('settlement profile form', () => {
  it('shows the default profile: header names, spellings as lists, positive amounts', () => {
    const form = formOfProfile(DEFAULT_SETTLEMENT_PROFILE);
    expect(form.columns).toEqual({
      date: 'date',
      employer: 'employer',
      worker: 'worker',
      amount: 'amount',
      type: 'type',
    });
    expect(form.typeValues.advance).toBe('advance, adv');
    expect(form.amountSign).toBe('unsigned');
    expect(settlementFormErrors(form)).toEqual({});
  });

  it('shows column places counted from 1 and saves them counted from 0', () => {
    const profile = resolveSettlementProfile({
      hasHeader: false,
      columns: { date: 0, employer: 1, worker: 2, amount: 4, type: 3 },
    });
    const form = formOfProfile(profile);
    expect(form.columns.amount).toBe('5');
    expect(profileOfForm(form).columns).toEqual({ date: 0, employer: 1, worker: 2, amount: 4, type: 3 });
  });

  it('saves the spellings trimmed, lower-cased and without blanks', () => {
    const form = formOfProfile(DEFAULT_SETTLEMENT_PROFILE);
    form.typeValues.fee = ' Fee, SVC CHG ,, ';
    expect(profileOfForm(form).typeValues?.fee).toEqual(['fee', 'svc chg']);
  });

  it('refuses an empty column, a header name without a header line, and a spelling of two types', () => {
    const form = formOfProfile(DEFAULT_SETTLEMENT_PROFILE);
    form.columns.worker = ' ';
    form.typeValues.fee = 'adv';
    expect(settlementFormErrors(form)).toEqual({
      'columns.worker': 'Name the column or give its place (1, 2, …).',
      'typeValues.fee': '“adv” already means advance.',
    });
    expect(
      settlementFormErrors({ ...formOfProfile(DEFAULT_SETTLEMENT_PROFILE), hasHeader: false }),
    ).toHaveProperty('columns.date');
  });
});

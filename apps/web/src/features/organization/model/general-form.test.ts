import { describe, expect, it } from 'vitest';
import { draftOf, type GeneralDraft, generalErrors, generalOf, patternImpact } from './general-form';

const saved = {
  name: 'Demo Payroll Bureau',
  features: { bankRec: 'on', ewa: 'off' },
  allowDelete: true,
  customerIdPattern: '^[A-Z0-9]+$',
  idle: { idleLogOut: 10, remainingTime: 2 },
  mfaRequired: false,
} as const;
const draft = (change: Partial<GeneralDraft> = {}): GeneralDraft => ({ ...draftOf(saved), ...change });
const idle = (idleLogOut: string, remainingTime: string) => draft({ idle: { idleLogOut, remainingTime } });

describe('the General form', () => {
  it('accepts the saved settings and sends them back as numbers', () => {
    expect(generalErrors(draft())).toEqual({});
    expect(generalOf(draft({ name: '  East  ' }))).toEqual({ ...saved, name: 'East' });
  });

  it('words each rule for the field it concerns', () => {
    expect(generalErrors(draft({ name: ' ' }))).toEqual({ name: 'A name is required' });
    expect(generalErrors(draft({ customerIdPattern: '[A-Z' }))).toEqual({
      customerIdPattern: 'This is not a valid regular expression',
    });
    expect(generalErrors(idle('', '2')).idleLogOut).toBe('Whole minutes from 1 to 1440');
    expect(generalErrors(idle('2.5', '1')).idleLogOut).toBe('Whole minutes from 1 to 1440');
    expect(generalErrors(idle('5', '5')).remainingTime).toBe('The warning must start before the sign-out');
    expect(generalErrors(idle('90', '61')).remainingTime).toBe('Minutes from 0 to 60');
    expect(generalErrors(idle('3', '0.5'))).toEqual({});
  });

  it('says how many existing ids a pattern leaves out, with a few of them', () => {
    expect(patternImpact({ total: 0, nonMatching: 0, examples: [] })).toBe(
      'No customer or employer ids yet.',
    );
    expect(patternImpact({ total: 60, nonMatching: 0, examples: [] })).toBe(
      'All 60 existing customer and employer ids match.',
    );
    expect(patternImpact({ total: 60, nonMatching: 7, examples: ['B&J-01', 'Z1'] })).toBe(
      '7 of 60 existing ids would not match (B&J-01, Z1, …). They stay as they are; only new ids must match.',
    );
  });
});

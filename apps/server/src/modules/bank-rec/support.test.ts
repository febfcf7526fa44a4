import { describe, expect, it } from 'vitest';
import { amountFieldError, apiAmountCents } from './support';

describe('apiAmountCents', () => {
  it('rounds a third decimal half away from zero by default (bank-rec, spec-era clients)', () => {
    expect(apiAmountCents('10.125')).toBe(1013);
    expect(apiAmountCents(-1.005)).toBe(-101);
    expect(apiAmountCents('12')).toBe(1200);
  });

  it('refuses more than 2 decimals when exact (employer funds), keeps trailing zeros', () => {
    expect(apiAmountCents('10.125', true)).toBeNull();
    expect(apiAmountCents(1.005, true)).toBeNull();
    expect(apiAmountCents('10.100', true)).toBe(1010);
    expect(apiAmountCents(' 7.5 ', true)).toBe(750);
    expect(apiAmountCents(undefined, true)).toBeNull();
  });

  it("names a size error apart from the spec's decimals message", () => {
    expect(amountFieldError('1e400').code).toBe('invalid');
    expect(amountFieldError(1e16).code).toBe('tooLarge');
    expect(amountFieldError('10.123').message).toBe('Only two digits after decimal Point!');
  });
});

import { describe, expect, it } from 'vitest';
import { dollars, monthlyPriceCents, PLANS } from './plans';

describe('pricing plans', () => {
  it('charges ten months for a year, shown per month, in whole cents', () => {
    const bureau = PLANS.find((p) => p.id === 'bureau');
    expect(bureau).toBeDefined();
    if (!bureau) return;
    expect(monthlyPriceCents(bureau, false)).toBe(9900);
    expect(monthlyPriceCents(bureau, true)).toBe(8250);
    expect(dollars(monthlyPriceCents(PLANS[0] as (typeof PLANS)[number], true))).toBe('$24.17');
  });

  it('formats cents without floating point', () => {
    expect(dollars(5)).toBe('$0.05');
    expect(dollars(29900)).toBe('$299.00');
  });
});

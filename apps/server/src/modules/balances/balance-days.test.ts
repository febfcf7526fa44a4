import { describe, expect, it } from 'vitest';
import { accountDays } from './balance-days';
import type { BalancePoint } from './balances.repository';

const point = (
  p: Partial<BalancePoint> & Pick<BalancePoint, 'kind' | 'amount_minor' | 'source'>,
): BalancePoint => ({
  account_id: 'A',
  date: '2026-10-01',
  currency: 'USD',
  ...p,
});

describe('accountDays', () => {
  it('shows a balance file over the statement for the same day and kind, and checks the day with it', () => {
    const days = accountDays(
      [
        point({ kind: 'opening', amount_minor: '1000', source: 'statement' }),
        point({ kind: 'closing', amount_minor: '1500', source: 'statement' }),
        point({ kind: 'closing', amount_minor: '1600', source: 'file' }),
        point({ kind: 'available', amount_minor: '1400', source: 'agent' }),
      ],
      [{ account_id: 'A', date: '2026-10-01', n: 3, total: '500' }],
    ).get('A');
    expect(days).toHaveLength(1);
    expect(days?.[0]).toMatchObject({
      opening: 1000,
      closing: 1600,
      available: 1400,
      lineCount: 3,
      difference: 100,
      sources: { opening: 'statement', closing: 'file', available: 'agent' },
    });
  });

  it('keeps accounts apart and a day without lines sums to zero', () => {
    const days = accountDays(
      [
        point({ kind: 'closing', amount_minor: '10', source: 'statement' }),
        point({ account_id: 'B', kind: 'opening', amount_minor: '7', source: 'file' }),
        point({ account_id: 'B', kind: 'closing', amount_minor: '7', source: 'file' }),
      ],
      [{ account_id: 'A', date: '2026-10-01', n: 1, total: '10' }],
    );
    expect(days.get('B')?.[0]).toMatchObject({ lineCount: 0, linesTotal: 0, difference: 0 });
    expect(days.get('A')?.[0]).toMatchObject({ lineCount: 1, difference: null });
  });
});

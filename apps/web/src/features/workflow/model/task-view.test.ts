import { describe, expect, it } from 'vitest';
import { monthEnd, rematchHref, statementHref } from './task-view';

describe('task links', () => {
  const task = { area: 'bankRec' as const, accountId: '4410029399', period: '2024-02' };
  it('opens Re-match on the account up to the month’s end', () => {
    expect(monthEnd('2024-02')).toBe('2024-02-29');
    expect(rematchHref(task)).toBe('/app/bankRec/RematchTrans?account=4410029399&to=2024-02-29');
  });
  it('opens the reconciliation statement with the account and month filled', () => {
    expect(statementHref({ ...task, area: 'ewa' })).toBe(
      '/app/ewa/Reports?report=reconciliation-statement&accountId=4410029399&month=2024-02',
    );
  });
});

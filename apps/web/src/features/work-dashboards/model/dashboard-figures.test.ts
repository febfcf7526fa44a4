import { describe, expect, it } from 'vitest';
import { agingTable, dayLabel, weekTable } from './dashboard-figures';

describe('dashboard chart figures', () => {
  it('labels a day with its weekday', () => {
    expect(dayLabel('2026-11-25')).toBe('Wed 11/25');
  });

  it('gives the aging chart a row per bucket, and none when nothing is open', () => {
    const aging = [
      { bucket: '0-30', count: 2, amount: '10.00' },
      { bucket: '31-60', count: 0, amount: '0.00' },
    ];
    expect(agingTable(aging).rows).toEqual([
      { bucket: '0-30', items: 2, amount: '10.00' },
      { bucket: '31-60', items: 0, amount: '0.00' },
    ]);
    expect(agingTable(aging.map((a) => ({ ...a, count: 0 }))).rows).toEqual([]);
  });

  it('gives the week chart its seven days unless the week is empty', () => {
    const week = [
      { date: '2026-11-24', byHand: 0, automatic: 0 },
      { date: '2026-11-25', byHand: 1, automatic: 40 },
    ];
    expect(weekTable(week).rows).toHaveLength(2);
    expect(weekTable(week.map((d) => ({ ...d, byHand: 0, automatic: 0 }))).rows).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { type ChainHistory, chainBreaks } from './chain';

const none: ChainHistory = { start: null, before: null, after: null, existing: [] };
const day = (date: string, opening: number | null, closing: number | null) => ({ date, opening, closing });

describe('the balance chain of a statement file', () => {
  it('accepts a file that follows the history and chains its own days', () => {
    const history = { ...none, start: '2026-01-02', before: day('2026-03-02', 500_00, 1_000_00) };
    expect(
      chainBreaks(
        'A',
        [day('2026-03-04', 1_200_00, 1_300_00), day('2026-03-03', 1_000_00, 1_200_00)],
        history,
      ),
    ).toEqual([]);
  });

  it('names the first day whose opening is not the previous closing, with the difference in cents', () => {
    const history = { ...none, start: '2026-01-02', before: day('2026-03-02', 0, 1_000_00) };
    expect(
      chainBreaks('A', [day('2026-03-03', 1_000_01, 1_100_00), day('2026-03-04', 1_100_00, 900_00)], history),
    ).toEqual([
      {
        accountId: 'A',
        date: '2026-03-03',
        kind: 'opening',
        expected: 1_000_00,
        reported: 1_000_01,
        difference: 1,
      },
    ]);
    expect(
      chainBreaks('A', [day('2026-03-03', 1_000_00, 1_100_00), day('2026-03-04', 1_000_00, 900_00)], history),
    ).toEqual([
      {
        accountId: 'A',
        date: '2026-03-04',
        kind: 'opening',
        expected: 1_100_00,
        reported: 1_000_00,
        difference: -100_00,
      },
    ]);
  });

  it('checks the next day already imported against the file’s last closing', () => {
    const history = { ...none, start: '2026-01-02', after: day('2026-03-10', 2_000_00, 2_100_00) };
    expect(chainBreaks('A', [day('2026-03-09', 1_000_00, 1_900_00)], history)).toEqual([
      {
        accountId: 'A',
        date: '2026-03-10',
        kind: 'closing',
        expected: 1_900_00,
        reported: 2_000_00,
        difference: 100_00,
      },
    ]);
  });

  it('takes a re-import of the same days, and holds a day imported before with other balances', () => {
    const existing = [day('2026-03-03', 1_000_00, 1_100_00)];
    const history = { ...none, start: '2026-01-02', existing };
    expect(chainBreaks('A', [day('2026-03-03', 1_000_00, 1_100_00)], history)).toEqual([]);
    expect(chainBreaks('A', [day('2026-03-03', 1_000_00, 1_150_00)], history)).toEqual([
      {
        accountId: 'A',
        date: '2026-03-03',
        kind: 'overlap',
        expected: 1_100_00,
        reported: 1_150_00,
        difference: 50_00,
      },
    ]);
  });

  it('holds every day before the account’s first statement, whatever its balances', () => {
    const history = { ...none, start: '2024-12-02' };
    expect(
      chainBreaks('A', [day('2024-06-03', 100_00, 115_00), day('2024-06-04', 115_00, 112_50)], history),
    ).toEqual([
      {
        accountId: 'A',
        date: '2024-06-03',
        kind: 'before-start',
        expected: null,
        reported: 115_00,
        difference: null,
      },
      {
        accountId: 'A',
        date: '2024-06-04',
        kind: 'before-start',
        expected: null,
        reported: 112_50,
        difference: null,
      },
    ]);
  });

  it('has nothing to check for an account’s first file or a day the bank gave no opening', () => {
    expect(chainBreaks('A', [day('2026-03-03', 5_00, 7_00)], none)).toEqual([]);
    const history = { ...none, start: '2026-01-02', before: day('2026-03-02', 0, 1_000_00) };
    expect(chainBreaks('A', [day('2026-03-03', null, 7_00)], history)).toEqual([]);
  });
});

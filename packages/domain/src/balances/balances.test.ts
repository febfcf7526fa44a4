import { describe, expect, it } from 'vitest';
import { balanceFlags, checkBalanceDays } from './check';
import { parseBalanceCsv } from './parser';
import { balanceProfileProblems, resolveBalanceProfile } from './profile';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('checkBalanceDays', () => {
  it('flags a closing that is not opening plus the day’s lines, with the difference', () => {
    const days = checkBalanceDays([
      { date: '2026-10-02', opening: null, closing: 1500, linesTotal: 400 },
      { date: '2026-10-01', opening: 1000, closing: 1100, linesTotal: 100 },
    ]);
    expect(days.map((d) => d.date)).toEqual(['2026-10-01', '2026-10-02']);
    expect(days[0]?.difference).toBe(0);
    // The second day has no opening: it takes the first day's closing (1100 + 400 = 1500).
    expect(days[1]?.openingUsed).toBe(1100);
    expect(days[1]?.difference).toBe(0);
  });

  it('reports the amount by which a day disagrees and counts it', () => {
    const days = checkBalanceDays([
      { date: '2026-10-01', opening: 1000, closing: 1250, linesTotal: 200 },
      { date: '2026-10-02', opening: 1250, closing: null, linesTotal: 10 },
    ]);
    expect(days[0]?.difference).toBe(50);
    expect(days[1]?.difference).toBeNull();
    expect(balanceFlags(days)).toEqual({ days: 1, differenceMinor: 50 });
  });

  it('cannot check a day without any opening', () => {
    const [day] = checkBalanceDays([{ date: '2026-10-01', opening: null, closing: 5, linesTotal: 5 }]);
    expect(day?.expectedClosing).toBeNull();
    expect(day?.difference).toBeNull();
  });
});

describe('parseBalanceCsv', () => {
  it('reads the default layout into minor units', () => {
    const { lines, issues } = parseBalanceCsv(
      bytes('account,date,opening,closing,available\r\n4410029399,2026-10-01,"1,000.00",1100.50,\r\n'),
      resolveBalanceProfile(),
    );
    expect(issues).toEqual([]);
    expect(lines).toEqual([
      {
        line: 2,
        accountNumber: '4410029399',
        date: '2026-10-01',
        currency: 'USD',
        amounts: { opening: 100000, closing: 110050 },
      },
    ]);
  });

  it('reads a saved profile: other headers, US dates, decimal comma, semicolons', () => {
    const profile = resolveBalanceProfile({
      delimiter: ';',
      dateFormat: 'MM/DD/YYYY',
      decimalSeparator: ',',
      columns: { account: 'Acct', date: 'As of', closing: 'Ledger Bal', available: 'Avail Bal' },
    });
    const { lines, issues } = parseBalanceCsv(
      bytes('Acct;As of;Ledger Bal;Avail Bal\n77;10/31/2026;12,5;10\n'),
      profile,
    );
    expect(issues).toEqual([]);
    expect(lines[0]).toMatchObject({ date: '2026-10-31', amounts: { closing: 1250, available: 1000 } });
  });

  it('numbers the lines it refuses and names a missing header column', () => {
    const bad = parseBalanceCsv(
      bytes('account,date,closing\n1,2026-13-01,5\n2,2026-10-01,abc\n3,2026-10-01,\n'),
      resolveBalanceProfile({ columns: { closing: 'closing' } }),
    );
    expect(bad.lines).toEqual([]);
    expect(bad.issues.map((i) => i.line)).toEqual([2, 3, 4]);
    const header = parseBalanceCsv(bytes('acct,day,closing\n1,2026-10-01,5\n'), resolveBalanceProfile());
    expect(header.issues[0]?.message).toContain("account ('account')");
  });

  it('checks a profile for a usable date format and at least one balance column', () => {
    expect(balanceProfileProblems({ dateFormat: 'nonsense' }).map((p) => p.path)).toContain('dateFormat');
    expect(balanceProfileProblems({ columns: { account: 'a', date: 'd' } }).map((p) => p.path)).toEqual([
      'columns',
    ]);
    expect(balanceProfileProblems({})).toEqual([]);
  });
});

describe('a header with some of the balance columns', () => {
  it('reads the ones it has and refuses a header with none', () => {
    const some = parseBalanceCsv(bytes('account,date,closing\n7,2026-10-01,5\n'), resolveBalanceProfile());
    expect(some.issues).toEqual([]);
    expect(some.lines[0]?.amounts).toEqual({ closing: 500 });
    const none = parseBalanceCsv(bytes('account,date,other\n7,2026-10-01,5\n'), resolveBalanceProfile());
    expect(none.issues[0]?.message).toContain('a balance column');
  });
});

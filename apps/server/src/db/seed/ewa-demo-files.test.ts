import { fundsCoverage, seededRandom } from '@clearline/domain';
import { parseBai2 } from '@clearline/domain/statements';
import { describe, expect, it } from 'vitest';
import { demoEmployers, EWA_FUNDING_ACCOUNT, EWA_SETTLEMENT_ACCOUNT } from './ewa-demo-data';
import { ewaSettlementFiles, ewaStatementFiles } from './ewa-demo-files';
import { EWA_DEMO_SEED, ewaDemoLines } from './ewa-demo-lines';

const today = '2026-11-24';
const employers = demoEmployers(seededRandom(EWA_DEMO_SEED));
const lines = ewaDemoLines(employers, today);

describe('the wage-access demo files', () => {
  it('are the same for the same today', () => {
    const again = ewaDemoLines(demoEmployers(seededRandom(EWA_DEMO_SEED)), today);
    const text = (files: { name: string; bytes: Buffer }[]) => files.map((f) => `${f.name}\n${f.bytes}`);
    expect(text(ewaSettlementFiles(again))).toEqual(text(ewaSettlementFiles(lines)));
    expect(text(ewaStatementFiles(again, today))).toEqual(text(ewaStatementFiles(lines, today)));
  });

  it('carry every advance, repayment and fee once in a partner settlement file with the ledger amount', () => {
    const files = ewaSettlementFiles(lines);
    expect(new Set(files.map((f) => f.partner))).toEqual(new Set(employers.map((e) => e.partner)));
    const rows = files.flatMap((f) => {
      const [header, ...body] = f.bytes.toString().trim().split('\n');
      expect(header).toBe('date,employer,worker,amount,type');
      return body.map((r) => r.split(','));
    });
    const settled = lines.filter((l) => l.kind !== 'funding');
    expect(rows.length).toBe(settled.length);
    const signed = (r: string[]) => Math.round(Number(r[3]) * 100) * (r[4] === 'repayment' ? 1 : -1);
    expect(rows.reduce((s, r) => s + signed(r), 0)).toBe(settled.reduce((s, l) => s + l.cents, 0));
    for (const f of files) {
      expect(f.name).toBe(`${f.partner.toLowerCase()}-settlement-${f.month}.csv`);
      const employersOfFile = new Set(
        f.bytes
          .toString()
          .trim()
          .split('\n')
          .slice(1)
          .map((r) => r.split(',')[1]),
      );
      for (const id of employersOfFile)
        expect(employers.find((e) => e.employer === id)?.partner).toBe(f.partner);
    }
  });

  it('report both accounts in valid BAI2 months, up to yesterday, with partner settlements of the day', () => {
    const files = ewaStatementFiles(lines, today);
    const rows = files.flatMap((f) => {
      const parsed = parseBai2(f.bytes, { strictControlTotals: true });
      expect(
        parsed.issues.filter((i) => i.severity === 'error'),
        f.name,
      ).toEqual([]);
      return parsed.rows;
    });
    expect(new Set(rows.map((r) => r.accountNumber))).toEqual(
      new Set([EWA_FUNDING_ACCOUNT.accountId, EWA_SETTLEMENT_ACCOUNT.accountId]),
    );
    expect(rows.every((r) => r.valueDate < today)).toBe(true);
    const settlements = rows.filter((r) => r.text.includes('EWA SETTLEMENT'));
    const matching = settlements.filter((s) => {
      const day = lines.filter(
        (l) => l.kind === 'advance' && l.date === s.valueDate && s.text.startsWith(l.employer.partner),
      );
      return day.reduce((sum, l) => sum + l.cents, 0) === s.amountMinor;
    });
    // Most settle the day's advances exactly; a few leave one out (work for the reconciler).
    expect(matching.length / settlements.length).toBeGreaterThan(0.9);
    expect(matching.length).toBeLessThan(settlements.length);
  });

  it('leave two or three employers short of funds today', () => {
    const short = employers.filter(
      (e) =>
        fundsCoverage(
          lines
            .filter((l) => l.employer === e)
            .map((l) => ({ transactionDate: l.date, amountMinor: l.cents })),
          today,
        ).short,
    );
    expect(short.length).toBeGreaterThanOrEqual(2);
    expect(short.length).toBeLessThanOrEqual(3);
  });
});

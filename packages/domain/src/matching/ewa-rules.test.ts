import { describe, expect, it } from 'vitest';
import { runMatching } from './engine';
import { EwaBankKeys, ewaLedgerKeys } from './ewa-keys';
import { bank, book, pairs } from './fixtures.test-util';
import { DEFAULT_MATCH_RULES_BY_AREA, EWA_DEFAULT_MATCH_RULES, resolveRules } from './rules';
import type { BankLine, LedgerLine } from './types';

// A small employer-funds world: two partners, three employers (two share an ACH description's start).
const keys = new EwaBankKeys({
  employers: [
    { employer: 'HARBORLOG', partner: 'BRIGHTPAY', achDescription: 'HARBOR EWA FUND', fein: '12-3456789' },
    { employer: 'CEDARHC', partner: 'BRIGHTPAY', achDescription: 'CEDAR EWA FUND', fein: '23-4567890' },
    { employer: 'SUMMITSTF', partner: 'CLEARWAGE', achDescription: 'SUMMIT EWA', fein: '34-5678901' },
  ],
  partners: ['BRIGHTPAY', 'CLEARWAGE', 'CWMIDWEST'],
});

/** A bank line as the server builds it for an employer-funds account: its keys from text and extra. */
const ewaBank = (
  id: string,
  date: string,
  amount: number,
  text: string,
  extra: Record<string, string> = {},
) => bank(id, date, amount, { text, extra: { ...extra, ...keys.keysOf(text, extra) } });

/** A ledger line with its keys as the server passes them (an 'Advance' ledger unless named). */
const ewaBook = (
  id: string,
  date: string,
  amount: number,
  employer: string,
  partner: string,
  ledger = 'Advance',
): LedgerLine =>
  book(id, date, amount, { coId: employer, groupKeys: ewaLedgerKeys({ coId: employer, partner, ledger }) });

const run = (b: BankLine[], l: LedgerLine[]) =>
  runMatching({ bank: b, ledger: l, rules: EWA_DEFAULT_MATCH_RULES });

describe('employer-funds bank keys', () => {
  it('names the employer by its company id (NACHA 1 + EIN) before any text', () => {
    expect(keys.keysOf('ACH CREDIT CEDAR EWA FUND', { companyId: '1123456789' })).toEqual({
      employer: 'HARBORLOG',
      partner: 'BRIGHTPAY',
      settlementPartner: 'BRIGHTPAY',
    });
  });

  it('names the employer by its ACH description as a whole phrase of the text', () => {
    expect(keys.keysOf('ACH CREDIT  cedar-ewa-fund 0311', null)).toEqual({
      employer: 'CEDARHC',
      partner: 'BRIGHTPAY',
      settlementPartner: 'BRIGHTPAY',
    });
    // 'CEDAR EWA FUNDING' is not the phrase 'CEDAR EWA FUND'.
    expect(keys.keysOf('CEDAR EWA FUNDING', null)).toEqual({});
  });

  it('names only the partner for a settlement debit that shows the partner id as a word', () => {
    expect(keys.keysOf('ACH DEBIT CLEARWAGE SETTLEMENT 20260311', null)).toEqual({
      partner: 'CLEARWAGE',
      settlementPartner: 'CLEARWAGE',
    });
    expect(keys.keysOf('BRIGHTPAY CLEARWAGE NETTING', null)).toEqual({});
  });
});

describe('EWA_DEFAULT_MATCH_RULES', () => {
  it('are a valid rule list and the employer-funds area uses them', () => {
    expect(resolveRules(EWA_DEFAULT_MATCH_RULES).map((r) => r.id)).toContain('partner-settlement');
    expect(DEFAULT_MATCH_RULES_BY_AREA.ewa).toBe(EWA_DEFAULT_MATCH_RULES);
  });

  it("confirms an employer's funding credit found by its ACH description, not a rival of the same amount", () => {
    const result = run(
      [ewaBank('b1', '2026-03-11', 480_000, 'ACH CREDIT CEDAR EWA FUND')],
      [
        ewaBook('l1', '2026-03-10', 480_000, 'HARBORLOG', 'BRIGHTPAY', 'Funding'),
        ewaBook('l2', '2026-03-10', 480_000, 'CEDARHC', 'BRIGHTPAY', 'Funding'),
      ],
    );
    expect(pairs(result.confirmed)).toEqual(['b1=l2']);
    expect(result.confirmed[0]?.ruleId).toBe('employer-credit');
    expect(result.confirmed[0]?.reasons.map((r) => r.detail)).toContain('employer agrees');
  });

  it("matches a partner's settlement debit to the sum of that day's advances of its employers", () => {
    const result = run(
      [ewaBank('b1', '2026-03-12', -(12_345 + 20_000 + 7_655), 'ACH DEBIT BRIGHTPAY SETTLEMENT')],
      [
        ewaBook('l1', '2026-03-11', -12_345, 'HARBORLOG', 'BRIGHTPAY'),
        ewaBook('l2', '2026-03-11', -20_000, 'CEDARHC', 'BRIGHTPAY'),
        ewaBook('l3', '2026-03-11', -7_655, 'HARBORLOG', 'BRIGHTPAY'),
        // Another partner's advance of the same day, the partner's advance of the next day, and a fee
        // of the same day (a settlement covers advances only).
        ewaBook('l4', '2026-03-11', -5_000, 'SUMMITSTF', 'CLEARWAGE'),
        ewaBook('l5', '2026-03-12', -9_999, 'CEDARHC', 'BRIGHTPAY'),
        ewaBook('l6', '2026-03-11', -1_250, 'CEDARHC', 'BRIGHTPAY', 'Fees'),
      ],
    );
    expect(result.confirmed).toHaveLength(1);
    expect(result.confirmed[0]?.ruleId).toBe('partner-settlement');
    expect([...(result.confirmed[0]?.ledgerIds ?? [])].sort()).toEqual(['l1', 'l2', 'l3']);
  });

  it("matches one payroll-deduction credit to several workers' repayments of the employer and day", () => {
    const result = run(
      [ewaBank('b1', '2026-03-13', 30_000, 'PAYROLL DEDUCTIONS SUMMIT EWA')],
      [
        ewaBook('l1', '2026-03-13', 10_000, 'SUMMITSTF', 'CLEARWAGE', 'Repayment'),
        ewaBook('l2', '2026-03-13', 20_000, 'SUMMITSTF', 'CLEARWAGE', 'Repayment'),
      ],
    );
    expect(result.confirmed.map((m) => m.ruleId)).toEqual(['repayment-batch']);
  });

  it('matches several same-day credits of an employer to one expected funding', () => {
    const result = run(
      [
        ewaBank('b1', '2026-03-10', 200_000, 'ACH CREDIT HARBOR EWA FUND'),
        ewaBank('b2', '2026-03-10', 280_000, 'ACH CREDIT HARBOR EWA FUND'),
      ],
      [ewaBook('l1', '2026-03-09', 480_000, 'HARBORLOG', 'BRIGHTPAY', 'Funding')],
    );
    expect(result.confirmed.map((m) => m.ruleId)).toEqual(['split-funding']);
    expect(pairs(result.confirmed)).toHaveLength(1);
  });

  it('only suggests a program fee a few cents off, never confirms it', () => {
    const result = run(
      [ewaBank('b1', '2026-03-13', -7_503, 'BRIGHTPAY PROGRAM FEE')],
      [ewaBook('l1', '2026-03-13', -7_500, 'CEDARHC', 'BRIGHTPAY', 'Fees')],
    );
    expect(result.confirmed).toEqual([]);
    expect(result.suggested.map((m) => [m.ruleId, m.differenceMinor])).toEqual([['fee-tolerance', -3]]);
  });
});

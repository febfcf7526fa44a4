import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_NUMBER_PATTERN,
  CONFIG_NAME_PATTERN,
  LEDGER_ID_PATTERN,
  normaliseConfigText,
  normaliseLedgerId,
  TRANS_CODE_PATTERN,
  usedByMessage,
} from './config-admin';

describe('usedByMessage', () => {
  it('counts each kind in use with grouped thousands and the right plural', () => {
    expect(
      usedByMessage('Bank account Operating (1234)', [
        { count: 5210, one: 'bank line', many: 'bank lines' },
        { count: 0, one: 'ledger entry', many: 'ledger entries' },
        { count: 3, one: 'ledger account', many: 'ledger accounts' },
      ]),
    ).toBe('Bank account Operating (1234) is used by 5,210 bank lines and 3 ledger accounts');
  });

  it('lists three kinds with commas and one kind alone, in the singular when one', () => {
    const uses = [
      { count: 1, one: 'ledger entry', many: 'ledger entries' },
      { count: 1_234_567, one: 'bank line', many: 'bank lines' },
      { count: 2, one: 'match', many: 'matches' },
    ];
    expect(usedByMessage('X', uses)).toBe('X is used by 1 ledger entry, 1,234,567 bank lines and 2 matches');
    expect(usedByMessage('X', uses.slice(0, 1))).toBe('X is used by 1 ledger entry');
  });

  it('is null when nothing uses the row', () => {
    expect(usedByMessage('X', [{ count: 0, one: 'a', many: 'b' }])).toBeNull();
    expect(usedByMessage('X', [])).toBeNull();
  });
});

describe('key and name rules', () => {
  it('takes account numbers of 4 to 34 letters and digits only', () => {
    expect(ACCOUNT_NUMBER_PATTERN.test('4410029381')).toBe(true);
    expect(ACCOUNT_NUMBER_PATTERN.test('GB33BUKB20201555555555')).toBe(true);
    for (const bad of ['123', '4410 0293', '4410-029', 'x'.repeat(35), '44100293\u0000'])
      expect(ACCOUNT_NUMBER_PATTERN.test(bad)).toBe(false);
  });

  it('upper-cases ledger ids and takes letters, digits, _ and -', () => {
    expect(normaliseLedgerId(' netpay ')).toBe('NETPAY');
    expect(LEDGER_ID_PATTERN.test('EWA_FUND-2')).toBe(true);
    expect(LEDGER_ID_PATTERN.test('NET PAY')).toBe(false);
    expect(LEDGER_ID_PATTERN.test('')).toBe(false);
  });

  it('takes transaction codes of 1 to 10 letters and digits', () => {
    expect(TRANS_CODE_PATTERN.test('455')).toBe(true);
    expect(TRANS_CODE_PATTERN.test('4 5')).toBe(false);
    expect(TRANS_CODE_PATTERN.test('12345678901')).toBe(false);
  });

  it('takes readable names and refuses formula starts and quotes', () => {
    for (const good of ['Operating', 'Tax Impound 2', "Payroll (O'Hare) & Co.", 'Zürich Konto'])
      expect(CONFIG_NAME_PATTERN.test(good)).toBe(true);
    for (const bad of ['=SUM(A1)', ' lead', '-1', 'a"b', 'a;b', ''])
      expect(CONFIG_NAME_PATTERN.test(bad)).toBe(false);
  });

  it('compares names with surrounding and repeated spaces removed', () => {
    expect(normaliseConfigText('  Net   Pay ')).toBe('Net Pay');
  });
});

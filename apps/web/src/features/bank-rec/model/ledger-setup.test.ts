import { describe, expect, it } from 'vitest';
import { DEMO_LEDGER_CONFIG, DEMO_PARSE_CODES, DEMO_TENANT } from './demo-config.fixture';
import { bankAccountHint, buildLedgerSetup, findAccount } from './ledger-setup';

describe('buildLedgerSetup', () => {
  const setup = buildLedgerSetup(DEMO_LEDGER_CONFIG, DEMO_PARSE_CODES, DEMO_TENANT);

  it('resolves every account through the domain and marks tax accounts', () => {
    expect(setup.accounts.map((a) => [a.accountName, a.ledger, a.ledgerId, a.accountId, a.tax])).toEqual([
      ['Federal Tax', 'Tax', 'TAX', '4410029399', true],
      ['Local Tax', 'Tax', 'TAX', '4410029399', true],
      ['Net Pay', 'Net Pay', 'NETPAY', '4410029402', false],
      ['Client Funding', 'Net Pay', 'NETPAY', '4410029402', false],
    ]);
    expect(setup.accountGroups.map((g) => [g.ledger, g.accounts.length])).toEqual([
      ['Tax', 2],
      ['Net Pay', 2],
    ]);
  });

  it('hides the reserved reconciling types and keeps the zone', () => {
    expect(setup.recTypes).toEqual(['Timing Difference', 'Bank Fee']);
    expect(setup.timeZone).toBe('America/New_York');
  });

  it('names the bank account an account posts to', () => {
    expect(bankAccountHint(findAccount(setup, 'Federal Tax'))).toBe('Tax Impound ···9399');
    expect(bankAccountHint(undefined)).toBe('');
  });

  it('copes with empty answers', () => {
    const empty = buildLedgerSetup(
      { data: { configDetails: [], bankAccounts: [], ledgers: [] } },
      { data: [] },
      [],
    );
    expect(empty.accounts).toEqual([]);
    expect(empty.recTypes).toEqual([]);
    expect(empty.timeZone).toBeUndefined();
  });
});

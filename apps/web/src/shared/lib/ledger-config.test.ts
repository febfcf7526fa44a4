import { describe, expect, it } from 'vitest';
import { accountsOfArea } from './ledger-config';

describe('accountsOfArea', () => {
  const accounts = [
    { accountId: '1', name: 'Operating', area: 'bankRec' },
    { accountId: '2', name: 'Employer funds', area: 'ewa' },
    { accountId: '3', name: 'Unknown area' },
  ];

  it("keeps an area's own accounts and those that do not say their area", () => {
    expect(accountsOfArea(accounts, 'ewa').map((a) => a.accountId)).toEqual(['2', '3']);
    expect(accountsOfArea(accounts, 'bankRec').map((a) => a.accountId)).toEqual(['1', '3']);
  });
});

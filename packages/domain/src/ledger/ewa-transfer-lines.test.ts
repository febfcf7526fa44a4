import { describe, expect, it } from 'vitest';
import type { LedgerConfig } from './config';
import {
  buildEwaTransferLines,
  canonicalEwaTransferLines,
  EWA_TRANSFER_LINE_KEYS,
  type EwaTransferDraft,
} from './ewa-transfer-lines';

const config: LedgerConfig = {
  configDetails: [
    { bankAccounts: [{ name: 'EWA Funding', accountId: 'EWA-1' }], ledgers: [{ ledgerId: 'L-EWA' }] },
  ],
  accounts: [{ accountName: 'EWA Funding', ledger: 'Funding' }],
  transactionCodes: [
    { transCode: '506', transDesc: 'Transfer Out' },
    { transCode: '206', transDesc: 'Transfer In' },
  ],
};

function draft(overrides: Partial<EwaTransferDraft> = {}): EwaTransferDraft {
  return {
    mode: 'banking',
    transactionDate: '2026-03-02',
    details: ' Move prefunding ',
    from: {
      account: 'EWA Funding',
      employer: ' acme ',
      partner: 'p1',
      amount: '100.10',
      employerName: 'Acme',
    },
    to: [
      { account: 'EWA Funding', employer: 'bolt', partner: 'P1', amount: '60', customer: ' c7 ' },
      { account: 'EWA Funding', employer: 'CRUX', partner: 'P2', amount: '40.10' },
    ],
    ...overrides,
  };
}

describe('employer-funds transfer lines', () => {
  it('posts the from line negative and the to lines positive, with the row parties normalised', () => {
    const built = buildEwaTransferLines(draft(), config);
    expect(built.ok).toBe(true);
    if (!built.ok) return;
    expect(built.lines.map((l) => [l.employer, l.partner, l.customer, l.amount, l.transactionType])).toEqual([
      ['ACME', 'P1', '', '-100.10', 'Transfer Out'],
      ['BOLT', 'P1', 'C7', '60.00', 'Transfer In'],
      ['CRUX', 'P2', '', '40.10', 'Transfer In'],
    ]);
    expect(built.lines[0]?.details).toBe('Move prefunding');
    expect(built.lines[0]?.employerName).toBe('Acme');
  });

  it('refuses an unbalanced draft with the shared rule', () => {
    const built = buildEwaTransferLines(
      draft({ to: [{ account: 'EWA Funding', employer: 'B', partner: 'P', amount: '1' }] }),
      config,
    );
    expect(built.ok).toBe(false);
    if (!built.ok) expect(built.error).toBe('invalidDraft');
  });

  it('hashes exactly the employer-area keys, in alphabetical order, one line per row', () => {
    expect([...EWA_TRANSFER_LINE_KEYS]).toEqual([...EWA_TRANSFER_LINE_KEYS].sort());
    const built = buildEwaTransferLines(draft(), config);
    if (!built.ok) throw new Error('expected lines');
    const text = canonicalEwaTransferLines(built.lines);
    const first = JSON.parse(text.split('\n')[0] as string);
    expect(Object.keys(first)).toEqual([...EWA_TRANSFER_LINE_KEYS]);
    expect(text.split('\n')).toHaveLength(3);
    expect(text).not.toContain('taxCode');
  });
});

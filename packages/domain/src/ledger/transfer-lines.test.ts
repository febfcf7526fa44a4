import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDecimalToMinor } from '../money';
import type { LedgerConfig } from './config';
import type { TransferDraft } from './transfer';
import {
  buildTransferLines,
  canonicalTransferLine,
  canonicalTransferLines,
  TRANSFER_FROM_TRANSACTION_CODE,
  TRANSFER_TO_TRANSACTION_CODE,
  type TransferLine,
  transferEntryFields,
} from './transfer-lines';

const config: LedgerConfig = {
  configDetails: [
    { bankAccounts: [{ name: 'Operating', accountId: 'ACC-1' }], ledgers: [{ ledgerId: 'L-OP' }] },
    {
      bankAccounts: [
        { name: 'Federal Tax', accountId: 'ACC-2' },
        { name: 'Net Pay', accountId: 'ACC-3' },
      ],
      ledgers: [{ ledgerId: 'L-TAX' }, { ledgerId: 'L-OTHER' }],
    },
  ],
  accounts: [
    { accountName: 'Operating', ledger: 'Operating' },
    { accountName: 'Federal Tax', ledger: 'Tax' },
    { accountName: 'Net Pay', ledger: 'Payroll' },
  ],
  transactionCodes: [
    { transCode: '506', transDesc: 'Transfer Out' },
    { transCode: '206', transDesc: 'Transfer In' },
  ],
};

function draft(overrides: Partial<TransferDraft> = {}): TransferDraft {
  return {
    mode: 'banking',
    transactionDate: '2024-05-10',
    details: '  Move tax funds ',
    from: { account: 'Operating', customer: 'acme', amount: '150.5', taxCode: 'IGNORED' },
    to: [
      { account: 'Federal Tax', customer: 'BETA', amount: '100', taxCode: 'FIT' },
      { account: 'Net Pay', customer: 'GAMMA', amount: '50.50', taxCode: 'DROPPED' },
    ],
    ...overrides,
  };
}

const cents = (line: TransferLine): number => {
  const parsed = parseDecimalToMinor(line.amount);
  if (!parsed.ok) throw new Error(`bad amount ${line.amount}`);
  return parsed.minor;
};

describe('buildTransferLines', () => {
  it('uses the spec transaction codes', () => {
    expect([TRANSFER_FROM_TRANSACTION_CODE, TRANSFER_TO_TRANSACTION_CODE]).toEqual(['506', '206']);
  });

  it('builds a negative 506 from line and positive 206 to lines (banking)', () => {
    const result = buildTransferLines(draft(), config);
    expect(result).toEqual({
      ok: true,
      nonBnkTransfer: false,
      lines: [
        {
          accountName: 'Operating',
          co: 'ACME',
          amount: '-150.50',
          details: 'Move tax funds',
          transactionDate: '2024-05-10',
          accountId: 'ACC-1',
          ledger: 'Operating',
          ledgerId: 'L-OP',
          transactionType: 'Transfer Out',
          taxCode: '',
          nonbanking: false,
        },
        {
          accountName: 'Federal Tax',
          co: 'BETA',
          amount: '100.00',
          details: 'Move tax funds',
          transactionDate: '2024-05-10',
          accountId: 'ACC-2',
          ledger: 'Tax',
          ledgerId: 'L-TAX',
          transactionType: 'Transfer In',
          taxCode: 'FIT',
          nonbanking: false,
        },
        {
          accountName: 'Net Pay',
          co: 'GAMMA',
          amount: '50.50',
          details: 'Move tax funds',
          transactionDate: '2024-05-10',
          accountId: 'ACC-3',
          ledger: 'Payroll',
          ledgerId: 'L-TAX',
          transactionType: 'Transfer In',
          taxCode: '',
          nonbanking: false,
        },
      ],
    });
  });

  it('non-banking: to lines use the from account and carry nonbanking', () => {
    const result = buildTransferLines(
      draft({
        mode: 'nonBanking',
        to: [
          { account: '', customer: 'BETA', amount: '100' },
          { account: 'Net Pay', customer: 'GAMMA', amount: '50.5' },
        ],
      }),
      config,
    );
    if (!result.ok) throw new Error(result.error);
    expect(result.nonBnkTransfer).toBe(true);
    expect(result.lines.map((l) => [l.accountName, l.accountId, l.nonbanking])).toEqual([
      ['Operating', 'ACC-1', true],
      ['Operating', 'ACC-1', true],
      ['Operating', 'ACC-1', true],
    ]);
  });

  it('falls back to the code when the code list lacks it', () => {
    const result = buildTransferLines(draft(), { ...config, transactionCodes: [] });
    if (!result.ok) throw new Error(result.error);
    expect(result.lines.map((l) => l.transactionType)).toEqual(['506', '206', '206']);
  });

  it('refuses a draft Transfer would not be enabled for', () => {
    const result = buildTransferLines(draft({ details: '' }), config);
    expect(result).toMatchObject({ ok: false, error: 'invalidDraft' });
    if (!result.ok && result.error === 'invalidDraft')
      expect(result.validation.formErrors).toEqual(['detailsRequired']);
  });

  it('refuses an account the configuration does not know', () => {
    const to = [{ account: 'Savings', customer: 'BETA', amount: '150.50' }];
    expect(buildTransferLines(draft({ to }), config)).toEqual({
      ok: false,
      error: 'unknownAccount',
      accountName: 'Savings',
    });
    expect(
      buildTransferLines(draft({ from: { account: 'Nope', customer: 'A', amount: '150.50' } }), config),
    ).toEqual({
      ok: false,
      error: 'unknownAccount',
      accountName: 'Nope',
    });
  });

  it('normalises details so the same visible text hashes the same', () => {
    const composed = buildTransferLines(draft({ details: 'Caf\u00e9' }), config);
    const decomposed = buildTransferLines(draft({ details: 'Cafe\u0301 ' }), config);
    if (!composed.ok || !decomposed.ok) throw new Error('expected lines');
    expect(canonicalTransferLines(decomposed.lines)).toBe(canonicalTransferLines(composed.lines));
  });

  it('always sums to zero cents, exactly, with the from line negative and to lines positive', () => {
    fc.assert(
      fc.property(
        // Each amount and the from total stay within the typed maximum, 999,999,999.99.
        fc.array(fc.integer({ min: 1, max: 12_499_999_999 }), { minLength: 1, maxLength: 8 }),
        fc.constantFrom('banking' as const, 'nonBanking' as const),
        (toCents, mode) => {
          const total = toCents.reduce((sum, c) => sum + BigInt(c), 0n);
          const text = (c: bigint) => `${c / 100n}.${(c % 100n).toString().padStart(2, '0')}`;
          const result = buildTransferLines(
            draft({
              mode,
              from: { account: 'Operating', customer: 'ACME', amount: text(total) },
              to: toCents.map((c, i) => ({
                account: i % 2 ? 'Net Pay' : 'Federal Tax',
                customer: `C${i}`,
                amount: text(BigInt(c)),
              })),
            }),
            config,
          );
          if (!result.ok) throw new Error(result.error);
          const lineCents = result.lines.map(cents);
          expect(lineCents.reduce((sum, c) => sum + BigInt(c), 0n)).toBe(0n);
          expect(lineCents[0]).toBe(-Number(total));
          expect(lineCents.slice(1)).toEqual(toCents);
          for (const line of result.lines) expect(line.amount).toMatch(/^-?\d+\.\d{2}$/);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('transferEntryFields', () => {
  it('posts each line under the ledger column names, with its place and amount in cents', () => {
    const result = buildTransferLines(draft(), config);
    if (!result.ok) throw new Error(result.error);
    const [from] = result.lines;
    expect(transferEntryFields(from as TransferLine, 0, -15050)).toEqual({
      details: 'Move tax funds',
      amountMinor: -15050,
      transactionDate: '2024-05-10',
      coId: 'ACME',
      ledger: 'Operating',
      transactionType: 'Transfer Out',
      account: 'Operating',
      ledgerId: 'L-OP',
      accountId: 'ACC-1',
      taxCode: '',
      transferLine: 0,
    });
  });
});

describe('canonicalTransferLine', () => {
  const line: TransferLine = {
    accountName: 'Operating',
    co: 'ACME',
    amount: '-150.50',
    details: 'Say "hi"',
    transactionDate: '2024-05-10',
    accountId: 'ACC-1',
    ledger: 'Operating',
    ledgerId: 'L-OP',
    transactionType: 'Transfer Out',
    taxCode: '',
    nonbanking: false,
  };

  it('is JSON of the spec fields in alphabetical order', () => {
    expect(canonicalTransferLine(line)).toBe(
      '{"accountId":"ACC-1","accountName":"Operating","amount":"-150.50","co":"ACME","details":"Say \\"hi\\"",' +
        '"ledger":"Operating","ledgerId":"L-OP","nonbanking":false,"taxCode":"","transactionDate":"2024-05-10",' +
        '"transactionType":"Transfer Out"}',
    );
  });

  it('does not depend on key order and ignores extra properties', () => {
    const shuffled = Object.fromEntries(Object.entries(line).reverse()) as unknown as TransferLine;
    expect(canonicalTransferLine(shuffled)).toBe(canonicalTransferLine(line));
    expect(canonicalTransferLine({ ...line, extra: 1 } as TransferLine)).toBe(canonicalTransferLine(line));
  });

  it('changes when any field changes', () => {
    expect(canonicalTransferLine({ ...line, amount: '-150.51' })).not.toBe(canonicalTransferLine(line));
    expect(canonicalTransferLine({ ...line, nonbanking: true })).not.toBe(canonicalTransferLine(line));
  });

  it('joins a payload one line per row', () => {
    expect(canonicalTransferLines([line, line])).toBe(
      `${canonicalTransferLine(line)}\n${canonicalTransferLine(line)}`,
    );
    expect(canonicalTransferLines([])).toBe('');
  });
});

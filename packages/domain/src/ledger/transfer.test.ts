import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NEGATIVE_AMOUNT_MESSAGE } from './fields';
import {
  addToRow,
  canRemoveToRow,
  DEFAULT_TRANSFER_MODE,
  newTransferDraft,
  removeToRow,
  switchTransferMode,
  TRANSFER_BUTTON_LABEL,
  TRANSFER_SUBMITTING_LABEL,
  type TransferDraft,
  validateTransfer,
} from './transfer';

function draft(overrides: Partial<TransferDraft> = {}): TransferDraft {
  return {
    mode: 'banking',
    transactionDate: '2024-05-10',
    details: 'Move tax funds',
    from: { account: 'Operating', customer: 'ACME', amount: '150.00' },
    to: [
      { account: 'Tax', customer: 'BETA', amount: '100' },
      { account: 'Tax', customer: 'GAMMA', amount: '50.00' },
    ],
    ...overrides,
  };
}

/** Cents as decimal text by BigInt, independent of the code under test; `style` varies the spelling. */
function centsText(cents: bigint, style: number): string {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  const whole = abs / 100n;
  const fraction = (abs % 100n).toString().padStart(2, '0');
  if (style === 1 && fraction === '00') return `${sign}${whole}`;
  if (style === 2 && fraction.endsWith('0')) return `${sign}${whole}.${fraction[0]}`;
  return `${sign}${whole}.${fraction}`;
}

describe('messages and labels', () => {
  it('are the spec texts', () => {
    expect(NEGATIVE_AMOUNT_MESSAGE).toBe('Amount should be positive!');
    expect(TRANSFER_BUTTON_LABEL).toBe('Transfer');
    expect(TRANSFER_SUBMITTING_LABEL).toBe('Transfering...');
    expect(DEFAULT_TRANSFER_MODE).toBe('banking');
  });
});

describe('validateTransfer', () => {
  it('enables Transfer for a complete, balanced draft', () => {
    expect(validateTransfer(draft())).toEqual({
      canSubmit: true,
      negativeAmount: false,
      formErrors: [],
      fromErrors: {},
      rowErrors: [{}, {}],
      totals: { fromCents: 15000, toCents: 15000, differenceCents: 0 },
    });
  });

  it('balances to the cent where floating point would not (0.1 + 0.2 = 0.3)', () => {
    const result = validateTransfer(
      draft({
        from: { account: 'Operating', customer: 'ACME', amount: '0.3' },
        to: [
          { account: 'Tax', customer: 'BETA', amount: '0.1' },
          { account: 'Tax', customer: 'GAMMA', amount: '0.2' },
        ],
      }),
    );
    expect(result.canSubmit).toBe(true);
  });

  it('refuses a one-cent difference and reports it', () => {
    const result = validateTransfer(
      draft({ from: { account: 'Operating', customer: 'ACME', amount: '150.01' } }),
    );
    expect(result.canSubmit).toBe(false);
    expect(result.formErrors).toEqual(['unbalanced']);
    expect(result.totals).toEqual({ fromCents: 15001, toCents: 15000, differenceCents: 1 });
  });

  it.each([
    [{ mode: null }, 'modeRequired'],
    [{ details: '   ' }, 'detailsRequired'],
    [{ transactionDate: '' }, 'dateRequired'],
    [{ transactionDate: '2024-02-30' }, 'dateInvalid'],
    [{ transactionDate: '1899-12-31' }, 'dateYearOutOfRange'],
    [{ transactionDate: '2101-01-01' }, 'dateYearOutOfRange'],
  ] as const)('%j disables Transfer (%s)', (change, error) => {
    const result = validateTransfer(draft(change as Partial<TransferDraft>));
    expect(result.canSubmit).toBe(false);
    expect(result.formErrors).toEqual([error]);
  });

  it('accepts the year bounds themselves', () => {
    expect(validateTransfer(draft({ transactionDate: '1900-01-01' })).canSubmit).toBe(true);
    expect(validateTransfer(draft({ transactionDate: '2100-12-31' })).canSubmit).toBe(true);
  });

  it('needs the from account and customer', () => {
    const result = validateTransfer(draft({ from: { account: '', customer: ' ', amount: '150' } }));
    expect(result.canSubmit).toBe(false);
    expect(result.fromErrors).toEqual({ account: { code: 'required' }, customer: { code: 'required' } });
  });

  it('needs at least one to-row', () => {
    const result = validateTransfer(draft({ to: [] }));
    expect(result.canSubmit).toBe(false);
    expect(result.formErrors).toContain('noToRows');
  });

  it('needs a customer and a positive amount on every to-row', () => {
    const result = validateTransfer(
      draft({
        from: { account: 'Operating', customer: 'ACME', amount: '100' },
        to: [
          { account: 'Tax', customer: '', amount: '100' },
          { account: 'Tax', customer: 'BETA', amount: '0' },
          { account: 'Tax', customer: 'GAMMA', amount: '' },
        ],
      }),
    );
    expect(result.canSubmit).toBe(false);
    expect(result.rowErrors).toEqual([
      { customer: { code: 'required' } },
      { amount: { code: 'notPositive' } },
      { amount: { code: 'required' } },
    ]);
  });

  it('needs a to account in banking mode only', () => {
    const to = [
      { account: '', customer: 'BETA', amount: '100' },
      { account: '', customer: 'GAMMA', amount: '50' },
    ];
    const banking = validateTransfer(draft({ to }));
    expect(banking.canSubmit).toBe(false);
    expect(banking.rowErrors[0]).toEqual({ account: { code: 'required' } });
    expect(validateTransfer(draft({ mode: 'nonBanking', to })).canSubmit).toBe(true);
  });

  it("flags any negative amount with 'Amount should be positive!'", () => {
    const result = validateTransfer(
      draft({
        to: [
          { account: 'Tax', customer: 'BETA', amount: '200' },
          { account: 'Tax', customer: 'GAMMA', amount: '-50' },
        ],
      }),
    );
    expect(result.negativeAmount).toBe(true);
    expect(result.canSubmit).toBe(false);
    expect(result.rowErrors[1]).toEqual({
      amount: { code: 'negative', message: 'Amount should be positive!' },
    });
    expect(result.totals.differenceCents).toBe(0);
    const fromNegative = validateTransfer(
      draft({ from: { account: 'Operating', customer: 'ACME', amount: '-150' } }),
    );
    expect(fromNegative.negativeAmount).toBe(true);
    expect(fromNegative.fromErrors.amount?.message).toBe('Amount should be positive!');
  });

  it('does not call minus zero negative', () => {
    const result = validateTransfer(draft({ to: [{ account: 'Tax', customer: 'BETA', amount: '-0' }] }));
    expect(result.negativeAmount).toBe(false);
    expect(result.rowErrors[0]).toEqual({ amount: { code: 'notPositive' } });
  });

  it('shows the decimals message for an invalid amount and counts it as 0', () => {
    const result = validateTransfer(
      draft({
        to: [
          { account: 'Tax', customer: 'BETA', amount: '100.001' },
          { account: 'Tax', customer: 'GAMMA', amount: '50' },
        ],
      }),
    );
    expect(result.canSubmit).toBe(false);
    expect(result.rowErrors[0]).toEqual({
      amount: { code: 'invalid', message: 'Only two digits after decimal Point!' },
    });
    expect(result.totals).toEqual({ fromCents: 15000, toCents: 5000, differenceCents: 10000 });
  });

  it('refuses an amount past 999,999,999.99 on its field, so totals can never overflow', () => {
    const huge = '90071992547409.91';
    const result = validateTransfer(
      draft({
        from: { account: 'Operating', customer: 'ACME', amount: huge },
        to: [
          { account: 'Tax', customer: 'BETA', amount: huge },
          { account: 'Tax', customer: 'GAMMA', amount: huge },
        ],
      }),
    );
    expect(result.canSubmit).toBe(false);
    const tooLarge = { code: 'tooLarge', message: 'Amount must be at most 999,999,999.99' };
    expect(result.fromErrors.amount).toEqual(tooLarge);
    expect(result.rowErrors.map((row) => row.amount)).toEqual([tooLarge, tooLarge]);
  });

  it('survives malformed input from a request body', () => {
    const result = validateTransfer({ mode: 'wire', to: null, from: null } as unknown as TransferDraft);
    expect(result.canSubmit).toBe(false);
    expect(result.formErrors).toEqual(
      expect.arrayContaining(['modeRequired', 'detailsRequired', 'noToRows']),
    );
  });

  it('accepts exactly the balanced drafts (oracle: BigInt sums)', () => {
    const cents = fc.bigInt({ min: 1n, max: 10_000_000_000n });
    fc.assert(
      fc.property(
        fc.array(fc.tuple(cents, fc.integer({ min: 0, max: 2 })), { minLength: 1, maxLength: 6 }),
        fc.oneof(fc.constant(0n), fc.bigInt({ min: -1_000_000n, max: 1_000_000n })),
        fc.integer({ min: 0, max: 2 }),
        fc.constantFrom('banking' as const, 'nonBanking' as const),
        (toAmounts, delta, fromStyle, mode) => {
          const toSum = toAmounts.reduce((total, [amount]) => total + amount, 0n);
          const fromAmount = toSum + delta;
          const result = validateTransfer({
            mode,
            transactionDate: '2024-05-10',
            details: 'Rebalance',
            from: { account: 'Operating', customer: 'ACME', amount: centsText(fromAmount, fromStyle) },
            to: toAmounts.map(([amount, style], i) => ({
              account: 'Tax',
              customer: `C${i}`,
              amount: centsText(amount, style),
            })),
          });
          expect(result.canSubmit).toBe(delta === 0n);
          expect(result.totals.toCents).toBe(Number(toSum));
          expect(result.totals.differenceCents).toBe(Number(delta));
          expect(result.negativeAmount).toBe(fromAmount < 0n);
        },
      ),
      { numRuns: 1000 },
    );
  });
  it('with random flaws, enables Transfer only when nothing is wrong and the sums agree', () => {
    const flawArb = fc.record({
      noMode: fc.boolean(),
      noDetails: fc.boolean(),
      badDate: fc.constantFrom(null, '', '1899-12-31', '2023-02-29'),
      noFromAccount: fc.boolean(),
      noFromCustomer: fc.boolean(),
      blankToCustomer: fc.boolean(),
      blankToAccount: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(fc.bigInt({ min: 1n, max: 1_000_000n }), { minLength: 1, maxLength: 4 }),
        fc.boolean(),
        flawArb,
        fc.constantFrom('banking' as const, 'nonBanking' as const),
        (toAmounts, balanced, flaws, mode) => {
          const toSum = toAmounts.reduce((total, amount) => total + amount, 0n);
          const result = validateTransfer({
            mode: flaws.noMode ? null : mode,
            transactionDate: flaws.badDate ?? '2024-05-10',
            details: flaws.noDetails ? ' ' : 'Rebalance',
            from: {
              account: flaws.noFromAccount ? '' : 'Operating',
              customer: flaws.noFromCustomer ? '' : 'ACME',
              amount: centsText(balanced ? toSum : toSum + 1n, 0),
            },
            to: toAmounts.map((amount, i) => ({
              account: flaws.blankToAccount && i === 0 ? '' : 'Tax',
              customer: flaws.blankToCustomer && i === toAmounts.length - 1 ? '' : `C${i}`,
              amount: centsText(amount, 0),
            })),
          });
          const accountMissing = flaws.blankToAccount && mode === 'banking' && !flaws.noMode;
          const flawed =
            flaws.noMode ||
            flaws.noDetails ||
            flaws.badDate !== null ||
            flaws.noFromAccount ||
            flaws.noFromCustomer ||
            flaws.blankToCustomer ||
            accountMissing;
          expect(result.canSubmit).toBe(balanced && !flawed);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('draft helpers', () => {
  it('starts in banking mode with one empty to-row and the given date', () => {
    expect(newTransferDraft('2024-05-10')).toEqual({
      mode: 'banking',
      transactionDate: '2024-05-10',
      details: '',
      from: { account: '', customer: '', amount: '', taxCode: '' },
      to: [{ account: '', customer: '', amount: '', taxCode: '' }],
    });
  });

  it('switching mode resets rows, amounts, details and tax codes but keeps the date', () => {
    const filled = draft({ from: { account: 'Tax', customer: 'ACME', amount: '150', taxCode: 'FIT' } });
    const switched = switchTransferMode(filled, 'nonBanking');
    expect(switched).toEqual(newTransferDraft('2024-05-10', 'nonBanking'));
    expect(switchTransferMode(filled, 'banking')).toBe(filled);
  });

  it('adds rows and never removes the first', () => {
    const one = newTransferDraft('2024-05-10');
    const two = addToRow(one);
    expect(two.to).toHaveLength(2);
    expect(canRemoveToRow(0)).toBe(false);
    expect(canRemoveToRow(1)).toBe(true);
    expect(removeToRow(two, 0)).toBe(two);
    expect(removeToRow(two, 5)).toBe(two);
    expect(removeToRow(two, 1).to).toHaveLength(1);
    expect(one.to).toHaveLength(1);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AMOUNT_DECIMALS_MESSAGE,
  AMOUNT_GROUPING_MESSAGE,
  AMOUNT_TOO_LARGE_MESSAGE,
  acceptsAmountKeystroke,
  amountInputMessage,
  MAX_TYPED_AMOUNT_CENTS,
  parseAmountInput,
} from './amount-input';
import { minorToDecimalString } from './minor';

describe('parseAmountInput', () => {
  it('uses the spec message, character for character', () => {
    expect(AMOUNT_DECIMALS_MESSAGE).toBe('Only two digits after decimal Point!');
  });

  it.each([
    ['0', 0],
    ['12', 1200],
    ['12.5', 1250],
    ['12.50', 1250],
    ['12.', 1200],
    ['.5', 50],
    ['-.5', -50],
    ['-12.34', -1234],
    ['007.07', 707],
    [' 10.25 ', 1025],
    ['999999999.99', MAX_TYPED_AMOUNT_CENTS],
    ['-999999999.99', -MAX_TYPED_AMOUNT_CENTS],
    ['0000000001000000.00', 100_000_000],
    // Thousands separators, as a pasted amount carries them (issue 10 item 13).
    ['1,000.00', 100_000],
    ['1,000', 100_000],
    ['-1,234,567.8', -123_456_780],
    ['999,999,999.99', MAX_TYPED_AMOUNT_CENTS],
  ])('%j -> %d cents', (text, cents) => {
    expect(parseAmountInput(text)).toEqual({ ok: true, cents });
  });

  it('reads minus zero as zero, never as a negative amount', () => {
    const result = parseAmountInput('-0.00');
    expect(result.ok && Object.is(result.cents, 0)).toBe(true);
  });

  it('treats an empty field as missing, without a message', () => {
    expect(parseAmountInput('')).toEqual({ ok: false, reason: 'empty', message: null });
    expect(parseAmountInput('   ')).toEqual({ ok: false, reason: 'empty', message: null });
  });

  it.each([
    ['1.234', 'tooManyDecimals'],
    ['10.005', 'tooManyDecimals'],
    ['0.000', 'tooManyDecimals'],
    ['abc', 'invalid'],
    ['+5', 'invalid'],
    ['1.2.3', 'invalid'],
    ['5-', 'invalid'],
    ['--5', 'invalid'],
    ['1 000', 'invalid'],
    ['1e3', 'invalid'],
    ['$5', 'invalid'],
    ['-', 'invalid'],
    ['.', 'invalid'],
  ])('%j is refused (%s) with the spec message', (text, reason) => {
    expect(parseAmountInput(text)).toEqual({ ok: false, reason, message: AMOUNT_DECIMALS_MESSAGE });
  });

  it.each([
    ['1000000000', 'tooLarge', AMOUNT_TOO_LARGE_MESSAGE],
    ['1,000,000,000.00', 'tooLarge', AMOUNT_TOO_LARGE_MESSAGE],
    ['9999999999999.99', 'tooLarge', AMOUNT_TOO_LARGE_MESSAGE],
    ['90071992547409.92', 'tooLarge', AMOUNT_TOO_LARGE_MESSAGE],
    // 17 digits: its size is what is wrong, not its decimals.
    ['12345678901234567', 'tooLarge', AMOUNT_TOO_LARGE_MESSAGE],
    ['123456789012345.678', 'tooLarge', AMOUNT_TOO_LARGE_MESSAGE],
    ['1,00', 'grouping', AMOUNT_GROUPING_MESSAGE],
    ['10,00.00', 'grouping', AMOUNT_GROUPING_MESSAGE],
    [',100', 'grouping', AMOUNT_GROUPING_MESSAGE],
    ['1,000.', 'ok', null],
  ])('%j is refused (%s) with a message about it', (text, reason, message) => {
    const result = parseAmountInput(text);
    if (reason === 'ok') expect(result.ok).toBe(true);
    else expect(result).toEqual({ ok: false, reason, message });
  });

  it('parses any amount up to the maximum written with 2 decimals back to the same cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -MAX_TYPED_AMOUNT_CENTS, max: MAX_TYPED_AMOUNT_CENTS }), (cents) => {
        expect(parseAmountInput(minorToDecimalString(cents))).toEqual({ ok: true, cents });
      }),
    );
  });

  it('refuses any amount with more than two decimals', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^-?\d{1,8}\.\d{3,6}$/), (text) => {
        expect(parseAmountInput(text)).toMatchObject({ ok: false, reason: 'tooManyDecimals' });
      }),
    );
  });

  it('never accepts text with other characters', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const result = parseAmountInput(text);
        if (result.ok) expect(text.trim()).toMatch(/^-?[\d,]*\.?\d{0,2}$/);
      }),
    );
  });
});

describe('acceptsAmountKeystroke', () => {
  it.each(['', '-', '.', '-.', '12', '12.', '12.3', '12.345', '-0.5', '1,0', '1,000.00'])(
    'accepts %j',
    (text) => {
      expect(acceptsAmountKeystroke(text)).toBe(true);
    },
  );

  it.each(['a', '1a', '+1', '1-', '1..2', '1.2.', '1.0,0', '--', '1 000'])('refuses %j', (text) => {
    expect(acceptsAmountKeystroke(text)).toBe(false);
  });
});

describe('amountInputMessage (while typing)', () => {
  it.each(['', '-', '.', '-.', '12', '12.', '.5', '12.34'])('shows nothing for %j', (text) => {
    expect(amountInputMessage(text)).toBeNull();
  });

  it.each(['12.345', '1.2.3', 'abc', '-0.001'])('shows the spec message for %j', (text) => {
    expect(amountInputMessage(text)).toBe('Only two digits after decimal Point!');
  });

  it('says a too-long number is too large, and where commas may go', () => {
    expect(amountInputMessage('12345678901234567')).toBe(AMOUNT_TOO_LARGE_MESSAGE);
    expect(amountInputMessage('1,00')).toBe(AMOUNT_GROUPING_MESSAGE);
    expect(amountInputMessage('1,000.00')).toBeNull();
  });
});

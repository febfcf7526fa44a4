import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AMOUNT_DECIMALS_MESSAGE,
  acceptsAmountKeystroke,
  amountInputMessage,
  parseAmountInput,
} from './amountInput';
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
    ['90071992547409.91', Number.MAX_SAFE_INTEGER],
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
    ['1,000', 'invalid'],
    ['1.2.3', 'invalid'],
    ['5-', 'invalid'],
    ['--5', 'invalid'],
    ['1 000', 'invalid'],
    ['1e3', 'invalid'],
    ['$5', 'invalid'],
    ['-', 'invalid'],
    ['.', 'invalid'],
    ['90071992547409.92', 'tooLarge'],
    ['123456789012345678', 'tooLarge'],
  ])('%j is refused (%s) with the spec message', (text, reason) => {
    expect(parseAmountInput(text)).toEqual({ ok: false, reason, message: AMOUNT_DECIMALS_MESSAGE });
  });

  it('parses any safe amount written with 2 decimals back to the same cents', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (cents) => {
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
        if (result.ok) expect(text.trim()).toMatch(/^-?\d*\.?\d{0,2}$/);
      }),
    );
  });
});

describe('acceptsAmountKeystroke', () => {
  it.each(['', '-', '.', '-.', '12', '12.', '12.3', '12.345', '-0.5'])('accepts %j', (text) => {
    expect(acceptsAmountKeystroke(text)).toBe(true);
  });

  it.each(['a', '1a', '+1', '1-', '1..2', '1.2.', '1,0', '--'])('refuses %j', (text) => {
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
});

import { describe, expect, it } from 'vitest';
import {
  INVALID_FORMAT_MESSAGE,
  isValidEmail,
  nameError,
  normaliseEmail,
  PASSWORD_MISMATCH_MESSAGE,
  PASSWORD_POLICY_MESSAGE,
  passwordMatchStatus,
  passwordPolicyError,
  phoneError,
  profileUpdateErrors,
  registerErrors,
} from './profile-rules';

describe('password policy', () => {
  it.each([
    ['Clearline-demo-1', null],
    ['Abcdef1!', null],
    ['abcdef1!', PASSWORD_POLICY_MESSAGE],
    ['ABCDEF1!', PASSWORD_POLICY_MESSAGE],
    ['Abcdefg!', PASSWORD_POLICY_MESSAGE],
    ['Abcdefg1', PASSWORD_POLICY_MESSAGE],
    ['Ab1!', PASSWORD_POLICY_MESSAGE],
    ['', PASSWORD_POLICY_MESSAGE],
  ])('%s -> %s', (password, expected) => {
    expect(passwordPolicyError(password)).toBe(expected);
  });

  it('uses the spec message verbatim', () => {
    expect(PASSWORD_POLICY_MESSAGE).toBe(
      'Passwords must include at least 8 characters, 1 uppercase letter, 1 lowercase letter, 1 number, and 1 special character.',
    );
  });

  it('reports match status of the rewrite field', () => {
    expect(passwordMatchStatus('Abcdef1!', '')).toBe('empty');
    expect(passwordMatchStatus('Abcdef1!', 'Abcdef1!')).toBe('match');
    expect(passwordMatchStatus('Abcdef1!', 'Abcdef1?')).toBe('mismatch');
  });
});

describe('email', () => {
  it('accepts standard addresses and refuses malformed ones', () => {
    expect(isValidEmail('ops@demo.test')).toBe(true);
    expect(isValidEmail('first.last+tag@sub.example.com')).toBe(true);
    for (const bad of [
      '',
      'ops',
      'ops@',
      '@demo.test',
      'ops@demo',
      'ops@demo.t',
      'o ps@demo.test',
      'ops@@demo.test',
    ]) {
      expect(isValidEmail(bad)).toBe(false);
    }
  });

  it('normalises case and spaces', () => {
    expect(normaliseEmail('  Ops@Demo.TEST ')).toBe('ops@demo.test');
  });
});

describe('names and phone', () => {
  it('allows letters and spaces only in names', () => {
    expect(nameError('Mary Ann')).toBeNull();
    expect(nameError('José')).toBeNull();
    expect(nameError('')).toBeNull();
    expect(nameError('R2D2')).toBe(INVALID_FORMAT_MESSAGE);
    expect(nameError("O'Brien")).toBe(INVALID_FORMAT_MESSAGE);
  });

  it('allows the two phone formats', () => {
    expect(phoneError('(555) 123-4567')).toBeNull();
    expect(phoneError('555-123-4567')).toBeNull();
    expect(phoneError('')).toBeNull();
    for (const bad of ['5551234567', '555 123 4567', '(555)123-4567', '555-1234-567', '+1 555-123-4567']) {
      expect(phoneError(bad)).toBe(INVALID_FORMAT_MESSAGE);
    }
  });
});

describe('profile update', () => {
  it('collects every field error', () => {
    expect(
      profileUpdateErrors({
        email: 'nope',
        firstName: 'A1',
        lastName: 'B',
        phoneNumber: '123',
        password: 'weak',
        rewritePassword: 'weaker',
      }),
    ).toEqual({
      email: 'Please enter a valid email',
      firstName: INVALID_FORMAT_MESSAGE,
      phoneNumber: INVALID_FORMAT_MESSAGE,
      password: PASSWORD_POLICY_MESSAGE,
      rewritePassword: PASSWORD_MISMATCH_MESSAGE,
    });
  });

  it('accepts a valid update and an empty password (keep current)', () => {
    expect(
      profileUpdateErrors({ email: 'a@b.co', firstName: 'Ann', phoneNumber: '111-111-1111', password: '' }),
    ).toEqual({});
  });
});

describe('register', () => {
  it('uses the register messages', () => {
    expect(
      registerErrors({ displayName: 'abc', email: 'x', password: 'Abcdef1!', passwordConfirm: 'Abcdef1?' }),
    ).toEqual({
      displayName: 'Min character length is 4',
      email: 'Please enter a valid email',
      passwordConfirm: 'Passwords do not match',
    });
  });
});

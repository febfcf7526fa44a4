import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_TOKEN_KEY } from '../../mock';
import { demoRegister, demoSignIn, registerFormErrors, resetEmailError } from './demo-auth';

/** The browser's storage, in memory: what the demo forms write is read back here. */
const stored = new Map<string, string>();
beforeEach(() => {
  stored.clear();
  Object.assign(globalThis, {
    localStorage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => stored.set(key, value),
      removeItem: (key: string) => stored.delete(key),
    },
  });
});

describe('the demo sign-in forms against the mock (spec §5, §7)', () => {
  it("puts 'Check your password' under the password and 'Check your username/email' under the e-mail", async () => {
    expect(await demoSignIn('admin@clearline.demo', 'wrong')).toEqual({
      ok: false,
      errors: { password: 'Check your password' },
    });
    expect(await demoSignIn('nobody@clearline.demo', 'admin')).toEqual({
      ok: false,
      errors: { email: 'Check your username/email' },
    });
  });

  it("signs in to the demo only: the token goes to the demo's key, never the product's session", async () => {
    const result = await demoSignIn('  Admin@Clearline.demo ', 'admin');
    expect(result).toEqual({ ok: true, displayName: 'Abbott Keller', role: 'admin' });
    expect(stored.get(DEMO_TOKEN_KEY)).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect([...stored.keys()]).toEqual([DEMO_TOKEN_KEY]);
  });

  it("returns the register call's field errors for the form's inputs", async () => {
    const result = await demoRegister('Someone', 'staff@clearline.demo', 'anything');
    expect(result).toEqual({ ok: false, errors: { email: 'The email is already in use' } });
  });
});

describe('the demo forms rules (spec §5)', () => {
  it('checks the register form before any call', () => {
    expect(
      registerFormErrors({ displayName: 'Bob', email: 'not-mail', password: 'a', passwordConfirm: 'b' }),
    ).toEqual({
      displayName: 'Min character length is 4',
      email: 'Please enter a valid email',
      passwordConfirm: 'Passwords do not match',
    });
    expect(
      registerFormErrors({
        displayName: 'Bobby',
        email: 'bob@x.example',
        password: 'a',
        passwordConfirm: 'a',
      }),
    ).toEqual({});
  });

  it('asks the reset form for an e-mail of at least 4 characters', () => {
    expect(resetEmailError('')).toBe('Email is required');
    expect(resetEmailError('a@b')).toBe('Min character length is 4');
    expect(resetEmailError('a@b.c')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { SecretBox } from './secret-box';

const SECRET = 'a-deployment-secret-of-at-least-32-characters';

describe('SecretBox (PGP private keys at rest)', () => {
  it('opens what it sealed, and never stores the plaintext', () => {
    const box = new SecretBox(SECRET, 'pgp-org-keys');
    const sealed = box.seal('-----BEGIN PGP PRIVATE KEY BLOCK-----', 'org:fp');
    expect(sealed).not.toContain('PRIVATE');
    expect(box.open(sealed, 'org:fp')).toBe('-----BEGIN PGP PRIVATE KEY BLOCK-----');
    // A fresh nonce each time: the same key sealed twice looks different.
    expect(box.seal('same', 'org:fp')).not.toBe(box.seal('same', 'org:fp'));
  });

  it('refuses another secret, another row or altered bytes', () => {
    const box = new SecretBox(SECRET, 'pgp-org-keys');
    const sealed = box.seal('private', 'org-a:fp');
    expect(() => new SecretBox(`${SECRET}!`, 'pgp-org-keys').open(sealed, 'org-a:fp')).toThrow();
    expect(() => new SecretBox(SECRET, 'other-purpose').open(sealed, 'org-a:fp')).toThrow();
    expect(() => box.open(sealed, 'org-b:fp')).toThrow();
    const [v, iv, tag, body] = sealed.split('.');
    const flipped = `${body?.[0] === 'A' ? 'B' : 'A'}${body?.slice(1)}`;
    expect(() => box.open([v, iv, tag, flipped].join('.'), 'org-a:fp')).toThrow();
    expect(() => box.open('garbage', 'org-a:fp')).toThrow('not a sealed value');
  });
});

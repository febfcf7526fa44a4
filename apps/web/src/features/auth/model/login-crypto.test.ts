import { describe, expect, it } from 'vitest';
import { encryptCredentials } from './login-crypto';

describe('login payload encryption (spec §5)', () => {
  it('encrypts the lower-cased e-mail and the password with RSA-OAEP SHA-256, as base64url', async () => {
    const { subtle } = globalThis.crypto;
    const pair = await subtle.generateKey(
      { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
      true,
      ['encrypt', 'decrypt'],
    );
    const jwk = await subtle.exportKey('jwk', pair.publicKey);
    const key = {
      alg: 'RSA-OAEP-256' as const,
      kid: 'key-1',
      jwk: {
        kty: 'RSA' as const,
        n: jwk.n ?? '',
        e: jwk.e ?? '',
        alg: 'RSA-OAEP-256',
        use: 'enc',
        kid: 'key-1',
      },
    };

    const body = await encryptCredentials(key, '  Ops@Demo.TEST ', 'Clearline-demo-1');

    expect(body.kid).toBe('key-1');
    for (const field of [body.email, body.password]) expect(field).toMatch(/^[A-Za-z0-9_-]+$/);
    const decrypt = async (value: string) =>
      new TextDecoder().decode(
        await subtle.decrypt({ name: 'RSA-OAEP' }, pair.privateKey, Buffer.from(value, 'base64url')),
      );
    expect(await decrypt(body.email)).toBe('ops@demo.test');
    expect(await decrypt(body.password)).toBe('Clearline-demo-1');
  });
});

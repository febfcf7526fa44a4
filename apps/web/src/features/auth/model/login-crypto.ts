import type { LoginBody, PublicKeyResponse } from '@clearline/contracts';
import { normaliseEmail } from '@clearline/domain';
import type { z } from 'zod';
import { bytesToBase64url } from '../../../shared/lib/base64url';

type PublicKey = z.infer<typeof PublicKeyResponse>;
export type EncryptedLogin = z.input<typeof LoginBody>;

/**
 * Spec §5: the e-mail is lower-cased, then the e-mail and the password are each encrypted with the
 * server's RSA public key (RSA-OAEP, SHA-256) and sent as base64url, with the key id.
 */
export async function encryptCredentials(
  key: PublicKey,
  email: string,
  password: string,
  subtle: SubtleCrypto = globalThis.crypto.subtle,
): Promise<EncryptedLogin> {
  const cryptoKey = await subtle.importKey(
    'jwk',
    { kty: key.jwk.kty, n: key.jwk.n, e: key.jwk.e, alg: 'RSA-OAEP-256', ext: true },
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const encrypt = async (text: string) =>
    bytesToBase64url(await subtle.encrypt({ name: 'RSA-OAEP' }, cryptoKey, new TextEncoder().encode(text)));
  const [encryptedEmail, encryptedPassword] = await Promise.all([
    encrypt(normaliseEmail(email)),
    encrypt(password),
  ]);
  return { email: encryptedEmail, password: encryptedPassword, kid: key.kid };
}

/** WebCrypto exists only on secure origins (https, or localhost while developing). */
export const canEncrypt = (): boolean => typeof globalThis.crypto?.subtle?.importKey === 'function';
